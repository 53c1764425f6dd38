import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RIASEC_LETTERS, type RiasecLetter } from './riasec-letters'
import { PROFILE_CODES, profileLetters, type RiasecScores } from './riasec'
import {
  MAJOR_WEIGHT,
  MINOR_WEIGHT,
  careerAgreesWithProfile,
  jobFamilyFit,
  parseRomeRiasecCsv,
  familiesOfFit,
  rankJobFamilies,
  type RomeJobFamily,
} from './rome-match'

const scores = (values: Partial<RiasecScores>): RiasecScores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...values })

const family = (code: string, major: RiasecLetter, minor: RiasecLetter | null): RomeJobFamily => ({
  code,
  label: `Famille ${code}`,
  major,
  minor,
})

const FAMILIES: RomeJobFamily[] = [
  family('M1805', 'I', 'R'), // Études et développement informatique
  family('H1208', 'R', 'C'), // Intervention technique en études et conception en automatisme
  family('K2111', 'S', 'E'), // Formation professionnelle
  family('D1402', 'E', 'S'), // Relation commerciale grands comptes
  family('B1101', 'A', 'R'), // Création en arts plastiques
  family('A1403', 'R', null), // Aide d’élevage agricole et aquacole: no official minor letter
]

const scoresArb = fc
  .array(fc.constantFrom(...RIASEC_LETTERS), { minLength: 12, maxLength: 12 })
  .map((answers) => scores(Object.fromEntries(RIASEC_LETTERS.map((l) => [l, answers.filter((a) => a === l).length]))))

