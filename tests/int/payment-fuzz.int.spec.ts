/**
 * Property-based fuzzing of the payment endpoints (demo provider, as without STRIPE_SECRET_KEY), through
 * Payload's router from a new address each time: checkout session creation (report, checkout page and
 * coaching booking), the demo page's « Payer », the webhook with random bodies and signatures, and the
 * success URL. Never a 5xx, always JSON (or the success URL's redirect to a page of this site); afterwards
 * every order, booking and lead is valid, was answered with a 201, and nothing is paid without payment.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import Stripe from 'stripe'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { demoPaymentMarker, demoWebhookSecret } from '@/server/payments/demo-provider'
import { paymentProvider } from '@/server/payments/active-provider'
import { startCheckout, type CheckoutStart } from '@/server/payments/checkout'
import { checkoutRequestSchema } from '@/server/payments/schemas'
import { AVAILABILITIES, COACHING_OFFERS } from '@/server/payments/order-offers'
import { orderCookie } from '@/server/payments/claim'
import { asHeader, body, EMAIL, expectSafe, jsonValue, newVisitor, send, type Visitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

// Every refused webhook is logged as a warning: a thousand lines. Errors still show.
process.env.LOG_LEVEL = 'error'

/** What each offer costs (cents), from the offers table: never what the browser says. */
const PRICES: Record<string, number> = { report: 1800, reportWithMonthly: 6700, coachingSingle: 1800, coachingMonthly: 6700, premium: 5900, monthlyFollowUp: 4900 }
const UNLOCKS_RESULT = ['report', 'reportWithMonthly', 'coachingMonthly', 'premium']

let payload: Payload
let visitor: Visitor
/** Pending demo sessions that exist: the fuzzing may pay them (demo page) or settle them (signed events). */
const sessions: string[] = []
/** The report bought before the test: a checkout sent with its order cookie closes it (closeEarlierPurchase). */
let awaitingTest = ''

const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: string }>(payload, query))[0]!.n)

beforeAll(async () => {
  payload = await testPayload()
  expect(paymentProvider(payload).name).toBe('demo')
  visitor = await newVisitor(payload, 0)
  // Coaching bookings, and a report bought at checkout before the test without an address: paying them unlocks no result.
  const requests = [
    { kind: 'coaching', offer: 'coachingSingle', name: 'Hugo Petit', email: 'hugo@exemple.fr', availability: 'weekend' },
    { kind: 'coaching', offer: 'coachingSingle', name: 'Inès Bernard', email: 'ines@exemple.fr', availability: 'autre' },
    { kind: 'checkout', monthlyAddon: false, termsAccepted: true, withdrawalWaiver: true },
  ]
  for (const request of requests) {
    const started = (await startCheckout(payload, paymentProvider(payload), checkoutRequestSchema.parse(request), { result: null, orderSession: null })) as Extract<
      CheckoutStart,
      { kind: 'redirect' }
    >
    sessions.push(started.sessionId)
  }
  awaitingTest = sessions[2]!
})

/** Mostly what the forms send, sometimes anything. */
const mostly = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: jsonValue })
const email = fc.oneof({ weight: 3, arbitrary: fc.constantFrom('lea@exemple.fr', 'Parent@Exemple.fr', ' hugo@exemple.fr ') }, fc.emailAddress(), fc.constant(''), fc.string({ maxLength: 120 }))

const checkoutRequest = fc.oneof(
  fc.record({ kind: fc.constant('report'), withdrawalWaiver: mostly(fc.constant(true)), amountCents: fc.integer() }, { requiredKeys: ['kind', 'withdrawalWaiver'] }),
  fc.record(
    {
      kind: fc.constant('checkout'),
      monthlyAddon: mostly(fc.boolean()),
      email,
      currentFiliere: fc.oneof(fc.constantFrom('Terminale générale', ''), fc.string({ maxLength: 250 })),
      orientationKey: fc.oneof({ weight: 3, arbitrary: fc.uuid() }, fc.string()),
      termsAccepted: mostly(fc.constant(true)),
      withdrawalWaiver: mostly(fc.constant(true)),
      price: fc.double(),
    },
    { requiredKeys: ['kind', 'monthlyAddon', 'termsAccepted', 'withdrawalWaiver'] },
  ),
  fc.record(
    {
      kind: fc.constant('coaching'),
      offer: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...COACHING_OFFERS) }, fc.constantFrom('report', 'free'), fc.string()),
      name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Hugo', ' Inès Bernard ', '=HYPERLINK("x")') }, fc.constant('  '), fc.string({ maxLength: 120 })),
      email,
      objectives: fc.string({ maxLength: 2100 }),
      availability: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...AVAILABILITIES) }, fc.string()),
      withdrawalWaiver: mostly(fc.boolean()),
      amountCents: fc.integer(),
    },
    { requiredKeys: ['kind', 'offer', 'name', 'email', 'availability'] },
  ),
)

