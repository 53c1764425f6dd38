import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { RiasecResult } from '@/payload-types'
import { hashToken } from '../access-token'
import { findResultByDeviceToken } from '../retrieval/access-links'
import { normalEmail } from '@/domain/email-address'

/** The result this browser owns, found by the hash of its cookie token. */
export async function findResultByToken(payload: Payload, token: string | null | undefined): Promise<RiasecResult | null> {
  if (!token || token.length < 20 || token.length > 100) return null
  // The database adapter's read, not payload.find: this runs on every results page and download, and the
  // collection has no read hooks; the full operation costs several times more (see bench/).
  const found = await payload.db.findOne<RiasecResult>({
    collection: 'riasec-results',
    where: { accessTokenHash: { equals: hashToken(token) } },
  })
  // A browser that restored its access through an emailed link holds a device grant instead (see retrieval/access-links.ts).
  return found ?? findResultByDeviceToken(payload, token)
}

/** Paid, unlocked with a promo code, or unlocked by staff. */
export const isUnlocked = (result: Pick<RiasecResult, 'payment' | 'unlockedAt'> | null): boolean =>
  Boolean(result && (result.payment === 'completed' || result.unlockedAt))

/** `isUnlocked` in SQL, on a row of `riasec_results`: true or false, never null (it may order rows). */
export const UNLOCKED_RESULT_SQL = sql`(coalesce(payment::text, '') = 'completed' or unlocked_at is not null)`

/** The same address, or none on either test (the same browser, whose visitor gave none). */
const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  normalEmail(a ?? '') === normalEmail(b ?? '')

/**
 * The token to keep in KEPT_ACCESS_COOKIE once a device's cookie opens `newResult` (a new test, a restored
 * link): of the results its two cookies opened until then (the latest first), the first that is unlocked, not
 * `newResult`, and of the same person (the same email address, or none on either), so its full profile stays
 * open here. Null when there is none: the kept cookie is then deleted, so a shared computer's next pupil, of
 * another address, never opens the previous one's profile.
 */
export async function unlockedTokenToKeep(
  payload: Payload,
  tokens: { current: string | null; kept: string | null },
  newResult: { id: number; email?: string | null },
): Promise<string | null> {
  // Both looked up at once: this runs on every submission from a browser that holds a cookie.
  const candidates = [tokens.current, tokens.kept]
  const previous = await Promise.all(candidates.map((token) => findResultByToken(payload, token)))
  const index = previous.findIndex(
    (result) => result && result.id !== newResult.id && isUnlocked(result) && sameAddress(result.email, newResult.email),
  )
  return candidates[index] ?? null
}

/**
 * A request from the page of `pageProfile` (when it names one) that would act on `result`, the device's latest
 * test, of another profile: a payment or a promo code would unlock that test, not the profile on screen.
 */
export const isAnotherProfile = (pageProfile: string | undefined, result: Pick<RiasecResult, 'dominantProfile'>): boolean =>
  pageProfile !== undefined && pageProfile !== result.dominantProfile

/**
 * The device's own result of a profile, unlocked first: the one its cookie holds, or the unlocked one it kept
 * from an earlier test (KEPT_ACCESS_COOKIE), which wins over a newer locked test of the same profile. Null
 * when it has none of that profile.
 */
export function ownResultOfProfile(code: string, current: RiasecResult | null, kept: RiasecResult | null): RiasecResult | null {
  if (current?.dominantProfile === code && isUnlocked(current)) return current
  if (kept?.dominantProfile === code && isUnlocked(kept)) return kept
  return current?.dominantProfile === code ? current : null
}
