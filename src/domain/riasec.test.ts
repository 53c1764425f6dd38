import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { methodPage } from '@/content/pages'
import { RIASEC_LETTERS, type RiasecLetter } from './riasec-letters'
import {
  PROFILE_CODES,
  RIASEC_QUESTION_COUNT,
  RIASEC_TYPE_NAMES,
  SCORING_RULE_TEXT,
  SINGLE_LETTER_MIN_LEAD,
  SINGLE_LETTER_RULE_TEXT,
  TIE_RULE_TEXT,
  WEAK_DIFFERENTIATION_MAX_LEAD,
  canonicalCode,
  consistency,
  countScores,
  explainOutcome,
  hexagonDistance,
  isProfileCode,
  profileLetters,
  scoreRiasec,
  type RiasecOutcome,
  type RiasecScores,
  type TieBreak,
} from './riasec'

/** Twelve answers with the given counts per letter (in R-I-A-S-E-C order: scoring must not care). */
function answersWith(counts: Partial<Record<RiasecLetter, number>>): RiasecLetter[] {
  const answers = RIASEC_LETTERS.flatMap((letter) => Array<RiasecLetter>(counts[letter] ?? 0).fill(letter))
  if (answers.length !== RIASEC_QUESTION_COUNT) throw new Error(`Test vector has ${answers.length} answers`)
  return answers
}

const letterArb = fc.constantFrom(...RIASEC_LETTERS)
const answersArb = fc.array(letterArb, { minLength: 12, maxLength: 12 })
const orientationArb = fc.array(letterArb, { maxLength: 10 })
const RUNS = { numRuns: 1500 }

/** A permutation of `items` driven by random sort keys. */
const permute = <T>(items: readonly T[], keys: readonly number[]): T[] =>
  items
    .map((item, index) => ({ item, key: keys[index] ?? 0, index }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item)

describe('countScores', () => {
  it('keeps all six letters, zeros included', () => {
    expect(countScores(['R', 'R', 'I'])).toEqual({ R: 2, I: 1, A: 0, S: 0, E: 0, C: 0 })
    expect(countScores([])).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 })
  })

  it('rejects anything that is not a letter, naming the answer', () => {
    expect(() => countScores(['R', 'x' as RiasecLetter])).toThrow('Answer 2 is not one of the letters R, I, A, S, E, C: "x"')
    expect(() => countScores(['r' as RiasecLetter])).toThrow(/Answer 1/)
    expect(() => countScores([null as unknown as RiasecLetter])).toThrow(/Answer 1/)
  })
})

describe('canonicalCode', () => {
  it.each([
    ['AI', 'IA'],
    ['ER', 'RE'],
    ['CE', 'EC'],
    ['EA', 'AE'],
    ['RI', 'RI'],
    ['CR', 'RC'],
    ['ia', 'IA'],
    ['aI', 'IA'],
    [' se ', 'SE'],
    ['r', 'R'],
    ['C', 'C'],
  ])('%j → %s', (input, expected) => {
    expect(canonicalCode(input)).toBe(expected)
  })

  it.each(['', ' ', 'RR', 'ii', 'RIA', 'X', 'RX', 'R1', 'R-I', 'R I', 'É', 'IA?', 'ß'])('%j → null', (input) => {
    expect(canonicalCode(input)).toBeNull()
  })

  it('maps every ordered pair of different letters to the same code as its reverse, in PROFILE_CODES', () => {
    for (const a of RIASEC_LETTERS) {
      for (const b of RIASEC_LETTERS) {
        if (a === b) continue
        const code = canonicalCode(a + b)
        expect(code).not.toBeNull()
        expect(code).toBe(canonicalCode(b + a))
        expect(PROFILE_CODES).toContain(code)
        expect(RIASEC_LETTERS.indexOf(code![0] as RiasecLetter)).toBeLessThan(RIASEC_LETTERS.indexOf(code![1] as RiasecLetter))
      }
    }
  })

  it('never accepts an arbitrary string that is not a profile code in some case and order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (input) => {
        const code = canonicalCode(input)
        if (code !== null) {
          expect(isProfileCode(code)).toBe(true)
          expect([...input.trim().toUpperCase()].sort()).toEqual([...code].sort())
        }
      }),
      RUNS,
    )
  })
})

