import { describe, expect, it } from 'vitest'
import { frenchDate } from './french-date'

describe('frenchDate', () => {
  it('writes dates the French way, « 1er » for the first of a month, in Paris time', () => {
    expect(frenchDate(new Date('2026-12-01T08:00:00Z'))).toBe('1er décembre 2026')
    expect(frenchDate(new Date('2026-12-31T23:30:00Z'))).toBe('1er janvier 2027')
    expect(frenchDate(new Date('2026-03-22T12:00:00Z'))).toBe('22 mars 2026')
    expect(frenchDate(new Date('2026-08-01T21:59:00Z'))).toBe('1er août 2026')
  })
})
