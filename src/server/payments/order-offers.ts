import type { Order } from '@/payload-types'
import type { Offer, OfferId, OfferTable } from '@/domain/offers'

/** What an order sells (the `orders.offer` values). */
export type OrderOffer = Order['offer']

interface OrderOfferTerms {
  /** The lines of the offers table charged, in display order. */
  lines: readonly OfferId[]
  /** Paying unlocks the visitor's RIASEC result (and needs the waiver of the withdrawal right). */
  unlocksResult: boolean
  /** Paying confirms a coaching booking. */
  confirmsBooking: boolean
}

const ORDER_OFFERS: Readonly<Record<OrderOffer, OrderOfferTerms>> = {
  report: { lines: ['report'], unlocksResult: true, confirmsBooking: false },
  reportWithMonthly: { lines: ['report', 'monthlyAddon'], unlocksResult: true, confirmsBooking: true },
  coachingSingle: { lines: ['coachingSingle'], unlocksResult: false, confirmsBooking: true },
  coachingMonthly: { lines: ['coachingMonthly'], unlocksResult: true, confirmsBooking: true },
  premium: { lines: ['premium'], unlocksResult: true, confirmsBooking: true },
  // The one-month follow-up booked by a visitor whose report is already theirs: the report is not sold twice.
  monthlyFollowUp: { lines: ['monthlyAddon'], unlocksResult: false, confirmsBooking: true },
}

export const COACHING_OFFERS = ['coachingSingle', 'coachingMonthly', 'premium'] as const satisfies readonly OrderOffer[]
export type CoachingOffer = (typeof COACHING_OFFERS)[number]

/**
 * The orders that sell the report itself: the checkout refuses them for a result already unlocked, and
 * their sessions still open are closed once it is (open-sessions.ts).
 */
export const REPORT_ORDER_OFFERS = ['report', 'reportWithMonthly'] as const satisfies readonly OrderOffer[]

/** When the visitor can take the call (the `coaching-bookings.availability` values). */
export const AVAILABILITIES = ['weekend', 'lundi-mardi', 'mercredi-jeudi', 'autre'] as const
export type Availability = (typeof AVAILABILITIES)[number]

export const orderOfferTerms = (offer: OrderOffer): OrderOfferTerms => ORDER_OFFERS[offer]

/**
 * The order a coaching formula makes. For a visitor who already owns the report, the one-month follow-up
 * is sold without it, at the checkout add-on's price (as long as the admin's prices make that the cheaper
 * one). Premium is a package of its own and keeps its price.
 */
export function coachingOrderOffer(offer: CoachingOffer, reportOwned: boolean, offers: OfferTable): OrderOffer {
  if (!reportOwned || offer !== 'coachingMonthly') return offer
  return orderTotal('monthlyFollowUp', offers) < orderTotal('coachingMonthly', offers) ? 'monthlyFollowUp' : offer
}

/** Whether an order asks for the waiver of the withdrawal right: it supplies the report, which the visitor does not already have. */
export const asksWaiver = (offer: OrderOffer, reportOwned: boolean): boolean => ORDER_OFFERS[offer].unlocksResult && !reportOwned

/** The orders the coaching booking form makes: their buyer returns to /coaching-success. */
export const isCoachingOrder = (offer: OrderOffer): boolean => offer === 'monthlyFollowUp' || (COACHING_OFFERS as readonly OrderOffer[]).includes(offer)

/**
 * The orders whose open sessions are closed once the result is unlocked: those that sell the report, and
 * the one-month follow-up, which costs less once the report is the visitor's (coachingOrderOffer).
 */
export const REPRICED_ONCE_UNLOCKED = [...REPORT_ORDER_OFFERS, 'coachingMonthly'] as const satisfies readonly OrderOffer[]

/** The coaching formulas priced with the report in them (Premium is a package of its own). */
export const isFormulaWithReport = (offer: OrderOffer): boolean => offer === 'reportWithMonthly' || offer === 'coachingMonthly'

/**
 * The report's part of a formula sold with it, paid for a profile unlocked another way since its session
 * opened: what the order costs above the same coaching without the report (the one-month follow-up's price,
 * see coachingOrderOffer), at the site's prices. Zero for the report alone (given back whole), for Premium
 * (a package, kept whole) and for the orders without the report.
 */
export function reportPartCents(offer: OrderOffer, amountCents: number, offers: OfferTable): number {
  if (!isFormulaWithReport(offer)) return 0
  return Math.max(0, amountCents - orderTotal('monthlyFollowUp', offers))
}

/** The orders whose payment unlocks the visitor's result. */
export const UNLOCKING_ORDER_OFFERS = (Object.keys(ORDER_OFFERS) as OrderOffer[]).filter((offer) => ORDER_OFFERS[offer].unlocksResult)

/** The priced lines of an order, from the server's offers table (never from the browser). */
export const orderLines = (offer: OrderOffer, offers: OfferTable): Offer[] => ORDER_OFFERS[offer].lines.map((id) => offers[id])

export const orderTotal = (offer: OrderOffer, offers: OfferTable): number =>
  orderLines(offer, offers).reduce((total, line) => total + line.amountCents, 0)

/** The one-line French name of an order, for emails and pages: "Rapport Premium + Suivi mensuel". */
export const orderLabel = (offer: OrderOffer, offers: OfferTable): string =>
  orderLines(offer, offers)
    .map((line) => line.label)
    .join(' + ')
