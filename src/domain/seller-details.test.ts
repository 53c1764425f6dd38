import { describe, expect, it } from 'vitest'
import { termsOfSale } from '@/content/pages'
import { toLexical } from '@/seed/lexical'
import { unfilledPlaceholders } from './placeholders'
import { SELLER_PLACEHOLDERS, SIREN, fillSellerDetails } from './seller-details'
import { DEFAULT_OFFERS, fillOfferPrices } from './offers'

// Its prices as the site shows them (from the settings' prices), which leaves the seller's details to fill.
const seededTerms = fillOfferPrices(toLexical(termsOfSale.body), DEFAULT_OFFERS)

describe('fillSellerDetails', () => {
  it('has a setting for every placeholder of the seeded terms of sale', () => {
    expect(unfilledPlaceholders(seededTerms).sort()).toEqual(Object.values(SELLER_PLACEHOLDERS).sort())
  })

  it('writes each detail wherever its placeholder stands, and leaves the others for the warning', () => {
    const filled = fillSellerDetails(seededTerms, { legalName: 'Cap Orientation SAS', contactEmail: ' bonjour@cap-orientation.fr ' })
    const text = JSON.stringify(filled)
    expect(text.split('Cap Orientation SAS').length - 1).toBe(4)
    expect(text.split('bonjour@cap-orientation.fr').length - 1).toBe(9)
    expect(unfilledPlaceholders(filled)).not.toContain('[Raison sociale]')
    expect(unfilledPlaceholders(filled)).toContain('[SIREN]')
    expect(unfilledPlaceholders(filled)).toHaveLength(Object.keys(SELLER_PLACEHOLDERS).length - 2)
  })

  it('keeps the rich text’s shape and leaves it unchanged with no detail written', () => {
    const every = Object.fromEntries(Object.keys(SELLER_PLACEHOLDERS).map((key) => [key, `valeur ${key}`]))
    const filled = fillSellerDetails(seededTerms, every)
    expect(unfilledPlaceholders(filled)).toEqual([])
    const expected = Object.entries(SELLER_PLACEHOLDERS).reduce((text, [key, placeholder]) => text.replaceAll(placeholder, `valeur ${key}`), JSON.stringify(seededTerms))
    expect(JSON.stringify(filled)).toBe(expected)
    expect(fillSellerDetails(seededTerms, { legalName: '  ', siren: null })).toBe(seededTerms)
  })

  it('reads a SIREN of nine digits, grouped by three or not', () => {
    expect(['732829320', '732 829 320'].every((value) => SIREN.test(value))).toBe(true)
    expect(['73282932', '7328293201', '732-829-320', 'ABC829320'].some((value) => SIREN.test(value))).toBe(false)
  })
})
