import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_AMOUNTS_CENTS,
  DEFAULT_OFFERS,
  DEFAULT_OFFER_TEXTS,
  DEFAULT_REFERENCE_PRICES,
  OFFER_IDS,
  checkoutLines,
  checkoutTotal,
  formatEuros,
  referencePricing,
  resolveOffers,
  type AmountOverrides,
} from './offers'

const NBSP = '\u00A0'
const NNBSP = '\u202F'

describe('the offer table', () => {
  it('carries the prices of the spec, in cents', () => {
    expect(Object.fromEntries(OFFER_IDS.map((id) => [id, DEFAULT_OFFERS[id].amountCents]))).toEqual({
      report: 1800,
      coachingSingle: 1800,
      monthlyAddon: 4900,
      coachingMonthly: 6700,
      premium: 5900,
    })
  })

  it('prices the one-month follow-up as the report plus the monthly add-on', () => {
    expect(DEFAULT_AMOUNTS_CENTS.coachingMonthly).toBe(DEFAULT_AMOUNTS_CENTS.report + DEFAULT_AMOUNTS_CENTS.monthlyAddon)
  })

  it('says what fulfilment does for each offer', () => {
    expect(DEFAULT_OFFERS.report.fulfilment).toEqual(['unlockResult'])
    expect(DEFAULT_OFFERS.coachingSingle.fulfilment).toEqual(['createBooking'])
    expect(DEFAULT_OFFERS.monthlyAddon.fulfilment).toEqual(['createBooking'])
    expect(DEFAULT_OFFERS.coachingMonthly.fulfilment).toEqual(['unlockResult', 'createBooking'])
    expect(DEFAULT_OFFERS.premium.fulfilment).toEqual(['unlockResult', 'createBooking'])
  })

  it('sells the monthly add-on only with the report', () => {
    expect(OFFER_IDS.filter((id) => !DEFAULT_OFFERS[id].soldAlone)).toEqual(['monthlyAddon'])
  })

  it('has French labels and descriptions with the facts of the spec', () => {
    for (const id of OFFER_IDS) {
      const offer = DEFAULT_OFFERS[id]
      expect(offer.id).toBe(id)
      expect(offer.label.trim()).not.toBe('')
      expect(offer.description.trim()).not.toBe('')
      expect(`${offer.label} ${offer.description}`).not.toContain("'")
      expect(offer.description).not.toMatch(/€/)
    }
    expect(DEFAULT_OFFERS.report.label).toBe('Rapport Premium')
    expect(DEFAULT_OFFERS.report.description).toContain('12 pages')
    expect(DEFAULT_OFFERS.coachingSingle.description).toContain('30 minutes')
    expect(DEFAULT_OFFERS.monthlyAddon.description).toContain('4 séances de coaching de 30 minutes')
    expect(DEFAULT_OFFERS.coachingMonthly.description).toContain('4 séances de coaching de 30 minutes')
    expect(DEFAULT_OFFERS.premium.description).toContain('1 à 2 séances de coaching de 30 à 45 minutes et un mois de suivi')
  })
})

describe('resolveOffers', () => {
  it('applies the admin’s amounts and keeps the rest', () => {
    const offers = resolveOffers({ report: 2000, premium: 6900 })
    expect(offers.report.amountCents).toBe(2000)
    expect(offers.premium.amountCents).toBe(6900)
    expect(offers.coachingSingle.amountCents).toBe(1800)
    expect(offers.report.label).toBe('Rapport Premium')
  })

  it('treats an empty settings field (null or undefined) as the default', () => {
    expect(resolveOffers({ report: null, monthlyAddon: undefined })).toEqual(DEFAULT_OFFERS)
    expect(resolveOffers()).toEqual(DEFAULT_OFFERS)
  })

  it('lets the one-month follow-up be priced on its own', () => {
    const offers = resolveOffers({ report: 2000, coachingMonthly: 6500 })
    expect(offers.coachingMonthly.amountCents).toBe(6500)
    expect(checkoutTotal({ monthlyAddon: true }, offers)).toBe(6900)
  })

  it.each([0, -100, 18.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('refuses %s cents', (amount) => {
    expect(() => resolveOffers({ report: amount })).toThrow(`Price of offer "report" must be a positive whole number of cents, got ${amount}`)
  })

  it('refuses an unknown offer', () => {
    expect(() => resolveOffers({ reportWithMonthly: 6700 } as AmountOverrides)).toThrow('Unknown offer "reportWithMonthly" in price overrides')
  })

  it('does not change the default table', () => {
    resolveOffers({ report: 9900 })
    expect(DEFAULT_OFFERS.report.amountCents).toBe(1800)
  })

  it('applies the editors’ texts without touching prices or fulfilment', () => {
    const texts = { ...DEFAULT_OFFER_TEXTS, report: { label: 'Bilan complet', description: 'Tout ton profil, en 12 pages.' } }
    const offers = resolveOffers({ report: 2000 }, texts)
    expect(offers.report).toEqual({ ...DEFAULT_OFFERS.report, label: 'Bilan complet', description: 'Tout ton profil, en 12 pages.', amountCents: 2000 })
    expect(offers.premium).toEqual(DEFAULT_OFFERS.premium)
    expect(checkoutLines({ monthlyAddon: true }, offers).map((line) => line.label)).toEqual(['Bilan complet', 'Suivi mensuel'])
    expect(DEFAULT_OFFERS.report.label).toBe('Rapport Premium')
  })
})

describe('checkout', () => {
  it('charges 18 € for the report and 67 € with the monthly add-on', () => {
    expect(checkoutTotal({ monthlyAddon: false })).toBe(1800)
    expect(checkoutTotal({ monthlyAddon: true })).toBe(6700)
  })

  it('lists the lines of the order summary', () => {
    expect(checkoutLines({ monthlyAddon: false }).map((line) => line.id)).toEqual(['report'])
    expect(checkoutLines({ monthlyAddon: true }).map((line) => line.id)).toEqual(['report', 'monthlyAddon'])
  })

  it('follows the admin’s amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (report, monthlyAddon) => {
        const offers = resolveOffers({ report, monthlyAddon })
        expect(checkoutTotal({ monthlyAddon: false }, offers)).toBe(report)
        expect(checkoutTotal({ monthlyAddon: true }, offers)).toBe(report + monthlyAddon)
      }),
      { numRuns: 500 },
    )
  })
})

