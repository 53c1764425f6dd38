import { describe, expect, it } from 'vitest'
import { addMissingKeys } from './missing-keys'

const defaults = {
  title: 'Accès à mes résultats',
  items: ['Un', 'Deux', 'Trois'],
  email: { subject: 'Ton lien', signature: 'L’équipe {brand}' },
}

describe('addMissingKeys', () => {
  it('keeps an edited sentence and an emptied one', () => {
    const stored = { title: 'Retrouver mes résultats', items: ['Un', 'Deux', 'Trois'], email: { subject: '', signature: 'L’équipe {brand}' } }
    expect(addMissingKeys(stored, defaults)).toEqual({ copy: stored, added: [] })
  })

  it('does not bring back an item an editor removed from a list', () => {
    const stored = { ...defaults, items: ['Un', 'Trois'] }
    expect(addMissingKeys(stored, defaults).copy).toEqual(stored)
  })

  it('adds a nested key the stored copy lacks, beside the editor’s sentences', () => {
    const stored = { title: 'Retrouver mes résultats', items: ['Un'], email: { subject: 'Ton accès' } }
    expect(addMissingKeys(stored, defaults)).toEqual({
      copy: { title: 'Retrouver mes résultats', items: ['Un'], email: { subject: 'Ton accès', signature: 'L’équipe {brand}' } },
      added: ['email.signature'],
    })
  })

  it('adds a whole missing block and keeps keys the defaults no longer have', () => {
    const stored = { title: 'Titre', legacy: 'Ancien texte' }
    expect(addMissingKeys(stored, defaults)).toEqual({
      copy: { title: 'Titre', legacy: 'Ancien texte', items: defaults.items, email: defaults.email },
      added: ['items', 'email'],
    })
  })

  it('keeps a value an editor gave another type: it is theirs, the pages fall back on their own', () => {
    const stored = { title: 'Titre', items: 'Un, deux', email: null }
    expect(addMissingKeys(stored, defaults)).toEqual({ copy: stored, added: [] })
  })

  it('takes the defaults when nothing is stored', () => {
    expect(addMissingKeys(undefined, defaults)).toEqual({ copy: defaults, added: [''] })
  })

  it('leaves the stored copy and the defaults untouched', () => {
    const stored = { email: { subject: 'Ton accès' } }
    addMissingKeys(stored, defaults)
    expect(stored).toEqual({ email: { subject: 'Ton accès' } })
    expect(defaults.email).toEqual({ subject: 'Ton lien', signature: 'L’équipe {brand}' })
  })
})
