import { describe, expect, it } from 'vitest'
import { termsOfSale } from '@/content/pages'
import { toLexical } from '@/seed/lexical'
import { unfilledPlaceholders } from './placeholders'

describe('unfilledPlaceholders', () => {
  it('lists the seller’s details the seeded terms of sale leave to fill, each once, in reading order', () => {
    expect(unfilledPlaceholders(toLexical(termsOfSale.body))).toEqual([
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
})
