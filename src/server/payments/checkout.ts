import type { Payload } from 'payload'
import type { CoachingBooking, Lead, Order, RiasecResult } from '@/payload-types'
import { VisitorError } from '../assessments/errors'
import { findByIdempotencyKey } from '../assessments/idempotent-create'
import { isAnotherProfile, isUnlocked } from '../assessments/visitor-result'
import { resolveSiteOffers } from '../offers'
import type { CheckoutRequest } from './schemas'
import type { PaymentProvider } from './provider'
import { asksWaiver, coachingOrderOffer, isFormulaWithReport, orderLines, orderOfferTerms, orderTotal, reportPartCents, type OrderOffer } from './order-offers'
import { isClaimable } from './claim'
import { claimPurchase } from './claim-purchase'
import { findOrderBySession, markOrderUnpaid, markPaymentPending } from './orders-store'
import { inTransaction } from './transaction'
import { closeEarlierPurchase } from './open-sessions'
import { absolute, successUrl } from './urls'
import { coachingAddress } from '@/components/coaching/coaching-steps'
import { CHECKOUT_ADDON_QUERY } from '@/components/payments/checkout-address'
import { NOT_GIVEN, nameGivenWith } from '@/domain/visitor-contact'

export interface CheckoutContext {
  /** The visitor's own result, found by their access cookie. */
  result: RiasecResult | null
  /** The session id in the order cookie: a paid order this browser has not yet applied to a result. */
  orderSession: string | null
}

export type CheckoutStart =
  | { kind: 'redirect'; url: string; orderId: number; sessionId: string; /** Set as the order cookie. */ claimSession: string | null }
  /** A paid order bought before the test was applied to the result: nothing to pay. */
  | { kind: 'unlocked' }

const offerOf = (request: CheckoutRequest): OrderOffer =>
  request.kind === 'report' ? 'report' : request.kind === 'checkout' ? (request.monthlyAddon ? 'reportWithMonthly' : 'report') : request.offer

function cancelPath(request: CheckoutRequest, result: RiasecResult | null): string {
  if (request.kind === 'report') return `/resultats-riasec?profile=${encodeURIComponent(result?.dominantProfile ?? '')}`
  // The follow-up the visitor added is ticked again on their return (their own choice, never a default).
  if (request.kind === 'checkout') return request.monthlyAddon ? `/checkout?${CHECKOUT_ADDON_QUERY}` : '/checkout'
  return coachingAddress('booking', request.offer, request.premiumShown ?? false)
}

/** The open transaction, as the Local API takes it. */
type InTransaction = { transactionID?: string | number }

/**
 * The orientation questionnaire's lead, with what the visitor typed at checkout. One answered with a contact
 * keeps it: the payer may be someone else (a parent), whose address the order carries. One answered without
 * takes the address typed, the latest (an address mistyped at a first checkout is corrected at the next).
 */
async function checkoutLead(payload: Payload, request: Extract<CheckoutRequest, { kind: 'checkout' }>, req: InTransaction): Promise<Lead | null> {
  const lead = request.orientationKey ? await findByIdempotencyKey(payload, 'leads', request.orientationKey) : null
  const changes = {
    ...(request.email && (!lead || lead.name === NOT_GIVEN) ? { email: request.email } : {}),
    ...(request.currentFiliere ? { currentFiliere: request.currentFiliere } : {}),
  }
  if (lead) {
    return Object.keys(changes).length ? payload.update({ collection: 'leads', id: lead.id, data: changes, overrideAccess: true, depth: 0, req }) : lead
  }
  if (!request.email) return null
  return payload.create({
    collection: 'leads',
    overrideAccess: true,
    req,
    data: { name: NOT_GIVEN, email: request.email, source: 'checkout', currentFiliere: request.currentFiliere ?? 'Non spécifié', consentAt: new Date().toISOString() },
  })
}

function createBooking(payload: Payload, request: Extract<CheckoutRequest, { kind: 'coaching' }>, req: InTransaction): Promise<CoachingBooking> {
  return payload.create({
    collection: 'coaching-bookings',
    overrideAccess: true,
    req,
    data: {
      name: request.name,
      email: request.email,
      objectives: request.objectives || undefined,
      availability: request.availability,
      offer: request.offer,
      status: 'pending',
    },
  })
}

/** The monthly follow-up bought at checkout is a booking too: staff arrange the sessions with the visitor. */
function createAddonBooking(payload: Payload, lead: Lead | null, result: RiasecResult | null, email: string | undefined, req: InTransaction): Promise<CoachingBooking> {
  return payload.create({
    collection: 'coaching-bookings',
    overrideAccess: true,
    req,
    data: {
      // The payer's own name only: a teenager's stays with their records, which their erasure reaches.
      name: nameGivenWith(result, email) ?? nameGivenWith(lead, email),
      email: email ?? lead?.email ?? result?.email ?? undefined,
      availability: 'autre',
      offer: 'reportWithMonthly',
      status: 'pending',
    },
  })
}

/**
 * Starts a payment: creates the pending order (and booking) from the server's offers table, then the
 * provider's checkout session, and returns where to send the visitor. The price never comes from the browser.
 */
