import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order, RiasecResult } from '@/payload-types'
import { env } from '@/env'
import { execute } from '../db'
import { cookieValue, emailedLinkCookie, serverCookie } from '../http/cookies'
import { findOrderBySession, unlockPaidResult } from './orders-store'
import { orderOfferTerms } from './order-offers'
import { inTransaction } from './transaction'
import { prepareReportSoon } from '../report/service'
import { NOT_GIVEN } from '@/domain/visitor-contact'
import { normalEmail } from '@/domain/email-address'

/**
 * Holds the session id of the browser's last order that unlocks a result it did not have yet (bought at
 * checkout before the RIASEC test): the result this browser saves later claims it. The id is signed with
 * the app's secret: a session id is no secret (it is in the order page's address, the admin and its
 * exports), and anyone can write a cookie in their own browser, so an unsigned one would let them claim
 * someone else's paid report.
 */
export const ORDER_COOKIE = 'riasec_order'
const NINETY_DAYS_SECONDS = 90 * 24 * 60 * 60

const orderCookieSignature = (sessionId: string): string => createHmac('sha256', env().PAYLOAD_SECRET).update(`order-cookie:${sessionId}`).digest('base64url')

export const orderCookie = (sessionId: string): string => serverCookie(ORDER_COOKIE, `${sessionId}.${orderCookieSignature(sessionId)}`, NINETY_DAYS_SECONDS)

/** The session id an order cookie's value holds, or null when it is missing, unsigned or altered. */
export function sessionFromOrderCookie(value: string | null | undefined): string | null {
  const separator = value?.lastIndexOf('.') ?? -1
  if (!value || separator <= 0 || value.length > 300) return null
  const sessionId = value.slice(0, separator)
  const signature = Buffer.from(value.slice(separator + 1))
  const expected = Buffer.from(orderCookieSignature(sessionId))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? sessionId : null
}

/**
 * The order cookie for another device: a link in the purchase email of a report bought before the test.
 * Confirming it (opening it only shows what it does) gives that device the cookie the buyer's browser got
 * at checkout, so the test taken there claims the order (claimPaidOrder). The link is signed with the
 * app's secret and expires; what it grants is what the cookie grants, to whoever holds the buyer's email,
 * and the order is still claimed only once.
 */
export const ORDER_LINK_DAYS = 30
export const ORDER_LINK_PATH = '/commande/appareil'
/**
 * Where opening the link leads: it says what the link does, and its button (a POST to ORDER_LINK_PATH) does
 * it. The link itself waits in a cookie (ORDER_LINK_COOKIE), so its signature, good for 30 days, stays out
 * of the page's address (the history, analytics, an address copied from the screen) and of its HTML.
 */
export const ORDER_LINK_CONFIRM_PATH = '/commande/confirmer'
export const ORDER_LINK_COOKIE = 'riasec_order_link'

const orderLinkSignature = (sessionId: string, expires: number): string =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`order-link:${sessionId}:${expires}`).digest('base64url')

export function orderLinkQuery(sessionId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + ORDER_LINK_DAYS * 24 * 60 * 60
  return new URLSearchParams({ commande: sessionId, expire: String(expires), signature: orderLinkSignature(sessionId, expires) }).toString()
}

/** The order link's own fields, read from the link's query or from its cookie: nothing else is kept. */
export function orderLinkFrom(read: (key: string) => unknown): URLSearchParams {
  const link = new URLSearchParams()
  for (const key of ['commande', 'expire', 'signature']) {
    const value = read(key)
    if (typeof value === 'string') link.set(key, value)
  }
  return link
}

/** The order's page, where a confirmed link leads: it claims the order for this device's result, or leads to the test. */
export const orderPagePath = (sessionId: string): string => `/results?session_id=${encodeURIComponent(sessionId)}`

/** The cookie that holds an opened link while its page asks for confirmation; with null, the cookie that deletes it. */
export const orderLinkCookie = (link: URLSearchParams | null): string =>
  emailedLinkCookie(ORDER_LINK_COOKIE, link ? encodeURIComponent(link.toString()) : null)

/** The link that cookie holds (its fields, unchecked: see sessionFromOrderLink), empty when there is none. */
export function orderLinkFromCookie(value: string | null | undefined): URLSearchParams {
  if (!value || value.length > 1_000) return new URLSearchParams()
  try {
    const stored = new URLSearchParams(decodeURIComponent(value))
    return orderLinkFrom((key) => stored.get(key))
  } catch {
    return new URLSearchParams()
  }
}

/** The session id an order link grants, or null when it is forged, altered or expired. */
export function sessionFromOrderLink(params: URLSearchParams, now = Date.now()): string | null {
  const sessionId = params.get('commande') ?? ''
  const expires = Number(params.get('expire'))
  const signature = Buffer.from(params.get('signature') ?? '')
  if (!sessionId || sessionId.length > 200 || !Number.isSafeInteger(expires) || expires * 1000 < now) return null
  const expected = Buffer.from(orderLinkSignature(sessionId, expires))
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? sessionId : null
}