describe('PROFILE_CODES', () => {
  it('holds the 6 letters then the 15 pairs, each once, each canonical', () => {
    expect(PROFILE_CODES).toHaveLength(21)
    expect(new Set(PROFILE_CODES).size).toBe(21)
    expect(PROFILE_CODES.slice(0, 6)).toEqual([...RIASEC_LETTERS])
    expect(PROFILE_CODES.filter((code) => code.length === 2)).toHaveLength(15)
    for (const code of PROFILE_CODES) expect(canonicalCode(code)).toBe(code)
  })

  it('lists the pairs in a stable R-I-A-S-E-C order', () => {
    const pairs = RIASEC_LETTERS.flatMap((a, i) => RIASEC_LETTERS.slice(i + 1).map((b) => a + b))
    expect(PROFILE_CODES.slice(6)).toEqual(pairs)
  })

  it('gives the letters of a code with profileLetters', () => {
    expect(profileLetters('IA')).toEqual(['I', 'A'])
    expect(profileLetters('C')).toEqual(['C'])
  })
})

describe('hexagon', () => {
  it.each([
    ['R', 'I', 1, 'adjacent'],
    ['R', 'C', 1, 'adjacent'],
    ['E', 'C', 1, 'adjacent'],
    ['R', 'A', 2, 'alternate'],
    ['I', 'S', 2, 'alternate'],
    ['R', 'E', 2, 'alternate'],
    ['R', 'S', 3, 'opposite'],
    ['I', 'E', 3, 'opposite'],
    ['A', 'C', 3, 'opposite'],
  ] as const)('%s-%s: distance %i, %s', (a, b, distance, expected) => {
    expect(hexagonDistance(a, b)).toBe(distance)
    expect(hexagonDistance(b, a)).toBe(distance)
    expect(consistency(a, b)).toBe(expected)
    expect(consistency(b, a)).toBe(expected)
  })

  it('puts every letter at distance 0 from itself, and refuses a consistency of one letter', () => {
    for (const letter of RIASEC_LETTERS) {
      expect(hexagonDistance(letter, letter)).toBe(0)
      expect(() => consistency(letter, letter)).toThrow(/two different letters/)
    }
  })

  it('gives each letter two neighbours, two alternates and one opposite', () => {
    for (const letter of RIASEC_LETTERS) {
      const others = RIASEC_LETTERS.filter((other) => other !== letter).map((other) => consistency(letter, other))
      expect(others.filter((c) => c === 'adjacent')).toHaveLength(2)
      expect(others.filter((c) => c === 'alternate')).toHaveLength(2)
      expect(others.filter((c) => c === 'opposite')).toHaveLength(1)
    }
  })
})

describe('scoreRiasec: validation', () => {
  it('needs exactly 12 answers', () => {
    expect(() => scoreRiasec(answersWith({ R: 12 }).slice(1))).toThrow('RIASEC scoring needs exactly 12 answers, got 11')
    expect(() => scoreRiasec([...answersWith({ R: 12 }), 'I'])).toThrow('RIASEC scoring needs exactly 12 answers, got 13')
    expect(() => scoreRiasec([])).toThrow(/got 0/)
    expect(() => scoreRiasec('RIASECRIASEC' as unknown as RiasecLetter[])).toThrow(/array/)
  })

  it('needs letters', () => {
    const answers = answersWith({ R: 12 })
    answers[5] = 'Z' as RiasecLetter
    expect(() => scoreRiasec(answers)).toThrow('Answer 6 is not one of the letters R, I, A, S, E, C: "Z"')
  })

  it('checks the orientation letters too', () => {
    expect(() => scoreRiasec(answersWith({ R: 12 }), { orientationLetters: ['I', 'Q' as RiasecLetter] })).toThrow(/Answer 2/)
  })
})

