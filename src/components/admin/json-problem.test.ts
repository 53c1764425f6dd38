import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { findJsonProblem } from './json-problem'

describe('findJsonProblem', () => {
  it('accepts what JSON.parse accepts, and refuses what it refuses', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), (value, indent) => {
        expect(findJsonProblem(JSON.stringify(value, null, indent))).toBeNull()
      }),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        let valid = true
        try {
          JSON.parse(text)
        } catch {
          valid = false
        }
        expect(findJsonProblem(text) === null).toBe(valid)
      }),
      { numRuns: 2000 },
    )
  })

  it('points at the line and column of a forgotten comma, with the reason in French', () => {
    const text = '{\n  "titre": "Bonjour"\n  "texte": "Salut"\n}'
    expect(findJsonProblem(text)).toEqual({ line: 3, column: 3, offset: text.indexOf('"texte"'), reason: 'Virgule ou « } » attendue, et non « " »' })
  })

  it('names a trailing comma, a missing closing quote and a missing value', () => {
    expect(findJsonProblem('{"a": 1,\n}')).toMatchObject({ line: 2, column: 1, reason: 'Virgule en trop avant « } »' })
    expect(findJsonProblem('{"a": "Bonjour\n}')).toMatchObject({ line: 1, column: 15, reason: 'Guillemet fermant manquant' })
    expect(findJsonProblem('{"a": }')).toMatchObject({ line: 1, column: 7, reason: expect.stringMatching(/^Valeur attendue/) })
    expect(findJsonProblem('')).toMatchObject({ line: 1, column: 1, reason: 'Une valeur manque à la fin du texte' })
    expect(findJsonProblem('{} x')).toMatchObject({ line: 1, column: 4, reason: 'Texte en trop après la fin : « x »' })
  })
})
