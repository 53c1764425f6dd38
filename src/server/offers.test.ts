import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFERS } from '@/domain/offers'
import { withFrenchSpacing } from '@/domain/typography'
import { resolveSiteOffers } from './offers'

const NBSP = '\u00A0'

describe('resolveSiteOffers', () => {
  it('keeps the default table, typeset, when the settings set nothing', () => {
    expect(resolveSiteOffers({})).toEqual(withFrenchSpacing(DEFAULT_OFFERS))
    expect(resolveSiteOffers({ prices: {}, copy: {} })).toEqual(withFrenchSpacing(DEFAULT_OFFERS))
  })

  it('applies an editor’s label and description, key by key, over the defaults', () => {
    const offers = resolveSiteOffers({
      prices: { report: 2000 },
      copy: { logoAlt: 'Cap', offers: { report: { label: 'Bilan complet' }, premium: { description: 'Tout compris : rapport et coaching.' } } },
    })
    expect(offers.report).toMatchObject({ label: 'Bilan complet', description: DEFAULT_OFFERS.report.description.replace(' :', `${NBSP}:`), amountCents: 2000 })
    expect(offers.premium).toMatchObject({ label: 'Offre Premium', description: `Tout compris${NBSP}: rapport et coaching.` })
    expect(offers.coachingSingle.label).toBe('Séance de coaching')
  })

  it('keeps the default for an emptied text, a text of the wrong type or a copy that is not an object', () => {
    const offers = resolveSiteOffers({ copy: { offers: { report: { label: '  ', description: 42 }, monthlyAddon: 'Suivi' } } })
    expect(offers.report.label).toBe('Rapport Premium')
    expect(offers.report.description).toContain('12 pages')
    expect(offers.monthlyAddon.label).toBe('Suivi mensuel')
    expect(resolveSiteOffers({ copy: ['offers'] }).report.label).toBe('Rapport Premium')
  })
})
