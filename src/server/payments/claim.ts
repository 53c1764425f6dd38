import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { RiasecResult } from '@/payload-types'
import { env } from '@/env'
import { execute } from '../db'
import { findOrderBySession, unlockPaidResult } from './orders-store'
import { UNLOCKING_ORDER_OFFERS, orderOfferTerms } from './order-offers'
import { inTransaction } from './transaction'
import { prepareReportSoon } from '../report/service'
import { sendClaimInvitation } from './emails'

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
 * elsewhere (a shared payment link, a return address) claims nothing.
 */
export async function claimPaidOrder(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<boolean> {
  if (!sessionId || sessionId.length > 200) return false
  const order = await findOrderBySession(payload, sessionId)
  if (!order || order.status !== 'paid' || !order.awaitingResult || order.result || !orderOfferTerms(order.offer).unlocksResult) return false
  return claimFor(payload, result.id, sql`id = ${order.id}`)
}

/**
 * The same claim for a buyer who paid on one device and took the test on another: the oldest order bought
 * before the test with the result's address, once its owner has proved that address by opening a link
 * emailed to it (consumeRestoreLink's caller). Nothing for a result already unlocked: it needs no order.
 */
export async function claimPaidOrderByEmail(payload: Payload, result: Pick<RiasecResult, 'id' | 'email' | 'payment' | 'unlockedAt'>): Promise<boolean> {
  if (!result.email || result.payment === 'completed' || result.unlockedAt) return false
  return claimFor(payload, result.id, sql`id = (${claimableOrderOf(result.email)})`)
}

/** The id of the oldest paid order bought before the test with this address and not claimed yet. */
const claimableOrderOf = (email: string) => sql`
  select id from orders
  where lower(email) = lower(${email}) and status = 'paid' and awaiting_result and result_id is null
    and offer::text in (${sql.join(UNLOCKING_ORDER_OFFERS.map((offer) => sql`${offer}`), sql`, `)})
  order by paid_at nulls last, id
  limit 1`

/**
 * A result just saved, and the report its owner may have paid for before the test. In the buyer's browser
 * (the order cookie) the order is claimed at once. Elsewhere, when the result's address bought one, that
 * address gets a one-time link: opening it proves the address and claims the order (claimPaidOrderByEmail).
 * The result is saved whatever happens here: a failed email is logged, and « Accès à mes résultats » sends
 * the same kind of link on request.
 */
export async function applyPaidOrderToNewResult(
  payload: Payload,
  result: Pick<RiasecResult, 'id' | 'name' | 'email'>,
  { created, orderSession }: { created: boolean; orderSession: string | null },
): Promise<void> {
  if (await claimPaidOrder(payload, result, orderSession)) return
  if (!created || !result.email) return
  try {
    const [claimable] = await execute<{ id: number }>(payload, claimableOrderOf(result.email))
    if (!claimable) return
    const order = await payload.findByID({ collection: 'orders', id: claimable.id, depth: 0, overrideAccess: true })
    await sendClaimInvitation(payload, result, order)
    payload.logger.info({ msg: 'Invited a new result to claim a report paid before the test', orderId: order.id, resultId: result.id })
  } catch (error) {
    payload.logger.error({ msg: 'Could not invite a new result to claim its paid order', resultId: result.id, err: error instanceof Error ? error.message : String(error) })
  }
}

/**
 * Links the order `which` selects to the result and unlocks it, in one transaction. The conditional update
 * lets one result ever claim an order, once: an order whose result is later erased or deleted is not
 * claimable again. True when this call unlocked it.
 */
async function claimFor(payload: Payload, resultId: number, which: ReturnType<typeof sql>): Promise<boolean> {
  const unlocked = await inTransaction(payload, async (transactionID) => {
    const claimed = await execute<{ id: number }>(
      payload,
      sql`update orders set result_id = ${resultId}, awaiting_result = false, updated_at = now()
          where ${which} and awaiting_result and result_id is null and status = 'paid'
          returning id`,
      transactionID,
    )
    if (claimed.length === 0) return false
    await unlockPaidResult(payload, resultId, transactionID)
    payload.logger.info({ msg: 'Paid order claimed by a new result', orderId: claimed[0]!.id, resultId })
    return true
  })
  if (unlocked) prepareReportSoon(payload, resultId)
  return unlocked
}
