import { describe, expect, it } from 'vitest'
import { mergeDefaults } from './merge-defaults'

describe('mergeDefaults', () => {
  const defaults = { title: 'Titre', nested: { button: 'Suivant', count: 3 }, list: ['a'] }

  it('keeps an editor’s sentence and the defaults for what they removed', () => {
    expect(mergeDefaults(defaults, { title: 'Nouveau titre', nested: {} })).toEqual({ title: 'Nouveau titre', nested: { button: 'Suivant', count: 3 }, list: ['a'] })
  })

  it('ignores blank strings and values of the wrong type', () => {
    expect(mergeDefaults(defaults, { title: '  ', nested: { button: 42, count: 'x' }, list: 'b' })).toEqual(defaults)
    expect(mergeDefaults(defaults, null)).toEqual(defaults)
  })
})

describe('mergeDefaults on lists', () => {
  const defaults = {
    notes: ['Lis ton profil.', 'Note tes questions.'],
    resources: [
      { title: 'ONISEP', url: 'https://www.onisep.fr' },
      { title: 'Ton coach', note: { text: 'Sur rendez-vous' } },
    ],
  }

  it('keeps the editor’s list, shortened, reordered or emptied', () => {
    const edited = { notes: ['Note tes questions.'], resources: [defaults.resources[1], defaults.resources[0]] }
    expect(mergeDefaults(defaults, edited)).toEqual(edited)
    expect(mergeDefaults(defaults, { notes: [], resources: [] })).toEqual({ notes: [], resources: [] })
  })

  it('leaves out the items not shaped like any default item', () => {
    const edited = {
      notes: ['Lis ton profil.', 3, null, { text: 'x' }],
      resources: [
        { title: 'France Travail', url: 'https://www.francetravail.fr' },
        { title: 'Sans adresse' },
        { title: 'Note cassée', note: 'texte' },
        'ONISEP',
      ],
    }
    expect(mergeDefaults(defaults, edited)).toEqual({
      notes: ['Lis ton profil.'],
      resources: [{ title: 'France Travail', url: 'https://www.francetravail.fr' }],
    })
  })
})
