import Stripe from 'stripe'
import { z } from 'zod'
import { InvalidSignatureError, type ProviderEvent } from './provider'

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({
    // A refund or a dispute names its charge (`charge.refund.updated`, `charge.dispute.closed`); a charge or a session is the object itself.
    object: z.object({ id: z.string().min(1).max(255).optional(), object: z.string().optional(), charge: z.unknown().optional(), status: z.unknown().optional() }).loose(),
  }),
})

const chargeIdOf = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null)

/** Events older than this are refused, so a captured request cannot be replayed later (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300

/**
 * Verifies a `Stripe-Signature` header on the raw body with Stripe's own helper, for Stripe's events
 * and the demo provider's alike, then keeps what fulfilment needs.
 */
export function verifySignedEvent(rawBody: string, signatureHeader: string | null, secret: string): ProviderEvent {
  if (!signatureHeader) throw new InvalidSignatureError('Missing Stripe-Signature header')
  let event: unknown
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, SIGNATURE_TOLERANCE_SECONDS)
  } catch (error) {
    throw new InvalidSignatureError((error as Error).message)
  }
  const parsed = eventSchema.safeParse(event)
  if (!parsed.success) throw new InvalidSignatureError('Signed body is not an event')
  const object = parsed.data.data.object
  return {
    id: parsed.data.id,
    type: parsed.data.type,
    sessionId: object.object === 'checkout.session' && object.id ? object.id : null,
    chargeId: object.object === 'charge' && object.id ? object.id : object.object === 'refund' || object.object === 'dispute' ? chargeIdOf(object.charge) : null,
    refundFailed: object.object === 'refund' && (object.status === 'failed' || object.status === 'canceled'),
    aboutDispute: object.object === 'dispute',
  }
}

/** Signs a body as Stripe does (`t=…,v1=…`): the demo provider's events and the tests' events. */
export const signEvent = (rawBody: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret, ...(timestamp ? { timestamp } : {}) })
