import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFERS, resolveOffers } from '@/domain/offers'
import { orderLabel, orderOfferTerms, orderTotal } from './order-offers'

describe('order offers', () => {
  it('charges the spec’s prices from the offers table', () => {
    expect(orderTotal('report', DEFAULT_OFFERS)).toBe(1800)
    expect(orderTotal('reportWithMonthly', DEFAULT_OFFERS)).toBe(6700)
    expect(orderTotal('coachingSingle', DEFAULT_OFFERS)).toBe(1800)
    expect(orderTotal('coachingMonthly', DEFAULT_OFFERS)).toBe(6700)
    expect(orderTotal('premium', DEFAULT_OFFERS)).toBe(5900)
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
})