describe('scoreRiasec: profile rules', () => {
  it('keeps the two best letters when nothing is tied', () => {
    const outcome = scoreRiasec(answersWith({ R: 5, I: 3, A: 2, S: 1, E: 1 }))
    expect(outcome).toEqual<RiasecOutcome>({
      scores: { R: 5, I: 3, A: 2, S: 1, E: 1, C: 0 },
      // S and E tie lower down: E is closer to R on the hexagon.
      ranking: ['R', 'I', 'A', 'E', 'S', 'C'],
      dominantProfile: 'RI',
      differentiation: 2,
      consistency: 'adjacent',
      weaklyDifferentiated: false,
      tieBreak: 'none',
    })
  })

  it('writes the pair in canonical order whatever letter leads', () => {
    const outcome = scoreRiasec(answersWith({ I: 2, A: 5, S: 4, E: 1 }))
    expect(outcome.ranking.slice(0, 2)).toEqual(['A', 'S'])
    expect(scoreRiasec(answersWith({ R: 4, E: 5, C: 3 })).dominantProfile).toBe('RE')
    expect(scoreRiasec(answersWith({ A: 4, E: 5, C: 3 })).dominantProfile).toBe('AE')
  })

  it(`gives a single letter from a lead of ${SINGLE_LETTER_MIN_LEAD}, not below`, () => {
    const single = scoreRiasec(answersWith({ S: 6, E: 3, C: 3 }))
    expect(single.dominantProfile).toBe('S')
    expect(single.differentiation).toBe(3)
    expect(single.tieBreak).toBe('none')
    expect(single.ranking.slice(0, 2)).toEqual(['S', 'E'])

    const pair = scoreRiasec(answersWith({ S: 6, E: 4, C: 2 }))
    expect(pair.dominantProfile).toBe('SE')
    expect(pair.differentiation).toBe(2)
  })

  it('gives a single letter when everything went to one letter', () => {
    const outcome = scoreRiasec(answersWith({ C: 12 }))
    expect(outcome.dominantProfile).toBe('C')
    expect(outcome.differentiation).toBe(12)
    expect(outcome.scores).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 12 })
  })

  it(`flags a lead of ${WEAK_DIFFERENTIATION_MAX_LEAD} point or less as weakly differentiated`, () => {
    expect(scoreRiasec(answersWith({ R: 4, I: 3, A: 3, S: 2 })).weaklyDifferentiated).toBe(true)
    expect(scoreRiasec(answersWith({ R: 4, I: 4, A: 2, S: 2 })).weaklyDifferentiated).toBe(true)
    expect(scoreRiasec(answersWith({ R: 5, I: 3, A: 2, S: 2 })).weaklyDifferentiated).toBe(false)
  })

  it('reports the consistency of the first two letters', () => {
    expect(scoreRiasec(answersWith({ R: 5, A: 4, C: 3 })).consistency).toBe('alternate')
    expect(scoreRiasec(answersWith({ I: 5, E: 4, C: 3 })).consistency).toBe('opposite')
    expect(scoreRiasec(answersWith({ R: 5, C: 4, A: 3 })).consistency).toBe('adjacent')
  })

  it('ignores the orientation letters when there is no tie to break', () => {
    const withOrientation = scoreRiasec(answersWith({ R: 5, I: 3, A: 2, S: 2 }), { orientationLetters: ['C', 'C', 'A'] })
    expect(withOrientation.dominantProfile).toBe('RI')
    expect(withOrientation.tieBreak).toBe('none')
  })
})

