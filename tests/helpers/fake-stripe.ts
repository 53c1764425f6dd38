/**
 * A local fake of the part of Stripe's HTTP API the app uses (Checkout Sessions create, retrieve with the
 * payment's charge expanded, list by payment intent, and expire; Charges retrieve; Refunds create), so
 * the real `stripe` SDK runs against it: requests are form-encoded as the SDK sends them, answers and
 * errors have Stripe's shapes. Tests then drive the sessions (pay, expire, change) and sign events with
 * `Stripe.webhooks.generateTestHeaderString`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'

export interface FakeSession {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  client_reference_id: string | null
  metadata: Record<string, string>
  amount_total: number
  currency: string
  customer_email: string | null
  customer_details: { email: string } | null
  success_url: string
  cancel_url: string
  url: string
  line_items_sent: Array<{ quantity: number; price_data: { currency: string; unit_amount: number; product_data: { name: string } } }>
  payment_intent: string | null
}

export interface FakeCharge {
  id: string
  object: 'charge'
  payment_intent: string
  amount: number
  amount_refunded: number
  refunded: boolean
  currency: string
  /** Whether the customer disputed it (Stripe's `disputed`): its disputes are then asked for. */
  disputed?: boolean
}

export interface FakeDispute {
  id: string
  object: 'dispute'
  charge: string
  amount: number
  currency: string
  status: 'needs_response' | 'under_review' | 'won' | 'lost' | 'appeal_under_review'
}

export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  charge: string
  payment_intent: string
  reason: string | null
  metadata: Record<string, string>
  status: 'succeeded'
}

type Nested = { [key: string]: string | Nested }

/** Decodes `a[b][0][c]=v` form bodies into nested objects (arrays stay objects keyed "0", "1"…). */
function decodeForm(body: string): Nested {
  const root: Nested = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean)
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Nested
    })
  }
  return root
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

export interface FakeStripe {
  url: string
  secretKey: string
  sessions: Map<string, FakeSession>
  charges: Map<string, FakeCharge>
  /** Refunds made through the API (not those made with `refund` below, from the dashboard). */
  refunds: Map<string, FakeRefund>
  /** Payment intents whose charge the customer disputed: Stripe refuses to refund them. */
  disputed: Set<string>
  /**
   * The customer disputes the session's payment (`cents` of it, all by default), or their dispute moves on to
   * `status`: the charge says it was disputed, and the dispute is listed for it.
   */
  dispute(sessionId: string, status: FakeDispute['status'], cents?: number): FakeDispute
  /** The API key lacks the read right on Disputes (a restricted key): listing them answers 403. */
  disputesForbidden: boolean
  /** Payment intents whose refund Stripe is still making for another request with the same idempotency key: it answers 409. */
  refunding: Set<string>
  /** Every request received, for assertions on what the SDK sent. */
  requests: Array<{ method: string; path: string; body: Nested; idempotencyKey: string | null }>
  /** The customer pays: the session becomes complete and paid, through a new payment intent and its charge (never an expired one). */
  pay(sessionId: string, email?: string): FakeSession
  /** Money goes back from the dashboard: `cents` more of the session's charge (all of what is left by default). */
  refund(sessionId: string, cents?: number): FakeCharge
  /** A refund fails (the card was closed): `cents` of the session's charge (all that was given back by default) return to the merchant. */
  failRefund(sessionId: string, cents?: number): FakeCharge
  /**
   * The customer completes the session with a bank debit: complete and unpaid, its payment intent
   * `processing`; then, with `fails`, the bank refuses it and the intent asks for a payment method again.
   */
  payByDebit(sessionId: string, outcome: 'processing' | 'fails'): FakeSession
  /** Changes a session as Stripe would report it (e.g. an async payment still processing). */
  update(sessionId: string, changes: Partial<FakeSession>): FakeSession
  close(): Promise<void>
}

