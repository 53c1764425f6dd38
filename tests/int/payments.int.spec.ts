/**
 * Payments against a real database: the real `stripe` SDK talks to a local fake of Stripe's API, and
 * webhook events are signed with `Stripe.webhooks.generateTestHeaderString`. Valid, forged, replayed,
 * duplicated, out-of-order and concurrent events must fulfil each paid session exactly once, and nothing
 * is marked paid without a verified event or session.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order, RiasecResult } from '@/payload-types'
import { seed } from '@/seed'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { submitOrientation } from '@/server/assessments/submit-orientation'
import { riasecSubmissionSchema } from '@/server/assessments/schemas'
import { findResultByToken, isUnlocked } from '@/server/assessments/visitor-result'
import { createStripeProvider } from '@/server/payments/stripe-provider'
import { createDemoProvider, demoPaymentMarker, demoWebhookSecret } from '@/server/payments/demo-provider'
import { settleStaleOrders } from '@/server/payments/stale-orders'
import type { PaymentProvider } from '@/server/payments/provider'
import { startCheckout, type CheckoutStart } from '@/server/payments/checkout'
import { checkoutRequestSchema, type CheckoutRequest } from '@/server/payments/schemas'
import { issueMessage } from '@/server/http/request'
import { defaultMessage } from '@/server/http/refusals'
import { fulfilOrder } from '@/server/payments/fulfil'
import { followUpsSettled } from '@/server/payments/follow-ups'
import { claimPurchase } from '@/server/payments/claim-purchase'
import { handleWebhook } from '@/server/payments/webhook'
import { ORDER_LINK_PATH, claimPaidOrder, awaitingPurchase, keptWhenForgetting, orderCookie, orderSessionFromCookieHeader, sessionFromOrderLink } from '@/server/payments/claim'
import { consumeRestoreLink } from '@/server/retrieval/access-links'
import { findRetrievableResult } from '@/server/retrieval/lookup'
import { loadOrderView } from '@/server/payments/order-view'
import { erasePersonData } from '@/server/privacy/erase'
import { findPersonRecords } from '@/server/privacy/person'
import { payDemoSession } from '@/server/payments/demo'
import { handleReturn } from '@/server/payments/return'
import { signEvent } from '@/server/payments/signed-event'
import { stripeWebhookEndpoint } from '@/endpoints/payments'
import { loadActivity } from '@/server/payments/activity'
import { exportCsv } from '@/server/payments/csv-export'
import { chargeEvent, checkoutEvent, disputeEvent, refundUpdatedEvent, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe'
import { createActor, testPayload } from '../helpers/payload'
import { routeRequest, sessionCookie } from '../helpers/api-server'
import { execute } from '@/server/db'
import { findByIdempotencyKey } from '@/server/assessments/idempotent-create'
import { reportPreparationsSettled } from '@/server/report/service'
import { redeemPromoCode } from '@/server/promo'
import { markOrderPaid, markPaymentPending, recordEvent, unlockedByAnother, unlockPaidResult } from '@/server/payments/orders-store'
import { inTransaction } from '@/server/payments/transaction'
import { sendDueConfirmations } from '@/server/payments/confirmation'
import type { WebhookAnswer } from '@/server/payments/webhook'
import * as partsOwed from '../../migrations/20261125_224303_order_report_part_owed_at'
import { NEWER_RECORD } from '@/fields/written-by-the-app'

const WEBHOOK_SECRET = 'whsec_test_integration_0123456789abcdef'

let payload: Payload
let fake: FakeStripe
let stripe: PaymentProvider
/** As Payload runs a migration: its `db` is the adapter's Drizzle instance. */
const drizzle = () => (payload.db as unknown as { drizzle: never }).drizzle

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  fake = await startFakeStripe()
  stripe = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url })
})

afterAll(async () => {
  await fake?.close()
})

async function newResult(email = `visiteur-${randomUUID().slice(0, 8)}@exemple.fr`, orientationKey?: string): Promise<RiasecResult> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 20 })
  const saved = await submitRiasec(
    payload,
    riasecSubmissionSchema.parse({
      idempotencyKey: randomUUID(),
      bilanType: 'scolaire',
      contact: { name: 'Léa Martin', email },
      answers: questions.docs.map(() => 0),
      ...(orientationKey ? { orientationKey } : {}),
    }),
  )
  return (await findResultByToken(payload, saved.token))!
}

/** A result saved without a contact: the test taken past the start modal (from the order page's link). */
async function contactlessResult(): Promise<RiasecResult> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 20 })
  const saved = await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: questions.docs.map(() => 1) }))
  return (await findResultByToken(payload, saved.token))!
}

async function newLead(contact?: { name: string; email: string }): Promise<string> {
  const questions = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
  const key = randomUUID()
  const answers = questions.docs.map((question) => (question.type === 'text' ? { text: 'Devenir architecte' } : { option: 0 }))
  await submitOrientation(payload, { idempotencyKey: key, bilanType: 'scolaire', answers, ...(contact ? { contact } : {}) })
  return key
}

const request = (body: unknown): CheckoutRequest => checkoutRequestSchema.parse(body)

async function startReport(provider: PaymentProvider = stripe, result?: RiasecResult) {
  const owner = result ?? (await newResult())
  const started = (await startCheckout(payload, provider, request({ kind: 'report', withdrawalWaiver: true }), { result: owner, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
  expect(started.kind).toBe('redirect')
  return { result: owner, started }
}

/** A single coaching session booked without a test, as the coaching page's form sends it. */
const startSession = (email: string, fields: { name?: string; objectives?: string } = {}) =>
  startCheckout(payload, stripe, request({ kind: 'coaching', offer: 'coachingSingle', name: 'Inès Roy', email, availability: 'weekend', ...fields }), {
    result: null,
    orderSession: null,
  }) as Promise<Extract<CheckoutStart, { kind: 'redirect' }>>

/** A coaching formula started by the result's owner, as the coaching page's form sends it. */
const startCoaching = (result: RiasecResult, offer: 'coachingMonthly' | 'premium', email = result.email!) =>
  startCheckout(payload, stripe, request({ kind: 'coaching', offer, name: 'Inès Roy', email, availability: 'weekend', withdrawalWaiver: true }), {
    result,
    orderSession: null,
  }) as Promise<Extract<CheckoutStart, { kind: 'redirect' }>>

const orderOf = (id: number): Promise<Order> => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const resultOf = (id: number): Promise<RiasecResult> => payload.findByID({ collection: 'riasec-results', id, depth: 0, overrideAccess: true })
const emailsTo = async (to: string) => (await payload.find({ collection: 'outbox-emails', where: { to: { equals: to } }, overrideAccess: true, limit: 20 })).docs
const eventsOf = async (sessionId: string) => (await payload.find({ collection: 'payment-events', where: { sessionId: { equals: sessionId } }, overrideAccess: true, limit: 50 })).docs

const deliver = (body: string, secret = WEBHOOK_SECRET, provider: PaymentProvider = stripe, timestamp?: number) =>
  handleWebhook(payload, provider, body, signEvent(body, secret, timestamp))

describe('checkout sessions', () => {
  it('creates the pending order and its Stripe session from the offers table, never from the browser', async () => {
    const result = await newResult()
    // A price sent by the browser is not part of the request: zod drops it.
    const body = request({ kind: 'report', withdrawalWaiver: true, amountCents: 1, price: 0.01 })
    const started = (await startCheckout(payload, stripe, body, { result, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const order = await orderOf(started.orderId)
    expect(order).toMatchObject({ offer: 'report', amountCents: 1800, status: 'pending', provider: 'stripe', providerSessionId: started.sessionId, email: result.email, result: result.id })
    expect(order.termsAcceptedAt).toBeTruthy()
    expect(order.withdrawalWaiverAt).toBeTruthy()
    expect((await resultOf(result.id)).payment).toBe('pending')

    const session = fake.sessions.get(started.sessionId)!
    expect(started.url).toBe(session.url)
    expect(session.amount_total).toBe(1800)
    expect(session.client_reference_id).toBe(String(order.id))
    expect(session.metadata.orderId).toBe(String(order.id))
    expect(session.success_url).toBe('http://localhost:3000/api/payments/return?session_id={CHECKOUT_SESSION_ID}')
    expect(session.cancel_url).toBe(`http://localhost:3000/resultats-riasec?profile=${result.dominantProfile}`)
    expect(session.line_items_sent[0]!.price_data.product_data.name).toBe('Rapport Premium')
    expect(fake.requests.at(-1)!.idempotencyKey).toBe(`checkout-order-${order.id}-${Date.parse(order.createdAt)}`)
  })

  it('charges the admin’s prices', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { prices: { report: 1500 } }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      const { started } = await startReport()
      expect((await orderOf(started.orderId)).amountCents).toBe(1500)
      expect(fake.sessions.get(started.sessionId)!.amount_total).toBe(1500)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { prices: { report: null } }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('names the offer as an editor wrote it in the site settings’ copy, on the provider’s page and in the confirmation email', async () => {
    const { copy } = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const offers = { report: { label: 'Bilan d’orientation complet', description: 'Ton profil en entier : 12 pages rien que pour toi.' } }
    await payload.updateGlobal({ slug: 'site-settings', data: { copy: { ...(copy as object), offers } }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      const { result, started } = await startReport()
      expect(fake.sessions.get(started.sessionId)!.line_items_sent[0]!.price_data.product_data).toEqual({
        name: 'Bilan d’orientation complet',
        description: 'Ton profil en entier\u00a0: 12 pages rien que pour toi.',
      })
      fake.pay(started.sessionId)
      await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))
      const [mail, ...others] = await emailsTo(result.email!)
      expect(others).toHaveLength(0)
      expect(mail!.text).toContain('Bilan d’orientation complet')
      expect(mail!.text).not.toContain('Rapport Premium')
      expect(mail!.html).toContain('Bilan d’orientation complet')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { copy }, overrideAccess: true, context: { disableRevalidate: true } })
      await reportPreparationsSettled()
    }
  })

  it('refuses the report without a result, without the waiver, or when it is already unlocked', async () => {
    await expect(startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true }), { result: null, orderSession: null })).rejects.toThrow(/Termine d’abord le test/)
    expect(checkoutRequestSchema.safeParse({ kind: 'report', withdrawalWaiver: false }).success).toBe(false)
    expect(checkoutRequestSchema.safeParse({ kind: 'checkout', monthlyAddon: false, termsAccepted: true }).success).toBe(false)
    expect(checkoutRequestSchema.safeParse({ kind: 'checkout', monthlyAddon: false, withdrawalWaiver: true }).success).toBe(false)
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })
    await expect(startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true }), { result: await resultOf(result.id), orderSession: null })).rejects.toThrow(/déjà débloqué/)
  })

  it('refuses the report asked from another profile’s page than the latest test’s, which it would have unlocked instead', async () => {
    const result = await newResult()
    const other = result.dominantProfile === 'RS' ? 'IA' : 'RS'
    const before = await payload.count({ collection: 'orders', overrideAccess: true })
    await expect(startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true, profile: other }), { result, orderSession: null })).rejects.toMatchObject({
      key: 'otherProfile',
      status: 409,
      details: { profile: result.dominantProfile },
    })
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    const started = await startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true, profile: result.dominantProfile }), { result, orderSession: null })
    expect(started.kind).toBe('redirect')
  })
})

describe('webhook and fulfilment', () => {
  it('fulfils a paid session on a valid event: order paid, result unlocked, event recorded, one email with the waiver', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const answer = await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'fulfilled' } })

    const order = await orderOf(started.orderId)
    expect(order.status).toBe('paid')
    expect(order.paidAt).toBeTruthy()
    const unlocked = await resultOf(result.id)
    expect(unlocked).toMatchObject({ payment: 'completed', unlockSource: 'payment' })
    expect(isUnlocked(unlocked)).toBe(true)
    expect(await eventsOf(started.sessionId)).toHaveLength(1)
    const mails = await emailsTo(result.email!)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Ton profil complet est débloqué')
    expect(mails[0]!.text).toContain('L221-28')
    expect(mails[0]!.text).toContain('18,00\u00a0€')
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/payment-success?profile=${result.dominantProfile}`)
    // The PDF is rendered after the answer, ready for the first download.
    await reportPreparationsSettled()
    expect(await execute(payload, sql`select result_id from report_cache where result_id = ${result.id}`)).toHaveLength(1)
  })

  it('sends a visitor whose payment is not confirmed yet to the order page, which waits, not to the thank-you page', async () => {
    const { result, started } = await startReport()
    // The provider has not taken the money yet (a delayed payment method): nothing is paid, nothing said paid.
    fake.update(started.sessionId, { status: 'complete', payment_status: 'unpaid' })
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/results?session_id=${started.sessionId}`)
    expect((await orderOf(started.orderId)).status).toBe('pending')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    fake.pay(started.sessionId)
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/payment-success?profile=${result.dominantProfile}`)
  })

  it('answers the buyer’s return before the confirmation email leaves: a slow mail server never holds the page after paying', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const send = payload.sendEmail.bind(payload)
    const slow = vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      await held
      return send(message)
    })
    try {
      // The webhook has not come: the return fulfils, and answers with the email still on its way.
      expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/payment-success?profile=${result.dominantProfile}`)
      expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', confirmationEmail: 'due' })
      expect(isUnlocked(await resultOf(result.id))).toBe(true)
      // The email is on its way (held by the mail server), after the answer.
      // (Within ten seconds: the follow-up starts after the answer, and a loaded machine can take more than vi.waitFor's one.)
      await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1), { timeout: 10_000 })
      expect(await emailsTo(result.email!)).toHaveLength(0)
      release()
      await followUpsSettled()
      expect(await emailsTo(result.email!)).toHaveLength(1)
      expect((await orderOf(started.orderId)).confirmationEmail).toBe('sent')
    } finally {
      release()
      slow.mockRestore()
    }
  })

  it('answers 400 to a forged, tampered, unsigned or stale event and changes nothing', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const body = checkoutEvent('checkout.session.completed', { id: started.sessionId })
    expect((await deliver(body, 'whsec_not_the_secret')).status).toBe(400)
    expect((await handleWebhook(payload, stripe, body, null)).status).toBe(400)
    const header = signEvent(body, WEBHOOK_SECRET)
    expect((await handleWebhook(payload, stripe, body.replace('checkout.session.completed', 'checkout.session.async_payment_succeeded'), header)).status).toBe(400)
    // Signed correctly, but ten minutes ago: outside the tolerance, a captured request cannot be replayed.
    expect((await deliver(body, WEBHOOK_SECRET, stripe, Math.floor(Date.now() / 1000) - 600)).status).toBe(400)
    // The demo provider's secret is not Stripe's.
    expect((await deliver(body, demoWebhookSecret(process.env.PAYLOAD_SECRET!))).status).toBe(400)

    expect((await orderOf(started.orderId)).status).toBe('pending')
    expect((await resultOf(result.id)).payment).toBe('pending')
    expect(await eventsOf(started.sessionId)).toHaveLength(0)
  })

  it('never marks paid a session the provider says is unpaid, whatever the event says', async () => {
    const { started } = await startReport()
    const lying = checkoutEvent('checkout.session.completed', { id: started.sessionId, payment_status: 'paid', status: 'complete' })
    expect((await deliver(lying)).body.outcome).toBe('not-paid')
    expect((await orderOf(started.orderId)).status).toBe('pending')
    // The success page is not enough either: the provider is asked.
    expect(await fulfilOrder(payload, started.sessionId, { provider: stripe })).toMatchObject({ status: 'not-paid' })
    expect(await fulfilOrder(payload, 'cs_test_unknown_session', { provider: stripe })).toEqual({ status: 'unknown-session' })
    // A session whose amount differs from the order is not this order's payment.
    fake.pay(started.sessionId)
    fake.update(started.sessionId, { amount_total: 100 })
    expect(await fulfilOrder(payload, started.sessionId, { provider: stripe })).toMatchObject({ status: 'mismatch' })
    expect((await orderOf(started.orderId)).status).toBe('pending')
  })

  it('handles a replayed event once', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const body = checkoutEvent('checkout.session.completed', { id: started.sessionId })
    expect((await deliver(body)).body.outcome).toBe('fulfilled')
    expect((await deliver(body)).body.outcome).toBe('already-paid')
    expect((await deliver(body)).body.outcome).toBe('already-paid')
    expect(await eventsOf(started.sessionId)).toHaveLength(1)
    expect(await emailsTo(result.email!)).toHaveLength(1)
  })

  it('fulfils exactly once when the same event is delivered many times at once', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const body = checkoutEvent('checkout.session.completed', { id: started.sessionId })
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(body)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.filter((answer) => answer.body.outcome === 'fulfilled')).toHaveLength(1)
    expect(await eventsOf(started.sessionId)).toHaveLength(1)
    expect(await emailsTo(result.email!)).toHaveLength(1)
  })

  it('fulfils exactly once when different events and the visitor’s return race', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const outcomes = await Promise.all([
      deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId })).then((answer) => answer.body.outcome),
      deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: started.sessionId })).then((answer) => answer.body.outcome),
      fulfilOrder(payload, started.sessionId, { provider: stripe }).then((outcome) => outcome.status),
      fulfilOrder(payload, started.sessionId, { provider: stripe }).then((outcome) => outcome.status),
    ])
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(1)
    expect((await orderOf(started.orderId)).status).toBe('paid')
    expect(await emailsTo(result.email!)).toHaveLength(1)
  })

  it('copes with events out of order', async () => {
    // An async payment: completed arrives unpaid, then succeeded; a late failure cannot undo the payment.
    const { result, started } = await startReport()
    fake.update(started.sessionId, { status: 'complete', payment_status: 'unpaid' })
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('not-paid')
    fake.pay(started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(checkoutEvent('checkout.session.async_payment_failed', { id: started.sessionId }))).body.outcome).toBe('already-paid')
    expect((await orderOf(started.orderId)).status).toBe('paid')
    expect(isUnlocked(await resultOf(result.id))).toBe(true)

    // Succeeded before completed: the first one fulfils, the second finds it done.
    const second = await startReport()
    fake.pay(second.started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: second.started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: second.started.sessionId }))).body.outcome).toBe('already-paid')

    // A real failure marks the order failed and unlocks nothing.
    const third = await startReport()
    fake.update(third.started.sessionId, { status: 'complete', payment_status: 'unpaid' })
    expect((await deliver(checkoutEvent('checkout.session.async_payment_failed', { id: third.started.sessionId }))).body.outcome).toBe('marked-unpaid')
    expect((await orderOf(third.started.orderId)).status).toBe('failed')
    expect(isUnlocked(await resultOf(third.result.id))).toBe(false)
  })

  it('shows a result « En attente » while a session could still pay for it, and never over an unlock committed meanwhile', async () => {
    const { result, started } = await startReport()
    const second = await startReport(stripe, await resultOf(result.id))
    expect((await resultOf(result.id)).payment).toBe('pending')
    fake.update(started.sessionId, { status: 'expired' })
    expect((await deliver(checkoutEvent('checkout.session.expired', { id: started.sessionId }))).body.outcome).toBe('marked-unpaid')
    // The other tab's session can still pay for it.
    expect((await resultOf(result.id)).payment).toBe('pending')
    fake.update(second.started.sessionId, { status: 'expired' })
    expect((await deliver(checkoutEvent('checkout.session.expired', { id: second.started.sessionId }))).body.outcome).toBe('marked-unpaid')
    expect((await resultOf(result.id)).payment).toBeNull()

    // A checkout's « En attente » arriving after an unlock committed (staff, a promo code, another payment) leaves it alone.
    const unlocked = await newResult()
    await execute(payload, sql`update riasec_results set unlock_source = 'staff', unlocked_at = now() where id = ${unlocked.id}`)
    await markPaymentPending(payload, unlocked.id)
    expect(await resultOf(unlocked.id)).toMatchObject({ payment: null, unlockSource: 'staff', unlockedAt: expect.any(String) })
  })

  it('opens two checkouts of one result at once (two tabs, a double click): both open, none fails', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => newResult()))
    const started = await Promise.all(results.flatMap((result) => [startReport(stripe, result), startReport(stripe, result)]))
    expect(new Set(started.map(({ started: { orderId } }) => orderId)).size).toBe(8)
    for (const result of results) expect((await resultOf(result.id)).payment).toBe('pending')
  })

  it('finds an order whose session id was never saved by the session’s own reference', async () => {
    const { started } = await startReport()
    await payload.update({ collection: 'orders', id: started.orderId, data: { providerSessionId: null }, overrideAccess: true })
    fake.pay(started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', providerSessionId: started.sessionId })

    // The same, delivered several times at once: one fulfilment, and the order stays paid.
    const { result, started: again } = await startReport()
    await payload.update({ collection: 'orders', id: again.orderId, data: { providerSessionId: null }, overrideAccess: true })
    fake.pay(again.sessionId)
    const event = checkoutEvent('checkout.session.completed', { id: again.sessionId })
    const answers = await Promise.all(Array.from({ length: 4 }, () => deliver(event)))
    expect(answers.filter((answer) => answer.body.outcome === 'fulfilled')).toHaveLength(1)
    expect(await orderOf(again.orderId)).toMatchObject({ status: 'paid', providerSessionId: again.sessionId })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('acknowledges events it does not handle', async () => {
    const body = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } })
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } })
  })
})

