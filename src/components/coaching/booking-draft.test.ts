import { describe, expect, it } from 'vitest'
import { bookingDraftOf } from './booking-draft'

describe('the coaching booking form kept in the browser', () => {
  it('fills the form in again as it was sent', () => {
    const sent = { name: 'Inès Bernard', email: 'ines@exemple.fr', objectives: 'Changer de métier', availability: 'weekend' }
    expect(bookingDraftOf(sent)).toEqual(sent)
  })

  it('keeps the typed fields of a draft whose availability is no longer offered, without it', () => {
    expect(bookingDraftOf({ name: 'Inès', email: 'ines@exemple.fr', objectives: '', availability: 'vendredi' })).toEqual({
      name: 'Inès',
      email: 'ines@exemple.fr',
      objectives: '',
      availability: null,
    })
  })

  it('starts the form empty from anything else stored under its key', () => {
    for (const stored of [null, 'Inès', 42, [], { name: 'Inès' }, { name: 'Inès', email: 7 }, { name: 'x'.repeat(101), email: 'a@b.fr' }]) {
      expect(bookingDraftOf(stored)).toBeNull()
    }
  })
})
