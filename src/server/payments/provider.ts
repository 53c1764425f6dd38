import type { Order } from '@/payload-types'

export type ProviderName = Order['provider']

/** One priced line of a checkout session, from the server's offers table. */
export interface CheckoutLine {
  label: string
  description: string
  amountCents: number
}

export interface CheckoutSessionInput {
  orderId: number
  /**
   * When the order was created: with its id, the name of this checkout at the provider, unique even where
   * ids come round again (a database restored, a staging copy sharing the provider's test account).
   */
  orderCreatedAt: string
  offer: Order['offer']
  lines: CheckoutLine[]
  customerEmail?: string | null
  /** Absolute; holds the literal `{CHECKOUT_SESSION_ID}` for the provider to fill in. */
  successUrl: string
  /** Absolute; where the visitor was before paying. */
  cancelUrl: string
}

export interface CheckoutSession {
  id: string
  /** Where to send the visitor's browser to pay. */
  url: string
}

/** The provider's own view of a session: the only source that can say an order is paid. */
export interface ProviderSession {
  id: string
  status: 'open' | 'complete' | 'expired'
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  /** The order id the session was created for (`client_reference_id`). */
  orderId: string | null
  amountTotal: number | null
  currency: string | null
  customerEmail: string | null
  /** How much of the session's payment was already given back, or taken back by a dispute the customer won (0 when none, or not paid). */
  refundedCents: number
  /** A dispute took the payment back (a chargeback): `refundedCents` is then all of it. */
  chargedBack: boolean
  /** The payment made in the session (Stripe's payment intent), once there is one. */
  paymentId: string | null
  /**
   * The session was completed with a payment that then failed (a bank debit refused days later): Stripe
   * keeps it « complete » and unpaid for ever, and says so in its event, which may have been lost.
   */
  paymentFailed: boolean
}

/** The provider's own view of a payment (a charge): the only source that can say it was refunded. */
export interface ProviderCharge {
  id: string
  /** The checkout session the payment was made in; null when the provider cannot tie it to one. */
  sessionId: string | null
  amountCents: number
  /**
   * How much of it the merchant no longer holds, in total so far: refunds, and disputes the customer won (a
   * chargeback takes back what the payment gave, as a refund does).
   */
  refundedCents: number
  /** A dispute took the payment back (a chargeback): staff are warned, since the order then reads like a refund. */
  chargedBack: boolean
  currency: string
}

/** A verified webhook event, reduced to what fulfilment needs. */
export interface ProviderEvent {
  id: string
  type: string
  /** The checkout session the event is about, when it is about one. */
  sessionId: string | null
  /** The payment (charge) the event is about, or whose refund it is about, when it is about one. */
  chargeId: string | null
  /** The event says a refund failed or was cancelled (`charge.refund.updated`): the money went back to the merchant. */
  refundFailed: boolean
  /** The event is about a dispute (`charge.dispute.closed`, `charge.dispute.funds_reinstated`), whatever it says of it. */
  aboutDispute: boolean
}

export class InvalidSignatureError extends Error {}

/** Why the app gives money back on its own: a report paid for a profile already unlocked, whole or within a formula. */
export type RefundPurpose = 'duplicate' | 'report-part'

/** The provider will not give a payment back (disputed, already refunded…): staff settle it by hand. */
export class RefundRefusedError extends Error {}

export interface PaymentProvider {
  readonly name: ProviderName
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>
  /** Null when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>
  /** Null when the provider does not know the charge (the demo provider has none: its refunds are noted by hand). */
  retrieveCharge(chargeId: string): Promise<ProviderCharge | null>
  /**
   * Gives back `amountCents` of a paid session's payment (what is left of it when not given), once per
   * payment and purpose (a repeated call makes no second refund): a report paid twice, or the report's part
   * of a formula. Returns the amount this refund gives back; throws RefundRefusedError when the provider will not.
   */
  refundPayment(input: { orderId: number; session: ProviderSession; purpose: RefundPurpose; amountCents?: number }): Promise<number>
  /** Closes an open session so that it can no longer be paid; false when it cannot be (already paid, or unknown). */
  expireSession(sessionId: string): Promise<boolean>
  /** Checks the signature on the raw body; throws InvalidSignatureError when it does not hold. */
  verifyEvent(rawBody: string, signatureHeader: string | null): ProviderEvent
}

/** The placeholder providers replace with the session id in the success URL (Stripe's own syntax). */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'
