import type { Payload } from 'payload'
import type { PaymentProvider } from '@/server/payments/provider'
import { startCheckout, type CheckoutStart } from '@/server/payments/checkout'
import { checkoutRequestSchema } from '@/server/payments/schemas'
import { checkoutEvent, type FakeStripe } from './fake-stripe'

export interface PaidSale {
  resultId: number
  orderId: number
  sessionId: string
  email: string
  /** The provider's `checkout.session.completed` event, the same body each time (a provider's retry). */
  event: string
}

/** A visitor's result and its report order, whose session the fake Stripe has marked paid: not yet fulfilled. */
export async function paidReportSale(payload: Payload, stripe: PaymentProvider, fake: FakeStripe, email: string): Promise<PaidSale> {
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name: 'Léa Martin', email, bilanType: 'scolaire', scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 }, dominantProfile: 'IA' },
  })
  const started = (await startCheckout(payload, stripe, checkoutRequestSchema.parse({ kind: 'report', withdrawalWaiver: true }), { result, orderSession: null })) as Extract<
    CheckoutStart,
    { kind: 'redirect' }
  >
  fake.pay(started.sessionId, email)
  return { resultId: result.id, orderId: started.orderId, sessionId: started.sessionId, email, event: checkoutEvent('checkout.session.completed', { id: started.sessionId }) }
}
