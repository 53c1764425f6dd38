import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { hashToken } from '../access-token'
import { findResultByDeviceToken } from '../retrieval/access-links'

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