/** The session id of the order cookie in a Cookie header (endpoints), when its signature holds; pages use sessionFromOrderCookie. */
export const orderSessionFromCookieHeader = (header: string | null): string | null => sessionFromOrderCookie(cookieValue(header, ORDER_COOKIE))

/**
 * Links a paid order bought before the test (`awaitingResult`) to this browser's result, and unlocks it.
 * The session id must come from the order cookie, signed by this app, which only the buyer's browser (or
 * the device their purchase email's link was opened on) holds: a session id seen elsewhere (a shared
 * payment link, a return address, the admin) claims nothing.
 */
export async function claimPaidOrder(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<boolean> {
  return (await claimedOrderId(payload, result, sessionId)) !== null
}

/** `claimPaidOrder`, answering the id of the order this call claimed, or null. */
export async function claimedOrderId(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<number | null> {
  if (!sessionId || sessionId.length > 200) return null
  const order = await findOrderBySession(payload, sessionId)
  if (!order || !isClaimable(order)) return null
  return (await claimFor(payload, result.id, order.id)) ? order.id : null
}

type PurchaseState = Pick<Order, 'status' | 'awaitingResult' | 'result' | 'offer'>

/** An order for the report bought before the test that no result has claimed yet, whatever its payment's state. */
export const awaitsItsTest = (order: PurchaseState): boolean =>
  Boolean(order.awaitingResult) && !order.result && orderOfferTerms(order.offer).unlocksResult

/** A paid order for the report, bought before the test and not yet claimed by a result. */
export const isClaimable = (order: PurchaseState): boolean => order.status === 'paid' && awaitsItsTest(order)

/**
 * The report this browser bought before the test (the order its cookie names) while it still waits for its
 * test: paid, or being paid. « Ce n’est pas moi » asks the person at the keyboard whether it is theirs
 * rather than guess: a pupil who paid on a computer a parent took the test on keeps it, a sibling who
 * comes after does not take the previous pupil's.
 */
export async function awaitingPurchase(payload: Payload, sessionId: string | null): Promise<Order | null> {
  if (!sessionId) return null
  const order = await findOrderBySession(payload, sessionId)
  return order && (order.status === 'paid' || order.status === 'pending') && awaitsItsTest(order) ? order : null
}

/**
 * Whether « Ce n’est pas moi » leaves the waiting purchase (awaitingPurchase) to the new visitor: they said it
 * is theirs (`true`), or typed the address it was paid with.
 */
export const keptWhenForgetting = (order: Pick<Order, 'email'> | null, owner: true | string | null): boolean =>
  order !== null && (owner === true || (typeof owner === 'string' && normalEmail(owner) !== '' && normalEmail(owner) === normalEmail(order.email ?? '')))

/**
 * A result saved without a contact (the test opened from the order page, past the start modal) takes the buyer's:
 * the address they paid with, and the name their booking or the checkout's contact gave, when one did. « Accès à
 * mes résultats » then finds what they paid for, and the report bears their name. A result with a contact of
 * its own keeps it (a parent paying for a teenager's test).
 */
async function giveBuyersContact(payload: Payload, resultId: number, orderId: number, transactionID: string | number | undefined): Promise<void> {
  await execute(
    payload,
    sql`update riasec_results r
        set email = lower(o.email),
            name = coalesce(nullif(r.name, ''), nullif(b.name, ''), case when l.name <> ${NOT_GIVEN} then nullif(l.name, '') end),
            updated_at = now()
        from orders o
        left join coaching_bookings b on b.id = o.booking_id
        left join leads l on l.id = o.lead_id
        where r.id = ${resultId} and o.id = ${orderId} and coalesce(r.email, '') = '' and coalesce(o.email, '') <> ''`,
    transactionID,
  )
}

/**
 * Links the order to the result and unlocks it, in one transaction. The conditional update
 * lets one result ever claim an order, once: an order whose result is later erased or deleted is not
 * claimable again. True when this call unlocked it.
 */
async function claimFor(payload: Payload, resultId: number, orderId: number): Promise<boolean> {
  const unlocked = await inTransaction(payload, async (transactionID) => {
    const claimed = await execute<{ id: number }>(
      payload,
      sql`update orders set result_id = ${resultId}, awaiting_result = false, updated_at = now()
          where id = ${orderId} and awaiting_result and result_id is null and status = 'paid'
          returning id`,
      transactionID,
    )
    if (claimed.length === 0) return false
    await unlockPaidResult(payload, resultId, transactionID)
    await giveBuyersContact(payload, resultId, orderId, transactionID)
    payload.logger.info({ msg: 'Paid order claimed by a new result', orderId, resultId })
    return true
  })
  if (unlocked) prepareReportSoon(payload, resultId)
  return unlocked
}
