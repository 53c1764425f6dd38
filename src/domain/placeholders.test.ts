import { describe, expect, it } from 'vitest'
import { termsOfSale } from '@/content/pages'
import { toLexical } from '@/seed/lexical'
import { unfilledPlaceholders } from './placeholders'
import { DEFAULT_OFFERS, PRICE_PLACEHOLDERS, fillOfferPrices, unknownPricePlaceholders } from './offers'

describe('unfilledPlaceholders', () => {
  it('lists the seller’s details the seeded terms of sale leave to fill, each once, in reading order', () => {
    expect(unfilledPlaceholders(fillOfferPrices(toLexical(termsOfSale.body), DEFAULT_OFFERS))).toEqual([
      '[Raison sociale]',
      '[Forme juridique et capital]',
      '[Adresse du siège]',
      '[SIREN]',
      '[Numéro de TVA intracommunautaire]',
      '[Email de contact]',
      '[Numéro de téléphone]',
      '[Directeur de la publication]',
      '[Nom, adresse et téléphone de l’hébergeur]',
      '[Nom et coordonnées du médiateur]',
    ])
  })

  it('finds none in details an operator has written, nor in brackets that are not a placeholder', () => {
    const written = toLexical([
      { type: 'ul', items: ['Raison sociale : Cap Orientation SAS', 'SIREN : 123 456 789', 'Email de contact : contact@caporientation.fr'] },
      { type: 'p', text: 'Voir la note [1], le tableau [a], les [crochets vides] ; [] ; [ Espace].' },
    ])
    expect(unfilledPlaceholders(written)).toEqual([])
  })

  it('finds the prices of the seeded terms of sale until the site fills them from the settings', () => {
    const terms = toLexical(termsOfSale.body)
    expect(unfilledPlaceholders(terms)).toEqual(expect.arrayContaining(Object.values(PRICE_PLACEHOLDERS)))
    const filled = JSON.stringify(fillOfferPrices(terms, DEFAULT_OFFERS))
    expect(filled).toContain('Suivi d’un mois : 67,00\u00a0€ TTC, rapport compris.')
    expect(filled).toContain('pour 49,00\u00a0€ TTC.')
  })

  it('fills a price placeholder typed with the keyboard’s straight apostrophe as with the typographic one', () => {
    const written = "Le suivi : [Prix de l'option suivi] ; un mois : [Prix du suivi d'un mois] ; Premium : [Prix de l’offre Premium]."
    expect(fillOfferPrices(written, DEFAULT_OFFERS)).toBe('Le suivi : 49,00\u00a0€ ; un mois : 67,00\u00a0€ ; Premium : 59,00\u00a0€.')
    expect(unknownPricePlaceholders(written, DEFAULT_OFFERS)).toEqual([])
  })

  it('names the price placeholders the site cannot fill, misspelt or split by formatting', () => {
    const written = toLexical([{ type: 'p', text: 'Le rapport : [Prix du rapport] ; la séance : [Prix de la seance]. [Raison sociale].' }])
    expect(unknownPricePlaceholders(written, DEFAULT_OFFERS)).toEqual(['[Prix de la seance]'])
    // In lower case, or with one of its words made bold (three text nodes), the site would show it as written.
    expect(unknownPricePlaceholders('La séance : [prix de la séance de coaching].', DEFAULT_OFFERS)).toEqual(['[prix de la séance de coaching]'])
    const bold = {
      root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Le rapport : [Prix du ' }, { type: 'text', format: 1, text: 'rapport' }, { type: 'text', text: '].' }] }] },
    }
    expect(unknownPricePlaceholders(bold, DEFAULT_OFFERS)).toEqual(['[Prix du…'])
  })
})
