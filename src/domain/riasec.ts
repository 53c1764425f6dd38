/**
 * RIASEC scoring: from the 12 answers of the interest test to the six scores, the dominant profile
 * and the two indices the report prints (differentiation and consistency).
 *
 * With 12 forced choices over six letters, ties are the rule rather than the exception, so the tie
 * rule is part of the method: it is written down here, applied deterministically, reported in the
 * outcome (`tieBreak`) and explained to the visitor in plain French (`TIE_RULE_TEXT`).
 */
import { RIASEC_LETTERS, isRiasecLetter, type RiasecLetter } from './riasec-letters'
import { fillTemplate } from './template'

export type RiasecScores = Record<RiasecLetter, number>

export const RIASEC_QUESTION_COUNT = 12

/**
 * French names of Holland's six types: the defaults of the interface texts' `riasec.typeNames`, where
 * editors rename them for the results page and the report at once.
 */
export const RIASEC_TYPE_NAMES: Readonly<Record<RiasecLetter, string>> = {
  R: 'Réaliste',
  I: 'Investigateur',
  A: 'Artistique',
  S: 'Social',
  E: 'Entreprenant',
  C: 'Conventionnel',
}

/** The 21 profile codes: the six letters, then the 15 pairs, each written in R-I-A-S-E-C order. */
export const PROFILE_CODES = [
  'R', 'I', 'A', 'S', 'E', 'C',
  'RI', 'RA', 'RS', 'RE', 'RC',
  'IA', 'IS', 'IE', 'IC',
  'AS', 'AE', 'AC',
  'SE', 'SC',
  'EC',
] as const
export type ProfileCode = (typeof PROFILE_CODES)[number]

export const isProfileCode = (value: string): value is ProfileCode =>
  (PROFILE_CODES as readonly string[]).includes(value)

const letterIndex = (letter: RiasecLetter): number => RIASEC_LETTERS.indexOf(letter)

const byRiasecOrder = (a: RiasecLetter, b: RiasecLetter): number => letterIndex(a) - letterIndex(b)

/**
 * The canonical form of a profile code: "ai", "AI" and "IA" all give "IA".
 * Surrounding spaces are ignored; anything but one letter or two different letters gives null.
 */
export function canonicalCode(code: string): ProfileCode | null {
  const characters = [...code.trim().toUpperCase()]
  if (characters.length < 1 || characters.length > 2) return null
  const letters = characters.filter(isRiasecLetter)
  if (letters.length !== characters.length || new Set(letters).size !== letters.length) return null
  const joined = letters.sort(byRiasecOrder).join('')
  return PROFILE_CODES.find((profileCode) => profileCode === joined) ?? null
}

/** The letters of a profile code, in R-I-A-S-E-C order. */
export function profileLetters(code: ProfileCode): RiasecLetter[] {
  return [...code].filter(isRiasecLetter)
}

/** Holland's hexagon: the six types sit around it in R-I-A-S-E-C order, so C is next to R. */
export function hexagonDistance(a: RiasecLetter, b: RiasecLetter): 0 | 1 | 2 | 3 {
  const gap = Math.abs(letterIndex(a) - letterIndex(b))
  const distance = Math.min(gap, RIASEC_LETTERS.length - gap)
  if (distance === 0 || distance === 1 || distance === 2 || distance === 3) return distance
  throw new Error(`Unreachable hexagon distance ${distance}`)
}

/** Holland's consistency of two types: neighbours on the hexagon are the most consistent, opposites the least. */
export type Consistency = 'adjacent' | 'alternate' | 'opposite'

export function consistency(a: RiasecLetter, b: RiasecLetter): Consistency {
  const distance = hexagonDistance(a, b)
  if (distance === 0) throw new Error(`Consistency needs two different letters, got ${a} twice`)
  return distance === 1 ? 'adjacent' : distance === 2 ? 'alternate' : 'opposite'
}

/**
 * A single-letter profile needs the top score to lead the second by at least this many points.
 * Measured exactly over all 6^12 equally likely answer vectors (enumerated in riasec.test.ts), a lead of
 * 3 or more happens 9.92 % of the time on purely random answers (2 or more: 27.5 %, 4 or more: 2.8 %).
 * So 3 keeps single-letter profiles for answers that really lean one way, while noise almost always
 * gives a pair; a lead of 4 would make them too rare for the 6 single-letter profiles to be worth writing.
 */
