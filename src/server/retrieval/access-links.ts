/**
 * Emailed links and device grants (collection `access-links`). A link token is 32 random bytes in
 * lower-case hex (it travels in paths, which the site lower-cases); a device token is the same kind of
 * random token as the `riasec_access` cookie. Only SHA-256 hashes are stored.
 */
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { AccessLink, RiasecResult } from '@/payload-types'
import { hashToken, newAccessToken } from '../access-token'
import { execute } from '../db'
import { purposePolicy, type AccessLinkPurpose } from './purposes'

/** The shape of an emailed link's token: anything else is refused before touching the database. */
export const LINK_TOKEN = /^[0-9a-f]{64}$/u

export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && LINK_TOKEN.test(value)

export interface NewLink {
  token: string
  expiresAt: Date
}

interface LinkTarget {
  resultId?: number
  email?: string
  now?: Date
  /** A lifetime other than the purpose's (a restore link in a purchase email lives days, not minutes). */
  ttlMinutes?: number
}

async function insertLink(payload: Payload, purpose: AccessLinkPurpose, token: string, target: LinkTarget): Promise<NewLink> {
  if (purpose === 'data-rights' ? !target.email : target.resultId === undefined) {
    throw new Error(`An access link for ${purpose} needs ${purpose === 'data-rights' ? 'an email' : 'a result'}`)
  }
  const now = target.now ?? new Date()
  const expiresAt = new Date(now.getTime() + (target.ttlMinutes ?? purposePolicy(purpose).ttlMinutes) * 60_000)
  await payload.create({
    collection: 'access-links',
    overrideAccess: true,
    data: {
      tokenHash: hashToken(token),
      purpose,
      result: target.resultId,
      email: target.email,
      expiresAt: expiresAt.toISOString(),
    },
  })
  return { token, expiresAt }
}

/** A new emailed link (restore, report or data-rights). */
export function createAccessLink(payload: Payload, purpose: Exclude<AccessLinkPurpose, 'device'>, target: LinkTarget): Promise<NewLink> {
  return insertLink(payload, purpose, randomBytes(32).toString('hex'), target)
}

/** A reusable link that is still valid (never for single-use purposes: those are consumed, see consumeRestoreLink). */
export async function findValidLink(payload: Payload, token: string, purpose: 'report' | 'data-rights' | 'device'): Promise<AccessLink | null> {
  if (token.length < 20 || token.length > 100) return null
  // The adapter's read (no read hooks on this collection): it runs on every results page of a visitor without a result cookie match.
  return payload.db.findOne<AccessLink>({
    collection: 'access-links',
    where: { and: [{ tokenHash: { equals: hashToken(token) } }, { purpose: { equals: purpose } }, { expiresAt: { greater_than: new Date().toISOString() } }] },
  })
}

interface RestoreLinkStatus {
  resultId: number
  used: boolean
}

/**
 * A restore link still unused and unexpired, or used (also once expired, until the nightly clean-up removes
 * it: the page says on which device it served), without using it; or null.
 */
export async function findRestoreLink(payload: Payload, token: unknown): Promise<RestoreLinkStatus | null> {
  if (!isLinkToken(token)) return null
  const [row] = await execute<{ result_id: number; used: boolean }>(
    payload,
    sql`select result_id, used_at is not null as used from access_links
        where token_hash = ${hashToken(token)} and purpose = 'restore' and (used_at is not null or expires_at > now()) and result_id is not null`,
  )
  return row ? { resultId: Number(row.result_id), used: row.used } : null
}

export interface RestoredAccess {
  result: RiasecResult
  /** The new device token, for the `riasec_access` cookie. */
  deviceToken: string
}

/**
 * Uses a restore link: one atomic statement marks it used only if it was unused and unexpired, so two
 * clicks can never both succeed; the device grant is written in the same transaction.
 */
export async function consumeRestoreLink(payload: Payload, token: string): Promise<RestoredAccess | null> {
  if (!isLinkToken(token)) return null
  const transactionID = await payload.db.beginTransaction()
  try {
    const used = await execute<{ result_id: number | null }>(
      payload,
      sql`update access_links set used_at = now(), updated_at = now()
          where token_hash = ${hashToken(token)} and purpose = 'restore' and used_at is null and expires_at > now()
          returning result_id`,
      transactionID,
    )
    const resultId = used[0]?.result_id
    if (resultId === null || resultId === undefined) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      return null
    }
    const req = { transactionID: transactionID ?? undefined }
    const result = await payload.findByID({ collection: 'riasec-results', id: resultId, depth: 0, overrideAccess: true, req, disableErrors: true })
    if (!result) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      return null
    }
    const deviceToken = newAccessToken().token
    const expiresAt = new Date(Date.now() + purposePolicy('device').ttlMinutes * 60_000)
    await payload.create({
      collection: 'access-links',
      overrideAccess: true,
      req,
      data: { tokenHash: hashToken(deviceToken), purpose: 'device', result: resultId, expiresAt: expiresAt.toISOString() },
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return { result, deviceToken }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** The result a device grant opens, or null (unknown, expired, or its result was erased). */
export async function findResultByDeviceToken(payload: Payload, token: string): Promise<RiasecResult | null> {
  const grant = await findValidLink(payload, token, 'device')
  const resultId = typeof grant?.result === 'object' ? grant.result?.id : grant?.result
  if (resultId === null || resultId === undefined) return null
  return payload.db.findOne<RiasecResult>({ collection: 'riasec-results', where: { id: { equals: resultId } } })
}
