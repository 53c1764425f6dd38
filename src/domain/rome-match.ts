/**
 * Matching ROME job families (France Travail's official job repository) to a visitor's RIASEC scores.
 * Each ROME family carries an official major letter and, for most, a minor letter; these functions rank
 * families by how well those letters fit the six scores, and check that a career suggested for a profile
 * shares at least one of its letters.
 */
import { isRiasecLetter, type RiasecLetter } from './riasec-letters'
import { canonicalCode, profileLetters, type RiasecScores } from './riasec'

export interface RomeJobFamily {
  /** ROME code, e.g. "M1805". */
  code: string
  label: string
  major: RiasecLetter
  /** A few families have no official minor letter. */
  minor: RiasecLetter | null
}

export interface RankedJobFamily extends RomeJobFamily {
  /** Between 0 and 1: 1 when both letters of the family are among the visitor's best-scored. */
  fit: number
}

/** The major letter describes the core of the job, so it weighs twice as much as the minor one. */
export const MAJOR_WEIGHT = 2
export const MINOR_WEIGHT = 1

function assertScores(scores: RiasecScores): void {
  for (const [letter, score] of Object.entries(scores)) {
    if (!Number.isFinite(score) || score < 0) throw new Error(`Score of ${letter} must be a non-negative number, got ${score}`)
  }
}

/**
 * fit = (2 × score[major] + 1 × score[minor]) / (3 × best score).
 * Dividing by the visitor's best score makes fits comparable between visitors whatever their spread. A family
 * with no minor letter counts for it the lower of its major's score and the visitor's best among the five
 * other letters: it is never above the best two-letter family of its major, nor lifted by a letter it does not
 * have. Counting its major twice instead put such families (« Personnel du hall », « Reprographie ») first for
 * every visitor of that type, above the families that share both of their best letters.
 */
export function jobFamilyFit(family: Pick<RomeJobFamily, 'major' | 'minor'>, scores: RiasecScores): number {
  assertScores(scores)
  const best = Math.max(...Object.values(scores))
  if (best === 0) return 0
  const bestOther = Math.max(...Object.entries(scores).flatMap(([letter, score]) => (letter === family.major ? [] : [score])))
  const minorScore = family.minor ? scores[family.minor] : Math.min(scores[family.major], bestOther)
  return (MAJOR_WEIGHT * scores[family.major] + MINOR_WEIGHT * minorScore) / ((MAJOR_WEIGHT + MINOR_WEIGHT) * best)
}

/** Fits computed in floating point are equal when closer than this (a fit is a ratio of small sums). */
const SAME_FIT = 1e-9

/** ROME's domain of a family: the letter its code starts with (A agriculture, B arts, … N transport). */
const domainOf = (family: Pick<RomeJobFamily, 'code'>): string => family.code.charAt(0)

/**
 * Families of one fit, one domain after the other: the first of each domain, then the second of each, and
 * so on; the domains holding the most of them first (where the visitor has the most choice), then in
 * letter order; within a domain, in code order.
 */
function alternateDomains<F extends RomeJobFamily>(tied: readonly F[]): F[] {
  const byDomain = new Map<string, F[]>()
  for (const family of [...tied].sort((a, b) => a.code.localeCompare(b.code, 'en'))) {
    const domain = byDomain.get(domainOf(family)) ?? []
    domain.push(family)
    byDomain.set(domainOf(family), domain)
  }
  const domains = [...byDomain.entries()].sort(([a, first], [b, second]) => second.length - first.length || a.localeCompare(b, 'en')).map(([, families]) => families)
  const rounds = Math.max(0, ...domains.map((families) => families.length))
  return Array.from({ length: rounds }, (_, round) => domains.flatMap((families) => (round < families.length ? [families[round]!] : []))).flat()
}

/**
 * The `limit` best-fitting families, best first. Equal fits are taken one ROME domain after the other
 * (see alternateDomains): a profile whose scores are close fits dozens of families equally, and a list
 * in code order would give it fourteen families of agriculture.
 */
export function rankJobFamilies(
  families: readonly RomeJobFamily[],
  scores: RiasecScores,
  limit: number,
): RankedJobFamily[] {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Limit must be a whole number ≥ 0, got ${limit}`)
  const byFit = families.map((family) => ({ ...family, fit: jobFamilyFit(family, scores) })).sort((a, b) => b.fit - a.fit)
  const ranked: RankedJobFamily[] = []
  for (let start = 0; start < byFit.length && ranked.length < limit; ) {
    let end = start + 1
    while (end < byFit.length && byFit[start]!.fit - byFit[end]!.fit < SAME_FIT) end++
    ranked.push(...alternateDomains(byFit.slice(start, end)))
    start = end
  }
  return ranked.slice(0, limit)
}

/** How many of `families` fit `scores` exactly as well as `fit`: more than a list shows when its last fit is shared. */
export const familiesOfFit = (families: readonly RomeJobFamily[], scores: RiasecScores, fit: number): number =>
  families.filter((family) => Math.abs(jobFamilyFit(family, scores) - fit) < SAME_FIT).length

/** A career fits a profile when the official major or minor letter of its ROME family is one of the profile's letters. */
export function careerAgreesWithProfile(profileCode: string, major: RiasecLetter, minor: RiasecLetter | null): boolean {
  const code = canonicalCode(profileCode)
  if (!code) throw new Error(`Not a profile code: ${JSON.stringify(profileCode)}`)
  const letters = profileLetters(code)
  return letters.includes(major) || (minor !== null && letters.includes(minor))
}

const CSV_ROW = /^"([^"]*)","([^"]*)","([^"]*)"$/u

/**
 * Reads ROME's `unix_referentiel_code_rome_riasec` file ("code_rome","riasec_majeur","riasec_mineur")
 * into a map from ROME code to its official letters. Throws on a malformed line rather than guessing.
 */
export function parseRomeRiasecCsv(csv: string): Map<string, Pick<RomeJobFamily, 'major' | 'minor'>> {
  const lines = csv.split(/\r?\n/u).filter((line) => line.trim() !== '')
  const [header, ...rows] = lines
  if (header !== '"code_rome","riasec_majeur","riasec_mineur"') {
    throw new Error(`Unexpected ROME RIASEC header: ${JSON.stringify(header)}`)
  }
  const letters = new Map<string, Pick<RomeJobFamily, 'major' | 'minor'>>()
  rows.forEach((row, index) => {
    const [, code, major = '', minor] = CSV_ROW.exec(row) ?? []
    const minorLetter = minor === '' ? null : minor !== undefined && isRiasecLetter(minor) ? minor : undefined
    if (code === undefined || !isRiasecLetter(major) || minorLetter === undefined) {
      throw new Error(`Malformed ROME RIASEC line ${index + 2}: ${row}`)
    }
    letters.set(code, { major, minor: minorLetter })
  })
  return letters
}