export const SINGLE_LETTER_MIN_LEAD = 3

/**
 * A profile is weakly differentiated when the top score leads the second by this many points or fewer:
 * one answer the other way would change it. On random answers that is 72.5 % of vectors
 * (a tie for first place alone is 33.3 %), which is why the report says so rather than hiding it.
 */
export const WEAK_DIFFERENTIATION_MAX_LEAD = 1

/** The last rule of the tie chain that was needed to settle the dominant profile ('none': no tie mattered). */
export type TieBreak = 'none' | 'orientation' | 'hexagon' | 'order'

export interface RiasecOutcome {
  scores: RiasecScores
  /** All six letters, best first, ties broken by the same rule as the dominant profile. */
  ranking: RiasecLetter[]
  dominantProfile: ProfileCode
  /** Top score minus second score (0 when two letters share first place). */
  differentiation: number
  /** Consistency of the first two letters of the ranking. */
  consistency: Consistency
  weaklyDifferentiated: boolean
  tieBreak: TieBreak
}

export interface ScoringOptions {
  /** Letters the visitor's orientation-questionnaire answers leaned towards, one per answer that leaned. */
  orientationLetters?: readonly RiasecLetter[]
}

/** Counts the letters: all six are present, zeros included. */
export function countScores(letters: readonly RiasecLetter[]): RiasecScores {
  const scores: RiasecScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }
  letters.forEach((letter, position) => {
    if (typeof letter !== 'string' || !isRiasecLetter(letter)) {
      throw new Error(`Answer ${position + 1} is not one of the letters R, I, A, S, E, C: ${JSON.stringify(letter)}`)
    }
    scores[letter] += 1
  })
  return scores
}

type Support = RiasecScores | null

/** Keeps the candidates with the highest value; the input order (R-I-A-S-E-C) is preserved. */
function keepBest(candidates: readonly RiasecLetter[], value: (letter: RiasecLetter) => number): RiasecLetter[] {
  const best = Math.max(...candidates.map(value))
  return candidates.filter((letter) => value(letter) === best)
}

function only(letters: readonly RiasecLetter[]): RiasecLetter {
  const [letter] = letters
  if (letter === undefined) throw new Error('Unreachable: no candidate letter left')
  return letter
}

interface Pick {
  letter: RiasecLetter
  rule: TieBreak
}

/** Chooses the partner of `anchor` among tied candidates: orientation support, then hexagon proximity, then order. */
function pickPartner(candidates: readonly RiasecLetter[], anchor: RiasecLetter, support: Support): Pick {
  if (candidates.length === 1) return { letter: only(candidates), rule: 'none' }
  let pool = [...candidates]
  if (support) {
    pool = keepBest(pool, (letter) => support[letter])
    if (pool.length === 1) return { letter: only(pool), rule: 'orientation' }
  }
  pool = keepBest(pool, (letter) => -hexagonDistance(anchor, letter))
  if (pool.length === 1) return { letter: only(pool), rule: 'hexagon' }
  return { letter: only(pool), rule: 'order' }
}

interface DominantPair {
  first: RiasecLetter
  second: RiasecLetter
  tieBreak: TieBreak
}

/** Orders two letters that share a score: more orientation support first, then R-I-A-S-E-C order. */
function orderPair(a: RiasecLetter, b: RiasecLetter, support: Support): [RiasecLetter, RiasecLetter] {
  const supportGap = support ? support[b] - support[a] : 0
  if (supportGap > 0 || (supportGap === 0 && byRiasecOrder(a, b) > 0)) return [b, a]
  return [a, b]
}