describe('scoreRiasec: tie rule', () => {
  describe('a tie for second place', () => {
    const answers = answersWith({ R: 5, I: 3, S: 3, A: 1 })

    it('is broken first by the orientation answers', () => {
      const outcome = scoreRiasec(answers, { orientationLetters: ['S', 'E', 'S', 'I'] })
      expect(outcome.dominantProfile).toBe('RS')
      expect(outcome.tieBreak).toBe('orientation')
      expect(outcome.ranking.slice(0, 3)).toEqual(['R', 'S', 'I'])
    })

    it('then by the hexagon: the letter closest to the top letter', () => {
      const outcome = scoreRiasec(answers)
      expect(outcome.dominantProfile).toBe('RI')
      expect(outcome.tieBreak).toBe('hexagon')
    })

    it('goes to the hexagon when the orientation answers support the tied letters equally', () => {
      expect(scoreRiasec(answers, { orientationLetters: [] }).tieBreak).toBe('hexagon')
      expect(scoreRiasec(answers, { orientationLetters: ['I', 'S', 'C'] }).tieBreak).toBe('hexagon')
      expect(scoreRiasec(answers, { orientationLetters: ['R', 'R'] }).dominantProfile).toBe('RI')
    })

    it('ends with the R-I-A-S-E-C order only when both are as close on the hexagon', () => {
      const outcome = scoreRiasec(answersWith({ I: 5, R: 3, A: 3, E: 1 }))
      expect(outcome.dominantProfile).toBe('RI')
      expect(outcome.tieBreak).toBe('order')
      expect(outcome.ranking.slice(0, 3)).toEqual(['I', 'R', 'A'])
    })

    it('lets orientation support override that order', () => {
      const outcome = scoreRiasec(answersWith({ I: 5, R: 3, A: 3, E: 1 }), { orientationLetters: ['A'] })
      expect(outcome.dominantProfile).toBe('IA')
      expect(outcome.tieBreak).toBe('orientation')
    })
  })

  describe('two letters tied for first place', () => {
    it('make the profile together: no rule is needed', () => {
      const outcome = scoreRiasec(answersWith({ A: 4, I: 4, S: 2, E: 1, C: 1 }))
      expect(outcome.dominantProfile).toBe('IA')
      expect(outcome.differentiation).toBe(0)
      expect(outcome.weaklyDifferentiated).toBe(true)
      expect(outcome.tieBreak).toBe('none')
      expect(outcome.ranking.slice(0, 2)).toEqual(['I', 'A'])
    })

    it('are ordered in the ranking by orientation support first', () => {
      const outcome = scoreRiasec(answersWith({ A: 4, I: 4, S: 2, E: 1, C: 1 }), { orientationLetters: ['A'] })
      expect(outcome.ranking.slice(0, 2)).toEqual(['A', 'I'])
      expect(outcome.dominantProfile).toBe('IA')
    })
  })

  describe('three or more letters tied for first place', () => {
    const answers = answersWith({ R: 4, I: 4, S: 4 })

    it('keep the pair the orientation answers support most', () => {
      const outcome = scoreRiasec(answers, { orientationLetters: ['S', 'S', 'I'] })
      expect(outcome.dominantProfile).toBe('IS')
      expect(outcome.tieBreak).toBe('orientation')
      expect(outcome.ranking.slice(0, 3)).toEqual(['S', 'I', 'R'])
    })

    it('keep the most consistent pair on the hexagon without orientation answers', () => {
      const outcome = scoreRiasec(answers)
      expect(outcome.dominantProfile).toBe('RI')
      expect(outcome.tieBreak).toBe('hexagon')
      expect(outcome.consistency).toBe('adjacent')
    })

    it('keep the orientation favourite and its closest partner when orientation settles only the first letter', () => {
      const outcome = scoreRiasec(answers, { orientationLetters: ['S'] })
      expect(outcome.dominantProfile).toBe('IS')
      expect(outcome.tieBreak).toBe('hexagon')
      expect(outcome.ranking[0]).toBe('S')
    })

    it('fall back to the R-I-A-S-E-C order when every pair is as consistent', () => {
      const alternates = answersWith({ R: 4, A: 4, E: 4 })
      const outcome = scoreRiasec(alternates)
      expect(outcome.dominantProfile).toBe('RA')
      expect(outcome.tieBreak).toBe('order')
      expect(outcome.consistency).toBe('alternate')

      const withFavourite = scoreRiasec(alternates, { orientationLetters: ['E'] })
      expect(withFavourite.dominantProfile).toBe('RE')
      expect(withFavourite.tieBreak).toBe('order')
      expect(withFavourite.ranking.slice(0, 3)).toEqual(['E', 'R', 'A'])
    })

    it('handle a four-way tie: several adjacent pairs, then order', () => {
      const outcome = scoreRiasec(answersWith({ R: 3, I: 3, A: 3, S: 3 }))
      expect(outcome.dominantProfile).toBe('RI')
      expect(outcome.tieBreak).toBe('order')
    })

    it('handle a six-way tie, with and without orientation answers', () => {
      const even = answersWith({ R: 2, I: 2, A: 2, S: 2, E: 2, C: 2 })
      expect(scoreRiasec(even)).toMatchObject({ dominantProfile: 'RI', tieBreak: 'order', differentiation: 0 })
      expect(scoreRiasec(even, { orientationLetters: ['C', 'E', 'C'] })).toMatchObject({
        dominantProfile: 'EC',
        tieBreak: 'orientation',
        ranking: ['C', 'E', 'R', 'I', 'S', 'A'],
      })
    })

    it('drop the letters the orientation answers support less before looking at the hexagon', () => {
      // A, S, C share first place; orientation rules out C, leaving A and S, adjacent.
      const outcome = scoreRiasec(answersWith({ A: 4, S: 4, C: 4 }), { orientationLetters: ['A', 'S'] })
      expect(outcome.dominantProfile).toBe('AS')
      expect(outcome.tieBreak).toBe('orientation')
    })
  })

  it('orders the rest of the ranking by score, orientation support, closeness to the top letter, then order', () => {
    const answers = answersWith({ E: 6, S: 2, C: 2, I: 1, A: 1 })
    expect(scoreRiasec(answers).ranking).toEqual(['E', 'S', 'C', 'A', 'I', 'R'])
    expect(scoreRiasec(answers, { orientationLetters: ['I'] }).ranking).toEqual(['E', 'S', 'C', 'I', 'A', 'R'])
  })
})

