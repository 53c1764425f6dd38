import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { RiasecResult } from '@/payload-types'
import { env } from '@/env'
import { execute } from '../db'
import { findOrderBySession, unlockPaidResult } from './orders-store'
import { orderOfferTerms } from './order-offers'
import { inTransaction } from './transaction'
import { prepareReportSoon } from '../report/service'

/**
 * Holds the session id of the browser's last order that unlocks a result it did not have yet (bought at
 * checkout before the RIASEC test): the result this browser saves later claims it.
 */
export const ORDER_COOKIE = 'riasec_order'
const NINETY_DAYS_SECONDS = 90 * 24 * 60 * 60

export function orderCookie(sessionId: string): string {
  const secure = env().NODE_ENV === 'production' ? '; Secure' : ''
  return `${ORDER_COOKIE}=${sessionId}; Path=/; Max-Age=${NINETY_DAYS_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** Reads the order cookie from a Cookie header (endpoints); pages use next/headers' cookies(). */
export function orderSessionFromCookieHeader(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ORDER_COOKIE) return rest.join('=') || null
  }
  return null
}

/**
 * Links a paid order bought before the test (`awaitingResult`) to this browser's result, and unlocks it.
 * The session id must come from the order cookie, which only the buyer's browser holds: a session id seen
 * elsewhere (a shared payment link, a return address) claims nothing. The conditional update lets one
 * result ever claim an order, once: an order whose result is later erased or deleted is not claimable again.
 * True when this call unlocked it.
 */
export async function claimPaidOrder(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<boolean> {
  if (!sessionId || sessionId.length > 200) return false
  const order = await findOrderBySession(payload, sessionId)
  if (!order || order.status !== 'paid' || !order.awaitingResult || order.result || !orderOfferTerms(order.offer).unlocksResult) return false
  const unlocked = await inTransaction(payload, async (transactionID) => {
    const claimed = await execute<{ id: number }>(
      payload,
      sql`update orders set result_id = ${result.id}, awaiting_result = false, updated_at = now()
          where id = ${order.id} and awaiting_result and result_id is null and status = 'paid'
          returning id`,
      transactionID,
    )
    if (claimed.length === 0) return false
    await unlockPaidResult(payload, result.id, transactionID)
    payload.logger.info({ msg: 'Paid order claimed by a new result', orderId: order.id, resultId: result.id })
    return true
  })
  if (unlocked) prepareReportSoon(payload, result.id)
  return unlocked
}
