import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { PaymentProvider } from './provider'
import { fulfilOrder } from './fulfil'
import { findOrderBySession } from './orders-store'
import { isCoachingOrder } from './order-offers'
import { describeError } from '@/server/log-error'

/**
 * Where the visitor lands after paying (spec part 1 §7 and part 2 §7): a coaching booking on
 * /coaching-success; the report alone on the thank-you page then the unlocked results; the report with
 * the monthly follow-up, or a report bought before the RIASEC test, on the order page /results. A report
 * not (or no longer) paid goes to its order page too, which waits for the confirmation or says what became
 * of the payment: the thank-you page is only for a payment made.
 */
export async function returnDestination(payload: Payload, order: Pick<Order, 'offer' | 'result' | 'status' | 'providerSessionId'>): Promise<string> {
  const session = encodeURIComponent(order.providerSessionId ?? '')
  if (isCoachingOrder(order.offer)) return `/coaching-success?session_id=${session}`
  if (order.offer === 'report' && order.result && order.status === 'paid') {
    const resultId = typeof order.result === 'number' ? order.result : order.result.id
    const result = await payload.findByID({ collection: 'riasec-results', id: resultId, depth: 0, overrideAccess: true, disableErrors: true, select: { dominantProfile: true } })
    if (result?.dominantProfile) return `/payment-success?profile=${encodeURIComponent(result.dominantProfile)}`
  }
  return `/results?session_id=${session}`
}

/**
 * The visitor's return from the provider: fulfils the order if the webhook has not yet (the provider is
 * asked, the browser is not trusted), then says where to go. A provider failure does not stop the
 * visitor: the page they land on waits for the webhook. Without `askProvider` (an address over its limit of
 * returns), the order is taken as the database holds it, and that page waits for the webhook too.
 */
export async function handleReturn(payload: Payload, provider: PaymentProvider, sessionId: string, { askProvider = true } = {}): Promise<string> {
  const order = await findOrderBySession(payload, sessionId)
  if (!order) return '/'
  if (!askProvider || order.status === 'paid' || order.status === 'refunded') return returnDestination(payload, order)
  const outcome = await fulfilOrder(payload, sessionId, { provider, answerFirst: true }).catch((error: unknown) => {
    payload.logger.error({ msg: 'Fulfilment on return failed; waiting for the webhook', orderId: order.id, err: describeError(error) })
    return null
  })
  if (!outcome) return returnDestination(payload, order)
  // Where the order stands now, not what this call did: a webhook may have recorded it meanwhile, and given it
  // back (a report paid twice), which this call then finds no longer pending.
  return returnDestination(payload, (await findOrderBySession(payload, sessionId)) ?? order)
}
