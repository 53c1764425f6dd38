import { describe, expect, it } from 'vitest'
import { sameFirstName } from './name-match'

describe('sameFirstName', () => {
  it('ignores case, accents, quotes, spaces and the words after the first name', () => {
    expect(sameFirstName('Léa', 'lea')).toBe(true)
    expect(sameFirstName(' Léa Martin ', 'LÉA')).toBe(true)
    expect(sameFirstName('"Jean-Pierre"', 'jean-pierre dupont')).toBe(true)
    expect(sameFirstName('Zoé', 'Zoe\u0301')).toBe(true)
  })

  it('refuses another name, a prefix, or an empty one', () => {
    expect(sameFirstName('Léa', 'Léo')).toBe(false)
    expect(sameFirstName('Jean-Pierre', 'Jean')).toBe(false)
    expect(sameFirstName('Léa', '   ')).toBe(false)
    expect(sameFirstName(null, 'Léa')).toBe(false)
    expect(sameFirstName('', '')).toBe(false)
  })
})
