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
 * Dividing by the visitor's best score makes fits comparable between visitors whatever their spread;
 * a family with no minor letter counts its major letter for both, so it is judged on the letter it has.
 */
export function jobFamilyFit(family: Pick<RomeJobFamily, 'major' | 'minor'>, scores: RiasecScores): number {
  assertScores(scores)
  const best = Math.max(...Object.values(scores))
  if (best === 0) return 0
  const minor = family.minor ?? family.major
  return (MAJOR_WEIGHT * scores[family.major] + MINOR_WEIGHT * scores[minor]) / ((MAJOR_WEIGHT + MINOR_WEIGHT) * best)
}

/** The `limit` best-fitting families, best first; equal fits keep a stable order by ROME code. */
export function rankJobFamilies(
  families: readonly RomeJobFamily[],
  scores: RiasecScores,
  limit: number,
): RankedJobFamily[] {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Limit must be a whole number ≥ 0, got ${limit}`)
  return families
    .map((family) => ({ ...family, fit: jobFamilyFit(family, scores) }))
    .sort((a, b) => b.fit - a.fit || a.code.localeCompare(b.code, 'en'))
    .slice(0, limit)
}

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