describe('scoreRiasec: properties over all answer vectors', () => {
  it('always gives a canonical code from PROFILE_CODES', () => {
    fc.assert(
      fc.property(answersArb, fc.option(orientationArb, { nil: undefined }), (answers, orientationLetters) => {
        const { dominantProfile } = scoreRiasec(answers, { orientationLetters })
        expect(PROFILE_CODES).toContain(dominantProfile)
        expect(canonicalCode(dominantProfile)).toBe(dominantProfile)
      }),
      RUNS,
    )
  })

  it('never depends on the order of the answers (nor of the orientation letters)', () => {
    fc.assert(
      fc.property(
        answersArb,
        orientationArb,
        fc.array(fc.integer(), { minLength: 12, maxLength: 12 }),
        fc.array(fc.integer(), { minLength: 10, maxLength: 10 }),
        (answers, orientationLetters, keys, orientationKeys) => {
          expect(scoreRiasec(permute(answers, keys))).toEqual(scoreRiasec(answers))
          expect(
            scoreRiasec(permute(answers, keys), { orientationLetters: permute(orientationLetters, orientationKeys) }),
          ).toEqual(scoreRiasec(answers, { orientationLetters }))
        },
      ),
      RUNS,
    )
  })

  it('keeps six scores that sum to 12 and match the answers', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const { scores } = scoreRiasec(answers)
        expect(Object.keys(scores).sort()).toEqual([...RIASEC_LETTERS].sort())
        expect(Object.values(scores).reduce((sum, score) => sum + score, 0)).toBe(12)
        for (const letter of RIASEC_LETTERS) expect(scores[letter]).toBe(answers.filter((a) => a === letter).length)
      }),
      RUNS,
    )
  })

  it(`gives a single letter exactly when the lead is at least ${SINGLE_LETTER_MIN_LEAD}`, () => {
    fc.assert(
      fc.property(answersArb, orientationArb, (answers, orientationLetters) => {
        const outcome = scoreRiasec(answers, { orientationLetters })
        expect(outcome.dominantProfile.length === 1).toBe(outcome.differentiation >= SINGLE_LETTER_MIN_LEAD)
        if (outcome.dominantProfile.length === 1) expect(outcome.tieBreak).toBe('none')
      }),
      RUNS,
    )
  })

  it('ranks the six letters without ever putting a lower score before a higher one', () => {
    fc.assert(
      fc.property(answersArb, orientationArb, (answers, orientationLetters) => {
        const { ranking, scores } = scoreRiasec(answers, { orientationLetters })
        expect([...ranking].sort()).toEqual([...RIASEC_LETTERS].sort())
        for (let i = 1; i < ranking.length; i++) {
          expect(scores[ranking[i - 1]!]).toBeGreaterThanOrEqual(scores[ranking[i]!])
        }
      }),
      RUNS,
    )
  })

  it('builds the profile, differentiation, weak flag and consistency from the head of the ranking', () => {
    fc.assert(
      fc.property(answersArb, orientationArb, (answers, orientationLetters) => {
        const outcome = scoreRiasec(answers, { orientationLetters })
        const [first, second] = outcome.ranking as [RiasecLetter, RiasecLetter]
        const sorted = Object.values(outcome.scores).sort((a, b) => b - a)
        expect(outcome.differentiation).toBe(sorted[0]! - sorted[1]!)
        expect(outcome.differentiation).toBe(outcome.scores[first] - outcome.scores[second])
        expect(outcome.weaklyDifferentiated).toBe(outcome.differentiation <= WEAK_DIFFERENTIATION_MAX_LEAD)
        expect(outcome.consistency).toBe(consistency(first, second))
        expect(outcome.dominantProfile).toBe(canonicalCode(outcome.dominantProfile.length === 1 ? first : first + second))
      }),
      RUNS,
    )
  })

  it('uses the orientation answers only to break ties', () => {
    fc.assert(
      fc.property(answersArb, orientationArb, (answers, orientationLetters) => {
        const alone = scoreRiasec(answers)
        const withOrientation = scoreRiasec(answers, { orientationLetters })
        expect(withOrientation.scores).toEqual(alone.scores)
        if (alone.tieBreak === 'none') expect(withOrientation.dominantProfile).toBe(alone.dominantProfile)
        if (withOrientation.tieBreak === 'none') expect(withOrientation.dominantProfile).toBe(alone.dominantProfile)
      }),
      RUNS,
    )
  })

  it('reports no tie break exactly when the profile letters are settled by the scores alone', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const outcome = scoreRiasec(answers)
        const [, second = 0, third = 0] = Object.values(outcome.scores).sort((a, b) => b - a)
        // A unique runner-up, or exactly two letters sharing first place, settle the pair without any rule.
        const settled = outcome.differentiation >= SINGLE_LETTER_MIN_LEAD || second > third
        expect(outcome.tieBreak === 'none').toBe(settled)
      }),
      RUNS,
    )
  })
})

