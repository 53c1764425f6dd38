import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { formatEuros } from '@/domain/offers'
import { maskEmail } from '@/domain/email-address'
import { reportPartGivenBack } from '@/domain/report-part'
import { isUnlocked } from '../assessments/visitor-result'
import { resolveSiteOffers } from '../offers'
import { claimPurchase } from './claim-purchase'
import { findOrderBySession } from './orders-store'
import { orderLabel, orderOfferTerms, type OrderOffer } from './order-offers'
import { sessionIdSchema } from './schemas'

export interface OrderView {
  id: number
  status: 'pending' | 'paid' | 'failed' | 'refunded'
  offer: OrderOffer
  label: string
  price: string
  amountCents: number
  /** Masked ("l•••@exemple.fr"): the page is reachable by whoever holds the session id. */
  email: string | null
  unlocksResult: boolean
  includesCoaching: boolean
  /** The profile code of the order's result, when it has one. */
  resultProfile: string | null
  /** Whether that result is unlocked now (by this order or another way). */
  resultUnlocked: boolean
  /** A report paid for a profile already unlocked (another payment, a promo code), given back by the app. */
  refundedAsDuplicate: boolean
  /** A formula paid for a profile already unlocked: its report's part, given back by the app (« 18,00 € »). */
  reportPartRefund: string | null
}

/**
 * What the order page (/results) and /coaching-success show for a session id. A paid order bought before
 * the test is applied to this browser's result first, when this browser is the buyer's: its order cookie
 * (`orderSession`) names the same session.
 */
export async function loadOrderView(
  payload: Payload,
  rawSessionId: unknown,
  visitorResult: RiasecResult | null,
  orderSession: string | null | undefined,
): Promise<OrderView | null> {
  const sessionId = sessionIdSchema.safeParse(rawSessionId)
  if (!sessionId.success) return null
  let order = await findOrderBySession(payload, sessionId.data)
  if (!order) return null
  const terms = orderOfferTerms(order.offer)
  const boughtHere = orderSession === sessionId.data
  if (boughtHere && order.status === 'paid' && order.awaitingResult && visitorResult && !isUnlocked(visitorResult)) {
    if (await claimPurchase(payload, visitorResult, sessionId.data)) order = { ...order, result: visitorResult.id }
  }
  const resultId = typeof order.result === 'object' ? order.result?.id : order.result
  const result = resultId
    ? await payload.findByID({ collection: 'riasec-results', id: resultId, depth: 0, overrideAccess: true, disableErrors: true, select: { dominantProfile: true, payment: true, unlockedAt: true } })
    : null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    id: order.id,
    status: order.status === 'paid' || order.status === 'pending' || order.status === 'refunded' ? order.status : 'failed',
    offer: order.offer,
    label: orderLabel(order.offer, resolveSiteOffers(settings)),
    price: formatEuros(order.amountCents),
    amountCents: order.amountCents,
    email: order.email ? maskEmail(order.email) : null,
    unlocksResult: terms.unlocksResult,
    includesCoaching: terms.confirmsBooking,
    resultProfile: result?.dominantProfile ?? null,
    resultUnlocked: isUnlocked(result ?? null),
    // Said only while the profile is still unlocked: once staff lock it again, the plain « remboursée » applies.
    refundedAsDuplicate: order.status === 'refunded' && order.paymentNote === 'duplicate-refunded' && isUnlocked(result ?? null),
    reportPartRefund: order.status === 'paid' && reportPartGivenBack(order) ? formatEuros(order.reportPartCents!) : null,
  }
}
