import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayFirstName } from './first-name'

describe('displayFirstName', () => {
  it.each([
    ['  jean-pierre dupont', 'Jean-Pierre'],
    ['Jean-Pierre', 'Jean-Pierre'],
    ['élodie-marie', 'Élodie-Marie'],
    ['marie-ÉLISE', 'Marie-ÉLISE'],
    ['anne-marie-louise', 'Anne-Marie-Louise'],
    ["'élodie'", 'Élodie'],
    ['"Élodie"', 'Élodie'],
    ['‘élodie’', 'Élodie'],
    ['“chloé”', 'Chloé'],
    ['« Maëlle »', 'Maëlle'],
    ['«maëlle»', 'Maëlle'],
    ['Zoë', 'Zoë'],
    ['zoë', 'Zoë'],
    ['Zoe\u0308', 'Zoë'],
    ['océane', 'Océane'],
    ['ÇA', 'ÇA'],
    ['çédric', 'Çédric'],
    ['œdipe', 'Œdipe'],
    ['ANAÏS martin', 'ANAÏS'],
    ['lUCAS', 'LUCAS'],
    ['marie\u00A0claire', 'Marie'],
    ['\tléa\n', 'Léa'],
    ['léa42', 'Léa'],
    ['jean--pierre', 'Jean-Pierre'],
    ['-jean-', 'Jean'],
    ['jean.pierre', 'Jeanpierre'],
    ['l’amour', 'Lamour'],
    ['Jean, Paul', 'Jean'],
    ['émile!', 'Émile'],
    ['Søren', 'Søren'],
    ['Παύλος', 'Παύλος'],
  ])('%j → %j', (raw, expected) => {
    expect(displayFirstName(raw)).toBe(expected)
  })

  it.each([null, undefined, '', '   ', '42', '"', '« »', '-', ' - ', '--', '42 Jean', '!!!', '😀', '\u0301'])(
    '%j → null',
    (raw) => {
      expect(displayFirstName(raw)).toBeNull()
    },
  )

  it('keeps only letters and inner hyphens, each part starting with a capital letter when the script has one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (raw) => {
        const name = displayFirstName(raw)
        if (name === null) return
        expect(name).toMatch(/^[\p{L}][\p{L}\p{M}]*(?:-[\p{L}\p{M}]+)*$/u)
        expect(name).not.toMatch(/\s/u)
        for (const part of name.split('-')) {
          const initial = [...part][0]!
          expect(initial).toBe(initial.toLocaleUpperCase('fr-FR'))
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent: a displayed name displays unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (raw) => {
        const name = displayFirstName(raw)
        if (name !== null) expect(displayFirstName(name)).toBe(name)
      }),
      { numRuns: 2000 },
    )
  })

  it('only looks at the first word', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-zà-ÿ]{1,10}$/),
        fc.string({ maxLength: 20 }),
        (first, rest) => {
          expect(displayFirstName(`${first} ${rest}`)).toBe(displayFirstName(first))
        },
      ),
      { numRuns: 1000 },
    )
  })
})