export async function startFakeStripe(secretKey = 'sk_test_fake_0123456789'): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>()
  const charges = new Map<string, FakeCharge>()
  const refunds = new Map<string, FakeRefund>()
  const disputed = new Set<string>()
  const disputes = new Map<string, FakeDispute>()
  const refunding = new Set<string>()
  /** The status of the payment intents the sessions hold (`succeeded` once charged, unless set here). */
  const intentStatuses = new Map<string, string>()
  const byIdempotencyKey = new Map<string, string>()
  const requests: FakeStripe['requests'] = []

  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) })
  const error = (status: number, type: string, message: string, code?: string) => json(status, { error: { type, message, ...(code ? { code } : {}) } })

  async function route(request: IncomingMessage): Promise<{ status: number; body: string }> {
    const url = new URL(request.url ?? '/', 'http://fake')
    const body = decodeForm(await readBody(request))
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null
    requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey })
    if (request.headers.authorization !== `Bearer ${secretKey}`) return error(401, 'invalid_request_error', 'Invalid API Key provided')

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (existing) return json(200, sessions.get(existing))
      const lines = Object.values((body.line_items ?? {}) as Nested) as unknown as FakeSession['line_items_sent']
      const amount = lines.reduce((total, line) => total + Number(line.quantity) * Number(line.price_data.unit_amount), 0)
      const id = `cs_test_${randomBytes(20).toString('hex')}`
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: String(body.mode),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: (body.client_reference_id as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        amount_total: amount,
        currency: lines[0]?.price_data.currency ?? 'eur',
        customer_email: (body.customer_email as string | undefined) ?? null,
        customer_details: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        url: `https://checkout.stripe.test/c/pay/${id}`,
        line_items_sent: lines,
        payment_intent: null,
      }
      sessions.set(id, session)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id)
      return json(200, session)
    }

    if (request.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const paymentIntent = url.searchParams.get('payment_intent')
      const data = [...sessions.values()].filter((session) => !paymentIntent || session.payment_intent === paymentIntent)
      return json(200, { object: 'list', url: '/v1/checkout/sessions', has_more: false, data: data.slice(0, Number(url.searchParams.get('limit') ?? 10)) })
    }

    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      if (refunding.has(String(body.payment_intent))) {
        return error(409, 'idempotency_error', 'There is currently another in-progress request using this Idempotent Key. Please try again later.', 'idempotency_key_in_use')
      }
      const existing = idempotencyKey ? byIdempotencyKey.get(`refund:${idempotencyKey}`) : undefined
      if (existing) return json(200, refunds.get(existing))
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === body.payment_intent)
      if (!charge) return error(400, 'invalid_request_error', `No such payment_intent: '${String(body.payment_intent)}'`, 'resource_missing')
      if (disputed.has(charge.payment_intent)) return error(400, 'invalid_request_error', `Charge ${charge.id} has been charged back; cannot issue a refund.`, 'charge_disputed')
      const left = charge.amount - charge.amount_refunded
      if (left <= 0) return error(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded')
      const amount = body.amount ? Math.min(Number(body.amount), left) : left
      charge.amount_refunded += amount
      charge.refunded = charge.amount_refunded === charge.amount
      const refund: FakeRefund = {
        id: `re_test_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason: (body.reason as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        status: 'succeeded',
      }
      refunds.set(refund.id, refund)
      if (idempotencyKey) byIdempotencyKey.set(`refund:${idempotencyKey}`, refund.id)
      return json(200, refund)
    }

    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
    if (request.method === 'POST' && expireMatch) {
      const session = sessions.get(decodeURIComponent(expireMatch[1]!))
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${expireMatch[1]}'`, 'resource_missing')
      if (session.status !== 'open') return error(400, 'invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.')
      session.status = 'expired'
      return json(200, session)
    }

    const chargeMatch = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && chargeMatch) {
      const charge = charges.get(decodeURIComponent(chargeMatch[1]!))
      return charge ? json(200, charge) : error(404, 'invalid_request_error', `No such charge: '${chargeMatch[1]}'`, 'resource_missing')
    }

    if (request.method === 'GET' && url.pathname === '/v1/disputes') {
      if (fake.disputesForbidden) return error(403, 'invalid_request_error', 'The provided key does not have the required permissions for this endpoint')
      const charge = url.searchParams.get('charge')
      const data = [...disputes.values()].filter((candidate) => !charge || candidate.charge === charge)
      return json(200, { object: 'list', url: '/v1/disputes', has_more: false, data })
    }

    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (request.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1]!))
      if (!session) return error(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing')
      // `expand[]=payment_intent.latest_charge` embeds the payment intent and its charge, as Stripe does.
      const expanded = [...url.searchParams].some(([key, value]) => key.startsWith('expand') && value === 'payment_intent.latest_charge')
      if (!expanded || !session.payment_intent) return json(200, session)
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === session.payment_intent) ?? null
      const status = intentStatuses.get(session.payment_intent) ?? (charge ? 'succeeded' : 'processing')
      return json(200, { ...session, payment_intent: { id: session.payment_intent, object: 'payment_intent', status, latest_charge: charge } })
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${url.pathname})`)
  }

  const server: Server = createServer((request, response) => {
    route(request)
      .then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` })
        response.end(body)
      })
      .catch((failure: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(failure) } }))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const get = (sessionId: string): FakeSession => {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`Fake Stripe has no session ${sessionId}`)
    return session
  }

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    sessions,
    charges,
    refunds,
    disputed,
    disputesForbidden: false,
    refunding,
    requests,
    pay(sessionId, email = 'client@exemple.fr') {
      const session = get(sessionId)
      if (session.status === 'expired') throw new Error(`Fake Stripe cannot take a payment on expired session ${sessionId}`)
      const paymentIntent = session.payment_intent ?? `pi_test_${randomBytes(12).toString('hex')}`
      const chargeId = `ch_test_${randomBytes(12).toString('hex')}`
      charges.set(chargeId, { id: chargeId, object: 'charge', payment_intent: paymentIntent, amount: session.amount_total, amount_refunded: 0, refunded: false, currency: session.currency })
      return Object.assign(session, { status: 'complete', payment_status: 'paid', customer_details: { email }, payment_intent: paymentIntent } satisfies Partial<FakeSession>)
    },
    refund(sessionId, cents) {
      const { payment_intent: paymentIntent } = get(sessionId)
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === paymentIntent)
      if (!charge) throw new Error(`Fake Stripe has no charge for session ${sessionId}`)
      charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (cents ?? charge.amount - charge.amount_refunded))
      charge.refunded = charge.amount_refunded === charge.amount
      return charge
    },
    dispute(sessionId, status, cents) {
      const { payment_intent: paymentIntent } = get(sessionId)
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === paymentIntent)
      if (!charge) throw new Error(`Fake Stripe has no charge for session ${sessionId}`)
      charge.disputed = true
      // Stripe refuses to refund a disputed payment.
      disputed.add(paymentIntent!)
      const existing = [...disputes.values()].find((candidate) => candidate.charge === charge.id)
      const dispute: FakeDispute = existing ?? { id: `dp_test_${randomBytes(12).toString('hex')}`, object: 'dispute', charge: charge.id, amount: cents ?? charge.amount, currency: charge.currency, status }
      dispute.status = status
      disputes.set(dispute.id, dispute)
      return dispute
    },
    failRefund(sessionId, cents) {
      const { payment_intent: paymentIntent } = get(sessionId)
      const charge = [...charges.values()].find((candidate) => candidate.payment_intent === paymentIntent)
      if (!charge) throw new Error(`Fake Stripe has no charge for session ${sessionId}`)
      charge.amount_refunded = Math.max(0, charge.amount_refunded - (cents ?? charge.amount_refunded))
      charge.refunded = charge.amount_refunded === charge.amount
      return charge
    },
    payByDebit(sessionId, outcome) {
      const session = get(sessionId)
      const paymentIntent = session.payment_intent ?? `pi_test_${randomBytes(12).toString('hex')}`
      intentStatuses.set(paymentIntent, outcome === 'fails' ? 'requires_payment_method' : 'processing')
      return Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: paymentIntent } satisfies Partial<FakeSession>)
    },
    update: (sessionId, changes) => Object.assign(get(sessionId), changes),
    close: () => new Promise((resolve, reject) => server.close((failure) => (failure ? reject(failure) : resolve()))),
  }
  return fake
}

/** A Stripe event as the webhook receives it, about one charge (`charge.refunded`). */
export function chargeEvent(type: string, charge: FakeCharge, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: { ...charge } } })
}

/** A dispute's event as the webhook receives it (`charge.dispute.closed`…): the dispute, which names its charge. */
export function disputeEvent(type: string, dispute: FakeDispute, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object: { ...dispute } } })
}

/** A `charge.refund.updated` event as the webhook receives it: one refund of a charge, with its new status. */
export function refundUpdatedEvent(charge: FakeCharge, status: 'succeeded' | 'failed' | 'canceled', amount = charge.amount, id = `evt_${randomBytes(12).toString('hex')}`): string {
  const refund = { id: `re_test_${randomBytes(12).toString('hex')}`, object: 'refund', amount, charge: charge.id, payment_intent: charge.payment_intent, status }
  return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type: 'charge.refund.updated', data: { object: refund } })
}

/** A Stripe event as the webhook receives it, about one checkout session. */
export function checkoutEvent(type: string, session: Pick<FakeSession, 'id'> & Partial<FakeSession>, id = `evt_${randomBytes(12).toString('hex')}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { object: 'checkout.session', ...session } },
  })
}
