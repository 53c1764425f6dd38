/**
 * A webhook storm through the real HTTP path (Payload's router behind a socket, see api-server.ts) with
 * Stripe as the active provider (the real SDK against the local fake): 1,000 deliveries signed with
 * `Stripe.webhooks.generateTestHeaderString` for 80 checkout sessions, with every event delivered several
 * times, different events for one session, forged and stale signatures, all shuffled and sent 40 at a
 * time. Each paid session must be fulfilled exactly once: one paid order, one unlock, one report link,
 * one confirmation email, one payment-event row per event id; unpaid sessions change nothing; no 5xx.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import Stripe from 'stripe'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { prepareReportSoon } from '@/server/report/service'
import { paymentProvider } from '@/server/payments/active-provider'
import { startCheckout, type CheckoutStart } from '@/server/payments/checkout'
import { checkoutRequestSchema } from '@/server/payments/schemas'
import type { PaymentProvider } from '@/server/payments/provider'
import { checkoutEvent, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe'
import { startApiServer, type ApiServer } from '../helpers/api-server'
import { testPayload } from '../helpers/payload'

// Forged deliveries are logged as warnings, one line each: keep the run quiet, errors still show.
process.env.LOG_LEVEL = 'error'

// Each unlock starts the PDF render in the background (report.int.spec.ts covers it): here it would be 50
// renders on two cores. The calls are counted instead: one per paid result.
vi.mock('@/server/report/service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/report/service')>()),
  prepareReportSoon: vi.fn(),
}))

const WEBHOOK_SECRET = 'whsec_test_storm_0123456789abcdef'
const DELIVERIES = 1_000
const CONCURRENCY = 40
/** Which events each session gets, how often each is delivered and in which order: drawn from this seed. */
const SEED = 20_260_611

let payload: Payload
let fake: FakeStripe
let api: ApiServer
let stripe: PaymentProvider

/** mulberry32: a small seeded generator, so the storm is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]! }
}

type Group = 'report' | 'premium' | 'coaching' | 'unpaid' | 'expired'

interface Sale {
  group: Group
  orderId: number
  sessionId: string
  email: string
  resultId: number | null
}

interface Delivery {
  sessionId: string
  eventId: string
  body: string
  /** How the delivery is signed: the right secret now, a wrong secret, ten minutes ago, or a body changed after signing. */
  signing: 'valid' | 'wrong-secret' | 'stale' | 'tampered'
}

const sign = (body: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) })

function headerFor(delivery: Delivery): { body: string; signature: string } {
  switch (delivery.signing) {
    case 'valid':
      return { body: delivery.body, signature: sign(delivery.body) }
    case 'wrong-secret':
      return { body: delivery.body, signature: sign(delivery.body, 'whsec_attacker_guess_0123456789') }
    case 'stale':
      return { body: delivery.body, signature: sign(delivery.body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600) }
    case 'tampered':
      // Signed as an ignorable event, delivered as a payment.
      return { body: delivery.body, signature: sign(delivery.body.replace('checkout.session.completed', 'customer.created')) }
  }
}

