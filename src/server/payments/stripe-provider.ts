import Stripe from 'stripe'
import { RefundRefusedError, type CheckoutSession, type CheckoutSessionInput, type PaymentProvider, type ProviderCharge, type ProviderSession } from './provider'
import { verifySignedEvent } from './signed-event'

export interface StripeProviderConfig {
  secretKey: string
  webhookSecret: string
  /** Another API address (a local fake in tests): host, port and protocol are taken from it. */
  apiUrl?: string
}

const REQUEST_TIMEOUT_MS = 10_000

function clientFor({ secretKey, apiUrl }: StripeProviderConfig): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { timeout: REQUEST_TIMEOUT_MS, maxNetworkRetries: 2 })
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: 2,
  })
}

const STATUSES = ['open', 'complete', 'expired'] as const
const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback

/** The session's payment, when its payment intent and charge were expanded. */
function chargeOf(session: Stripe.Checkout.Session): Stripe.Charge | null {
  const intent = session.payment_intent
  const charge = intent && typeof intent === 'object' ? intent.latest_charge : null
  return charge && typeof charge === 'object' ? charge : null
}

/** A dispute the customer's bank won, or whose loss the merchant is appealing: the money is with the customer. */
const LOST_DISPUTE_STATUSES: ReadonlySet<string> = new Set(['lost', 'appeal_needs_response', 'appeal_under_review'])

/** Whether the customer's bank took the charge back (a chargeback), asked of Stripe only for a charge it says was disputed. */
async function lostToDispute(stripe: Stripe, charge: Stripe.Charge): Promise<boolean> {
  if (!charge.disputed) return false
  try {
    for await (const dispute of stripe.disputes.list({ charge: charge.id, limit: 100 })) {
      if (LOST_DISPUTE_STATUSES.has(dispute.status)) return true
    }
    return false
  } catch (error) {
    // A restricted key without it fails only on the first disputed charge, maybe months after it was made.
    if (error instanceof Stripe.errors.StripePermissionError) {
      throw new Error(`Stripe would not list the disputes of charge ${charge.id}: the key needs the read right on Disputes`, { cause: error })
    }
    throw error
  }
}

/**
 * What the merchant no longer holds of a charge, and whether a dispute took it: its refunds, or all of it once a dispute was lost (a chargeback:
 * the bank took back the payment, whatever part of it the dispute names, since it may differ by a currency
 * fluctuation). A dispute still open, or won by the merchant, takes nothing: its funds may be withheld meanwhile,
 * but only its close says who keeps them.
 */
async function takenBack(stripe: Stripe, charge: Stripe.Charge): Promise<{ cents: number; chargedBack: boolean }> {
  const chargedBack = await lostToDispute(stripe, charge)
  return { cents: chargedBack ? charge.amount : charge.amount_refunded, chargedBack }
}

/**
 * A completed session whose payment went back to asking for a payment method, or was cancelled: the
 * asynchronous payment failed (Stripe's `checkout.session.async_payment_failed`). Needs the payment intent
 * expanded, as retrieveSession asks.
 */
function paymentFailedIn(session: Stripe.Checkout.Session): boolean {
  const intent = session.payment_intent
  if (session.status !== 'complete' || session.payment_status !== 'unpaid' || !intent || typeof intent !== 'object') return false
  return intent.status === 'requires_payment_method' || intent.status === 'canceled'
}

const paymentIdOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

/** A status this code does not know counts as not paid. `taken`: what the merchant no longer holds of its payment, and whether a dispute took it. */
const toProviderSession = (session: Stripe.Checkout.Session, { cents: refundedCents, chargedBack }: { cents: number; chargedBack: boolean }): ProviderSession => ({
  id: session.id,
  status: oneOf(STATUSES, session.status, 'open'),
  paymentStatus: oneOf(PAYMENT_STATUSES, session.payment_status, 'unpaid'),
  orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
  amountTotal: session.amount_total ?? null,
  currency: session.currency ?? null,
  customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
  refundedCents,
  chargedBack,
  paymentId: paymentIdOf(session),
  paymentFailed: paymentFailedIn(session),
})

/** Stripe Checkout through the official SDK. */
export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = clientFor(config)
  return {
    name: 'stripe',

    async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          locale: 'fr',
          client_reference_id: String(input.orderId),
          metadata: { orderId: String(input.orderId), offer: input.offer },
          payment_intent_data: { metadata: { orderId: String(input.orderId), offer: input.offer } },
          line_items: input.lines.map((line) => ({
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: line.amountCents,
              product_data: { name: line.label, description: line.description },
            },
          })),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // One session per order, even if the request is retried; never another database's order of the same id.
        { idempotencyKey: `checkout-order-${input.orderId}-${Date.parse(input.orderCreatedAt)}` },
      )
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`)
      return { id: session.id, url: session.url }
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      try {
        // The payment's charge comes along, so that fulfilment sees a refund made before it (same request).
        const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.latest_charge'] })
        const charge = chargeOf(session)
        return toProviderSession(session, charge ? await takenBack(stripe, charge) : { cents: 0, chargedBack: false })
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
    },

    async retrieveCharge(chargeId: string): Promise<ProviderCharge | null> {
      let charge: Stripe.Charge
      try {
        charge = await stripe.charges.retrieve(chargeId)
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        throw error
      }
      const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null)
      // The session the payment was made in, the one our order holds.
      const sessions = paymentIntent ? await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 }) : null
      const taken = await takenBack(stripe, charge)
      return {
        id: charge.id,
        sessionId: sessions?.data[0]?.id ?? null,
        amountCents: charge.amount,
        refundedCents: taken.cents,
        chargedBack: taken.chargedBack,
        currency: charge.currency,
      }
    },

    async refundPayment({ orderId, session, purpose, amountCents }): Promise<number> {
      if (!session.paymentId) throw new RefundRefusedError(`Stripe session ${session.id} has no payment to refund`)
      let refund: Stripe.Refund
      try {
        refund = await stripe.refunds.create(
          // Either way the report was bought twice: Stripe's « duplicate ».
          { payment_intent: session.paymentId, reason: 'duplicate', ...(amountCents === undefined ? {} : { amount: amountCents }), metadata: { orderId: String(orderId), purpose } },
          // One refund per payment and purpose, however many times fulfilment runs.
          { idempotencyKey: `refund-${purpose}-${session.paymentId}` },
        )
      } catch (error) {
        // A refusal (disputed, already refunded, the key sent again with other parameters) will not change on
        // a retry; a network or API failure may, and so may the 409 of a refund still under way for another
        // request with the same key (retried by the SDK, then thrown as an API error: the event comes again).
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
          throw new RefundRefusedError(error.message)
        }
        throw error
      }
      if (refund.status !== 'succeeded' && refund.status !== 'pending') throw new RefundRefusedError(`Stripe refund ${refund.id} is ${refund.status}`)
      return refund.amount
    },

    async expireSession(sessionId: string): Promise<boolean> {
      try {
        return (await stripe.checkout.sessions.expire(sessionId)).status === 'expired'
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid meanwhile), or that it does not know.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false
        throw error
      }
    },

    verifyEvent: (rawBody, signatureHeader) => verifySignedEvent(rawBody, signatureHeader, config.webhookSecret),
  }
}
