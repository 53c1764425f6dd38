import { createHmac, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { siteUrl } from '@/env'
import type { CheckoutSession, CheckoutSessionInput, PaymentProvider, ProviderSession } from './provider'
import { verifySignedEvent } from './signed-event'

export const DEMO_SESSION_PREFIX = 'demo_cs_'
export const DEMO_PAGE_PATH = '/paiement-demo'

/**
 * The demo provider's webhook secret, derived from PAYLOAD_SECRET: only this server can sign its events,
 * and it never equals a real Stripe secret.
 */
export const demoWebhookSecret = (payloadSecret: string): string =>
  `whsec_demo_${createHmac('sha256', payloadSecret).update('payments:demo-webhook').digest('hex')}`

/**
 * The demo provider's record that the visitor pressed "Payer" on the demo page: one row in
 * payment-events, unique per session. It stands for what Stripe keeps on its side.
 */
export const demoPaymentMarker = (sessionId: string): string => `demo:paid:${sessionId}`

const isDemoSessionId = (value: string): boolean => value.startsWith(DEMO_SESSION_PREFIX) && value.length <= 100

/** How long a demo session can be paid, as a Stripe Checkout session by default. */
export const DEMO_SESSION_HOURS = 24

/** A demo session is over once its order is closed, or unpaid a day after it opened (Stripe's sessions expire so). */
const isDemoSessionOver = (order: Pick<Order, 'status' | 'createdAt'>, now: number = Date.now()): boolean =>
  order.status === 'expired' || (order.status === 'pending' && now - Date.parse(order.createdAt) > DEMO_SESSION_HOURS * 3_600_000)

/**
 * The demo session of an order already read (the order is the session): paid once the demo page recorded its
 * payment, over once the order closed or a day after it opened unpaid, open otherwise.
 */
export async function demoSessionOf(
  payload: Payload,
  order: Pick<Order, 'id' | 'providerSessionId' | 'status' | 'createdAt' | 'amountCents' | 'currency' | 'email'>,
): Promise<ProviderSession> {
  const sessionId = order.providerSessionId ?? ''
  const marker = await payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: demoPaymentMarker(sessionId) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const paid = marker.totalDocs > 0
  return {
    id: sessionId,
    status: paid ? 'complete' : isDemoSessionOver(order) ? 'expired' : 'open',
    paymentStatus: paid ? 'paid' : 'unpaid',
    orderId: String(order.id),
    amountTotal: order.amountCents,
    currency: order.currency,
    customerEmail: order.email ?? null,
    // Refunds are only recorded on the order: by an admin by hand, or by fulfilment for a duplicate payment.
    refundedCents: 0,
    chargedBack: false,
    paymentId: paid ? demoPaymentMarker(sessionId) : null,
    // The demo page pays at once or not at all.
    paymentFailed: false,
  }
}

/**
 * The provider used when STRIPE_SECRET_KEY is absent. A session is the pending order itself (its
 * `providerSessionId` is an unguessable id); the demo page records the payment, then sends a signed
 * `checkout.session.completed` event into the same webhook handler as Stripe's.
 */
export function createDemoProvider(payload: Payload, payloadSecret: string): PaymentProvider {
  async function retrieveSession(sessionId: string): Promise<ProviderSession | null> {
    if (!isDemoSessionId(sessionId)) return null
    const orders = await payload.find({
      collection: 'orders',
      where: { and: [{ providerSessionId: { equals: sessionId } }, { provider: { equals: 'demo' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const order = orders.docs[0]
    return order ? demoSessionOf(payload, order) : null
  }

  return {
    name: 'demo',

    async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
      const id = `${DEMO_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`
      const cancel = new URL(input.cancelUrl)
      const url = new URL(DEMO_PAGE_PATH, siteUrl())
      url.searchParams.set('session', id)
      url.searchParams.set('retour', `${cancel.pathname}${cancel.search}`)
      return { id, url: url.toString() }
    },

    retrieveSession,

    retrieveCharge: async () => null,

    // The demo took no money: giving a payment back is only recorded.
    refundPayment: async ({ session, amountCents }) => Math.min(amountCents ?? Infinity, (session.amountTotal ?? 0) - session.refundedCents),

    // An unpaid demo session is its pending order: the caller marks it « Expirée » (one over by the clock too, which
    // no event will close), and the demo page then refuses it.
    expireSession: async (sessionId) => {
      const status = (await retrieveSession(sessionId))?.status
      return status === 'open' || status === 'expired'
    },

    verifyEvent: (rawBody, signatureHeader) => verifySignedEvent(rawBody, signatureHeader, demoWebhookSecret(payloadSecret)),
  }
}