describe('payment endpoints under fuzzing', () => {
  it('POST /payments/checkout never answers 5xx, and writes valid pending orders only when it answers 201 (1,000 runs)', async () => {
    const before = { orders: await count(sql`select count(*) as n from orders`), bookings: await count(sql`select count(*) as n from coaching_bookings`) }
    let created = 0
    let bookings = 0
    let closedAwaiting = false
    const cookie = fc.option(
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(`riasec_access=${visitor.cookie}`) },
        fc.string({ maxLength: 80 }).map((token) => `riasec_access=${token}`),
        fc.constantFrom(...sessions).map((session) => `riasec_order=${session}`),
        fc.constantFrom(...sessions).map((session) => orderCookie(session).split(';')[0]!),
        fc.string({ maxLength: 120 }),
      ),
      { nil: undefined },
    )
    await fc.assert(
      fc.asyncProperty(body(checkoutRequest), cookie, async (raw, header) => {
        const response = await send('/payments/checkout', { method: 'POST', body: raw, headers: header ? { cookie: asHeader(header) } : {} })
        const answer = (await expectSafe(response)) as { url?: string; error?: string }
        if (response.status === 201) {
          created++
          const sent = JSON.parse(raw) as { kind: string; monthlyAddon?: unknown; offer?: unknown }
          // A report bought again by the browser holding the one awaiting its test closes that one.
          const sellsReport = sent.kind === 'checkout' || (sent.kind === 'coaching' && (sent.offer === 'coachingMonthly' || sent.offer === 'premium'))
          if (sellsReport && header === orderCookie(awaitingTest).split(';')[0]) closedAwaiting = true
          if (sent.kind === 'coaching' || (sent.kind === 'checkout' && sent.monthlyAddon === true)) bookings++
          // The visitor is sent to this site's demo checkout page, never elsewhere.
          expect(answer.url).toMatch(/^http:\/\/localhost:3000\/paiement-demo\?session=demo_cs_[\w-]+&retour=%2F/)
        } else {
          expect([400, 409, 413, 429]).toContain(response.status)
          expect(answer.error).toBeTruthy()
        }
      }),
      { numRuns: 1000 },
    )
    expect(created).toBeGreaterThan(100)

    // One order per 201, and nothing written for a refusal; every order as the server's table says.
    expect((await count(sql`select count(*) as n from orders`)) - before.orders).toBe(created)
    const orders = await execute<{
      offer: string
      amount_cents: number
      currency: string
      status: string
      provider: string
      provider_session_id: string
      email: string | null
      result_id: number | null
      terms_accepted_at: string | null
      withdrawal_waiver_at: string | null
    }>(payload, sql`select offer, amount_cents, currency, status, provider, provider_session_id, email, result_id, terms_accepted_at, withdrawal_waiver_at from orders`)
    for (const order of orders) {
      expect(Number(order.amount_cents), order.offer).toBe(PRICES[order.offer])
      expect(order).toMatchObject({ currency: 'eur', provider: 'demo' })
      // Pending; or the report bought before the test, closed by a purchase its browser began again (its cookie).
      expect(order.status, order.provider_session_id).toBe(order.provider_session_id === awaitingTest && closedAwaiting ? 'expired' : 'pending')
      expect(order.provider_session_id).toMatch(/^demo_cs_[\w-]+$/)
      expect(order.terms_accepted_at).toBeTruthy()
      expect(Boolean(order.withdrawal_waiver_at), order.offer).toBe(UNLOCKS_RESULT.includes(order.offer))
      if (order.email !== null) expect(order.email).toMatch(EMAIL)
      if (order.email !== null) expect(order.email).toBe(order.email.toLowerCase())
      if (order.result_id !== null) expect(Number(order.result_id)).toBe(visitor.resultId)
    }
    const newBookings = await execute<{ name: string; email: string; availability: string; objectives: string | null; status: string; offer: string }>(
      payload,
      sql`select name, email, availability, objectives, status, offer from coaching_bookings`,
    )
    // A coaching booking per coaching 201, plus one for each monthly follow-up sold at checkout.
    expect(newBookings.length - before.bookings).toBe(bookings)
    for (const booking of newBookings) {
      if (booking.offer !== 'reportWithMonthly') {
        expect(booking.name).toBe(booking.name.trim())
        expect(booking.name.length).toBeGreaterThan(0)
        expect(booking.name.length).toBeLessThanOrEqual(100)
      }
      if (booking.email !== null) expect(booking.email).toMatch(EMAIL)
      expect(AVAILABILITIES as readonly string[]).toContain(booking.availability)
      expect((booking.objectives ?? '').length).toBeLessThanOrEqual(2000)
      expect(booking.status).toBe('pending')
    }
    const leads = await execute<{ email: string | null; current_filiere: string | null }>(payload, sql`select email, current_filiere from leads`)
    for (const lead of leads) {
      if (lead.email !== null) expect(lead.email).toMatch(EMAIL)
      expect((lead.current_filiere ?? '').length).toBeLessThanOrEqual(200)
    }
    // Asking to pay never unlocks anything.
    expect(await count(sql`select count(*) as n from riasec_results where payment = 'completed' or unlocked_at is not null`)).toBe(0)
  }, 180_000)

  it('POST /payments/demo/pay never answers 5xx and pays only a pending demo session that exists (1,000 runs)', async () => {
    const paid = new Set<string>()
    const session = fc.oneof(
      fc.constantFrom(...sessions),
      fc.constantFrom(...sessions).map((id) => id.slice(0, -1)),
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'), minLength: 8, maxLength: 200 }).map((id) => `demo_cs_${id}`),
      fc.string({ maxLength: 220 }),
      jsonValue,
    )
    await fc.assert(
      fc.asyncProperty(body(fc.record({ session, email }, { requiredKeys: [] })), async (raw) => {
        const response = await send('/payments/demo/pay', { method: 'POST', body: raw })
        const answer = (await expectSafe(response)) as { redirect?: string; error?: string }
        if (response.status === 200) {
          const { session: id } = JSON.parse(raw) as { session: string }
          expect(sessions).toContain(id)
          paid.add(id)
          expect(answer.redirect).toBe(`http://localhost:3000/api/payments/return?session_id=${id}`)
        } else {
          expect([400, 404, 429]).toContain(response.status)
          expect(answer.error).toBeTruthy()
        }
      }),
      { numRuns: 1000 },
    )
    expect(paid.size).toBeGreaterThan(0)
    const orders = await execute<{ provider_session_id: string; status: string; email: string | null }>(
      payload,
      sql`select provider_session_id, status, email from orders where status not in ('pending', 'expired')`,
    )
    expect(orders.map((order) => order.provider_session_id).sort()).toEqual([...paid].sort())
    for (const order of orders) {
      expect(order.status).toBe('paid')
      if (order.email !== null) expect(order.email).toMatch(EMAIL)
    }
    // One payment record per paid session whatever the number of clicks, and one confirmation per order
    // (the report bought without an address may take one of the coaching clients' addresses).
    const markers = await execute<{ event_id: string }>(payload, sql`select event_id from payment_events where type = 'demo.checkout.paid'`)
    expect(markers.map((row) => row.event_id).sort()).toEqual([...paid].map(demoPaymentMarker).sort())
    const mails = await execute<{ to: string; subject: string; n: string }>(payload, sql`select "to", subject, count(*) as n from outbox_emails group by "to", subject`)
    for (const row of mails) expect(Number(row.n), `${row.to}: ${row.subject}`).toBe(1)
    for (const [index, address] of ['hugo@exemple.fr', 'ines@exemple.fr'].entries()) {
      expect(mails.some((row) => row.to === address && row.subject === 'Ta réservation de coaching est confirmée')).toBe(paid.has(sessions[index]!))
    }
  }, 180_000)

  it('POST /stripe/webhook never answers 5xx to random bodies and signatures, and pays nothing (1,000 runs)', async () => {
    const secret = demoWebhookSecret(process.env.PAYLOAD_SECRET!)
    const paidBefore = await count(sql`select count(*) as n from orders where status = 'paid'`)
    let handled = 0
    const event = fc.record(
      {
        id: fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map((id) => `evt_${id}`) }, fc.string({ maxLength: 300 }), jsonValue),
        object: fc.constant('event'),
        type: fc.oneof(
          fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired', 'customer.created'),
          fc.string(),
        ),
        data: fc.record(
          {
            object: fc.record(
              {
                id: fc.oneof(fc.constantFrom(...sessions), fc.string({ maxLength: 300 }), jsonValue),
                object: fc.oneof(fc.constant('checkout.session'), fc.string()),
                payment_status: fc.constant('paid'),
                amount_total: fc.integer(),
              },
              { requiredKeys: [] },
            ),
          },
          { requiredKeys: ['object'] },
        ),
      },
      { requiredKeys: ['id', 'type', 'data'] },
    )
    const raw = fc.oneof({ weight: 30, arbitrary: body(event) }, { weight: 1, arbitrary: fc.constant('x'.repeat(600 * 1024)) })
    type Signing = 'none' | 'garbage' | 'forged' | 'valid' | 'other-body' | 'stale'
    const signing = fc.constantFrom<Signing>('none', 'garbage', 'forged', 'valid', 'valid', 'other-body', 'stale')
    const now = () => Math.floor(Date.now() / 1000)
    const header = (text: string, how: Signing, noise: string): string | undefined => {
      switch (how) {
        case 'none':
          return undefined
        case 'garbage':
          return asHeader(noise)
        case 'forged':
          return `t=${now()},v1=${Buffer.from(noise.padEnd(32, '0')).toString('hex').slice(0, 64)}`
        case 'valid':
          return Stripe.webhooks.generateTestHeaderString({ payload: text, secret })
        case 'other-body':
          return Stripe.webhooks.generateTestHeaderString({ payload: `${text} `, secret })
        case 'stale':
          return Stripe.webhooks.generateTestHeaderString({ payload: text, secret, timestamp: now() - 600 })
      }
    }
    await fc.assert(
      fc.asyncProperty(raw, signing, fc.string({ maxLength: 120 }), async (text, how, noise) => {
        const signature = header(text, how, noise)
        const response = await send('/stripe/webhook', { method: 'POST', body: text, headers: signature ? { 'stripe-signature': signature } : {} })
        const answer = (await expectSafe(response)) as { received: boolean; outcome?: string }
        if (text.length > 512 * 1024) expect(response.status).toBe(413)
        else if (how !== 'valid') expect({ status: response.status, answer }).toEqual({ status: 400, answer: { received: false, error: 'Invalid signature' } })
        else expect([200, 400]).toContain(response.status)
        if (response.status === 200) {
          handled++
          expect(answer.received).toBe(true)
        }
      }),
      { numRuns: 1000 },
    )
    // Enough signed events got past the signature to exercise the handler itself.
    expect(handled).toBeGreaterThan(50)
    // Signed events may settle a pending session, never pay one: the demo page's record is the only proof.
    expect(await count(sql`select count(*) as n from orders where status = 'paid'`)).toBe(paidBefore)
    const paidOrders = await execute<{ provider_session_id: string }>(payload, sql`select provider_session_id from orders where status = 'paid'`)
    const recorded = new Set((await execute<{ event_id: string }>(payload, sql`select event_id from payment_events`)).map((row) => row.event_id))
    for (const order of paidOrders) expect(recorded.has(demoPaymentMarker(order.provider_session_id)), order.provider_session_id).toBe(true)
    const events = await execute<{ event_id: string; provider: string }>(payload, sql`select event_id, provider from payment_events`)
    for (const row of events) {
      expect(row.provider).toBe('demo')
      expect(row.event_id.length).toBeGreaterThan(0)
      expect(row.event_id.length).toBeLessThanOrEqual(255)
    }
  }, 180_000)

  it('GET /payments/return never answers 5xx and redirects only to a page of this site (1,000 runs)', async () => {
    const sessionId = fc.oneof(fc.constantFrom(...sessions), fc.string({ maxLength: 220 }), fc.webUrl(), fc.constantFrom('//evil.example', '/\\evil.example', 'https://evil.example'))
    await fc.assert(
      fc.asyncProperty(fc.option(sessionId, { nil: undefined }), async (id) => {
        const response = await send(`/payments/return${id === undefined ? '' : `?session_id=${encodeURIComponent(id)}`}`)
        expect(response.status).toBe(303)
        const location = response.headers.get('location')!
        expect(location).toMatch(/^\/(?!\/|\\)/)
        if (id !== undefined && sessions.includes(id)) expect(location).not.toBe('/')
      }),
      { numRuns: 1000 },
    )
  }, 180_000)
})

describe('the tables after the fuzzing', () => {
  it('hold no order without its demo session and no unlocked result', async () => {
    expect(await count(sql`select count(*) as n from orders where provider <> 'demo' or provider_session_id is null`)).toBe(0)
    expect(await count(sql`select count(*) as n from riasec_results where payment = 'completed' or unlocked_at is not null`)).toBe(0)
  })
})