/** Every distinct score vector (a composition of 12 into six parts) with the number of answer vectors giving it. */
function* allScoreVectors(): Generator<{ counts: RiasecScores; weight: number }> {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))
  function* split(remaining: number, letters: readonly RiasecLetter[]): Generator<Partial<RiasecScores>> {
    const [letter, ...rest] = letters
    if (letter === undefined) return
    if (rest.length === 0) {
      yield { [letter]: remaining }
      return
    }
    for (let count = 0; count <= remaining; count++) {
      for (const tail of split(remaining - count, rest)) yield { [letter]: count, ...tail }
    }
  }
  for (const partial of split(12, RIASEC_LETTERS)) {
    const counts = partial as RiasecScores
    const weight = Object.values(counts).reduce((w, count) => w / factorial(count), factorial(12))
    yield { counts, weight }
  }
}

describe('how often each rule fires on uniformly random answers (exact, over all 6^12 answer vectors)', () => {
  const total = 6 ** 12
  let singleLetter = 0
  let firstPlaceTie = 0
  const tieBreaks: Record<TieBreak, number> = { none: 0, orientation: 0, hexagon: 0, order: 0 }
  let vectors = 0
  for (const { counts, weight } of allScoreVectors()) {
    const outcome = scoreRiasec(answersWith(counts))
    vectors += weight
    if (outcome.dominantProfile.length === 1) singleLetter += weight
    if (outcome.differentiation === 0) firstPlaceTie += weight
    tieBreaks[outcome.tieBreak] += weight
  }

  it('covers every answer vector', () => {
    expect(vectors).toBe(total)
  })

  it('gives a single-letter profile to 9.92 % of random answer vectors (the figure in SINGLE_LETTER_MIN_LEAD’s comment)', () => {
    expect(singleLetter / total).toBeCloseTo(0.0992, 4)
  })

  it('has a first-place tie in 33.3 % of random answer vectors', () => {
    expect(firstPlaceTie / total).toBeCloseTo(0.3332, 4)
  })

  it('needs the hexagon for 18.7 % and the fixed order for 13.3 % of random vectors without orientation answers', () => {
    expect(tieBreaks.orientation).toBe(0)
    expect(tieBreaks.hexagon / total).toBeCloseTo(0.1871, 4)
    expect(tieBreaks.order / total).toBeCloseTo(0.1334, 4)
    expect(tieBreaks.none + tieBreaks.hexagon + tieBreaks.order).toBe(total)
  })
})