async function deliver(delivery: Delivery): Promise<{ status: number; body: { received?: boolean; outcome?: string } }> {
  const { body, signature } = headerFor(delivery)
  const response = await fetch(`${api.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  })
  return { status: response.status, body: (await response.json()) as { received?: boolean; outcome?: string } }
}

const uniqueEmail = (group: string, index: number) => `storm-${group}-${index}-${randomBytes(3).toString('hex')}@exemple.fr`

async function newResult(email: string): Promise<number> {
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name: 'Léa Martin', email, bilanType: 'scolaire', scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 }, dominantProfile: 'IA' },
  })
  return result.id
}

async function newSale(group: Group, index: number): Promise<Sale> {
  const email = uniqueEmail(group, index)
  const resultId = group === 'coaching' ? null : await newResult(email)
  const request =
    group === 'coaching' || group === 'premium'
      ? { kind: 'coaching', offer: group === 'premium' ? 'premium' : 'coachingSingle', name: 'Hugo Petit', email, availability: 'weekend', withdrawalWaiver: true }
      : { kind: 'report', withdrawalWaiver: true }
  const result = resultId === null ? null : await payload.findByID({ collection: 'riasec-results', id: resultId, depth: 0, overrideAccess: true })
  const started = (await startCheckout(payload, stripe, checkoutRequestSchema.parse(request), { result, orderSession: null })) as Extract<CheckoutStart, { kind: 'redirect' }>
  expect(started.kind).toBe('redirect')
  if (group === 'unpaid') fake.update(started.sessionId, { status: 'complete', payment_status: 'unpaid' })
  else if (group === 'expired') fake.update(started.sessionId, { status: 'expired', payment_status: 'unpaid' })
  else fake.pay(started.sessionId, email)
  return { group, orderId: started.orderId, sessionId: started.sessionId, email, resultId }
}

const GROUPS: Array<[Group, number]> = [
  ['report', 40],
  ['premium', 10],
  ['coaching', 15],
  ['unpaid', 10],
  ['expired', 5],
]
const PAID: Group[] = ['report', 'premium', 'coaching']

let sales: Sale[] = []

beforeAll(async () => {
  fake = await startFakeStripe()
  // Stripe is the active provider of this file's app, as in production with STRIPE_SECRET_KEY.
  process.env.STRIPE_SECRET_KEY = fake.secretKey
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_URL = fake.url
  payload = await testPayload()
  stripe = paymentProvider(payload)
  expect(stripe.name).toBe('stripe')
  api = await startApiServer()

  const plan = GROUPS.flatMap(([group, count]) => Array.from({ length: count }, (_, index) => [group, index] as const))
  for (let start = 0; start < plan.length; start += 10) {
    sales.push(...(await Promise.all(plan.slice(start, start + 10).map(([group, index]) => newSale(group, index)))))
  }
})

afterAll(async () => {
  await api?.close()
  await fake?.close()
})

/** Every genuine event of every session, each to be delivered at least once, then forged ones. */
function planStorm(random: ReturnType<typeof seeded>): { genuine: Delivery[]; forged: Delivery[] } {
  const genuine: Delivery[] = []
  const event = (sale: Sale, type: string) => {
    const eventId = `evt_${randomBytes(12).toString('hex')}`
    genuine.push({ sessionId: sale.sessionId, eventId, body: checkoutEvent(type, { id: sale.sessionId }, eventId), signing: 'valid' })
  }
  for (const sale of sales) {
    if (PAID.includes(sale.group)) {
      event(sale, 'checkout.session.completed')
      if (random.next() < 0.6) event(sale, 'checkout.session.async_payment_succeeded')
      // A late failure for a session the provider says is paid: it cannot undo the payment.
      if (random.next() < 0.3) event(sale, 'checkout.session.async_payment_failed')
    } else if (sale.group === 'unpaid') {
      event(sale, 'checkout.session.completed')
      event(sale, 'checkout.session.async_payment_succeeded')
    } else {
      event(sale, 'checkout.session.completed')
      event(sale, 'checkout.session.expired')
    }
  }
  // Forged events claim that the unpaid sessions are paid.
  const forged: Delivery[] = []
  const unpaid = sales.filter((sale) => sale.group === 'unpaid')
  for (let index = 0; index < 60; index++) {
    const sale = random.pick(unpaid)
    const eventId = `evt_forged_${randomBytes(12).toString('hex')}`
    const body = checkoutEvent('checkout.session.completed', { id: sale.sessionId, status: 'complete', payment_status: 'paid' }, eventId)
    forged.push({ sessionId: sale.sessionId, eventId, body, signing: (['wrong-secret', 'stale', 'tampered'] as const)[index % 3]! })
  }
  return { genuine, forged }
}

describe('webhook storm', () => {
  // About 10 s on an idle two-core machine; the timeout leaves room for a machine shared with other work.
  it('fulfils each of 65 paid sessions exactly once under 1,000 shuffled, duplicated, concurrent deliveries', async () => {
    const random = seeded(SEED)
    const { genuine, forged } = planStorm(random)
    const deliveries = [...genuine, ...forged]
    while (deliveries.length < DELIVERIES) deliveries.push(random.pick(genuine))
    for (let index = deliveries.length - 1; index > 0; index--) {
      const other = Math.floor(random.next() * (index + 1))
      ;[deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!]
    }
    expect(deliveries).toHaveLength(DELIVERIES)
    expect(new Set(deliveries.map((delivery) => delivery.eventId)).size).toBeLessThan(DELIVERIES / 2)

    const answers: Array<{ delivery: Delivery; status: number; outcome?: string }> = []
    for (let start = 0; start < deliveries.length; start += CONCURRENCY) {
      const batch = deliveries.slice(start, start + CONCURRENCY)
      const settled = await Promise.all(batch.map(async (delivery) => ({ delivery, ...(await deliver(delivery)) })))
      answers.push(...settled.map(({ delivery, status, body }) => ({ delivery, status, outcome: body.outcome })))
    }

    // No 5xx: a genuine event is acknowledged (200), a forged one refused (400), whatever the order.
    const statuses = new Map<string, number>()
    for (const answer of answers) statuses.set(`${answer.delivery.signing}:${answer.status}`, (statuses.get(`${answer.delivery.signing}:${answer.status}`) ?? 0) + 1)
    expect(Object.fromEntries(statuses)).toEqual({
      'valid:200': DELIVERIES - forged.length,
      'wrong-secret:400': 20,
      'stale:400': 20,
      'tampered:400': 20,
    })

    // Exactly one delivery fulfilled each paid session; none fulfilled an unpaid one.
    const fulfilled = new Map<string, number>()
    for (const answer of answers) if (answer.outcome === 'fulfilled') fulfilled.set(answer.delivery.sessionId, (fulfilled.get(answer.delivery.sessionId) ?? 0) + 1)
    const paid = sales.filter((sale) => PAID.includes(sale.group))
    expect([...fulfilled.keys()].sort()).toEqual(paid.map((sale) => sale.sessionId).sort())
    expect(Object.fromEntries([...fulfilled].filter(([, count]) => count !== 1))).toEqual({})

    // The orders: paid once, the others untouched by the forged events.
    const orders = await execute<{ id: number; status: string; paid_at: string | null }>(payload, sql`select id, status, paid_at from orders`)
    const orderById = new Map(orders.map((order) => [Number(order.id), order]))
    for (const sale of sales) {
      const expected = PAID.includes(sale.group) ? 'paid' : sale.group === 'unpaid' ? 'pending' : 'expired'
      expect(orderById.get(sale.orderId)?.status, `${sale.group} order ${sale.orderId}`).toBe(expected)
      expect(Boolean(orderById.get(sale.orderId)?.paid_at)).toBe(expected === 'paid')
    }

    // One payment-event row per genuine event id, none for a forged one.
    const events = await execute<{ event_id: string; rows: string }>(payload, sql`select event_id, count(*) as rows from payment_events group by event_id`)
    expect(events.every((row) => Number(row.rows) === 1)).toBe(true)
    expect(events.map((row) => row.event_id).sort()).toEqual(genuine.map((delivery) => delivery.eventId).sort())

    // One unlock per paid result, made by the transaction that marked the order paid; the rest stay locked.
    const results = await execute<{ id: number; payment: string | null; unlock_source: string | null; unlocked_at: string | null; paid_at: string | null }>(
      payload,
      sql`select r.id, r.payment, r.unlock_source, r.unlocked_at, o.paid_at from riasec_results r left join orders o on o.result_id = r.id`,
    )
    const resultById = new Map(results.map((row) => [Number(row.id), row]))
    for (const sale of sales.filter((candidate) => candidate.resultId !== null)) {
      const row = resultById.get(sale.resultId!)!
      if (PAID.includes(sale.group)) {
        expect(row).toMatchObject({ payment: 'completed', unlock_source: 'payment' })
        expect(row.unlocked_at, `result ${row.id}`).toBe(row.paid_at)
        expect(row.unlocked_at).toBeTruthy()
      } else {
        // « En attente » while its session may still be paid; nothing once it expired.
        expect(row).toMatchObject({ payment: sale.group === 'unpaid' ? 'pending' : null, unlock_source: null, unlocked_at: null })
      }
    }
    const reportLinks = await execute<{ result_id: number; links: string }>(payload, sql`select result_id, count(*) as links from access_links where purpose = 'report' group by result_id`)
    expect(reportLinks.map((row) => [Number(row.result_id), Number(row.links)]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      sales
        .filter((sale) => sale.resultId !== null && PAID.includes(sale.group))
        .map((sale) => [sale.resultId, 1])
        .sort((a, b) => a[0]! - b[0]!),
    )

    const prepared = vi.mocked(prepareReportSoon).mock.calls.map(([, resultId]) => resultId).sort((a, b) => a - b)
    expect(prepared).toEqual(
      sales
        .filter((sale) => sale.resultId !== null && PAID.includes(sale.group))
        .map((sale) => sale.resultId!)
        .sort((a, b) => a - b),
    )

    // The bookings of the coaching sales are paid.
    const bookings = await execute<{ email: string; status: string }>(payload, sql`select email, status from coaching_bookings`)
    expect(bookings).toHaveLength(25)
    expect(bookings.every((booking) => booking.status === 'paid')).toBe(true)

    // One confirmation email per paid order, none for the others.
    const mails = await execute<{ to: string; subject: string }>(payload, sql`select "to", subject from outbox_emails`)
    expect(mails.map((mail) => mail.to).sort()).toEqual(paid.map((sale) => sale.email).sort())
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(
      new Set(['Ton profil complet est débloqué', 'Ta commande est confirmée\u00a0: profil complet et coaching', 'Ta réservation de coaching est confirmée']),
    )
  }, 120_000)
})