describe('jobFamilyFit', () => {
  it('weighs the major letter twice as much as the minor one, relative to the best score', () => {
    expect(MAJOR_WEIGHT).toBe(2)
    expect(MINOR_WEIGHT).toBe(1)
    const visitor = scores({ R: 6, I: 3, A: 3 })
    expect(jobFamilyFit(family('X', 'R', 'I'), visitor)).toBeCloseTo((2 * 6 + 3) / 18)
    expect(jobFamilyFit(family('X', 'I', 'R'), visitor)).toBeCloseTo((2 * 3 + 6) / 18)
    expect(jobFamilyFit(family('X', 'S', 'E'), visitor)).toBe(0)
  })

  it('reaches 1 when both letters share the best score', () => {
    expect(jobFamilyFit(family('X', 'R', 'I'), scores({ R: 5, I: 5, A: 2 }))).toBe(1)
  })

  it('judges a family with no minor letter on its major letter, never above the best two-letter family of that letter', () => {
    expect(jobFamilyFit(family('X', 'R', null), scores({ R: 6, I: 6 }))).toBe(1)
    // Not lifted by the visitor's best letter, which it does not have.
    expect(jobFamilyFit(family('X', 'R', null), scores({ R: 3, I: 6, A: 3 }))).toBe(0.5)
    // A visitor of type R whose second type is C: the family of R alone ties with RC, and no longer beats it.
    const realistic = scores({ R: 7, C: 2, I: 1 })
    expect(jobFamilyFit(family('X', 'R', null), realistic)).toBe(jobFamilyFit(family('Y', 'R', 'C'), realistic))
    expect(jobFamilyFit(family('X', 'R', null), realistic)).toBeLessThan(1)
  })

  it('gives 0 when every score is 0', () => {
    expect(jobFamilyFit(family('X', 'R', 'I'), scores({}))).toBe(0)
  })

  it('refuses negative or non-numeric scores', () => {
    expect(() => jobFamilyFit(family('X', 'R', 'I'), scores({ R: -1 }))).toThrow('Score of R must be a non-negative number, got -1')
    expect(() => jobFamilyFit(family('X', 'R', 'I'), scores({ I: Number.NaN }))).toThrow(/Score of I/)
  })

  it('always lies between 0 and 1', () => {
    fc.assert(
      fc.property(scoresArb, fc.constantFrom(...FAMILIES), (visitor, jobFamily) => {
        const fit = jobFamilyFit(jobFamily, visitor)
        expect(fit).toBeGreaterThanOrEqual(0)
        expect(fit).toBeLessThanOrEqual(1)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('rankJobFamilies', () => {
  it('returns the best-fitting families first, with their fit', () => {
    const ranked = rankJobFamilies(FAMILIES, scores({ I: 6, C: 4, R: 2 }), 3)
    expect(ranked.map((f) => f.code)).toEqual(['M1805', 'H1208', 'A1403'])
    expect(ranked[0]).toEqual({ ...FAMILIES[0], fit: (2 * 6 + 2) / 18 })
  })

  it('orders equal fits by ROME code, so the list is stable', () => {
    const twins = [family('K0002', 'S', 'A'), family('K0001', 'S', 'A')]
    expect(rankJobFamilies(twins, scores({ S: 6, A: 6 }), 2).map((f) => f.code)).toEqual(['K0001', 'K0002'])
  })

  it('takes equal fits one ROME domain after the other, so close scores do not get one domain only', () => {
    const tied = [family('A0003', 'S', 'A'), family('A0001', 'S', 'A'), family('A0002', 'S', 'A'), family('K0002', 'A', 'S'), family('D0001', 'S', 'A'), family('K0001', 'S', 'A')]
    const even = scores({ S: 6, A: 6 })
    // Agriculture holds three of them, services to persons two, commerce one: the fullest domain first.
    expect(rankJobFamilies(tied, even, 4).map((f) => f.code)).toEqual(['A0001', 'K0001', 'D0001', 'A0002'])
    expect(rankJobFamilies(tied, even, 6).map((f) => f.code)).toEqual(['A0001', 'K0001', 'D0001', 'A0002', 'K0002', 'A0003'])
    // A better fit still comes first, whatever its domain.
    expect(rankJobFamilies([...tied, family('N0001', 'S', 'S')], scores({ S: 6, A: 5 }), 2).map((f) => f.code)).toEqual(['N0001', 'A0001'])
  })

  it('counts the families of one fit', () => {
    const even = scores({ S: 6, A: 6 })
    const all = [family('K0001', 'S', 'A'), family('K0002', 'A', 'S'), family('A0001', 'S', null), family('M0001', 'C', 'S')]
    expect(familiesOfFit(all, even, 1)).toBe(3)
    expect(familiesOfFit(all, even, 1 / 3)).toBe(1)
    expect(familiesOfFit(all, even, 0.5)).toBe(0)
  })

  it('honours the limit', () => {
    expect(rankJobFamilies(FAMILIES, scores({ S: 12 }), 0)).toEqual([])
    expect(rankJobFamilies(FAMILIES, scores({ S: 12 }), 100)).toHaveLength(FAMILIES.length)
    expect(() => rankJobFamilies(FAMILIES, scores({ S: 12 }), -1)).toThrow(/Limit/)
    expect(() => rankJobFamilies(FAMILIES, scores({ S: 12 }), 1.5)).toThrow(/Limit/)
  })

  it('never puts a lower fit before a higher one, nor changes the input', () => {
    fc.assert(
      fc.property(scoresArb, fc.integer({ min: 0, max: 8 }), (visitor, limit) => {
        const input = structuredClone(FAMILIES)
        const ranked = rankJobFamilies(input, visitor, limit)
        expect(ranked).toHaveLength(Math.min(limit, FAMILIES.length))
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.fit).toBeGreaterThanOrEqual(ranked[i]!.fit)
        expect(input).toEqual(FAMILIES)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('careerAgreesWithProfile', () => {
  it.each([
    ['IC', 'I', 'C', true],
    ['IC', 'C', 'R', true],
    ['IC', 'R', 'I', true],
    ['IC', 'R', 'A', false],
    ['CI', 'I', 'R', true],
    ['R', 'R', null, true],
    ['R', 'I', 'R', true],
    ['R', 'I', null, false],
    ['SE', 'A', null, false],
  ] as const)('%s with a %s/%s family: %s', (code, major, minor, expected) => {
    expect(careerAgreesWithProfile(code, major, minor)).toBe(expected)
  })

  it('refuses what is not a profile code', () => {
    expect(() => careerAgreesWithProfile('RR', 'R', 'I')).toThrow('Not a profile code: "RR"')
  })

  it('agrees exactly when one official letter is among the profile letters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_CODES),
        fc.constantFrom(...RIASEC_LETTERS),
        fc.option(fc.constantFrom(...RIASEC_LETTERS), { nil: null }),
        (code, major, minor) => {
          const letters: string[] = profileLetters(code)
          const expected = letters.includes(major) || (minor !== null && letters.includes(minor))
          expect(careerAgreesWithProfile(code, major, minor)).toBe(expected)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('parseRomeRiasecCsv', () => {
  const header = '"code_rome","riasec_majeur","riasec_mineur"'

  it('reads the official letters of each ROME code, an empty minor as null', () => {
    const letters = parseRomeRiasecCsv(`${header}\n"A1101","R","I"\r\n"A1403","R",""\n`)
    expect([...letters]).toEqual([
      ['A1101', { major: 'R', minor: 'I' }],
      ['A1403', { major: 'R', minor: null }],
    ])
  })

  it('refuses another file', () => {
    expect(() => parseRomeRiasecCsv('"code_rome","libelle_rome"\n"A1101","Conduite"')).toThrow(/Unexpected ROME RIASEC header/)
    expect(() => parseRomeRiasecCsv('')).toThrow(/Unexpected ROME RIASEC header/)
  })

  it.each(['"A1101","X","I"', '"A1101","R","Z"', '"A1101","","I"', 'A1101,R,I', '"A1101","R"'])(
    'refuses the malformed line %j',
    (line) => {
      expect(() => parseRomeRiasecCsv(`${header}\n"A1102","R","C"\n${line}`)).toThrow(`Malformed ROME RIASEC line 3: ${line}`)
    },
  )
})