describe('first-place tie rate on a random sample', () => {
  it('is within the expected band (measured 0.333 on 20,000 seeded vectors)', () => {
    const sample = fc.sample(answersArb, { numRuns: 20_000, seed: 20261122 })
    const ties = sample.filter((answers) => scoreRiasec(answers).differentiation === 0).length
    const rate = ties / sample.length
    expect(rate).toBeGreaterThan(0.15)
    expect(rate).toBeLessThan(0.45)
    expect(rate).toBeCloseTo(0.333, 1)
  })
})

describe('method texts', () => {
  /** The report's method page states the rules with these; the Méthode page, seeded once, in its own words. */
  const reportTexts = [SCORING_RULE_TEXT, SINGLE_LETTER_RULE_TEXT, TIE_RULE_TEXT]

  it('states the numbers of the code', () => {
    expect(SCORING_RULE_TEXT).toContain(`${RIASEC_QUESTION_COUNT} questions`)
    expect(SCORING_RULE_TEXT).toContain(`${RIASEC_QUESTION_COUNT} points en tout`)
    for (const letter of RIASEC_LETTERS) expect(SCORING_RULE_TEXT).toContain(`${letter} (${RIASEC_TYPE_NAMES[letter]})`)
    expect(SINGLE_LETTER_RULE_TEXT).toContain(`au moins ${SINGLE_LETTER_MIN_LEAD} points d’avance`)
  })

  it('states the three tie rules in their order', () => {
    const orientation = TIE_RULE_TEXT.indexOf('questionnaire d’orientation')
    const hexagon = TIE_RULE_TEXT.indexOf('hexagone de Holland')
    const order = TIE_RULE_TEXT.indexOf('En dernier recours seulement, l’ordre fixe R, I, A, S, E, C')
    expect(orientation).toBeGreaterThan(-1)
    expect(hexagon).toBeGreaterThan(orientation)
    expect(order).toBeGreaterThan(hexagon)
  })

  it('is typographically French: no ASCII apostrophe, no double space', () => {
    for (const text of reportTexts) {
      expect(text).not.toContain("'")
      expect(text).not.toMatch(/ {2}/)
    }
  })

  it('the Méthode page’s seeded text gives the figures the scoring uses', () => {
    const page = methodPage.body.flatMap((block) => ('items' in block ? block.items : 'text' in block ? [block.text] : [])).join('\n')
    expect(page).toContain(`Le test compte ${RIASEC_QUESTION_COUNT} questions`)
    expect(page).toContain(`chacun sur ${RIASEC_QUESTION_COUNT}, dont le total fait toujours ${RIASEC_QUESTION_COUNT}`)
    expect(page).toContain(`d’au moins ${SINGLE_LETTER_MIN_LEAD} points`)
    // Its example of a single-letter code has a lead of at least that many points.
    const example = scoreRiasec(answersWith({ R: 1, I: 6, A: 2, S: 1, E: 1, C: 1 }))
    expect(example.dominantProfile).toBe('I')
    expect(page).toContain(`le type I devance le deuxième de ${example.differentiation} points : ton code est I`)
  })
})

