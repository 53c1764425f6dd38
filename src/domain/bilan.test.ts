import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BILAN_TYPES, DEFAULT_BILAN_TYPE, isBilanType, layoutFor, parseBilanType, profileSetFor } from './bilan'

describe('bilan types', () => {
  it('are the three assessment types of the spec, school orientation by default', () => {
    expect(BILAN_TYPES).toEqual(['scolaire', 'reconversion', 'public'])
    expect(DEFAULT_BILAN_TYPE).toBe('scolaire')
  })

  it('give school pupils the school set and layout, everyone else the adult ones', () => {
    expect(BILAN_TYPES.map((bilan) => [bilan, profileSetFor(bilan), layoutFor(bilan)])).toEqual([
      ['scolaire', 'scolaire', 'school'],
      ['reconversion', 'adulte', 'adult'],
      ['public', 'adulte', 'adult'],
    ])
  })
})

describe('parseBilanType', () => {
  it.each([
    ['scolaire', 'scolaire'],
    ['reconversion', 'reconversion'],
    ['public', 'public'],
    [' Reconversion ', 'reconversion'],
    ['PUBLIC', 'public'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseBilanType(input)).toBe(expected)
  })

  it.each([undefined, null, '', 'adulte', 'pro', 'publique', 42, {}, ['public'], true])(
    'falls back to the default for %j',
    (input) => {
      expect(parseBilanType(input)).toBe('scolaire')
    },
  )

  it('always returns a bilan type, and keeps a valid one unchanged', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const bilan = parseBilanType(input)
        expect(isBilanType(bilan)).toBe(true)
        if (isBilanType(input)) expect(bilan).toBe(input)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isBilanType', () => {
  it('accepts only the exact values', () => {
    expect(BILAN_TYPES.every(isBilanType)).toBe(true)
    expect(isBilanType('Public')).toBe(false)
    expect(isBilanType(undefined)).toBe(false)
  })
})
