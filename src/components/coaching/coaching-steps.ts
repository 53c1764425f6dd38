import { COACHING_OFFERS, type CoachingOffer } from '@/server/payments/order-offers'

/** The screens of the coaching flow, in order: call to action, choice of formula, booking form. */
export const COACHING_STEPS = ['cta', 'presentation', 'booking'] as const
export type CoachingStep = (typeof COACHING_STEPS)[number]

export const isCoachingStep = (value: unknown): value is CoachingStep => (COACHING_STEPS as readonly unknown[]).includes(value)
export const isCoachingOffer = (value: unknown): value is CoachingOffer => (COACHING_OFFERS as readonly unknown[]).includes(value)

/**
 * The `/coaching` address of a screen: the booking form names its formula; while Premium is on show (a page sent
 * the visitor for it), the address keeps it, so that a reload, or a return from the payment page, still shows
 * it: `offer=premium` on the screens before the form, `premium=1` beside another formula on the form.
 */
export function coachingAddress(step: CoachingStep, offer: CoachingOffer | null, premiumShown = false): string {
  const named = step === 'booking' ? offer : premiumShown ? 'premium' : null
  const query = new URLSearchParams({ step, ...(named ? { offer: named } : {}), ...(premiumShown && named !== 'premium' ? { premium: '1' } : {}) })
  return `/coaching?${query.toString()}`
}

/** Whether an address asks for Premium to be shown beside the two coachings. */
export const asksForPremium = (search: { offer?: unknown; premium?: unknown }): boolean => search.offer === 'premium' || search.premium === '1'

/** The booking form of an order's formula, to book it again (the follow-up without the report is the month's). */
export function rebookingAddress(offer: string | null): string {
  const formula = offer === 'monthlyFollowUp' ? 'coachingMonthly' : offer
  return isCoachingOffer(formula) ? coachingAddress('booking', formula, formula === 'premium') : '/coaching'
}

/** The screen an address shows (browser history): the presentation when the step is unknown or lacks a formula. */
export function coachingScreen(search: URLSearchParams): { step: CoachingStep; offer: CoachingOffer | null } {
  const step = search.get('step')
  const offer = search.get('offer')
  if (step === 'booking') return isCoachingOffer(offer) ? { step, offer } : { step: 'presentation', offer: null }
  return { step: isCoachingStep(step) ? step : 'presentation', offer: null }
}

/** This site's own payment page (the demo provider's): a payment cancelled there comes back here, never again to it. */
const PAYMENT_PAGES = ['/paiement-demo']

/**
 * Whether « Retour » may go back to the page before (`previous`, its address when known): a page of this site,
 * but not the payment page a cancelled payment came back from.
 */
export function goesBackTo(previous: string | null, origin: string): boolean {
  if (!previous) return false
  const url = new URL(previous, origin)
  return url.origin === origin && !PAYMENT_PAGES.includes(url.pathname)
}

/** The key, in a history entry's state, of how many screens of this flow the entry lies beyond its first. */
export const FLOW_DEPTH_KEY = 'coachingDepth'

/** How many of the flow's own screens lie behind a history entry: « Retour » walks those back first. */
export function flowDepth(state: unknown): number {
  const depth = state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[FLOW_DEPTH_KEY] : undefined
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0
}