describe('refunds', () => {
  async function paidReport() {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    return { result, started }
  }
  const refundEvent = (sessionId: string, cents?: number) => chargeEvent('charge.refunded', fake.refund(sessionId, cents))

  it('takes the full profile back when the provider says the whole payment was refunded, once', async () => {
    const { result, started } = await paidReport()
    const body = refundEvent(started.sessionId)
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedAt: expect.any(String) })
    const relocked = await resultOf(result.id)
    expect(relocked).toMatchObject({ payment: 'refunded', unlockSource: null, unlockedAt: null })
    expect(isUnlocked(relocked)).toBe(false)
    expect((await deliver(body)).body.outcome).toBe('duplicate-event')
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('unchanged')
    // The order's page says it was refunded (not that the payment failed), and the report may be bought again.
    expect((await loadOrderView(payload, started.sessionId, relocked, null))?.status).toBe('refunded')
    expect((await startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true }), { result: relocked, orderSession: null })).kind).toBe('redirect')
  })

  it('takes the full profile back when the customer’s bank wins a dispute (a chargeback), and nothing while it is open or once the merchant wins it', async () => {
    const { result, started } = await paidReport()
    // Opened: the outcome is not known yet. Won by the merchant: the money stays, and so does the profile.
    expect((await deliver(disputeEvent('charge.dispute.created', fake.dispute(started.sessionId, 'needs_response')))).body.outcome).toBe('ignored')
    const won = fake.dispute(started.sessionId, 'won')
    expect((await deliver(disputeEvent('charge.dispute.closed', won))).body.outcome).toBe('unchanged')
    // The event's body is only a hint: the provider's own dispute says who won.
    expect((await deliver(disputeEvent('charge.dispute.closed', { ...won, status: 'lost' }))).body.outcome).toBe('unchanged')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)

    // A goodwill refund of 5 €, then a dispute of what is left (a few cents short, by a currency fluctuation), lost.
    const { result: disputed, started: chargedBack } = await paidReport()
    expect((await deliver(refundEvent(chargedBack.sessionId, 500))).body.outcome).toBe('partly-refunded')
    const lost = disputeEvent('charge.dispute.closed', fake.dispute(chargedBack.sessionId, 'lost', 1297))
    expect(await deliver(lost)).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } })
    // « Remboursée » reads like a refund the merchant made: the note says the bank took it back.
    expect(await orderOf(chargedBack.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedAt: expect.any(String), paymentNote: 'charged-back' })
    expect(await resultOf(disputed.id)).toMatchObject({ payment: 'refunded', unlockSource: null, unlockedAt: null })
    expect((await deliver(lost)).body.outcome).toBe('duplicate-event')
    // The goodwill refund failing at the bank afterwards gives nothing back to the buyer's profile: the bank has the
    // whole payment back.
    const charge = fake.failRefund(chargedBack.sessionId)
    expect((await deliver(refundUpdatedEvent(charge, 'failed', 500))).body.outcome).toBe('unchanged')
    expect(await orderOf(chargedBack.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: 'charged-back' })
    expect(isUnlocked(await resultOf(disputed.id))).toBe(false)
  })

  it('gives the profile back when a chargeback is reversed (the appeal won), and never undoes a refund the merchant made', async () => {
    // A goodwill refund of 5 €, then the dispute of the rest lost: the whole payment is back with the bank.
    const { result, started } = await paidReport()
    expect((await deliver(refundEvent(started.sessionId, 500))).body.outcome).toBe('partly-refunded')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(started.sessionId, 'lost', 1300)))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // Appealed and won: the funds come back, and so does the profile; the goodwill refund stays recorded.
    const won = fake.dispute(started.sessionId, 'won')
    expect(await deliver(disputeEvent('charge.dispute.funds_reinstated', won))).toEqual({ status: 200, body: { received: true, outcome: 'chargeback-reversed' } })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, refundedAt: null, paymentNote: null })
    expect(await resultOf(result.id)).toMatchObject({ payment: 'completed', unlockSource: 'payment' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Stripe's other event of the same outcome changes nothing more.
    expect((await deliver(disputeEvent('charge.dispute.closed', won))).body.outcome).toBe('unchanged')

    // Refunded by the merchant (a bank transfer, marked « Remboursée » by hand), then disputed anyway, lost, and
    // won on appeal: Stripe then counts nothing given back, but the merchant's refund stands.
    const admin = await createActor(payload, 'admin')
    const { result: refunded, started: refundedFirst } = await paidReport()
    await payload.update({ collection: 'orders', id: refundedFirst.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(refundedFirst.sessionId, 'lost')))).body.outcome).toBe('unchanged')
    expect(await orderOf(refundedFirst.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: null })
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(refundedFirst.sessionId, 'won')))).body.outcome).toBe('unchanged')
    expect(await orderOf(refundedFirst.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: null })
    expect(isUnlocked(await resultOf(refunded.id))).toBe(false)

    // 5 € noted by hand, then a chargeback: taking the 5 € off again leaves the order with the bank's refund.
    const { result: noted, started: notedFirst } = await paidReport()
    await payload.update({ collection: 'orders', id: notedFirst.orderId, data: { refundByHandCents: 500 }, user: admin, overrideAccess: false })
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(notedFirst.sessionId, 'lost', 1300)))).body.outcome).toBe('refunded')
    await payload.update({ collection: 'orders', id: notedFirst.orderId, data: { refundByHandCorrectionCents: 500 }, user: admin, overrideAccess: false })
    expect(await orderOf(notedFirst.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedByHandCents: null, paymentNote: 'charged-back' })
    expect(isUnlocked(await resultOf(noted.id))).toBe(false)

    // A goodwill refund that failed (staff still owe it), then a chargeback, then the appeal won: owed again.
    const { started: owed } = await paidReport()
    expect((await deliver(refundEvent(owed.sessionId, 500))).body.outcome).toBe('partly-refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(owed.sessionId), 'failed', 500))).body.outcome).toBe('refund-failed')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(owed.sessionId, 'lost')))).body.outcome).toBe('refunded')
    expect(await orderOf(owed.orderId)).toMatchObject({ status: 'refunded', paymentNote: 'charged-back' })
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(owed.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(owed.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'refund-failed' })
  })

  it('asks staff to give back an order reinstated after its report was bought again: the report is not paid twice unnoticed', async () => {
    // The bank takes the payment back, the profile locks, and its owner buys the report again.
    const { result, started } = await paidReport()
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(started.sessionId, 'lost')))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    const { started: again } = await startReport(stripe, await resultOf(result.id))
    fake.pay(again.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: again.sessionId }))).body.outcome).toBe('fulfilled')
    // Won on appeal: both payments are kept, and the reinstated order says one is to give back.
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(started.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', paymentNote: 'duplicate-kept' })
    expect(await orderOf(again.orderId)).toMatchObject({ status: 'paid', paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Given back in Stripe, the note is settled, and the profile stays open: the other order pays for it.
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)

    // A formula's report part, after a chargeback and a report bought meanwhile, is owed, its coaching kept.
    const owner = await newResult()
    const monthly = await startCoaching(owner, 'coachingMonthly')
    fake.pay(monthly.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: monthly.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(monthly.sessionId, 'lost')))).body.outcome).toBe('refunded')
    const { started: report } = await startReport(stripe, await resultOf(owner.id))
    fake.pay(report.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: report.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(monthly.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', paymentNote: 'report-owned', reportPartOwedAt: expect.any(String) })
    expect((await payload.findByID({ collection: 'coaching-bookings', id: (await orderOf(monthly.orderId)).booking as number, overrideAccess: true })).status).toBe('paid')

    // A package cannot give its report back: the report bought meanwhile is the one to give back.
    const premiumOwner = await newResult()
    const premium = await startCoaching(premiumOwner, 'premium')
    fake.pay(premium.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: premium.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(premium.sessionId, 'lost')))).body.outcome).toBe('refunded')
    const { started: meanwhile } = await startReport(stripe, await resultOf(premiumOwner.id))
    fake.pay(meanwhile.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: meanwhile.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(premium.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(premium.orderId)).toMatchObject({ status: 'paid', paymentNote: null })
    expect(await orderOf(meanwhile.orderId)).toMatchObject({ status: 'paid', paymentNote: 'duplicate-kept' })

    // A goodwill refund that failed before the chargeback: the whole order is owed back already, and stays so noted.
    const { result: owedResult, started: owed } = await paidReport()
    expect((await deliver(refundEvent(owed.sessionId, 500))).body.outcome).toBe('partly-refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(owed.sessionId), 'failed', 500))).body.outcome).toBe('refund-failed')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(owed.sessionId, 'lost')))).body.outcome).toBe('refunded')
    const { started: rebought } = await startReport(stripe, await resultOf(owedResult.id))
    fake.pay(rebought.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: rebought.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(owed.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(owed.orderId)).toMatchObject({ status: 'paid', paymentNote: 'refund-failed' })
  })

  it('asks nothing more of staff when the report was paid once: unlocked by staff meanwhile, or paid twice before the chargeback', async () => {
    // An admin unlocked the profile as a goodwill gesture during the dispute: the customer paid once.
    const { result, started } = await paidReport()
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(started.sessionId, 'lost')))).body.outcome).toBe('refunded')
    const admin = await createActor(payload, 'admin')
    await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: 'staff' }, user: admin, overrideAccess: false })
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(started.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', paymentNote: null })

    // Two payments kept before the dispute (Stripe refused to give the second back): the second is noted already,
    // and the first, reinstated, is not noted again.
    const { result: twice, started: first } = await startReport()
    const { started: second } = await startReport(stripe, twice)
    fake.pay(first.sessionId)
    fake.pay(second.sessionId)
    fake.disputed.add(fake.sessions.get(second.sessionId)!.payment_intent!)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: first.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: second.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'paid', paymentNote: 'duplicate-kept' })
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(first.sessionId, 'lost')))).body.outcome).toBe('refunded')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(first.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'paid', paymentNote: null })
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'paid', paymentNote: 'duplicate-kept' })
  })

  it('says so when the Stripe key may not read disputes, and records the chargeback once it may', async () => {
    const { result, started } = await paidReport()
    const lost = disputeEvent('charge.dispute.closed', fake.dispute(started.sessionId, 'lost'))
    fake.disputesForbidden = true
    try {
      await expect(deliver(lost)).rejects.toThrow(/the key needs the read right on Disputes/)
    } finally {
      fake.disputesForbidden = false
    }
    expect((await orderOf(started.orderId)).status).toBe('paid')
    // Stripe delivers it again later.
    expect((await deliver(lost)).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('records a chargeback that arrives before its payment was recorded with the payment, so it unlocks nothing', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const lost = disputeEvent('charge.dispute.closed', fake.dispute(started.sessionId, 'appeal_under_review'))
    expect((await deliver(lost)).body.outcome).toBe('refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: 'charged-back' })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // The payment's own event, late: nothing more.
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).not.toBe('fulfilled')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('records a partial refund without taking anything back, then the rest', async () => {
    const { result, started } = await paidReport()
    expect((await deliver(refundEvent(started.sessionId, 500))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, refundedAt: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    // A refund the merchant made: no chargeback noted.
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('leaves unlocked a result that staff unlocked too, and believes the provider, not the event’s body', async () => {
    const { result, started } = await paidReport()
    await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: 'staff' }, overrideAccess: true })
    const charge = fake.refund(started.sessionId, 0)
    const lying = chargeEvent('charge.refunded', { ...charge, amount_refunded: charge.amount, refunded: true })
    expect((await deliver(lying)).body.outcome).toBe('unchanged')
    expect((await orderOf(started.orderId)).status).toBe('paid')
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    expect(await resultOf(result.id)).toMatchObject({ payment: 'refunded', unlockSource: 'staff' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    expect((await deliver(chargeEvent('charge.refunded', { ...charge, id: 'ch_test_inconnu' }))).body.outcome).toBe('unknown-charge')
  })

  it('records a refund that arrives before its payment together with the payment, so the late payment unlocks nothing', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const early = refundEvent(started.sessionId)
    expect(await deliver(early)).toEqual({ status: 200, body: { received: true, outcome: 'refunded' } })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paidAt: expect.any(String) })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // The payment's own event, late, and the visitor's return change nothing, and no confirmation is sent.
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('already-paid')
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/results?session_id=${started.sessionId}`)
    expect((await deliver(early)).body.outcome).toBe('duplicate-event')
    expect((await orderOf(started.orderId)).status).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    expect(await emailsTo(result.email!)).toHaveLength(0)
  })

  it('fulfils a payment the provider already gave back as paid and refunded at once, whatever brings it first', async () => {
    // The visitor's return, with no event at all: the order page says it was refunded.
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    fake.refund(started.sessionId)
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/results?session_id=${started.sessionId}`)
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800 })
    expect(await resultOf(result.id)).toMatchObject({ payment: 'refunded', unlockSource: null })
    expect(await emailsTo(result.email!)).toHaveLength(0)

    // Partly given back before its event: paid, unlocked and confirmed, the refund recorded.
    const partly = await startReport()
    fake.pay(partly.started.sessionId)
    fake.refund(partly.started.sessionId, 500)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: partly.started.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await orderOf(partly.started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500 })
    expect(isUnlocked(await resultOf(partly.result.id))).toBe(true)
    expect(await emailsTo(partly.result.email!)).toHaveLength(1)
  })

  it('asks the provider to deliver a refund again while it does not say the refunded payment was made', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    const early = refundEvent(started.sessionId)
    fake.update(started.sessionId, { payment_status: 'unpaid' })
    expect(await deliver(early)).toEqual({ status: 503, body: { received: false, outcome: 'awaiting-payment' } })
    expect((await orderOf(started.orderId)).status).toBe('pending')
    fake.update(started.sessionId, { payment_status: 'paid' })
    expect((await deliver(early)).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('cancels the booking of a coaching session that ended unpaid, and books it all the same when a payment comes after a cancellation', async () => {
    const coaching = (email: string) => startSession(email)
    const bookingOf = async (orderId: number) =>
      (await payload.findByID({ collection: 'coaching-bookings', id: (await orderOf(orderId)).booking as number, overrideAccess: true })).status

    const abandoned = await coaching(`abandon-${randomUUID().slice(0, 8)}@exemple.fr`)
    fake.update(abandoned.sessionId, { status: 'expired' })
    expect((await deliver(checkoutEvent('checkout.session.expired', { id: abandoned.sessionId }))).body.outcome).toBe('marked-unpaid')
    expect(await bookingOf(abandoned.orderId)).toBe('cancelled')

    // An admin closes an unpaid order by hand: its booking goes as when the session ends, in the same save.
    const closed = await coaching(`ferme-${randomUUID().slice(0, 8)}@exemple.fr`)
    const admin = await createActor(payload, 'admin')
    await payload.update({ collection: 'orders', id: closed.orderId, data: { status: 'expired' }, user: admin, overrideAccess: false })
    expect(await bookingOf(closed.orderId)).toBe('cancelled')
    // So does a report's « En attente ».
    const report = await startReport()
    await payload.update({ collection: 'orders', id: report.started.orderId, data: { status: 'failed' }, user: admin, overrideAccess: false })
    expect((await resultOf(report.result.id)).payment).toBeNull()

    // Staff cancel a booking still awaiting its payment; the payment arrives (a delayed method): it is paid, and said so.
    const late = await coaching(`tardif-${randomUUID().slice(0, 8)}@exemple.fr`)
    const staff = await createActor(payload, 'staff')
    await payload.update({ collection: 'coaching-bookings', id: (await orderOf(late.orderId)).booking as number, data: { status: 'cancelled' }, user: staff, overrideAccess: false })
    fake.pay(late.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.async_payment_succeeded', { id: late.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await bookingOf(late.orderId)).toBe('paid')
  })

  it('cancels the coaching booking of a refunded order', async () => {
    const started = await startSession('ines@exemple.fr', { objectives: 'Changer de métier' })
    fake.pay(started.sessionId, 'ines@exemple.fr')
    await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))
    const bookingId = (await orderOf(started.orderId)).booking as number
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    expect((await payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })).status).toBe('cancelled')
    // Refunded, it is not taken up again: the client books again.
    const staff = await createActor(payload, 'staff')
    await expect(payload.update({ collection: 'coaching-bookings', id: bookingId, data: { status: 'scheduled' }, user: staff, overrideAccess: false })).rejects.toThrow(
      /Statut/,
    )
    expect((await payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })).status).toBe('cancelled')
  })

  it('lets staff take up a paid booking they cancelled, since its payment was kept', async () => {
    const started = await startSession('reprise@exemple.fr')
    const staff = await createActor(payload, 'staff')
    const bookingId = (await orderOf(started.orderId)).booking as number
    const move = (status: 'cancelled' | 'scheduled', scheduledAt?: string | null) =>
      payload.update({ collection: 'coaching-bookings', id: bookingId, data: { status, scheduledAt }, user: staff, overrideAccess: false })
    // Unpaid and cancelled: never scheduled.
    await move('cancelled')
    await expect(move('scheduled')).rejects.toThrow(/Statut/)
    fake.pay(started.sessionId, 'reprise@exemple.fr')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    // Paid, cancelled by mistake, then scheduled after all: on a date.
    await move('cancelled')
    await expect(move('scheduled')).rejects.toThrow(/Date du rendez-vous/)
    expect(await payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })).toMatchObject({ status: 'cancelled' })
    expect(await move('scheduled', '2026-12-02T09:30:00.000Z')).toMatchObject({ status: 'scheduled', scheduledAt: '2026-12-02T09:30:00.000Z' })
    await expect(move('scheduled', 'lundi 14h')).rejects.toThrow(/Date du rendez-vous/)
    // Its date is moved, never taken away while it stays planned.
    await expect(payload.update({ collection: 'coaching-bookings', id: bookingId, data: { scheduledAt: null }, user: staff, overrideAccess: false })).rejects.toThrow(/Date du rendez-vous/)
    expect(await payload.update({ collection: 'coaching-bookings', id: bookingId, data: { staffNote: 'Rappeler la veille' }, user: staff, overrideAccess: false })).toMatchObject({
      scheduledAt: '2026-12-02T09:30:00.000Z',
    })
  })

  it('refuses a staff member’s save of a booking that would write over the payment recorded during it', async () => {
    const started = await startSession('pendant@exemple.fr', { name: 'Noé Petit' })
    const staff = await createActor(payload, 'staff')
    const bookingId = (await orderOf(started.orderId)).booking as number
    const booking = () => payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })
    const note = () => payload.update({ collection: 'coaching-bookings', id: bookingId, data: { staffNote: 'Rappeler demain' }, user: staff, overrideAccess: false })
    // The payment's event is recorded after the save read the booking, before it writes (a webhook in between).
    fake.pay(started.sessionId, 'pendant@exemple.fr')
    const hooks = payload.collections['coaching-bookings'].config.hooks.beforeChange
    const meanwhile = async ({ data }: { data: Record<string, unknown> }) => {
      await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))
      return data
    }
    hooks.unshift(meanwhile)
    const refusal = await note()
      .then(() => null, (error: { status?: number; message?: string }) => error)
      .finally(() => hooks.splice(hooks.indexOf(meanwhile), 1))
    expect(refusal).toMatchObject({ status: 409, message: NEWER_RECORD })
    expect(await booking()).toMatchObject({ status: 'paid', staffNote: null })
    // Saved again, on the booking as it now is: accepted, and still paid.
    expect(await note()).toMatchObject({ status: 'paid', staffNote: 'Rappeler demain' })
  })

  it('refuses a save from a booking’s form opened before a colleague moved the session, which it would have moved back', async () => {
    const started = await startSession('deux-onglets@exemple.fr')
    fake.pay(started.sessionId, 'deux-onglets@exemple.fr')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    const [first, second] = [await createActor(payload, 'staff'), await createActor(payload, 'staff')]
    const bookingId = (await orderOf(started.orderId)).booking as number
    const save = (user: typeof first, data: Record<string, unknown>) =>
      payload.update({ collection: 'coaching-bookings', id: bookingId, data, user, overrideAccess: false })
    const planned = await save(first, { status: 'scheduled', scheduledAt: '2026-12-10T09:00:00.000Z' })
    // Both open the booking; the second moves the session; the first then saves a note from the form as loaded.
    const opened = { status: planned.status, scheduledAt: planned.scheduledAt, updatedAt: planned.updatedAt }
    const moved = await save(second, { ...opened, scheduledAt: '2026-12-11T14:00:00.000Z' })
    const refusal = await save(first, { ...opened, staffNote: 'Préfère le matin' }).then(
      () => null,
      (error: { status?: number; message?: string }) => error,
    )
    expect(refusal).toMatchObject({ status: 409, message: NEWER_RECORD })
    expect(await payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })).toMatchObject({
      scheduledAt: '2026-12-11T14:00:00.000Z',
      staffNote: null,
    })
    // Reloaded: the note is saved on the moved session.
    expect(await save(first, { status: moved.status, scheduledAt: moved.scheduledAt, updatedAt: moved.updatedAt, staffNote: 'Préfère le matin' })).toMatchObject({
      scheduledAt: '2026-12-11T14:00:00.000Z',
      staffNote: 'Préfère le matin',
    })
  })

  it('records a refund an admin notes by hand, with its date and amount, and takes the profile back in the same save', async () => {
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    const saved = await payload.update({ collection: 'orders', id: started.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })
    expect(saved).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedAt: expect.any(String) })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800 })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // The provider's event arriving afterwards changes nothing more.
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('unchanged')
  })

  it('gives the profile and the booking back when the provider says a refund failed, since the money was kept', async () => {
    const started = (await startCheckout(payload, stripe, request({ kind: 'coaching', offer: 'premium', name: 'Inès Roy', email: 'echec-remboursement@exemple.fr', availability: 'weekend', withdrawalWaiver: true }), {
      result: await newResult(),
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    fake.pay(started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    const { result, booking } = await orderOf(started.orderId)
    const bookingStatus = async () => (await payload.findByID({ collection: 'coaching-bookings', id: booking as number, overrideAccess: true })).status
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result as number))).toBe(false)
    expect(await bookingStatus()).toBe('cancelled')

    // The refund fails: Stripe says so, and the charge shows nothing given back any more.
    const failed = refundUpdatedEvent(fake.failRefund(started.sessionId), 'failed')
    expect((await deliver(failed)).body.outcome).toBe('refund-failed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: null, refundedAt: null, paymentNote: 'refund-failed' })
    expect(isUnlocked(await resultOf(result as number))).toBe(true)
    expect(await bookingStatus()).toBe('paid')
    expect((await deliver(failed)).body.outcome).toBe('duplicate-event')
    // A second refund, made another way then in Stripe, is recorded as usual, and settles the note.
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', paymentNote: null })
    expect(isUnlocked(await resultOf(result as number))).toBe(false)
  })

  it('plans a call again, at its date, when the money of the refund that cancelled it comes back; a call not planned is paid again, one staff cancelled stays so', async () => {
    const staff = await createActor(payload, 'staff')
    const paidBooking = async (email: string) => {
      const started = await startSession(email)
      fake.pay(started.sessionId, email)
      await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))
      return { started, bookingId: (await orderOf(started.orderId)).booking as number }
    }
    const booking = async (id: number) => payload.findByID({ collection: 'coaching-bookings', id, overrideAccess: true })
    const scheduledAt = new Date(Date.now() + 14 * 86_400_000).toISOString()

    // Planned by the coach, refunded, and the refund fails: the call stands, at its date.
    const planned = await paidBooking('appel-planifie@exemple.fr')
    await payload.update({ collection: 'coaching-bookings', id: planned.bookingId, data: { status: 'scheduled', scheduledAt }, user: staff, overrideAccess: false })
    expect((await deliver(refundEvent(planned.started.sessionId))).body.outcome).toBe('refunded')
    expect(await booking(planned.bookingId)).toMatchObject({ status: 'cancelled', scheduledAt })
    expect((await deliver(refundUpdatedEvent(fake.failRefund(planned.started.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await booking(planned.bookingId)).toMatchObject({ status: 'scheduled', scheduledAt })

    // A chargeback won on appeal: a call not planned yet comes back « Payée », for the coach to plan; a planned one, « Planifiée ».
    const notPlanned = await paidBooking('appel-a-planifier@exemple.fr')
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(notPlanned.started.sessionId, 'lost')))).body.outcome).toBe('refunded')
    expect((await booking(notPlanned.bookingId)).status).toBe('cancelled')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(notPlanned.started.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect((await booking(notPlanned.bookingId)).status).toBe('paid')

    const disputed = await paidBooking('appel-conteste@exemple.fr')
    await payload.update({ collection: 'coaching-bookings', id: disputed.bookingId, data: { status: 'scheduled', scheduledAt }, user: staff, overrideAccess: false })
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(disputed.started.sessionId, 'lost')))).body.outcome).toBe('refunded')
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(disputed.started.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect(await booking(disputed.bookingId)).toMatchObject({ status: 'scheduled', scheduledAt })

    // A call whose date passed while the payment was with the bank (an appeal takes weeks): « Payée », to plan again.
    const late = await paidBooking('appel-passe@exemple.fr')
    await payload.update({ collection: 'coaching-bookings', id: late.bookingId, data: { status: 'scheduled', scheduledAt }, user: staff, overrideAccess: false })
    expect((await deliver(disputeEvent('charge.dispute.closed', fake.dispute(late.started.sessionId, 'lost')))).body.outcome).toBe('refunded')
    await execute(payload, sql`update coaching_bookings set scheduled_at = now() - interval '1 day' where id = ${late.bookingId}`)
    expect((await deliver(disputeEvent('charge.dispute.funds_reinstated', fake.dispute(late.started.sessionId, 'won')))).body.outcome).toBe('chargeback-reversed')
    expect((await booking(late.bookingId)).status).toBe('paid')

    // Cancelled by staff before the refund (the customer called it off), it stays so when the refund fails.
    const calledOff = await paidBooking('appel-annule@exemple.fr')
    await payload.update({ collection: 'coaching-bookings', id: calledOff.bookingId, data: { status: 'cancelled' }, user: staff, overrideAccess: false })
    expect((await deliver(refundEvent(calledOff.started.sessionId))).body.outcome).toBe('refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(calledOff.started.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(calledOff.started.orderId)).toMatchObject({ status: 'paid', paymentNote: 'refund-failed' })
    expect((await booking(calledOff.bookingId)).status).toBe('cancelled')
  })

  it('lowers a recorded refund only when the provider says one failed, never below what an admin noted by hand', async () => {
    // A partial refund of 5 € fails: 0 € given back in the end, the order stays paid and unlocked.
    const partly = await paidReport()
    expect((await deliver(refundEvent(partly.started.sessionId, 500))).body.outcome).toBe('partly-refunded')
    const charge = fake.failRefund(partly.started.sessionId)
    expect((await deliver(refundUpdatedEvent(charge, 'failed', 500))).body.outcome).toBe('refund-failed')
    expect(await orderOf(partly.started.orderId)).toMatchObject({ status: 'paid', refundedCents: null })
    expect(isUnlocked(await resultOf(partly.result.id))).toBe(true)

    // Refunded by hand (outside Stripe), then a Stripe refund's ordinary update: the admin's note stands.
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    await payload.update({ collection: 'orders', id: started.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })
    const stripeCharge = fake.refund(started.sessionId, 300)
    expect((await deliver(refundUpdatedEvent(stripeCharge, 'succeeded', 300))).body.outcome).toBe('unchanged')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800 })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('records a part of an order an admin gave back outside Stripe, keeps the order paid, and settles a failed refund with it', async () => {
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    // A 5 € goodwill refund the bank returns: staff are asked to give it back another way.
    expect((await deliver(refundEvent(started.sessionId, 500))).body.outcome).toBe('partly-refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(started.sessionId), 'failed', 500))).body.outcome).toBe('refund-failed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'refund-failed' })
    // They send it by bank transfer and note it: the save answers the order as recorded.
    const saved = await payload.update({ collection: 'orders', id: started.orderId, data: { refundByHandCents: 500 }, user: admin, overrideAccess: false })
    expect(saved).toMatchObject({ status: 'paid', refundedCents: 500, paymentNote: null })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, refundedAt: null, paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Another 5 € adds up.
    await payload.update({ collection: 'orders', id: started.orderId, data: { refundByHandCents: 500 }, user: admin, overrideAccess: false })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 1000 })
  })

  it('keeps a refund noted by hand apart from Stripe’s own: Stripe’s later refunds add to it, and one failing never takes it back', async () => {
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    await payload.update({ collection: 'orders', id: started.orderId, data: { refundByHandCents: 500 }, user: admin, overrideAccess: false })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, refundedByHandCents: 500 })
    // Stripe refunds 300 (its running total: 300): 800 given back in all.
    const charge = fake.refund(started.sessionId, 300)
    expect((await deliver(chargeEvent('charge.refunded', charge))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 800 })
    // That refund fails at the bank: Stripe's total goes back to 0, the transfer stands.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(started.sessionId), 'failed', 300))).body.outcome).toBe('refund-failed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, paymentNote: 'refund-failed' })
    // Stripe then gives back the rest of the order (1300 in its total): the whole order is refunded, the profile locks.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(started.sessionId, 1300)))).body.outcome).toBe('refunded')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
  })

  it('refunds the whole order with a transfer of the rest, and keeps it when the Stripe refund of its first part later fails: only that part is owed again', async () => {
    const { result, started } = await paidReport()
    expect((await deliver(refundEvent(started.sessionId, 500))).body.outcome).toBe('partly-refunded')
    const admin = await createActor(payload, 'admin')
    // The rest is sent by bank transfer and noted: the order is refunded, and takes back what it gave.
    const saved = await payload.update({ collection: 'orders', id: started.orderId, data: { refundByHandCents: 1300 }, user: admin, overrideAccess: false })
    expect(saved).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedByHandCents: 1300, refundedAt: expect.any(String) })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // Stripe's 5 € fail at the bank: 1300 still given back by hand, 1300 in all; the order is paid again for the 5 €.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(started.sessionId), 'failed', 500))).body.outcome).toBe('refund-failed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 1300, paymentNote: 'refund-failed' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('refuses an admin’s save that would write over what the app recorded during it: the refund recorded meanwhile stands', async () => {
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    // Stripe's full refund is recorded after the save read the order, before it writes (a webhook in between).
    const hooks = payload.collections.orders.config.hooks.beforeChange
    const meanwhile = async ({ data }: { data: Record<string, unknown> }) => {
      await deliver(refundEvent(started.sessionId))
      return data
    }
    hooks.unshift(meanwhile)
    const refusal = await payload
      .update({ collection: 'orders', id: started.orderId, data: { email: 'nouvelle-adresse@exemple.fr' }, user: admin, overrideAccess: false })
      .then(() => null, (error: { status?: number; message?: string }) => error)
      .finally(() => hooks.splice(hooks.indexOf(meanwhile), 1))
    expect(refusal).toMatchObject({ status: 409, message: NEWER_RECORD })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, email: expect.not.stringMatching(/nouvelle-adresse/) })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // Saved again, on the order as it now is: accepted.
    await payload.update({ collection: 'orders', id: started.orderId, data: { email: 'nouvelle-adresse@exemple.fr' }, user: admin, overrideAccess: false })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, email: 'nouvelle-adresse@exemple.fr' })
  })

  it('refuses an admin’s save from a form opened before the payment was recorded: the order stays paid', async () => {
    const { result, started } = await startReport()
    const admin = await createActor(payload, 'admin')
    // The admin opens the pending order; the payment's webhook is recorded while the form is open.
    const opened = await orderOf(started.orderId)
    expect(opened.status).toBe('pending')
    fake.pay(started.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    // The form sends every field as loaded, its version included: through the Local API and over REST.
    const formSave = { email: 'corrigee@exemple.fr', status: opened.status, updatedAt: opened.updatedAt }
    const refusal = await payload
      .update({ collection: 'orders', id: started.orderId, data: formSave, user: admin, overrideAccess: false })
      .then(() => null, (error: { status?: number; message?: string }) => error)
    expect(refusal).toMatchObject({ status: 409, message: NEWER_RECORD })
    const cookie = await sessionCookie(payload, admin.email, 'a-long-test-password-123')
    const logged = { error: vi.spyOn(payload.logger, 'error'), info: vi.spyOn(payload.logger, 'info') }
    const rest = await routeRequest(`/api/orders/${started.orderId}`, { method: 'PATCH', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: formSave })
    expect(rest.status).toBe(409)
    expect(await rest.json()).toEqual({ errors: [{ message: NEWER_RECORD }] })
    // A refusal the person mends by reloading is one line of the log, not a server error with its stack.
    expect(logged.error).not.toHaveBeenCalled()
    expect(logged.info).toHaveBeenCalledWith({ msg: NEWER_RECORD })
    for (const spy of Object.values(logged)) spy.mockRestore()
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', email: expect.not.stringMatching(/corrigee/) })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Reloaded, the form saves from the order as it now is, and again from what that save returned.
    const reloaded = await orderOf(started.orderId)
    const saved = await payload.update({
      collection: 'orders',
      id: started.orderId,
      data: { email: 'corrigee@exemple.fr', status: reloaded.status, updatedAt: reloaded.updatedAt },
      user: admin,
      overrideAccess: false,
    })
    expect(saved).toMatchObject({ status: 'paid', email: 'corrigee@exemple.fr' })
    const marked = await payload.update({ collection: 'orders', id: started.orderId, data: { status: 'refunded', updatedAt: saved.updatedAt }, user: admin, overrideAccess: false })
    expect(marked).toMatchObject({ status: 'refunded', refundedCents: 1800 })
    // What « Remboursée » returned is the version stored: the same form saves once more.
    expect(marked.updatedAt).toBe((await orderOf(started.orderId)).updatedAt)
    expect(
      await payload.update({ collection: 'orders', id: started.orderId, data: { staffNote: 'Virement fait le 6', updatedAt: marked.updatedAt }, user: admin, overrideAccess: false }),
    ).toMatchObject({ status: 'refunded', staffNote: 'Virement fait le 6' })
  })

  it('still sees a Stripe refund fail when the order was marked « Remboursée » before Stripe’s own event', async () => {
    const { result, started } = await paidReport()
    const admin = await createActor(payload, 'admin')
    // Refunded in Stripe's dashboard, marked in the admin before the webhook: nothing is counted as given by hand.
    await payload.update({ collection: 'orders', id: started.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedByHandCents: null })
    expect((await deliver(refundEvent(started.sessionId))).body.outcome).toBe('unchanged')
    // It fails at the bank: the money is back with us, the order paid again and the buyer owed.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(started.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'refund-failed' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('refuses a refund noted by hand above what is left to refund, or not whole cents, or from staff, and records nothing', async () => {
    const { started } = await paidReport()
    const refusal = async (user: Awaited<ReturnType<typeof createActor>>, refundByHandCents: unknown) =>
      payload
        .update({ collection: 'orders', id: started.orderId, data: { refundByHandCents } as never, user, overrideAccess: false })
        .then(() => null, (error: { status?: number; message?: string; data?: { errors?: { message: string }[] } }) => error)
    const admin = await createActor(payload, 'admin')
    expect((await refusal(admin, 1900))?.data?.errors).toEqual([expect.objectContaining({ message: 'Il ne reste que 18,00\u00a0€ à rembourser sur cette commande.' })])
    expect((await refusal(admin, 2.5))?.data?.errors).toEqual([expect.objectContaining({ message: expect.stringMatching(/^Indique un nombre entier de centimes/) })])
    expect((await refusal(admin, -100))?.status).toBe(400)
    // Staff may write an order's note, not a refund: the amount is left out of their save.
    expect(await refusal(await createActor(payload, 'staff'), 500)).toBeNull()
    expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: null })
  })

  describe('an amount noted by hand by mistake', () => {
    const save = async (id: number, data: Record<string, unknown>, role: 'admin' | 'staff' = 'admin') =>
      payload.update({ collection: 'orders', id, data: data as never, user: await createActor(payload, role), overrideAccess: false })
    const refusalOf = (saving: Promise<unknown>) =>
      saving.then(
        () => null,
        (error: { status?: number; message?: string; data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message ?? error.message,
      )

    it('takes off a typo that refunded the whole report: the order is paid again and the profile open again', async () => {
      const { result, started } = await paidReport()
      // 1800 typed for 180: the order is refunded and the profile locked.
      expect(await save(started.orderId, { refundByHandCents: 1800 })).toMatchObject({ status: 'refunded', refundedCents: 1800, refundedByHandCents: 1800 })
      expect(isUnlocked(await resultOf(result.id))).toBe(false)
      const corrected = await save(started.orderId, { refundByHandCorrectionCents: 1620 })
      expect(corrected).toMatchObject({ status: 'paid', refundedCents: 180, refundedByHandCents: 180, refundedAt: null, paymentNote: null })
      expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 180, refundedByHandCents: 180 })
      expect(isUnlocked(await resultOf(result.id))).toBe(true)
      // What the save returned is the version stored: the admin's form saves again from it.
      expect(corrected.updatedAt).toBe((await orderOf(started.orderId)).updatedAt)
    })

    it('notes the report paid twice when the typo is taken off after the report was bought again meanwhile', async () => {
      const { result, started } = await paidReport()
      await save(started.orderId, { refundByHandCents: 1800 })
      expect(isUnlocked(await resultOf(result.id))).toBe(false)
      // The profile locked, its owner bought the report again before the admin saw the typo.
      const { started: again } = await startReport(stripe, await resultOf(result.id))
      fake.pay(again.sessionId)
      expect((await deliver(checkoutEvent('checkout.session.completed', { id: again.sessionId }))).body.outcome).toBe('fulfilled')
      expect(await save(started.orderId, { refundByHandCorrectionCents: 1800 })).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'duplicate-kept' })
      expect(await orderOf(again.orderId)).toMatchObject({ status: 'paid', paymentNote: null })
      expect(isUnlocked(await resultOf(result.id))).toBe(true)
    })

    it('gives a coaching session back its booking when the whole amount noted is taken off', async () => {
      const started = await startSession('faute-de-frappe@exemple.fr')
      fake.pay(started.sessionId, 'faute-de-frappe@exemple.fr')
      expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
      const bookingId = (await orderOf(started.orderId)).booking as number
      const booking = () => payload.findByID({ collection: 'coaching-bookings', id: bookingId, overrideAccess: true })
      await save(started.orderId, { refundByHandCents: 1800 })
      expect(await booking()).toMatchObject({ status: 'cancelled' })
      expect(await save(started.orderId, { refundByHandCorrectionCents: 1800 })).toMatchObject({ status: 'paid', refundedCents: null, refundedByHandCents: null })
      expect(await booking()).toMatchObject({ status: 'paid' })
    })

    it('lowers a partial refund noted by hand, never Stripe’s own part, and leaves the order paid', async () => {
      const { result, started } = await paidReport()
      // Stripe gave back 300, then staff transferred 500 more (noted).
      expect((await deliver(refundEvent(started.sessionId, 300))).body.outcome).toBe('partly-refunded')
      expect(await save(started.orderId, { refundByHandCents: 500 })).toMatchObject({ status: 'paid', refundedCents: 800 })
      expect(await save(started.orderId, { refundByHandCorrectionCents: 450 })).toMatchObject({ status: 'paid', refundedCents: 350, refundedByHandCents: 50, paymentNote: null })
      expect(isUnlocked(await resultOf(result.id))).toBe(true)
      // Stripe's own refund is never taken off: only what was noted by hand.
      expect(await refusalOf(save(started.orderId, { refundByHandCorrectionCents: 100 }))).toBe('Seuls 0,50\u00a0€ ont été notés hors Stripe sur cette commande.')
      expect(await orderOf(started.orderId)).toMatchObject({ refundedCents: 350, refundedByHandCents: 50 })
    })

    it('refuses a correction above what was noted, in part cents, with a refund or a new status, or from staff, and changes nothing', async () => {
      const { started } = await paidReport()
      await save(started.orderId, { refundByHandCents: 500 })
      const refused = async (data: Record<string, unknown>, role: 'admin' | 'staff' = 'admin') => refusalOf(save(started.orderId, data, role))
      const errors = async (data: Record<string, unknown>) =>
        save(started.orderId, data).then(
          () => [],
          (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.map((entry) => entry.message) ?? [],
        )
      expect(await errors({ refundByHandCorrectionCents: 600 })).toContainEqual(expect.stringContaining('Seuls 5,00\u00a0€ ont été notés hors Stripe'))
      expect(await errors({ refundByHandCorrectionCents: 2.5 })).toContainEqual(expect.stringMatching(/^Indique un nombre entier de centimes/))
      expect(await errors({ refundByHandCorrectionCents: 100, refundByHandCents: 100 })).toContainEqual(expect.stringMatching(/pas les deux/))
      expect(await refused({ refundByHandCorrectionCents: 100, status: 'refunded' })).toBe('Retire d’abord le montant noté par erreur, enregistre, puis change le statut.')
      // Staff may not: the amount is left out of their save.
      expect(await refused({ refundByHandCorrectionCents: 100 }, 'staff')).toBeNull()
      expect(await orderOf(started.orderId)).toMatchObject({ status: 'paid', refundedCents: 500, refundedByHandCents: 500 })
    })
  })
})