/** Three or more letters share first place: choose the two that make the profile. */
function pickPairAmongTied(tied: readonly RiasecLetter[], support: Support): DominantPair {
  let pool = [...tied]
  if (support) {
    const bySupport = [...pool].sort((a, b) => support[b] - support[a] || byRiasecOrder(a, b))
    const [s1, s2, s3] = bySupport.map((letter) => support[letter])
    const [top, runnerUp] = bySupport
    if (top === undefined || runnerUp === undefined || s1 === undefined || s2 === undefined || s3 === undefined) {
      throw new Error('Unreachable: fewer than three tied letters')
    }
    if (s2 > s3) return { first: top, second: runnerUp, tieBreak: 'orientation' }
    if (s1 > s2) {
      const partner = pickPartner(
        bySupport.filter((letter) => support[letter] === s2),
        top,
        null,
      )
      return { first: top, second: partner.letter, tieBreak: partner.rule }
    }
    pool = pool.filter((letter) => support[letter] === s1)
  }
  const pairs = pool.flatMap((a, i) => pool.slice(i + 1).map((b) => [a, b] as const))
  const closest = Math.min(...pairs.map(([a, b]) => hexagonDistance(a, b)))
  const mostConsistent = pairs.filter(([a, b]) => hexagonDistance(a, b) === closest)
  const [chosen] = mostConsistent
  if (!chosen) throw new Error('Unreachable: no pair among tied letters')
  return { first: chosen[0], second: chosen[1], tieBreak: mostConsistent.length === 1 ? 'hexagon' : 'order' }
}

function pickDominantPair(scores: RiasecScores, support: Support): DominantPair {
  const leaders = keepBest(RIASEC_LETTERS, (letter) => scores[letter])
  const [a, b] = leaders
  if (a === undefined) throw new Error('Unreachable: no leading letter')
  if (leaders.length === 1) {
    const runnersUp = keepBest(
      RIASEC_LETTERS.filter((letter) => letter !== a),
      (letter) => scores[letter],
    )
    const partner = pickPartner(runnersUp, a, support)
    return { first: a, second: partner.letter, tieBreak: partner.rule }
  }
  if (leaders.length === 2 && b !== undefined) {
    // Both letters make the profile whatever their order, so no rule was needed to settle it.
    const [first, second] = orderPair(a, b, support)
    return { first, second, tieBreak: 'none' }
  }
  return pickPairAmongTied(leaders, support)
}

function assertAnswerCount(answers: readonly unknown[]): void {
  if (!Array.isArray(answers)) throw new Error('RIASEC answers must be an array of letters')
  if (answers.length !== RIASEC_QUESTION_COUNT) {
    throw new Error(`RIASEC scoring needs exactly ${RIASEC_QUESTION_COUNT} answers, got ${answers.length}`)
  }
}

/** Scores the 12 answers and settles the dominant profile with the written tie rule. */
export function scoreRiasec(answers: readonly RiasecLetter[], options: ScoringOptions = {}): RiasecOutcome {
  assertAnswerCount(answers)
  const scores = countScores(answers)
  const support = options.orientationLetters ? countScores(options.orientationLetters) : null
  const pair = pickDominantPair(scores, support)
  const { first, second } = pair

  const rest = RIASEC_LETTERS.filter((letter) => letter !== first && letter !== second).sort(
    (a, b) =>
      scores[b] - scores[a] ||
      (support ? support[b] - support[a] : 0) ||
      hexagonDistance(first, a) - hexagonDistance(first, b) ||
      byRiasecOrder(a, b),
  )

  const differentiation = scores[first] - scores[second]
  const singleLetter = differentiation >= SINGLE_LETTER_MIN_LEAD
  const dominantProfile = canonicalCode(singleLetter ? first : first + second)
  if (!dominantProfile) throw new Error('Unreachable: dominant profile is not a profile code')

  return {
    scores,
    ranking: [first, second, ...rest],
    dominantProfile,
    differentiation,
    consistency: consistency(first, second),
    weaklyDifferentiated: differentiation <= WEAK_DIFFERENTIATION_MAX_LEAD,
    tieBreak: singleLetter ? 'none' : pair.tieBreak,
  }
}

/** "1 point", "3 points": French keeps 0 and 1 singular. */
const points = (count: number): string => `${count} ${count < 2 ? 'point' : 'points'}`

const lettersInOrder = RIASEC_LETTERS.join(', ')

/** The six letters with their names, « R (Réaliste), I (Investigateur)… », as the scoring rule lists them. */
export const typeList = (names: Readonly<Record<RiasecLetter, string>>): string =>
  RIASEC_LETTERS.map((letter) => `${letter} (${names[letter]})`).join(', ')

/**
 * How scores are computed, with `{types}` for the list of the six types: the report fills it with the
 * names editors gave the types, so a renamed type is renamed in this rule too.
 */
