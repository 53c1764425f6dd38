/**
 * The assessment type a visitor starts from (school orientation, career change, general public).
 * It picks the RIASEC question and profile set and the results layout.
 */
import type { ProfileSet } from './content-types'

export const BILAN_TYPES = ['scolaire', 'reconversion', 'public'] as const
export type BilanType = (typeof BILAN_TYPES)[number]

/** The spec's default: a visitor who never chose is treated as a school pupil. */
export const DEFAULT_BILAN_TYPE: BilanType = 'scolaire'

/** School layout (blue) or adult layout (beige, worker photo, expert banner, premium offer). */
export type ResultsLayout = 'school' | 'adult'

export const isBilanType = (value: unknown): value is BilanType =>
  typeof value === 'string' && (BILAN_TYPES as readonly string[]).includes(value)

/**
 * Tolerant on purpose: the value comes from a cookie, a query string or an old browser storage entry,
 * and a wrong one must not break the test, so case and spaces are forgiven and anything else gives the default.
 */
export function parseBilanType(value: unknown): BilanType {
  if (typeof value !== 'string') return DEFAULT_BILAN_TYPE
  const normalised = value.trim().toLowerCase()
  return isBilanType(normalised) ? normalised : DEFAULT_BILAN_TYPE
}

/** Career change and general public share the adult wording and profiles. */
export function profileSetFor(bilan: BilanType): ProfileSet {
  return bilan === 'scolaire' ? 'scolaire' : 'adulte'
}

export function layoutFor(bilan: BilanType): ResultsLayout {
  return bilan === 'scolaire' ? 'school' : 'adult'
}