export async function startCheckout(payload: Payload, provider: PaymentProvider, request: CheckoutRequest, context: CheckoutContext): Promise<CheckoutStart> {
  const requested = offerOf(request)
  let result = context.result

  if (orderOfferTerms(requested).unlocksResult && result && !isUnlocked(result) && (await claimPurchase(payload, result, context.orderSession))) {
    if (requested === 'report') return { kind: 'unlocked' }
    result = await payload.findByID({ collection: 'riasec-results', id: result.id, depth: 0, overrideAccess: true })
  }
  if (request.kind === 'report' && !result) throw new VisitorError('reportNeedsTest', 409)
  // The dialog of another profile's page (an earlier test's, one opened by its address) would unlock this one.
  if (request.kind === 'report' && result && isAnotherProfile(request.profile, result)) throw new VisitorError('otherProfile', 409, {}, { profile: result.dominantProfile })
  const reportOwned = result !== null && isUnlocked(result)
  // The report is this visitor's already: neither the results page nor the checkout page sells it twice,
  // and the one-month follow-up is sold without it.
  if (request.kind !== 'coaching' && result && reportOwned) throw new VisitorError('alreadyUnlocked', 409, {}, { profile: result.dominantProfile })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const offers = resolveSiteOffers(settings)
  const offer = request.kind === 'coaching' ? coachingOrderOffer(request.offer, reportOwned, offers) : requested
  if (request.kind === 'coaching' && request.shownAmountCents !== undefined && request.shownAmountCents !== orderTotal(offer, offers)) {
    throw new VisitorError('priceChanged', 409)
  }
  const terms = orderOfferTerms(offer)
  const waiverNeeded = asksWaiver(offer, reportOwned)
  if (request.kind === 'coaching' && waiverNeeded && request.withdrawalWaiver !== true) {
    throw new VisitorError('waiverMissing')
  }
  // Bought before the test in this browser and not yet claimed by a result: the test gives it, a second
  // purchase would only replace this browser's order cookie and leave the first order behind. One still
  // being paid (another tab) is closed first, unless it was paid meanwhile.
  if (terms.unlocksResult && !result && context.orderSession) {
    const earlier = await findOrderBySession(payload, context.orderSession)
    if (earlier && (isClaimable(earlier) || !(await closeEarlierPurchase(payload, provider, earlier)))) throw new VisitorError('reportAlreadyBought', 409)
  }
  // The report is already theirs: only the coaching part of the order has work left.
  const resultToUnlock = terms.unlocksResult && !reportOwned ? result : null
  // Bought before the test: the result this browser saves later claims the order (src/server/payments/claim.ts).
  const awaitingResult = terms.unlocksResult && !result

  // The lead, the booking, the order and the result's « En attente » are written together or not at all.
  const { order, email } = await inTransaction(payload, async (transactionID) => {
    const req = { transactionID }
    const lead = request.kind === 'checkout' ? await checkoutLead(payload, request, req) : null
    const email = request.kind === 'coaching' ? request.email : request.kind === 'checkout' ? (request.email ?? lead?.email ?? result?.email) : result?.email
    const booking =
      request.kind === 'coaching'
        ? await createBooking(payload, request, req)
        : terms.confirmsBooking
          ? await createAddonBooking(payload, lead, result, email ?? undefined, req)
          : null

    const now = new Date().toISOString()
    const order: Order = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      req,
      data: {
        offer,
        amountCents: orderTotal(offer, offers),
        // At the day's prices: given back as it was paid, if the profile is unlocked another way before the payment.
        reportPartCents: isFormulaWithReport(offer) ? reportPartCents(offer, orderTotal(offer, offers), offers) : undefined,
        currency: 'eur',
        status: 'pending',
        provider: provider.name,
        email: email ?? undefined,
        // A report already theirs is named too: the confirmation then speaks of their profile, not of a test to take.
        result: terms.unlocksResult ? result?.id : undefined,
        awaitingResult,
        lead: lead?.id ?? (typeof result?.lead === 'number' ? result.lead : undefined),
        booking: booking?.id,
        termsAcceptedAt: now,
        withdrawalWaiverAt: waiverNeeded ? now : undefined,
      },
    })
    if (resultToUnlock) await markPaymentPending(payload, resultToUnlock.id, transactionID)
    return { order, email }
  })

  try {
    const session = await provider.createCheckoutSession({
      orderId: order.id,
      orderCreatedAt: order.createdAt,
      offer,
      lines: orderLines(offer, offers).map(({ label, description, amountCents }) => ({ label, description, amountCents })),
      customerEmail: email,
      successUrl: successUrl(),
      cancelUrl: absolute(cancelPath(request, result)),
    })
    await payload.update({ collection: 'orders', id: order.id, data: { providerSessionId: session.id }, overrideAccess: true, depth: 0 })
    return { kind: 'redirect', url: session.url, orderId: order.id, sessionId: session.id, claimSession: awaitingResult ? session.id : null }
  } catch (error) {
    await inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, 'failed', transactionID))
    throw error
  }
}