export const SCORING_RULE_TEMPLATE =
  `Chacune des ${RIASEC_QUESTION_COUNT} questions te propose six réponses, et chaque réponse correspond ` +
  'à un type : {types}. ' +
  `Chaque réponse donne 1 point au type choisi, donc tes six scores font ${RIASEC_QUESTION_COUNT} points en tout. ` +
  'Ton profil réunit tes deux types les plus forts, écrits toujours dans l’ordre R, I, A, S, E, C (AI s’écrit IA).'

/** How scores are computed, with the default type names. */
export const SCORING_RULE_TEXT = fillTemplate(SCORING_RULE_TEMPLATE, { types: typeList(RIASEC_TYPE_NAMES) })

export const SINGLE_LETTER_RULE_TEXT =
  `Si ton premier type a au moins ${points(SINGLE_LETTER_MIN_LEAD)} d’avance sur le deuxième, il domine nettement : ` +
  'ton profil garde alors cette seule lettre.'

export const TIE_RULE_TEXT =
  'Quand des scores sont à égalité, on départage toujours de la même façon, dans cet ordre. ' +
  '1) Tes réponses au questionnaire d’orientation, si tu l’as rempli : le type vers lequel elles penchent le plus passe devant. ' +
  `2) L’hexagone de Holland, où les six types sont placés en cercle dans l’ordre ${lettersInOrder} : ` +
  'on garde le type le plus proche de ton type principal, parce que deux types voisins vont bien ensemble ; ' +
  'si trois types ou plus sont à égalité en tête, on garde les deux plus proches l’un de l’autre. ' +
  `3) En dernier recours seulement, l’ordre fixe ${lettersInOrder}.`

/**
 * What the report says about a visitor's own outcome, by case. `{lead}` is the first type's lead in
 * points ("2 points"). Editors change them in the report's texts.
 */
export interface OutcomeSentences {
  singleLetter: string
  tie: string
  weakLead: string
  lead: string
  tieBreak: Readonly<Record<Exclude<TieBreak, 'none'>, string>>
  consistency: Readonly<Record<Consistency, string>>
}

export const OUTCOME_SENTENCES: OutcomeSentences = {
  singleLetter: 'Ton premier type a {lead} d’avance sur le deuxième : il domine nettement, ton profil garde une seule lettre.',
  tie: 'Tes deux premiers types sont à égalité : ton profil est peu marqué, et plusieurs pistes te correspondent presque autant.',
  weakLead: 'Ton premier type n’a que {lead} d’avance sur le deuxième : ton profil est peu marqué, et plusieurs pistes te correspondent presque autant.',
  lead: 'Ton premier type a {lead} d’avance sur le deuxième.',
  tieBreak: {
    orientation: 'Il y avait une égalité : tes réponses au questionnaire d’orientation l’ont départagée.',
    hexagon: 'Il y avait une égalité : on a gardé les types les plus proches sur l’hexagone de Holland.',
    order: `Il y avait une égalité que rien d’autre ne départageait : on a suivi l’ordre fixe ${lettersInOrder}.`,
  },
  consistency: {
    adjacent: 'Tes deux premiers types sont voisins sur l’hexagone : ils vont naturellement ensemble.',
    alternate: 'Tes deux premiers types sont séparés d’un type sur l’hexagone : ils se complètent assez bien.',
    opposite:
      'Tes deux premiers types sont opposés sur l’hexagone : une combinaison plus rare, à faire vivre dans un métier qui marie les deux.',
  },
}

/**
 * The sentences the report prints about this visitor's own outcome, in the given (editable) words; `inPoints`
 * writes the lead ("2 points") as the report writes its other counts of points.
 */
export function explainOutcome(
  outcome: RiasecOutcome,
  sentences: OutcomeSentences = OUTCOME_SENTENCES,
  inPoints: (count: number) => string = points,
): string[] {
  const { differentiation, tieBreak } = outcome
  const lead = inPoints(differentiation)
  const leadSentence =
    differentiation >= SINGLE_LETTER_MIN_LEAD
      ? sentences.singleLetter
      : outcome.weaklyDifferentiated
        ? differentiation === 0
          ? sentences.tie
          : sentences.weakLead
        : sentences.lead
  return [
    fillTemplate(leadSentence, { lead }),
    ...(tieBreak === 'none' ? [] : [sentences.tieBreak[tieBreak]]),
    sentences.consistency[outcome.consistency],
  ]
}