describe('explainOutcome', () => {
  it('explains a single-letter profile', () => {
    const [lead, ...rest] = explainOutcome(scoreRiasec(answersWith({ S: 7, E: 3, C: 2 })))
    expect(lead).toBe('Ton premier type a 4 points d’avance sur le deuxième : il domine nettement, ton profil garde une seule lettre.')
    expect(rest).toEqual(['Tes deux premiers types sont voisins sur l’hexagone : ils vont naturellement ensemble.'])
  })

  it('explains a first-place tie and the rule that settled it', () => {
    expect(explainOutcome(scoreRiasec(answersWith({ R: 4, I: 4, S: 4 })))).toEqual([
      'Tes deux premiers types sont à égalité : ton profil est peu marqué, et plusieurs pistes te correspondent presque autant.',
      'Il y avait une égalité : on a gardé les types les plus proches sur l’hexagone de Holland.',
      'Tes deux premiers types sont voisins sur l’hexagone : ils vont naturellement ensemble.',
    ])
  })

  it('explains a one-point lead, an orientation tie break and an opposite pair', () => {
    expect(
      explainOutcome(scoreRiasec(answersWith({ I: 4, E: 3, C: 3, R: 2 }), { orientationLetters: ['E'] })),
    ).toEqual([
      'Ton premier type n’a que 1 point d’avance sur le deuxième : ton profil est peu marqué, et plusieurs pistes te correspondent presque autant.',
      'Il y avait une égalité : tes réponses au questionnaire d’orientation l’ont départagée.',
      'Tes deux premiers types sont opposés sur l’hexagone : une combinaison plus rare, à faire vivre dans un métier qui marie les deux.',
    ])
  })

  it('explains a clear pair and an order tie break', () => {
    expect(explainOutcome(scoreRiasec(answersWith({ R: 5, I: 3, A: 1, S: 3 })))).toContain(
      'Ton premier type a 2 points d’avance sur le deuxième.',
    )
    expect(explainOutcome(scoreRiasec(answersWith({ I: 5, R: 3, A: 3, E: 1 })))).toContain(
      'Il y avait une égalité que rien d’autre ne départageait : on a suivi l’ordre fixe R, I, A, S, E, C.',
    )
    expect(explainOutcome(scoreRiasec(answersWith({ R: 5, A: 4, C: 3 })))).toContain(
      'Tes deux premiers types sont séparés d’un type sur l’hexagone : ils se complètent assez bien.',
    )
  })

  it('only ever prints typographic apostrophes', () => {
    fc.assert(
      fc.property(answersArb, orientationArb, (answers, orientationLetters) => {
        for (const sentence of explainOutcome(scoreRiasec(answers, { orientationLetters }))) {
          expect(sentence).not.toContain("'")
        }
      }),
      { numRuns: 300 },
    )
  })
})