describe('formatEuros', () => {
  it.each([
    [1800, `18,00${NBSP}€`],
    [6700, `67,00${NBSP}€`],
    [5900, `59,00${NBSP}€`],
    [799, `7,99${NBSP}€`],
    [5, `0,05${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [14900, `149,00${NBSP}€`],
    [123456, `1${NNBSP}234,56${NBSP}€`],
    [100000000, `1${NNBSP}000${NNBSP}000,00${NBSP}€`],
  ])('%i cents → %j', (cents, expected) => {
    expect(formatEuros(cents)).toBe(expected)
  })

  it.each([-1, 1.5, Number.NaN])('refuses %s', (cents) => {
    expect(() => formatEuros(cents)).toThrow(/whole, non-negative number of cents/)
  })

  it('always reads back to the same number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const text = formatEuros(cents)
        expect(text.endsWith(`${NBSP}€`)).toBe(true)
        expect(text).not.toContain(' ')
        expect(text).toMatch(/^\d{1,3}(?:\u202F\d{3})*,\d{2}\u00A0€$/u)
        expect(Number(text.replaceAll(NNBSP, '').replace(`${NBSP}€`, '').replace(',', ''))).toBe(cents)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('referencePricing', () => {
  it('shows 89 € struck through, 71 € saved and -79 % for the report with the seed figures', () => {
    expect(referencePricing({ monthlyAddon: false }, DEFAULT_REFERENCE_PRICES)).toEqual({
      priceCents: 1800,
      referenceCents: 8900,
      savingsCents: 7100,
      discountPercent: 79,
    })
  })

  it('adds the stated value of the add-on (100 € more than its price) when it is chosen', () => {
    expect(referencePricing({ monthlyAddon: true }, DEFAULT_REFERENCE_PRICES)).toEqual({
      priceCents: 6700,
      referenceCents: 23800,
      savingsCents: 17100,
      discountPercent: 71,
    })
  })

  it('follows the figures and prices of the admin', () => {
    const offers = resolveOffers({ report: 2000 })
    expect(referencePricing({ monthlyAddon: false }, { reportReference: 4000 }, offers)).toEqual({
      priceCents: 2000,
      referenceCents: 4000,
      savingsCents: 2000,
      discountPercent: 50,
    })
  })

  it('shows nothing when a needed figure is empty', () => {
    expect(referencePricing({ monthlyAddon: false }, {})).toBeNull()
    expect(referencePricing({ monthlyAddon: false }, { reportReference: null })).toBeNull()
    expect(referencePricing({ monthlyAddon: true }, { reportReference: 8900, monthlyReference: null })).toBeNull()
    expect(referencePricing({ monthlyAddon: false }, { reportReference: 8900, monthlyReference: null })).not.toBeNull()
  })

  it('never shows a reference price at or below the real price', () => {
    expect(referencePricing({ monthlyAddon: false }, { reportReference: 1800 })).toBeNull()
    expect(referencePricing({ monthlyAddon: false }, { reportReference: 1000 })).toBeNull()
  })

  it('refuses a reference that is not positive cents', () => {
    expect(() => referencePricing({ monthlyAddon: false }, { reportReference: -5 })).toThrow(/positive whole number of cents/)
    expect(() => referencePricing({ monthlyAddon: false }, { reportReference: 89.5 })).toThrow(/positive whole number of cents/)
  })

  it('never overstates the discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (price, reportReference, monthlyAddon) => {
          const offers = resolveOffers({ report: price })
          const pricing = referencePricing({ monthlyAddon }, { reportReference, monthlyReference: 14900 }, offers)
          if (pricing === null) return
          expect(pricing.referenceCents).toBeGreaterThan(pricing.priceCents)
          expect(pricing.savingsCents).toBe(pricing.referenceCents - pricing.priceCents)
          expect(pricing.discountPercent).toBeLessThanOrEqual((100 * pricing.savingsCents) / pricing.referenceCents)
          expect(pricing.discountPercent).toBeGreaterThan((100 * pricing.savingsCents) / pricing.referenceCents - 1)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