describe('one report, one payment', () => {
  const demo = () => createDemoProvider(payload, process.env.PAYLOAD_SECRET!)
  const refundsOf = (orderId: number) => [...fake.refunds.values()].filter((refund) => refund.metadata.orderId === String(orderId))
  /** Every refund asked of Stripe for a session's payment, replays included. */
  const refundRequestsFor = (sessionId: string) =>
    fake.requests.filter((sent) => sent.method === 'POST' && sent.path === '/v1/refunds' && sent.body.payment_intent === fake.sessions.get(sessionId)?.payment_intent)
  const complete = (sessionId: string) => deliver(checkoutEvent('checkout.session.completed', { id: sessionId }))

  it('closes the report’s other open sessions once one of them is paid, so the second tab cannot be paid', async () => {
    const { result, started: first } = await startReport()
    const { started: second } = await startReport(stripe, result)
    fake.pay(first.sessionId)
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    expect(fake.sessions.get(second.sessionId)?.status).toBe('expired')
    expect((await orderOf(second.orderId)).status).toBe('expired')
    expect(() => fake.pay(second.sessionId)).toThrow(/expired/)
    // Stripe's own expiry event, later, changes nothing; the paid order and the unlock stay.
    expect((await deliver(checkoutEvent('checkout.session.expired', { id: second.sessionId }))).body.outcome).toBe('marked-unpaid')
    expect((await orderOf(first.orderId)).status).toBe('paid')
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('closes an open one-month follow-up with the report once the report is paid, and leaves Premium open', async () => {
    const { result, started: report } = await startReport()
    const monthly = await startCoaching(result, 'coachingMonthly', 'deux-formules@exemple.fr')
    const premium = await startCoaching(result, 'premium', 'deux-formules@exemple.fr')
    fake.pay(report.sessionId)
    expect((await complete(report.sessionId)).body.outcome).toBe('fulfilled')
    // The follow-up now costs less without the report: its 67 € session can no longer be paid.
    expect((await orderOf(monthly.orderId)).status).toBe('expired')
    expect(() => fake.pay(monthly.sessionId)).toThrow(/expired/)
    expect((await orderOf(premium.orderId)).status).toBe('pending')
    expect(fake.sessions.get(premium.sessionId)?.status).toBe('open')
  })

  /**
   * Two tabs: the report in one, `other` for the same result in the second, both paid before either payment
   * was recorded (the second session could not be closed).
   */
  async function paidInTwoTabs<T extends { sessionId: string }>(other: (result: RiasecResult) => Promise<T>) {
    const { result, started: first } = await startReport()
    const second = await other(result)
    fake.pay(first.sessionId)
    fake.pay(second.sessionId)
    return { result, first, second }
  }
  const twoReportsPaid = () => paidInTwoTabs(async (result) => (await startReport(stripe, result)).started)

  it('gives back in full, once, a second payment made for a report already paid, and says so on its order page', async () => {
    const { result, first, second } = await twoReportsPaid()
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    expect((await complete(second.sessionId)).body.outcome).toBe('refunded')
    expect(refundsOf(second.orderId)).toEqual([expect.objectContaining({ amount: 1800, reason: 'duplicate', status: 'succeeded' })])
    expect(refundsOf(first.orderId)).toEqual([])
    // Staff see why an order nobody refunded by hand is « Remboursée ».
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paidAt: expect.any(String), paymentNote: 'duplicate-refunded' })
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: null })
    expect(await resultOf(result.id)).toMatchObject({ payment: 'completed', unlockSource: 'payment' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // One confirmation, for the payment kept, and one email saying the other was given back.
    const mails = await emailsTo(result.email!)
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Ton paiement en double a été remboursé', 'Ton profil complet est débloqué'])
    const refundMail = mails.find((mail) => mail.subject === 'Ton paiement en double a été remboursé')!
    // (French typography puts no-break spaces inside the guillemets and before the euro sign.)
    expect(refundMail.text!.replace(/\s/gu, ' ')).toMatch(/Ton profil complet était déjà débloqué quand ton paiement « Rapport Premium » de 18,00 € du \d{1,2} \p{L}+ \d{4} est arrivé/u)
    expect(refundMail.text).toContain('Voir mon profil complet : http')
    expect(refundMail.text).not.toContain('droit de rétractation')
    expect(refundMail.text).not.toContain('Télécharger mon rapport')

    // The visitor's return, the provider's refund event and a replay make no second refund.
    expect(await handleReturn(payload, stripe, second.sessionId)).toBe(`/results?session_id=${second.sessionId}`)
    const [charge] = [...fake.charges.values()].filter((candidate) => candidate.payment_intent === fake.sessions.get(second.sessionId)?.payment_intent)
    expect((await deliver(chargeEvent('charge.refunded', charge!))).body.outcome).toBe('unchanged')
    expect((await complete(second.sessionId)).body.outcome).toBe('already-paid')
    expect(refundRequestsFor(second.sessionId)).toHaveLength(1)
    expect(await loadOrderView(payload, second.sessionId, null, null)).toMatchObject({ status: 'refunded', refundedAsDuplicate: true, resultProfile: result.dominantProfile })
    expect(await loadOrderView(payload, first.sessionId, null, null)).toMatchObject({ status: 'paid', refundedAsDuplicate: false })
    // Once the payment kept is refunded too, the profile locks again, and the duplicate's page no longer says it is unlocked.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(first.sessionId)))).body.outcome).toBe('refunded')
    expect(await loadOrderView(payload, second.sessionId, null, null)).toMatchObject({ status: 'refunded', refundedAsDuplicate: false })
  })

  it('sends a buyer back from a second payment to its order page, which says it was given back, when the webhook refunds it during their return', async () => {
    const { first, second } = await twoReportsPaid()
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    // The return has read the order still pending; the webhook records the duplicate, given back, before it goes on.
    const racing: PaymentProvider = Object.create(stripe)
    racing.retrieveSession = async (sessionId) => {
      expect((await complete(sessionId)).body.outcome).toBe('refunded')
      return stripe.retrieveSession(sessionId)
    }
    expect(await handleReturn(payload, racing, second.sessionId)).toBe(`/results?session_id=${second.sessionId}`)
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'refunded', paymentNote: 'duplicate-refunded' })
  })

  it('keeps exactly one of two payments for one report recorded at the same moment, and gives the other back', async () => {
    const { result, first, second } = await twoReportsPaid()
    let secondAnswer: Promise<WebhookAnswer> | undefined
    await inTransaction(payload, async (transactionID) => {
      // The first payment is being recorded, its transaction still open, when the second one's event arrives.
      expect(await markOrderPaid(payload, first.orderId, null, transactionID)).toBe(true)
      await unlockPaidResult(payload, result.id, transactionID)
      secondAnswer = complete(second.sessionId)
      await expect.poll(async () => (await execute<{ waiting: number }>(payload, sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'`))[0]!.waiting, { timeout: 10_000 }).toBeGreaterThan(0)
    })
    expect((await secondAnswer!).body.outcome).toBe('refunded')
    expect(await orderOf(first.orderId)).toMatchObject({ status: 'paid', refundedCents: null })
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800 })
    // At Stripe too: one payment kept whole, the other given back whole.
    expect(fake.charges.get([...fake.charges.keys()].find((id) => fake.charges.get(id)!.payment_intent === fake.sessions.get(second.sessionId)?.payment_intent)!)!.amount_refunded).toBe(1800)
    expect(refundRequestsFor(first.sessionId)).toHaveLength(0)
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('keeps a duplicate payment Stripe refuses to give back, without asking again, and leaves it to staff', async () => {
    const { result, first, second } = await twoReportsPaid()
    fake.disputed.add(fake.sessions.get(second.sessionId)!.payment_intent!)
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    const error = vi.spyOn(payload.logger, 'error')
    try {
      // Answered 200: Stripe does not deliver it again for days.
      expect(await complete(second.sessionId)).toEqual({ status: 200, body: { received: true, outcome: 'fulfilled' } })
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ msg: expect.stringContaining('refused the refund'), orderId: second.orderId }))
    } finally {
      error.mockRestore()
    }
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'duplicate-kept' })
    expect(await complete(second.sessionId)).toEqual({ status: 200, body: { received: true, outcome: 'already-paid' } })
    expect(refundRequestsFor(second.sessionId)).toHaveLength(1)
    // Staff settle it by hand: the note asking them to goes.
    const admin = await createActor(payload, 'admin')
    expect(await payload.update({ collection: 'orders', id: second.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })).toMatchObject({ status: 'refunded', paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('asks for a duplicate’s refund again later while Stripe is still making it for another request, rather than leaving it to staff', async () => {
    const { result, first, second } = await twoReportsPaid()
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    const paymentIntent = fake.sessions.get(second.sessionId)!.payment_intent!
    fake.refunding.add(paymentIntent)
    // Stripe's 409 is not a refusal: the event fails (Stripe delivers it again) and nothing is recorded yet.
    await expect(complete(second.sessionId)).rejects.toThrow(/another in-progress request/)
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'pending', paymentNote: null })
    fake.refunding.delete(paymentIntent)
    expect((await complete(second.sessionId)).body.outcome).toBe('refunded')
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'refunded', refundedCents: 1800, paymentNote: 'duplicate-refunded' })
    expect(refundsOf(second.orderId)).toHaveLength(1)
  })

  it('tells a duplicate given back whichever call records it, sends its email late if need be, and no confirmation once its refund fails', async () => {
    const { result, first, second } = await twoReportsPaid()
    expect((await complete(first.sessionId)).body.outcome).toBe('fulfilled')
    // Another call for this order already gave the payment back at Stripe, before this one records it.
    fake.refund(second.sessionId)
    expect((await complete(second.sessionId)).body.outcome).toBe('refunded')
    expect(refundRequestsFor(second.sessionId)).toHaveLength(0)
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'refunded', paymentNote: 'duplicate-refunded', confirmationEmail: 'sent' })
    const told = async () => (await emailsTo(result.email!)).filter((mail) => mail.subject === 'Ton paiement en double a été remboursé').length
    expect(await told()).toBe(1)

    // Its first send failed: the recovery job sends it.
    const owe = () => execute(payload, sql`update orders set confirmation_email = 'due', confirmation_email_next_attempt_at = null, paid_at = now() - interval '10 minutes' where id = ${second.orderId}`)
    await owe()
    await sendDueConfirmations(payload, { limit: 500 })
    expect(await told()).toBe(2)
    expect(await emailsTo(result.email!)).toHaveLength(3)

    // Still owed when the refund fails at the bank: no purchase confirmation goes out for money staff must give back.
    await owe()
    expect((await deliver(refundUpdatedEvent(fake.failRefund(second.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(second.orderId)).toMatchObject({ status: 'paid', paymentNote: 'refund-failed', confirmationEmail: 'abandoned' })
    await sendDueConfirmations(payload, { limit: 500 })
    expect(await emailsTo(result.email!)).toHaveLength(3)
  })

  it('gives back a payment made after a promo code unlocked the profile, and the profile stays unlocked', async () => {
    const code = `DejaPaye${randomUUID().slice(0, 6)}`
    await payload.create({ collection: 'promo-codes', data: { code, active: true }, overrideAccess: true })
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    await redeemPromoCode(payload, code, result)
    expect((await complete(started.sessionId)).body.outcome).toBe('refunded')
    expect(refundsOf(started.orderId)).toEqual([expect.objectContaining({ amount: 1800, reason: 'duplicate' })])
    const kept = await resultOf(result.id)
    expect(kept).toMatchObject({ unlockSource: 'promo', unlockedAt: expect.any(String) })
    expect(isUnlocked(kept)).toBe(true)
    expect((await emailsTo(result.email!)).map((mail) => mail.subject)).toEqual(['Ton paiement en double a été remboursé'])
  })

  /** A coaching month started by a new result's owner, and `unlock`, a promo code's unlock of that profile, for the test to run once the month is paid. */
  async function formulaThenUnlock() {
    const code = `Formule${randomUUID().slice(0, 8)}`
    await payload.create({ collection: 'promo-codes', data: { code, active: true }, overrideAccess: true })
    const result = await newResult()
    const monthly = await startCoaching(result, 'coachingMonthly')
    return { result, monthly, unlock: () => redeemPromoCode(payload, code, result) }
  }
  const bookingOf = async (orderId: number) => payload.findByID({ collection: 'coaching-bookings', id: (await orderOf(orderId)).booking as number, overrideAccess: true })
  /**
   * A formula paid for a profile a promo code unlocked meanwhile, whose report part Stripe refused to give back:
   * kept, its part owed (dated) and left to staff.
   */
  async function formulaWithPartRefused() {
    const { result, monthly, unlock } = await formulaThenUnlock()
    fake.pay(monthly.sessionId)
    fake.disputed.add(fake.sessions.get(monthly.sessionId)!.payment_intent!)
    await unlock()
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect(await orderOf(monthly.orderId)).toMatchObject({
      status: 'paid',
      reportPartCents: 1800,
      paymentNote: 'report-owned',
      reportPartOwedAt: expect.any(String),
      reportPartRefundedAt: null,
    })
    return { result, monthly }
  }

  it('gives back the report’s part of a formula paid after the profile was unlocked, keeps its coaching, and says so', async () => {
    const { result, monthly, unlock } = await formulaThenUnlock()
    const premium = await startCoaching(result, 'premium')
    // Both paid while a promo code unlocked the profile: the month's 67 € included the 18 € report.
    fake.pay(monthly.sessionId)
    fake.pay(premium.sessionId)
    await unlock()
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect((await complete(premium.sessionId)).body.outcome).toBe('fulfilled')
    expect(refundsOf(monthly.orderId)).toEqual([expect.objectContaining({ amount: 1800, reason: 'duplicate', metadata: { orderId: String(monthly.orderId), purpose: 'report-part' } })])
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded' })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    // Premium is a package: nothing of it is given back.
    expect((await orderOf(premium.orderId)).paymentNote).toBeNull()
    expect(refundsOf(premium.orderId)).toEqual([])
    // The promo code unlocked the profile; Premium pays for it, the month does not.
    expect(await resultOf(result.id)).toMatchObject({ unlockSource: 'promo', payment: 'completed' })
    await followUpsSettled()
    // The formula's confirmation says what was given back, and recalls no waiver: it supplied no report.
    const confirmations = (await emailsTo(result.email!)).map((sent) => sent.text!.replace(/\s/gu, ' '))
    const told = confirmations.filter((text) => text.includes('la part du rapport dans ta formule, 18,00 €, t’a donc été remboursée'))
    expect(told).toHaveLength(1)
    expect(told[0]).not.toContain('droit de rétractation')

    // Stripe's own event for that refund records nothing more.
    const [charge] = [...fake.charges.values()].filter((candidate) => candidate.payment_intent === fake.sessions.get(monthly.sessionId)?.payment_intent)
    expect((await deliver(chargeEvent('charge.refunded', charge!))).body.outcome).toBe('unchanged')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded' })
    await reportPreparationsSettled()
  })

  it('gives back the report’s part as priced at checkout, even after the admin changed the prices', async () => {
    const { result, monthly, unlock } = await formulaThenUnlock()
    expect((await orderOf(monthly.orderId)).reportPartCents).toBe(1800)
    await payload.updateGlobal({ slug: 'site-settings', data: { prices: { monthlyAddon: 3900 } }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      fake.pay(monthly.sessionId)
      await unlock()
      expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
      expect(refundsOf(monthly.orderId)).toEqual([expect.objectContaining({ amount: 1800 })])
      // Nothing pays for the report: the promo code holds the profile, and staff taking it back lock it.
      expect(await resultOf(result.id)).toMatchObject({ unlockSource: 'promo', payment: null })
      expect(await orderOf(monthly.orderId)).toMatchObject({ reportPartRefundedAt: expect.any(String) })
      const admin = await createActor(payload, 'admin')
      await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: null }, user: admin, overrideAccess: false })
      expect(isUnlocked(await resultOf(result.id))).toBe(false)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { prices: { monthlyAddon: null } }, overrideAccess: true, context: { disableRevalidate: true } })
    }
    await reportPreparationsSettled()
  })

  it('asks for no second refund of the report’s part already given back at Stripe (a fulfilment stopped after the refund)', async () => {
    const { monthly, unlock } = await formulaThenUnlock()
    fake.pay(monthly.sessionId)
    await unlock()
    fake.refund(monthly.sessionId, 1800)
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect(refundRequestsFor(monthly.sessionId)).toHaveLength(0)
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded' })
    // The bank returns that refund: the part is to give back again, and the coaching still stands.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'report-owned' })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    await reportPreparationsSettled()
  })

  it('leaves the report’s part of a formula to staff when Stripe refuses to give it back, and any refund settles the note', async () => {
    const { monthly } = await formulaWithPartRefused()
    // Asked of Stripe, which refused: nothing was given back.
    expect(refundRequestsFor(monthly.sessionId)).toHaveLength(1)
    expect(refundsOf(monthly.orderId)).toEqual([])
    // A goodwill gesture smaller than the part does not settle it.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 500)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ refundedCents: 500, paymentNote: 'report-owned' })
    // Staff give the rest of the report's part back another way: the order stays paid, the part is given back.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 1300)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded', reportPartOwedAt: null })
    await reportPreparationsSettled()
  })

  it('settles the report part owed with a bank transfer an admin notes on the order, its coaching kept', async () => {
    const { monthly } = await formulaWithPartRefused()
    const admin = await createActor(payload, 'admin')
    // Less than the part: still owed, and still noted so.
    await payload.update({ collection: 'orders', id: monthly.orderId, data: { refundByHandCents: 1000 }, user: admin, overrideAccess: false })
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1000, paymentNote: 'report-owned', reportPartOwedAt: expect.any(String) })
    await payload.update({ collection: 'orders', id: monthly.orderId, data: { refundByHandCents: 800 }, user: admin, overrideAccess: false })
    expect(await orderOf(monthly.orderId)).toMatchObject({
      status: 'paid',
      refundedCents: 1800,
      paymentNote: 'report-part-refunded',
      reportPartOwedAt: null,
      reportPartRefundedAt: expect.any(String),
    })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    // The orders file says so too: the part, no longer owed, given back on a date.
    const row = (await exportCsv(payload, 'orders', { status: 'paid' }, admin)).csv.split('\r\n').find((line) => line.includes(monthly.sessionId))
    expect(row).toMatch(/;Rapport déjà débloqué : la part du rapport remboursée;18,00;;\d{4}-\d{2}-\d{2} \d{2}:\d{2};/)
    await reportPreparationsSettled()
  })

  it('owes the report part again when the transfer that settled it is taken off as noted by mistake', async () => {
    const { monthly } = await formulaWithPartRefused()
    const admin = await createActor(payload, 'admin')
    const save = (data: Record<string, unknown>) => payload.update({ collection: 'orders', id: monthly.orderId, data: data as never, user: admin, overrideAccess: false })
    await save({ refundByHandCents: 1800 })
    expect(await orderOf(monthly.orderId)).toMatchObject({ paymentNote: 'report-part-refunded', reportPartOwedAt: null })
    expect(await save({ refundByHandCorrectionCents: 1000 })).toMatchObject({
      status: 'paid',
      refundedCents: 800,
      refundedByHandCents: 800,
      paymentNote: 'report-owned',
      reportPartOwedAt: expect.any(String),
    })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    await reportPreparationsSettled()
  })

  it('settles the report part owed when staff mark the whole formula « Remboursée », and the admin shows it at once', async () => {
    const { monthly } = await formulaWithPartRefused()
    const admin = await createActor(payload, 'admin')
    const saved = await payload.update({ collection: 'orders', id: monthly.orderId, data: { status: 'refunded' }, user: admin, overrideAccess: false })
    expect(saved).toMatchObject({ status: 'refunded', paymentNote: null, reportPartOwedAt: null, reportPartRefundedAt: expect.any(String) })
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'refunded', refundedCents: 6700, reportPartOwedAt: null, reportPartRefundedAt: expect.any(String) })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'cancelled' })
    await reportPreparationsSettled()
  })

  it('still settles the report part owed once a goodwill refund on the order failed: two debts, the note keeps the failure', async () => {
    const { result, monthly } = await formulaWithPartRefused()
    // An order noted so before the part owed was dated gets its date from the migration.
    await execute(payload, sql`update orders set report_part_owed_at = null where id = ${monthly.orderId}`)
    await partsOwed.dateReportPartsOwed(drizzle())
    expect(await orderOf(monthly.orderId)).toMatchObject({ reportPartOwedAt: expect.any(String) })
    // 5 € of goodwill, which the bank returns: staff are told of the failure, and the part is still owed.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 500)))).body.outcome).toBe('partly-refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId, 500), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'refund-failed', reportPartOwedAt: expect.any(String) })
    // Staff give the part back: it is given back (the formula no longer pays for the report), the failure stays noted.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 1800)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({
      status: 'paid',
      refundedCents: 1800,
      paymentNote: 'refund-failed',
      reportPartOwedAt: null,
      reportPartRefundedAt: expect.any(String),
    })
    expect(await loadOrderView(payload, monthly.sessionId, null, null)).toMatchObject({ reportPartRefund: '18,00\u00a0€' })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    // The formula no longer pays for the report: the promo code alone holds the profile.
    expect(await resultOf(result.id)).toMatchObject({ unlockSource: 'promo', payment: 'refunded' })
    await reportPreparationsSettled()
  })

  /** The report, and the coaching month with the report, paid in two tabs. */
  const reportAndMonthPaid = async () => {
    const { result, first: report, second: monthly } = await paidInTwoTabs((result) => startCoaching(result, 'coachingMonthly'))
    return { result, report, monthly }
  }

  it('locks the profile again when the report order is refunded, once the formula paid beside it has had its report part back', async () => {
    const { result, report, monthly } = await reportAndMonthPaid()
    expect((await complete(report.sessionId)).body.outcome).toBe('fulfilled')
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded' })
    // Its page says what was given back.
    expect(await loadOrderView(payload, monthly.sessionId, null, null)).toMatchObject({ status: 'paid', reportPartRefund: '18,00\u00a0€', resultProfile: result.dominantProfile })
    expect(await loadOrderView(payload, report.sessionId, null, null)).toMatchObject({ status: 'paid', reportPartRefund: null })

    // Staff refund the report order: nothing pays for the report any more, and the profile locks again.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(report.sessionId)))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    expect(await loadOrderView(payload, monthly.sessionId, null, null)).toMatchObject({ status: 'paid', resultUnlocked: false })
    // The bank returns the formula's part: the formula pays for the report again, and the profile opens again.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', paymentNote: 'report-owned' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Staff give the part back once more: it locks again.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 1800)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'report-part-refunded' })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    await reportPreparationsSettled()
  })

  it('keeps the report part given back when a goodwill refund on top fails, or when the whole formula’s refund does', async () => {
    const { result, report, monthly } = await reportAndMonthPaid()
    expect((await complete(report.sessionId)).body.outcome).toBe('fulfilled')
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    // 5 € of goodwill on top of the part, which the bank returns: staff are told, the part stays given back.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 500)))).body.outcome).toBe('partly-refunded')
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId, 500), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'refund-failed', reportPartRefundedAt: expect.any(String) })
    expect(await loadOrderView(payload, monthly.sessionId, null, null)).toMatchObject({ reportPartRefund: '18,00\u00a0€' })
    // So the report order refunded, nothing pays for the report.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(report.sessionId)))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // The formula refunded in full, then that refund returned: its coaching is paid again, the profile stays locked.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId)))).body.outcome).toBe('refunded')
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'cancelled' })
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId, 4900), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'refund-failed' })
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // The part's refund returned too: the formula pays for the report again, and staff still see the larger failure.
    expect((await deliver(refundUpdatedEvent(fake.failRefund(monthly.sessionId, 1800), 'failed'))).body.outcome).toBe('refund-failed')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: 'refund-failed', reportPartOwedAt: expect.any(String) })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // So is an order in that state before the part owed was dated: its part was dated, and its refunds no longer cover it.
    await execute(payload, sql`update orders set report_part_owed_at = null where id = ${monthly.orderId}`)
    await partsOwed.dateReportPartsOwed(drizzle())
    expect(await orderOf(monthly.orderId)).toMatchObject({ reportPartOwedAt: expect.any(String) })
    // Staff give the part back again: the formula stops paying for the report, and the profile locks once more.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 1800)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 1800, paymentNote: 'refund-failed', reportPartOwedAt: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    expect(await bookingOf(monthly.orderId)).toMatchObject({ status: 'paid' })
    await reportPreparationsSettled()
  })

  it('settles the report part owed on an order made before the part was kept with any refund, taking nothing back', async () => {
    const { result, report, monthly } = await reportAndMonthPaid()
    await execute(payload, sql`update orders set report_part_cents = null where id = ${monthly.orderId}`)
    expect((await complete(report.sessionId)).body.outcome).toBe('fulfilled')
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', paymentNote: 'report-owned', reportPartRefundedAt: null, reportPartOwedAt: expect.any(String) })
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 100)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 100, paymentNote: null, reportPartRefundedAt: null, reportPartOwedAt: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    await reportPreparationsSettled()
  })

  it('keeps a formula that unlocked the profile alone paying for the report after a goodwill refund, and gives back a report paid beside it', async () => {
    const { result, report, monthly } = await reportAndMonthPaid()
    expect((await complete(monthly.sessionId)).body.outcome).toBe('fulfilled')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: null, paymentNote: null })
    // A missed call: staff give 20 € back, more than the report's part, but not as the report's part.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(monthly.sessionId, 2000)))).body.outcome).toBe('partly-refunded')
    expect(await orderOf(monthly.orderId)).toMatchObject({ status: 'paid', refundedCents: 2000, paymentNote: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // The report paid in the other tab is the duplicate: the month still pays for the report.
    expect((await complete(report.sessionId)).body.outcome).toBe('refunded')
    expect(await orderOf(report.orderId)).toMatchObject({ status: 'refunded', paymentNote: 'duplicate-refunded' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    await reportPreparationsSettled()
  })

  it('never takes a result unlocked by this order’s own payment for a duplicate (its event and its return may race)', async () => {
    const { result, started } = await startReport()
    const { started: other } = await startReport(stripe, result)
    expect(await unlockedByAnother(payload, result.id, started.orderId)).toBe(false)
    fake.pay(started.sessionId)
    expect((await complete(started.sessionId)).body.outcome).toBe('fulfilled')
    // A second fulfilment of the same order that read it before the first committed asks exactly this.
    expect(await unlockedByAnother(payload, result.id, started.orderId)).toBe(false)
    expect(await unlockedByAnother(payload, result.id, other.orderId)).toBe(true)
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/payment-success?profile=${result.dominantProfile}`)
    expect(refundsOf(started.orderId)).toEqual([])
  })

  it('closes the report’s open sessions when staff unlock the profile, dating the unlock, and locks it again when staff take it back', async () => {
    const { result, started } = await startReport(demo())
    const unlocked = await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: 'staff' }, overrideAccess: true })
    expect(unlocked).toMatchObject({ unlockSource: 'staff', unlockedAt: expect.any(String) })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    // Closed once the save is done, out of its transaction.
    await vi.waitFor(async () => expect((await orderOf(started.orderId)).status).toBe('expired'), { timeout: 10_000 })
    await expect(payDemoSession(payload, started.sessionId)).rejects.toThrow(/n’existe pas/)

    const relocked = await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: null }, overrideAccess: true })
    expect(relocked).toMatchObject({ unlockSource: null, unlockedAt: null })
    expect(isUnlocked(await resultOf(result.id))).toBe(false)
    // Dated by hand, without a source: the team's unlock.
    const dated = await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockedAt: '2026-11-20T08:30:00.000Z' }, overrideAccess: true })
    expect(dated).toMatchObject({ unlockSource: 'staff', unlockedAt: '2026-11-20T08:30:00.000Z' })
  })

  it('closes a demo session when a promo code unlocks its profile: the demo page then refuses to take the payment', async () => {
    const code = `Demo${randomUUID().slice(0, 6)}`
    await payload.create({ collection: 'promo-codes', data: { code, active: true }, overrideAccess: true })
    const { result, started } = await startReport(demo())
    await redeemPromoCode(payload, code, result)
    expect((await orderOf(started.orderId)).status).toBe('expired')
    await expect(payDemoSession(payload, started.sessionId)).rejects.toThrow(/n’existe pas/)
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })
})

describe('checkout page orders', () => {
  it('sells the report with the monthly follow-up (67 €), and the result saved afterwards claims it', async () => {
    const orientationKey = await newLead()
    const started = (await startCheckout(
      payload,
      stripe,
      request({ kind: 'checkout', monthlyAddon: true, email: 'Parent@Exemple.fr', currentFiliere: 'Terminale générale', orientationKey, termsAccepted: true, withdrawalWaiver: true }),
      { result: null, orderSession: null },
    )) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect(started.claimSession).toBe(started.sessionId)
    const order = await orderOf(started.orderId)
    expect(order).toMatchObject({ offer: 'reportWithMonthly', amountCents: 6700, email: 'parent@exemple.fr', result: null })
    expect(fake.sessions.get(started.sessionId)!.amount_total).toBe(6700)
    expect(fake.sessions.get(started.sessionId)!.cancel_url).toBe('http://localhost:3000/checkout?addon=monthly')
    const lead = await payload.findByID({ collection: 'leads', id: order.lead as number, overrideAccess: true })
    expect(lead).toMatchObject({ email: 'parent@exemple.fr', currentFiliere: 'Terminale générale' })
    const booking = await payload.findByID({ collection: 'coaching-bookings', id: order.booking as number, overrideAccess: true })
    expect(booking).toMatchObject({ status: 'pending', offer: 'reportWithMonthly', availability: 'autre' })

    fake.pay(started.sessionId, 'parent@exemple.fr')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await payload.findByID({ collection: 'coaching-bookings', id: booking.id, overrideAccess: true })).status).toBe('paid')
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/results?session_id=${started.sessionId}`)
    const mails = await emailsTo('parent@exemple.fr')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Ta commande est confirmée\u00a0: profil complet et coaching')
    expect(mails[0]!.text).toContain('L221-28')
    // The checkout page asked for no availability: the email does not make one up.
    expect(mails[0]!.text).not.toContain('Tes disponibilités')
    // Bought again in the same browser before the test: refused, the paid order waits for the test's result.
    const again = request({ kind: 'checkout', monthlyAddon: false, email: 'parent@exemple.fr', orientationKey, termsAccepted: true, withdrawalWaiver: true })
    await expect(startCheckout(payload, stripe, again, { result: null, orderSession: started.sessionId })).rejects.toMatchObject({ key: 'reportAlreadyBought', status: 409 })

    // The RIASEC test taken afterwards on this browser claims the paid report; nobody can claim it twice.
    const result = await newResult('parent@exemple.fr', orientationKey)
    expect(isUnlocked(result)).toBe(false)
    expect(await claimPurchase(payload, result, started.sessionId)).toBe(true)
    expect(await resultOf(result.id)).toMatchObject({ payment: 'completed', unlockSource: 'payment' })
    expect((await orderOf(started.orderId)).result).toBe(result.id)
    // The buyer then gets what the purchase email could not give yet: the profile and the report.
    await followUpsSettled()
    const claimed = (await emailsTo('parent@exemple.fr')).find((mail) => mail.subject === 'Ton rapport d’orientation est prêt')
    expect(claimed!.text).toMatch(/ton profil complet et ton rapport personnalisé, commandés le \d{1,2}(er)? \S+ \d{4}, t’attendent/)
    expect(claimed!.text).toMatch(/Voir mon profil complet : \S+\/acces\/[\w-]+/)
    expect(claimed!.text).toMatch(/Télécharger mon rapport \(PDF\) : \S+\/api\/report\/link\/[\w-]+/)
    expect(claimed!.text).toMatch(/Tes données personnelles\s: tu peux les télécharger ou les effacer/)
    const other = await newResult()
    expect(await claimPurchase(payload, other, started.sessionId)).toBe(false)
    await followUpsSettled()
    expect(await emailsTo('parent@exemple.fr')).toHaveLength(2)
    expect(isUnlocked(await resultOf(other.id))).toBe(false)

    // Staff see on the lead what it bought; editors cannot read leads at all.
    const staff = await createActor(payload, 'staff')
    const seen = await payload.findByID({ collection: 'leads', id: order.lead as number, user: staff, overrideAccess: false, depth: 1 })
    expect(seen.orders?.docs).toEqual([expect.objectContaining({ id: started.orderId, offer: 'reportWithMonthly', status: 'paid', amountCents: 6700 })])
    const editor = await createActor(payload, 'editor')
    await expect(payload.findByID({ collection: 'leads', id: order.lead as number, user: editor, overrideAccess: false })).rejects.toThrow()
  })

  it('a report bought before the test again in another tab closes the first payment page, unless it was paid meanwhile', async () => {
    const body = { kind: 'checkout', monthlyAddon: false, email: 'deux.onglets@exemple.fr', termsAccepted: true, withdrawalWaiver: true }
    const start = async (orderSession: string | null) =>
      (await startCheckout(payload, stripe, request(body), { result: null, orderSession })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const first = await start(null)
    // The second tab's purchase takes the cookie: the first tab's page can no longer be paid, its order is closed.
    const second = await start(first.claimSession)
    expect(fake.sessions.get(first.sessionId)?.status).toBe('expired')
    expect((await orderOf(first.orderId)).status).toBe('expired')
    expect(fake.sessions.get(second.sessionId)?.status).toBe('open')
    // Paid in the second tab while its confirmation is on its way: a third purchase is refused, the test will claim it.
    fake.pay(second.sessionId, 'deux.onglets@exemple.fr')
    await expect(start(second.claimSession)).rejects.toMatchObject({ key: 'reportAlreadyBought', status: 409 })
    expect((await orderOf(second.orderId)).status).toBe('pending')
  })

  it('« Ce n’est pas moi » leaves a report waiting for its test to the new visitor only when it is theirs', async () => {
    const bought = async (email: string, paid: boolean) => {
      const body = { kind: 'checkout', monthlyAddon: false, email, termsAccepted: true, withdrawalWaiver: true }
      const started = (await startCheckout(payload, stripe, request(body), { result: null, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
      if (paid) {
        fake.pay(started.sessionId, email)
        expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
      }
      return started.sessionId
    }
    const pupils = await bought('eleve.apres-parent@exemple.fr', true)
    const waiting = await awaitingPurchase(payload, pupils)
    expect(waiting?.email).toBe('eleve.apres-parent@exemple.fr')
    // They said it is theirs, or typed the address it was paid with (in other letters): it stays.
    expect(keptWhenForgetting(waiting, true)).toBe(true)
    expect(keptWhenForgetting(waiting, ' Eleve.Apres-Parent@Exemple.fr')).toBe(true)
    // They said it is not, typed another address, or nothing: it goes with the previous visitor.
    expect(keptWhenForgetting(waiting, null)).toBe(false)
    expect(keptWhenForgetting(waiting, 'frere@exemple.fr')).toBe(false)
    expect(keptWhenForgetting(waiting, '')).toBe(false)
    expect(keptWhenForgetting(null, true)).toBe(false)
    expect(await awaitingPurchase(payload, null)).toBeNull()
    // Still being paid (its confirmation not in yet): it waits for its test too.
    expect((await awaitingPurchase(payload, await bought('eleve.en-cours@exemple.fr', false)))?.status).toBe('pending')
    // Claimed by a test already: nothing waits.
    expect(await claimPaidOrder(payload, await newResult('eleve.apres-parent@exemple.fr'), pupils)).toBe(true)
    expect(await awaitingPurchase(payload, pupils)).toBeNull()
  })

  it('gives a result saved without a contact the buyer’s once it claims their order, so « Accès à mes résultats » finds what they paid for', async () => {
    const paidBeforeTest = async (body: Record<string, unknown>, email: string) => {
      const started = (await startCheckout(payload, stripe, request(body), { result: null, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
      fake.pay(started.sessionId, email)
      expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
      return started.sessionId
    }
    // Premium booked before the test, then the test taken from the order page, past the start modal.
    const premium = await paidBeforeTest({ kind: 'coaching', offer: 'premium', name: 'Inès Roy', email: 'ines.avant-test@exemple.fr', availability: 'weekend', withdrawalWaiver: true }, 'ines.avant-test@exemple.fr')
    const taken = await contactlessResult()
    expect(await claimPaidOrder(payload, taken, premium)).toBe(true)
    expect(await resultOf(taken.id)).toMatchObject({ email: 'ines.avant-test@exemple.fr', name: 'Inès Roy', payment: 'completed' })
    expect((await findRetrievableResult(payload, { email: 'ines.avant-test@exemple.fr', firstName: 'inès' }))?.id).toBe(taken.id)
    expect(await findRetrievableResult(payload, { email: 'ines.avant-test@exemple.fr', firstName: 'Camille' })).toBeNull()

    // The report bought at checkout, whose contact gave no name: found by its address alone (the link goes there).
    const report = await paidBeforeTest({ kind: 'checkout', monthlyAddon: false, email: 'sans-prenom@exemple.fr', termsAccepted: true, withdrawalWaiver: true }, 'sans-prenom@exemple.fr')
    const unnamed = await contactlessResult()
    expect(await claimPaidOrder(payload, unnamed, report)).toBe(true)
    expect(await resultOf(unnamed.id)).toMatchObject({ email: 'sans-prenom@exemple.fr', name: null })
    expect((await findRetrievableResult(payload, { email: 'sans-prenom@exemple.fr', firstName: 'Camille' }))?.id).toBe(unnamed.id)

    // A result with a contact of its own keeps it: a parent's payment for a teenager's test.
    const parent = await paidBeforeTest({ kind: 'checkout', monthlyAddon: false, email: 'parent.payeur@exemple.fr', termsAccepted: true, withdrawalWaiver: true }, 'parent.payeur@exemple.fr')
    const teenager = await newResult('ado.testeur@exemple.fr')
    expect(await claimPurchase(payload, teenager, parent)).toBe(true)
    expect(await resultOf(teenager.id)).toMatchObject({ email: 'ado.testeur@exemple.fr', name: 'Léa Martin' })
    // The parent is sent the profile and the report, without being called by their child's name.
    await followUpsSettled()
    const claimed = (await emailsTo('parent.payeur@exemple.fr')).find((mail) => mail.subject === 'Ton rapport d’orientation est prêt')
    expect(claimed!.text).toMatch(/^Bonjour,\n/)
  })

  it('gives a questionnaire answered without a contact the address typed at the latest checkout, one mistyped first corrected', async () => {
    const orientationKey = await newLead()
    const checkout = (email: string) =>
      startCheckout(payload, stripe, request({ kind: 'checkout', monthlyAddon: false, email, orientationKey, termsAccepted: true, withdrawalWaiver: true }), {
        result: null,
        orderSession: null,
      }) as Promise<Extract<CheckoutStart, { kind: 'redirect' }>>
    await checkout('parent@exemple.fe')
    const second = await checkout('parent@exemple.fr')
    const lead = (await orderOf(second.orderId)).lead as number
    expect(await payload.findByID({ collection: 'leads', id: lead, overrideAccess: true })).toMatchObject({ email: 'parent@exemple.fr' })
  })

  it('gives the follow-up bought without an email the address the buyer paid with, so the coach can write', async () => {
    const started = (await startCheckout(payload, stripe, request({ kind: 'checkout', monthlyAddon: true, termsAccepted: true, withdrawalWaiver: true }), {
      result: null,
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const { booking } = await orderOf(started.orderId)
    expect((await payload.findByID({ collection: 'coaching-bookings', id: booking as number, overrideAccess: true })).email ?? null).toBeNull()
    const email = `suivi-sans-email-${randomUUID().slice(0, 8)}@exemple.fr`
    fake.pay(started.sessionId, email)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await payload.findByID({ collection: 'coaching-bookings', id: booking as number, overrideAccess: true })).toMatchObject({ status: 'paid', email })
  })

  it('applies an unclaimed paid order instead of charging again', async () => {
    const started = (await startCheckout(payload, stripe, request({ kind: 'checkout', monthlyAddon: false, termsAccepted: true, withdrawalWaiver: true }), {
      result: null,
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect((await orderOf(started.orderId)).amountCents).toBe(1800)
    fake.pay(started.sessionId)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })
    const result = await newResult()
    const again = await startCheckout(payload, stripe, request({ kind: 'report', withdrawalWaiver: true }), { result, orderSession: started.sessionId })
    expect(again).toEqual({ kind: 'unlocked' })
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('writes the booking, the lead and the order together: an order that cannot be written leaves nothing behind', async () => {
    const email = `ensemble-${randomUUID().slice(0, 8)}@exemple.fr`
    const create = payload.create.bind(payload)
    const failing = vi.spyOn(payload, 'create').mockImplementation(((args: Parameters<Payload['create']>[0]) =>
      args.collection === 'orders' ? Promise.reject(new Error('orders table unavailable')) : create(args)) as Payload['create'])
    try {
      const coaching = request({ kind: 'coaching', offer: 'coachingSingle', name: 'Inès Roy', email, objectives: '', availability: 'weekend' })
      await expect(startCheckout(payload, stripe, coaching, { result: null, orderSession: null })).rejects.toThrow('orders table unavailable')
      const checkout = request({ kind: 'checkout', monthlyAddon: true, email, termsAccepted: true, withdrawalWaiver: true })
      await expect(startCheckout(payload, stripe, checkout, { result: null, orderSession: null })).rejects.toThrow('orders table unavailable')
    } finally {
      failing.mockRestore()
    }
    const where = { email: { equals: email } }
    expect((await payload.count({ collection: 'coaching-bookings', where, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'leads', where, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('names the profile already unlocked in a Premium order, asks no waiver for it, and confirms it as such', async () => {
    const email = `suivi-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await newResult(email)
    await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: 'staff', unlockedAt: new Date().toISOString() }, overrideAccess: true })
    const started = (await startCheckout(
      payload,
      stripe,
      request({ kind: 'coaching', offer: 'premium', name: 'Inès Roy', email, availability: 'weekend' }),
      { result: await resultOf(result.id), orderSession: null },
    )) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect(await orderOf(started.orderId)).toMatchObject({ offer: 'premium', amountCents: 5900, result: result.id, awaitingResult: false, withdrawalWaiverAt: null })
    fake.pay(started.sessionId, email)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect(await resultOf(result.id)).toMatchObject({ unlockSource: 'staff' })
    const [mail] = await emailsTo(email)
    expect(mail!.subject).toBe('Ta commande est confirmée\u00a0: profil complet et coaching')
    expect(mail!.text).not.toMatch(/il te reste/i)
    // No waiver was asked: none is recalled.
    expect(mail!.text).not.toContain('L221-28')
  })

  it('asks to reload, charging nothing, when the price the coaching page showed is no longer the price', async () => {
    const { result, started: report } = await startReport()
    fake.pay(report.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: report.sessionId }))).body.outcome).toBe('fulfilled')
    const before = await payload.count({ collection: 'orders', overrideAccess: true })
    const owned = await resultOf(result.id)
    const booking = (shownAmountCents: number) =>
      startCheckout(payload, stripe, request({ kind: 'coaching', offer: 'coachingMonthly', name: 'Inès Roy', email: 'recharge@exemple.fr', availability: 'weekend', shownAmountCents }), {
        result: owned,
        orderSession: null,
      })
    // Drawn before the profile was unlocked: 67 € shown, 49 € due.
    await expect(booking(6700)).rejects.toMatchObject({ key: 'priceChanged', status: 409 })
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect(((await booking(4900)) as Extract<CheckoutStart, { kind: 'redirect' }>).kind).toBe('redirect')
  })

  it('sells the one-month follow-up without the report to a visitor who already has it', async () => {
    const email = `suivi-seul-${randomUUID().slice(0, 8)}@exemple.fr`
    const { result, started: report } = await startReport()
    fake.pay(report.sessionId)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: report.sessionId }))).body.outcome).toBe('fulfilled')
    const owned = await resultOf(result.id)
    const started = (await startCheckout(payload, stripe, request({ kind: 'coaching', offer: 'coachingMonthly', name: 'Inès Roy', email, availability: 'weekend' }), {
      result: owned,
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const order = await orderOf(started.orderId)
    expect(order).toMatchObject({ offer: 'monthlyFollowUp', amountCents: 4900, result: null, withdrawalWaiverAt: null })
    expect(fake.sessions.get(started.sessionId)!.amount_total).toBe(4900)
    expect((await payload.findByID({ collection: 'coaching-bookings', id: order.booking as number, overrideAccess: true })).offer).toBe('coachingMonthly')
    fake.pay(started.sessionId, email)
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await payload.findByID({ collection: 'coaching-bookings', id: order.booking as number, overrideAccess: true })).status).toBe('paid')
    const [mail] = await emailsTo(email)
    expect(mail!.subject).toBe('Ta réservation de coaching est confirmée')
    expect(mail!.text).toMatch(/«\s*Suivi mensuel\s*» de 49,00\s€/u)
    expect(mail!.text).not.toContain('L221-28')
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/coaching-success?session_id=${started.sessionId}`)
    // Refunding the follow-up leaves the report the visitor paid for.
    expect((await deliver(chargeEvent('charge.refunded', fake.refund(started.sessionId)))).body.outcome).toBe('refunded')
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('does not sell the report again on the checkout page to a visitor whose profile is unlocked', async () => {
    const result = await newResult()
    await payload.update({ collection: 'riasec-results', id: result.id, data: { unlockSource: 'staff', unlockedAt: new Date().toISOString() }, overrideAccess: true })
    const unlocked = await resultOf(result.id)
    const before = await payload.count({ collection: 'orders', overrideAccess: true })
    for (const monthlyAddon of [false, true]) {
      await expect(
        startCheckout(payload, stripe, request({ kind: 'checkout', monthlyAddon, termsAccepted: true, withdrawalWaiver: true }), { result: unlocked, orderSession: null }),
      ).rejects.toMatchObject({ key: 'alreadyUnlocked', status: 409, details: { profile: result.dominantProfile } })
    }
    expect((await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  /** A report bought on the checkout page before the test, paid. */
  async function paidBeforeTheTest(email: string) {
    const started = (await startCheckout(payload, stripe, request({ kind: 'checkout', monthlyAddon: false, email, termsAccepted: true, withdrawalWaiver: true }), {
      result: null,
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect((await orderOf(started.orderId)).awaitingResult).toBe(true)
    fake.pay(started.sessionId, email)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })
    return started
  }

  it('closes the checkouts a person left open when their data is erased: an order that leads to no one can no longer be paid', async () => {
    const email = `efface-${randomUUID().slice(0, 8)}@exemple.fr`
    const { started: report } = await startReport(stripe, await newResult(email))
    const booking = await startSession(email)
    const paid = await startSession(email)
    fake.pay(paid.sessionId, email)
    await fulfilOrder(payload, paid.sessionId, { provider: stripe })

    await erasePersonData(payload, email, stripe)
    for (const { sessionId, orderId } of [report, booking]) {
      expect(fake.sessions.get(sessionId)?.status).toBe('expired')
      expect(await orderOf(orderId)).toMatchObject({ status: 'expired', email: null, result: null })
      expect(() => fake.pay(sessionId)).toThrow(/expired/)
    }
    // A sale made stays as it was, for the accounts.
    expect(await orderOf(paid.orderId)).toMatchObject({ status: 'paid', email: null })
  })

  it('leaves a parent’s orders to the parent when their teenager’s data is erased: address, note, booking and an open checkout stay', async () => {
    const [teen, parent] = [`ado-${randomUUID().slice(0, 8)}@exemple.fr`, `parent-${randomUUID().slice(0, 8)}@exemple.fr`]
    const orientationKey = await newLead({ name: 'Léa Martin', email: teen })
    const result = await newResult(teen, orientationKey)
    // The parent buys the report with the monthly follow-up on the teenager's device, with their own address.
    const bought = (await startCheckout(
      payload,
      stripe,
      request({ kind: 'checkout', monthlyAddon: true, email: parent, orientationKey, termsAccepted: true, withdrawalWaiver: true }),
      { result, orderSession: null },
    )) as Extract<CheckoutStart, { kind: 'redirect' }>
    const order = await orderOf(bought.orderId)
    // The questionnaire answered with the teenager's contact keeps it; the follow-up's booking is the parent's,
    // without the teenager's name.
    expect(await payload.findByID({ collection: 'leads', id: order.lead as number, overrideAccess: true })).toMatchObject({ email: teen })
    const booking = await payload.findByID({ collection: 'coaching-bookings', id: order.booking as number, overrideAccess: true })
    expect(booking.email).toBe(parent)
    expect(booking.name ?? null).toBeNull()
    fake.pay(bought.sessionId, parent)
    await fulfilOrder(payload, bought.sessionId, { provider: stripe })
    await followUpsSettled()
    // The parent's confirmation does not greet them by their child's name.
    const [confirmation] = await emailsTo(parent)
    expect(confirmation!.text).toMatch(/^Bonjour,\n/)
    await execute(payload, sql`update orders set staff_note = 'Parent joint par téléphone' where id = ${bought.orderId}`)
    // Then a coaching call, still on the teenager's device (the order names the teenager's questionnaire).
    const call = await startCoaching(await resultOf(result.id), 'coachingMonthly', parent)
    expect((await orderOf(call.orderId)).lead).toBe(order.lead)

    // A booking made before the payer's own name was kept apart carries the teenager's.
    await execute(payload, sql`update coaching_bookings set name = 'Léa Martin' where id = ${booking.id}`)

    expect(await erasePersonData(payload, teen, stripe)).toMatchObject({ results: 1, leads: 1, ordersAnonymised: 0, ordersOfPayers: 2 })
    expect(await payload.count({ collection: 'riasec-results', where: { id: { equals: result.id } }, overrideAccess: true })).toMatchObject({ totalDocs: 0 })
    expect(await orderOf(bought.orderId)).toMatchObject({ status: 'paid', email: parent, staffNote: 'Parent joint par téléphone', booking: booking.id, result: null, lead: null })
    expect(await payload.findByID({ collection: 'coaching-bookings', id: booking.id, overrideAccess: true })).toMatchObject({ status: 'paid', name: null, email: parent })
    expect(await orderOf(call.orderId)).toMatchObject({ status: 'pending', email: parent, lead: null })
    expect(fake.sessions.get(call.sessionId)?.status).toBe('open')
    // The parent still finds both orders in « Mes données ».
    expect((await findPersonRecords(payload, parent)).orderIds).toEqual([bought.orderId, call.orderId].sort((a, b) => a - b))
  })

  it('lets an order bought before the test be claimed once: erasing or deleting its result does not free it again', async () => {
    const email = `acheteur-${randomUUID().slice(0, 8)}@exemple.fr`
    const erased = await paidBeforeTheTest(email)
    const first = await newResult(email)
    expect(await claimPaidOrder(payload, first, erased.sessionId)).toBe(true)
    expect((await orderOf(erased.orderId)).awaitingResult).toBe(false)
    await erasePersonData(payload, email)
    expect(await orderOf(erased.orderId)).toMatchObject({ status: 'paid', result: null, awaitingResult: false })
    const afterErasure = await newResult()
    expect(await claimPaidOrder(payload, afterErasure, erased.sessionId)).toBe(false)
    expect(isUnlocked(await resultOf(afterErasure.id))).toBe(false)

    const deleted = await paidBeforeTheTest(`acheteur-${randomUUID().slice(0, 8)}@exemple.fr`)
    const owner = await newResult()
    expect(await claimPaidOrder(payload, owner, deleted.sessionId)).toBe(true)
    await payload.delete({ collection: 'riasec-results', id: owner.id, overrideAccess: true })
    expect((await orderOf(deleted.orderId)).result).toBeNull()
    const afterDeletion = await newResult()
    expect(await claimPaidOrder(payload, afterDeletion, deleted.sessionId)).toBe(false)
    expect(isUnlocked(await resultOf(afterDeletion.id))).toBe(false)
  })

  it('applies an order bought before the test on its order page only in the buyer’s browser', async () => {
    const started = await paidBeforeTheTest(`acheteur-${randomUUID().slice(0, 8)}@exemple.fr`)
    // Someone else who holds the session id (a forwarded payment link, a staff export) gets the page, not the order.
    const stranger = await newResult()
    const seen = await loadOrderView(payload, started.sessionId, stranger, undefined)
    expect(seen).toMatchObject({ status: 'paid', resultProfile: null })
    expect(await loadOrderView(payload, started.sessionId, stranger, 'cs_test_another_session')).toMatchObject({ resultProfile: null })
    expect(isUnlocked(await resultOf(stranger.id))).toBe(false)
    expect((await orderOf(started.orderId)).awaitingResult).toBe(true)

    const buyer = await newResult()
    const view = await loadOrderView(payload, started.sessionId, buyer, started.sessionId)
    expect(view?.resultProfile).toBe(buyer.dominantProfile)
    expect(isUnlocked(await resultOf(buyer.id))).toBe(true)
    expect((await orderOf(started.orderId)).result).toBe(buyer.id)
  })

  it('confirms a report bought before the test without saying it is unlocked or supplied yet', async () => {
    const email = `acheteur-${randomUUID().slice(0, 8)}@exemple.fr`
    await paidBeforeTheTest(email)
    const [mail] = await emailsTo(email)
    expect(mail!.subject).toBe('Ta commande est confirmée\u00a0: il te reste le test RIASEC')
    expect(mail!.text).toContain('ton rapport te sera fourni dès la fin de ton test')
    expect(mail!.text).not.toContain('fourni immédiatement')
    expect(mail!.text).not.toContain('/acces/')
    expect(mail!.text).toContain('Passer le test sur cet appareil')
  })

  it('claims an order bought before the test only from the order cookie this app signed, never from a session id written by hand', async () => {
    const email = `acheteur-${randomUUID().slice(0, 8)}@exemple.fr`
    const started = await paidBeforeTheTest(email)
    const signed = orderCookie(started.sessionId).split(';')[0]!
    expect(orderSessionFromCookieHeader(`riasec_access=x; ${signed}`)).toBe(started.sessionId)
    // The session id is in the order page's address and the admin: a cookie made of it alone, or re-signed badly, claims nothing.
    for (const forged of [`riasec_order=${started.sessionId}`, `${signed.slice(0, -2)}xx`, signed.replace(started.sessionId, 'cs_test_autre'), 'riasec_order=.', 'riasec_order=']) {
      expect(orderSessionFromCookieHeader(forged), forged).toBeNull()
    }
    // The endpoints and pages pass on only what the signature holds: nothing, for a forged cookie.
    expect(await claimPaidOrder(payload, await newResult(), orderSessionFromCookieHeader(`riasec_order=${started.sessionId}`))).toBe(false)
    expect((await orderOf(started.orderId)).result).toBeNull()
    expect(await claimPaidOrder(payload, await newResult(), orderSessionFromCookieHeader(signed))).toBe(true)
  })

  it('gives the buyer a signed link that lets another device’s test claim the order, and nobody else', async () => {
    const email = `acheteur-${randomUUID().slice(0, 8)}@exemple.fr`
    const started = await paidBeforeTheTest(email)
    const [mail] = await emailsTo(email)
    const link = new RegExp(`Passer le test sur cet appareil : (http://localhost:3000${ORDER_LINK_PATH}\\?\\S+)`).exec(mail!.text ?? '')![1]!
    const params = new URL(link).searchParams
    expect(sessionFromOrderLink(params)).toBe(started.sessionId)
    // Altered, re-signed for another order, or expired: nothing.
    for (const [key, value] of [['commande', 'cs_test_autre'], ['expire', String(Number(params.get('expire')) + 1)], ['signature', 'x'.repeat(43)]] as const) {
      const altered = new URLSearchParams(params)
      altered.set(key, value)
      expect(sessionFromOrderLink(altered), key).toBeNull()
    }
    expect(sessionFromOrderLink(params, Number(params.get('expire')) * 1000 + 1)).toBeNull()

    // A stranger who typed the buyer's address in a test gets nothing from it; the device that opened the
    // link (it now holds the order cookie) claims the order with its test.
    const stranger = await newResult(email)
    expect(await claimPaidOrder(payload, stranger, null)).toBe(false)
    const otherDevice = await newResult()
    const view = await loadOrderView(payload, started.sessionId, otherDevice, sessionFromOrderLink(params))
    expect(view?.resultProfile).toBe(otherDevice.dominantProfile)
    expect(isUnlocked(await resultOf(otherDevice.id))).toBe(true)
    expect(isUnlocked(await resultOf(stranger.id))).toBe(false)
  })

  it('sends, in the confirmation of a paid result, a one-time link that opens the full profile on another device for a week', async () => {
    const { result, started } = await startReport()
    fake.pay(started.sessionId)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })
    const [mail] = await emailsTo(result.email!)
    expect(mail!.text).toMatch(/Voir mon profil complet : http:\/\/localhost:3000\/acces\/[0-9a-f]{64}/)
    expect(mail!.text).not.toContain('/resultats-riasec?profile=')
    const token = /\/acces\/([0-9a-f]{64})/.exec(mail!.text ?? '')![1]!
    const [link] = await execute<{ expires_at: Date }>(payload, sql`select expires_at from access_links where purpose = 'restore' and result_id = ${result.id} order by id desc limit 1`)
    expect(new Date(link!.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000)
    expect((await consumeRestoreLink(payload, token))?.result.id).toBe(result.id)
    expect(await consumeRestoreLink(payload, token)).toBeNull()
  })

  it('does not wait for a result on an order that has one, or that sells no result', async () => {
    const { started } = await startReport()
    expect((await orderOf(started.orderId)).awaitingResult).toBe(false)
    const coaching = (await startCheckout(
      payload,
      stripe,
      request({ kind: 'coaching', offer: 'coachingSingle', name: 'Hugo', email: 'hugo@exemple.fr', availability: 'weekend' }),
      { result: null, orderSession: null },
    )) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect(coaching.claimSession).toBeNull()
    expect((await orderOf(coaching.orderId)).awaitingResult).toBe(false)
  })
})

describe('coaching bookings', () => {
  const booking = (overrides: Record<string, unknown> = {}) =>
    request({ kind: 'coaching', offer: 'coachingSingle', name: ' Hugo Petit ', email: 'Hugo@Exemple.fr', objectives: 'Choisir entre deux BTS', availability: 'weekend', ...overrides })

  it('creates a pending booking, then confirms it once paid and sends the booking email', async () => {
    const started = (await startCheckout(payload, stripe, booking(), { result: null, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const order = await orderOf(started.orderId)
    expect(order).toMatchObject({ offer: 'coachingSingle', amountCents: 1800, email: 'hugo@exemple.fr', withdrawalWaiverAt: null })
    const row = await payload.findByID({ collection: 'coaching-bookings', id: order.booking as number, overrideAccess: true })
    expect(row).toMatchObject({ name: 'Hugo Petit', email: 'hugo@exemple.fr', availability: 'weekend', status: 'pending', offer: 'coachingSingle' })
    expect(fake.sessions.get(started.sessionId)!.cancel_url).toBe('http://localhost:3000/coaching?step=booking&offer=coachingSingle')
    expect(started.claimSession).toBeNull()
    // Chosen beside Premium (a page sent the visitor for it): a return from the payment page shows Premium again.
    const beside = (await startCheckout(payload, stripe, booking({ email: 'hugo.premium@exemple.fr', premiumShown: true }), { result: null, orderSession: null })) as Extract<
      CheckoutStart,
      { kind: 'redirect' }
    >
    expect(fake.sessions.get(beside.sessionId)!.cancel_url).toBe('http://localhost:3000/coaching?step=booking&offer=coachingSingle&premium=1')

    fake.pay(started.sessionId, 'hugo@exemple.fr')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await payload.findByID({ collection: 'coaching-bookings', id: row.id, overrideAccess: true })).status).toBe('paid')
    expect(await handleReturn(payload, stripe, started.sessionId)).toBe(`/coaching-success?session_id=${started.sessionId}`)
    const mails = await emailsTo('hugo@exemple.fr')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Ta réservation de coaching est confirmée')
    expect(mails[0]!.text).toContain('Le week-end')
    expect(mails[0]!.text).not.toContain('L221-28')
  })

  it('sells the one-month follow-up (67 €) and premium (59 €), which include the report, only with the waiver', async () => {
    const result = await newResult()
    await expect(startCheckout(payload, stripe, booking({ offer: 'premium' }), { result, orderSession: null })).rejects.toThrow(/renonciation/)
    const premium = (await startCheckout(payload, stripe, booking({ offer: 'premium', withdrawalWaiver: true }), { result, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect(await orderOf(premium.orderId)).toMatchObject({ offer: 'premium', amountCents: 5900, result: result.id })
    const monthly = (await startCheckout(payload, stripe, booking({ offer: 'coachingMonthly', withdrawalWaiver: true }), { result: null, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
    expect((await orderOf(monthly.orderId)).amountCents).toBe(6700)
    fake.pay(premium.sessionId)
    await deliver(checkoutEvent('checkout.session.completed', { id: premium.sessionId }))
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
  })

  it('refuses an incomplete form with the spec’s messages', () => {
    const refusedWith = (body: unknown) => {
      const parsed = checkoutRequestSchema.safeParse(body)
      const { key, params } = issueMessage(parsed.success ? undefined : parsed.error.issues[0])
      return defaultMessage(key, params)
    }
    expect(refusedWith({ kind: 'coaching', offer: 'coachingSingle', name: ' ', email: 'a@b.fr', availability: 'weekend' })).toBe('Merci de remplir tous les champs obligatoires')
    expect(refusedWith({ kind: 'coaching', offer: 'coachingSingle', name: 'Hugo', email: 'a@b.fr' })).toBe('Merci de remplir tous les champs obligatoires')
    expect(refusedWith({ kind: 'coaching', name: 'Hugo', email: 'a@b.fr', availability: 'weekend' })).toBe('Erreur\u00a0: prix non sélectionné')
    expect(refusedWith({ kind: 'coaching', offer: 'coachingSingle', name: 'Hugo', email: 'a@b', availability: 'weekend' })).toBe('Cet email ne semble pas valide.')
    expect(refusedWith({ kind: 'coaching', offer: 'coachingSingle', name: 'Hugo'.repeat(30), email: 'a@b.fr', availability: 'weekend' })).toBe('100 caractères au maximum')
  })
})

describe('demo provider', () => {
  const demo = () => createDemoProvider(payload, process.env.PAYLOAD_SECRET!)

  it('sells the report end to end through a signed event into the same webhook handler', async () => {
    const { result, started } = await startReport(demo())
    expect(started.sessionId).toMatch(/^demo_cs_/)
    const page = new URL(started.url)
    expect(page.pathname).toBe('/paiement-demo')
    expect(page.searchParams.get('session')).toBe(started.sessionId)
    expect(page.searchParams.get('retour')).toBe(`/resultats-riasec?profile=${result.dominantProfile}`)
    // Nothing is paid until the visitor pays on the demo page.
    expect(await fulfilOrder(payload, started.sessionId, { provider: demo() })).toMatchObject({ status: 'not-paid' })

    const paid = await payDemoSession(payload, started.sessionId)
    expect(paid.redirect).toBe(`http://localhost:3000/api/payments/return?session_id=${started.sessionId}`)
    expect((await orderOf(started.orderId)).status).toBe('paid')
    expect(isUnlocked(await resultOf(result.id))).toBe(true)
    const events = await eventsOf(started.sessionId)
    expect(events.map((event) => event.type).sort()).toEqual(['checkout.session.completed', 'demo.checkout.paid'])
    expect(await handleReturn(payload, demo(), started.sessionId)).toBe(`/payment-success?profile=${result.dominantProfile}`)
    // Paying twice does not fulfil twice.
    await payDemoSession(payload, started.sessionId)
    expect(await emailsTo(result.email!)).toHaveLength(1)
  })

  it('takes the demo page’s email for an order not yet paid only: a paid one’s buyer is never replaced by whoever knows its session', async () => {
    // A report bought at checkout without an email (optional there), then paid with one given on the demo page.
    const checkout = { kind: 'checkout', monthlyAddon: false, termsAccepted: true, withdrawalWaiver: true }
    const start = async () => (await startCheckout(payload, demo(), request(checkout), { result: null, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
    const given = await start()
    await payDemoSession(payload, given.sessionId, 'acheteur@exemple.fr')
    expect(await orderOf(given.orderId)).toMatchObject({ status: 'paid', email: 'acheteur@exemple.fr' })
    // Paid without one: « Payer » sent again with another address changes nothing.
    const without = await start()
    await payDemoSession(payload, without.sessionId)
    await payDemoSession(payload, without.sessionId, 'intrus@exemple.fr')
    expect(await orderOf(without.orderId)).toMatchObject({ status: 'paid', email: null })
    await payDemoSession(payload, given.sessionId, 'intrus@exemple.fr')
    expect((await orderOf(given.orderId)).email).toBe('acheteur@exemple.fr')
  })

  it('refuses events not signed with the demo secret, through the real endpoint', async () => {
    const { started } = await startReport(demo())
    const body = checkoutEvent('checkout.session.completed', { id: started.sessionId })
    const call = (signature: string | null) =>
      stripeWebhookEndpoint.handler({
        payload,
        headers: new Headers(signature ? { 'stripe-signature': signature } : {}),
        text: async () => body,
      } as unknown as PayloadRequest)
    expect((await call(signEvent(body, WEBHOOK_SECRET))).status).toBe(400)
    expect((await call(null)).status).toBe(400)
    // Correctly signed, but the demo session was never paid on the demo page: nothing is marked paid.
    const unpaid = await call(signEvent(body, demoWebhookSecret(process.env.PAYLOAD_SECRET!)))
    expect(unpaid.status).toBe(200)
    expect(await unpaid.json()).toEqual({ received: true, outcome: 'not-paid' })
    expect((await orderOf(started.orderId)).status).toBe('pending')
  })

  it('refuses to pay an unknown session or a Stripe order', async () => {
    await expect(payDemoSession(payload, 'demo_cs_unknown')).rejects.toThrow(/n’existe pas/)
    const { started } = await startReport()
    await expect(payDemoSession(payload, started.sessionId)).rejects.toThrow(/n’existe pas/)
  })
})

describe('orders left pending', () => {
  const demo = () => createDemoProvider(payload, process.env.PAYLOAD_SECRET!)
  /** The order as if its session had opened `hours` ago. */
  const openedAgo = (orderId: number, hours: number) => execute(payload, sql`update orders set created_at = now() - make_interval(hours => ${hours}) where id = ${orderId}`)
  const bookingOf = async (orderId: number) =>
    (await payload.findByID({ collection: 'coaching-bookings', id: (await orderOf(orderId)).booking as number, overrideAccess: true })).status

  it('closes a demo session a day after it opened, as Stripe does: its order expires, its booking is cancelled, its profile no longer waits, the demo page refuses it', async () => {
    const abandoned = await startReport(demo())
    expect((await resultOf(abandoned.result.id)).payment).toBe('pending')
    const booking = (await startCheckout(payload, demo(), request({ kind: 'coaching', offer: 'coachingSingle', name: 'Inès Roy', email: `ines-${randomUUID().slice(0, 6)}@exemple.fr`, availability: 'weekend' }), {
      result: null,
      orderSession: null,
    })) as Extract<CheckoutStart, { kind: 'redirect' }>
    // Paid on the demo page, but its event never reached the webhook (a process stopped in between).
    const paidUnheard = await startReport(demo())
    await recordEvent(payload, { id: demoPaymentMarker(paidUnheard.started.sessionId), type: 'demo.checkout.paid' }, 'demo', paidUnheard.started.sessionId)
    // Paid too, its event lost, and the buyer presses « Payer » again: the payment is sent on, not refused.
    const paidRetried = await startReport(demo())
    await recordEvent(payload, { id: demoPaymentMarker(paidRetried.started.sessionId), type: 'demo.checkout.paid' }, 'demo', paidRetried.started.sessionId)
    const recent = await startReport(demo())
    for (const { orderId } of [abandoned.started, booking, paidUnheard.started, paidRetried.started]) await openedAgo(orderId, 26)
    await openedAgo(recent.started.orderId, 20)

    // A day and a bit: the demo page no longer takes an unpaid session, even before the hourly settling.
    await expect(payDemoSession(payload, abandoned.started.sessionId)).rejects.toThrow(/n’existe pas/)
    await payDemoSession(payload, paidRetried.started.sessionId)
    expect((await orderOf(paidRetried.started.orderId)).status).toBe('paid')

    const report = await settleStaleOrders(payload, demo())
    expect(report).toMatchObject({ expired: 2, fulfilled: 1, failed: 0 })
    expect((await orderOf(abandoned.started.orderId)).status).toBe('expired')
    expect((await resultOf(abandoned.result.id)).payment).toBeNull()
    expect(isUnlocked(await resultOf(abandoned.result.id))).toBe(false)
    expect((await orderOf(booking.orderId)).status).toBe('expired')
    expect(await bookingOf(booking.orderId)).toBe('cancelled')
    expect((await orderOf(paidUnheard.started.orderId)).status).toBe('paid')
    expect(isUnlocked(await resultOf(paidUnheard.result.id))).toBe(true)
    expect(await emailsTo(paidUnheard.result.email!)).toHaveLength(1)
    // Twenty hours: still open, still payable.
    expect((await orderOf(recent.started.orderId)).status).toBe('pending')
    expect((await payDemoSession(payload, recent.started.sessionId)).redirect).toContain(recent.started.sessionId)

    // Nothing left to settle, nothing done twice.
    expect(await settleStaleOrders(payload, demo())).toMatchObject({ expired: 0, fulfilled: 0 })
    await followUpsSettled()
    expect(await emailsTo(paidUnheard.result.email!)).toHaveLength(1)
  })

  it('applies Stripe’s word to an order whose expiry or payment event never came, and leaves a session it says is open or does not know', async () => {
    const open = await startReport()
    const expired = await startReport()
    const paid = await startReport()
    // A session Stripe does not know (keys of another account, say): left alone, as its webhook would leave it.
    const unknown = await startReport()
    await execute(payload, sql`update orders set provider_session_id = ${`cs_test_unknown_${randomUUID()}`} where id = ${unknown.started.orderId}`)
    fake.update(expired.started.sessionId, { status: 'expired' })
    fake.pay(paid.started.sessionId)
    for (const { started } of [open, expired, paid, unknown]) await openedAgo(started.orderId, 30)

    // Batches of one: the open session, asked about first, holds back none of the others.
    const report = await settleStaleOrders(payload, stripe, { batch: 1 })
    expect(report).toMatchObject({ expired: 1, fulfilled: 1, failed: 0 })
    expect(report.left).toBeGreaterThanOrEqual(2)
    expect((await orderOf(expired.started.orderId)).status).toBe('expired')
    expect((await orderOf(unknown.started.orderId)).status).toBe('pending')
    expect((await resultOf(unknown.result.id)).payment).toBe('pending')
    expect((await resultOf(expired.result.id)).payment).toBeNull()
    expect((await orderOf(paid.started.orderId)).status).toBe('paid')
    expect(isUnlocked(await resultOf(paid.result.id))).toBe(true)
    expect((await orderOf(open.started.orderId)).status).toBe('pending')
    // The demo provider's settling leaves Stripe's orders alone, and Stripe's the demo's.
    expect((await settleStaleOrders(payload, demo())).checked).toBe(0)
  })

  it('closes « Échouée » an order whose bank debit Stripe refused after the session completed, its event lost, and leaves one still being debited', async () => {
    const refused = await startReport()
    const debiting = await startReport()
    fake.payByDebit(refused.started.sessionId, 'fails')
    fake.payByDebit(debiting.started.sessionId, 'processing')
    for (const { started } of [refused, debiting]) await openedAgo(started.orderId, 30)

    const report = await settleStaleOrders(payload, stripe)

    expect(report).toMatchObject({ declined: 1, expired: 0, fulfilled: 0, failed: 0 })
    expect((await orderOf(refused.started.orderId)).status).toBe('failed')
    expect((await resultOf(refused.result.id)).payment).toBeNull()
    expect(isUnlocked(await resultOf(refused.result.id))).toBe(false)
    expect((await orderOf(debiting.started.orderId)).status).toBe('pending')
    expect((await resultOf(debiting.result.id)).payment).toBe('pending')
    expect(await settleStaleOrders(payload, stripe)).toMatchObject({ declined: 0 })
  })

  it('is scheduled every hour on the payments queue, which the server runs', async () => {
    const { queued } = await payload.jobs.handleSchedules({ queue: 'payments' })
    expect(queued.map((job) => job.taskConfig?.slug)).toEqual(['settleStalePendingOrders'])
    expect(payload.config.jobs.autoRun).toEqual(expect.arrayContaining([expect.objectContaining({ queue: 'payments' })]))
  })
})

describe('staff reporting', () => {
  it('counts today’s and this month’s leads, results, paid orders and revenue', async () => {
    const before = await loadActivity(payload)
    const { started } = await startReport()
    await newLead()
    fake.pay(started.sessionId)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })
    const after = await loadActivity(payload)
    expect(after.today.paidOrders - before.today.paidOrders).toBe(1)
    expect(after.today.revenueCents - before.today.revenueCents).toBe(1800)
    expect(after.today.results - before.today.results).toBe(1)
    expect(after.today.leads - before.today.leads).toBe(1)
    expect(after.month).toEqual({
      leads: before.month.leads + 1,
      results: before.month.results + 1,
      paidOrders: before.month.paidOrders + 1,
      revenueCents: before.month.revenueCents + 1800,
    })

    // In French time: at 00:30 in Paris on 15 January, a lead of 00:10 is today's, one of 23:50 the day before
    // (22:50 UTC) this month's only, one of 31 December neither, nor one recorded after that moment.
    const at = new Date('2026-01-14T23:30:00Z')
    const then = await loadActivity(payload, at)
    const dated = async (createdAt: string) => {
      const lead = await findByIdempotencyKey(payload, 'leads', await newLead())
      await execute(payload, sql`update leads set created_at = ${createdAt}::timestamptz where id = ${lead!.id}`)
    }
    await dated('2026-01-14T23:10:00Z')
    await dated('2026-01-14T22:50:00Z')
    await dated('2025-12-31T12:00:00Z')
    await dated('2026-01-14T23:40:00Z')
    const later = await loadActivity(payload, at)
    expect(later.today.leads - then.today.leads).toBe(1)
    expect(later.month.leads - then.month.leads).toBe(2)
  })

  it('counts the paid coaching bookings a coach has yet to schedule, whatever their date', async () => {
    const before = (await loadActivity(payload)).bookingsToSchedule
    const started = await startSession('a-planifier@exemple.fr')
    // Waiting for its payment: nothing to schedule yet.
    expect((await loadActivity(payload)).bookingsToSchedule).toBe(before)
    fake.pay(started.sessionId, 'a-planifier@exemple.fr')
    expect((await deliver(checkoutEvent('checkout.session.completed', { id: started.sessionId }))).body.outcome).toBe('fulfilled')
    expect((await loadActivity(payload)).bookingsToSchedule).toBe(before + 1)
    // Paid long ago, it still waits: the count has no date.
    expect((await loadActivity(payload, new Date('2030-01-01T12:00:00Z'))).bookingsToSchedule).toBe(before + 1)
    const staff = await createActor(payload, 'staff')
    const bookingId = (await orderOf(started.orderId)).booking as number
    await payload.update({ collection: 'coaching-bookings', id: bookingId, data: { status: 'scheduled', scheduledAt: '2026-12-20T10:00:00.000Z' }, user: staff, overrideAccess: false })
    expect((await loadActivity(payload)).bookingsToSchedule).toBe(before)
  })

  it('exports orders and bookings as CSV for staff, filtered, with formulas neutralised; editors may not', async () => {
    const staff = await createActor(payload, 'staff')
    const started = (await startCheckout(
      payload,
      stripe,
      request({ kind: 'coaching', offer: 'coachingSingle', name: '=HYPERLINK("http://x")', email: 'csv@exemple.fr', availability: 'autre' }),
      { result: null, orderSession: null },
    )) as Extract<CheckoutStart, { kind: 'redirect' }>
    fake.pay(started.sessionId)
    await fulfilOrder(payload, started.sessionId, { provider: stripe })

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date())
    const { csv: orders } = await exportCsv(payload, 'orders', { status: 'paid', offer: 'coachingSingle', from: today, to: today }, staff)
    expect(orders.startsWith('\uFEFFID;Créée le;Payée le;Statut;Offre;Montant (EUR)')).toBe(true)
    expect(orders).toContain(started.sessionId)
    // The admin's French labels, not the codes.
    expect(orders).toContain(';Payée;Séance de coaching;18,00;;;Stripe;csv@exemple.fr;')
    expect(orders).not.toMatch(/;En attente;/)
    // The confirmation sent, and when; no report part on a single coaching session.
    expect(orders).toMatch(/;;;;;Envoyé;\d{4}-\d{2}-\d{2} \d{2}:\d{2};\r\n/)
    // Paid orders are dated by their payment, as the dashboard counts them: created last month, paid today, it is today's.
    await execute(payload, sql`update orders set created_at = now() - interval '40 days' where id = ${started.orderId}`)
    expect((await exportCsv(payload, 'orders', { status: 'paid', from: today }, staff)).csv).toContain(started.sessionId)
    expect((await exportCsv(payload, 'orders', { from: today }, staff)).csv).not.toContain(started.sessionId)
    expect(await exportCsv(payload, 'orders', { from: '2000-01-01', to: '2000-01-02' }, staff)).toEqual({ rows: 0, csv: '\uFEFFID;Créée le;Payée le;Statut;Offre;Montant (EUR);Remboursé (EUR);Remboursée le;Prestataire;Email;Résultat;Contact;Réservation;Session;CGV acceptées le;Renonciation à la rétractation le;À savoir sur le paiement;Part du rapport (EUR);Part du rapport à rembourser depuis le;Part du rapport remboursée le;Email de confirmation;Confirmation envoyée le;Note de l’équipe\r\n' })

    const { csv: bookings } = await exportCsv(payload, 'coaching-bookings', { status: 'paid' }, staff)
    expect(bookings).toContain(`"'=HYPERLINK(""http://x"")";csv@exemple.fr;Autre (à convenir)`)
    expect((await exportCsv(payload, 'leads', {}, staff)).csv).toContain('Terminale générale')

    const editor = await createActor(payload, 'editor')
    await expect(exportCsv(payload, 'orders', {}, editor)).rejects.toThrow()
  })
})
