import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFERS, resolveOffers } from '@/domain/offers'
import { asksWaiver, coachingOrderOffer, isCoachingOrder, orderLabel, orderOfferTerms, orderTotal, reportPartCents } from './order-offers'

describe('order offers', () => {
  it('charges the spec’s prices from the offers table', () => {
    expect(orderTotal('report', DEFAULT_OFFERS)).toBe(1800)
    expect(orderTotal('reportWithMonthly', DEFAULT_OFFERS)).toBe(6700)
    expect(orderTotal('coachingSingle', DEFAULT_OFFERS)).toBe(1800)
    expect(orderTotal('coachingMonthly', DEFAULT_OFFERS)).toBe(6700)
    expect(orderTotal('premium', DEFAULT_OFFERS)).toBe(5900)
  })

  it('gives the report’s part of a formula as what it costs above the follow-up alone, and none of the others', () => {
    expect(reportPartCents('reportWithMonthly', 6700, DEFAULT_OFFERS)).toBe(1800)
    expect(reportPartCents('coachingMonthly', 6700, DEFAULT_OFFERS)).toBe(1800)
    // The follow-up's price raised by the admin since the order was priced: nothing, rather than below zero.
    expect(reportPartCents('coachingMonthly', 6700, resolveOffers({ monthlyAddon: 7000 }))).toBe(0)
    for (const offer of ['report', 'premium', 'coachingSingle', 'monthlyFollowUp'] as const) expect(reportPartCents(offer, 6700, DEFAULT_OFFERS)).toBe(0)
  })

  it('follows the admin’s price overrides', () => {
    const offers = resolveOffers({ report: 1500, monthlyAddon: 5000 })
    expect(orderTotal('reportWithMonthly', offers)).toBe(6500)
  })

  it('says what each order does once paid', () => {
    expect(orderOfferTerms('report')).toMatchObject({ unlocksResult: true, confirmsBooking: false })
    expect(orderOfferTerms('coachingSingle')).toMatchObject({ unlocksResult: false, confirmsBooking: true })
    expect(orderOfferTerms('reportWithMonthly')).toMatchObject({ unlocksResult: true, confirmsBooking: true })
    expect(orderLabel('reportWithMonthly', DEFAULT_OFFERS)).toBe('Rapport Premium + Suivi mensuel')
  })

  it('sells the one-month follow-up without the report to a visitor who owns it, at the checkout add-on’s price', () => {
    expect(coachingOrderOffer('coachingMonthly', false, DEFAULT_OFFERS)).toBe('coachingMonthly')
    expect(coachingOrderOffer('coachingMonthly', true, DEFAULT_OFFERS)).toBe('monthlyFollowUp')
    expect(orderTotal('monthlyFollowUp', DEFAULT_OFFERS)).toBe(4900)
    expect(orderOfferTerms('monthlyFollowUp')).toMatchObject({ unlocksResult: false, confirmsBooking: true })
    // Premium is a package of its own, and a single session has no report to leave out.
    expect(coachingOrderOffer('premium', true, DEFAULT_OFFERS)).toBe('premium')
    expect(coachingOrderOffer('coachingSingle', true, DEFAULT_OFFERS)).toBe('coachingSingle')
  })

  it('never charges a report owner more for the follow-up alone than with the report, whatever the admin’s prices', () => {
    const offers = resolveOffers({ coachingMonthly: 4500, monthlyAddon: 4900 })
    expect(coachingOrderOffer('coachingMonthly', true, offers)).toBe('coachingMonthly')
  })

  it('asks for the withdrawal waiver only when the order supplies a report the visitor does not have', () => {
    expect(asksWaiver('premium', false)).toBe(true)
    expect(asksWaiver('premium', true)).toBe(false)
    expect(asksWaiver('monthlyFollowUp', true)).toBe(false)
    expect(asksWaiver('coachingSingle', false)).toBe(false)
  })

  it('sends the buyer of every booking-form order back to the coaching confirmation', () => {
    for (const offer of ['coachingSingle', 'coachingMonthly', 'premium', 'monthlyFollowUp'] as const) expect(isCoachingOrder(offer), offer).toBe(true)
    for (const offer of ['report', 'reportWithMonthly'] as const) expect(isCoachingOrder(offer), offer).toBe(false)
  })
})
