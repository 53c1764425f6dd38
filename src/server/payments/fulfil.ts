import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { PaymentProvider, ProviderEvent, ProviderSession } from './provider'
import { orderOfferTerms } from './order-offers'
import { inTransaction } from './transaction'
import { confirmBooking, findOrderBySession, markOrderPaid, markOrderUnpaid, recordEvent, unlockedByAnother, unlockPaidResult } from './orders-store'
import { closeOtherReportSessions } from './open-sessions'
import { recordProviderRefund } from './refund-store'
import { sendConfirmationIfDue } from './confirmation'
import { prepareReportSoon } from '../report/service'

export type FulfilmentOutcome =
  /** This call marked the order paid, unlocked or confirmed what it sells, and sent the confirmation (or left it due). */
  | { status: 'fulfilled'; orderId: number }
  /**
   * The payment was given back in full at the provider, before (by staff) or just now (a report already
   * unlocked another way): recorded paid and refunded at once, nothing given.
   */
  | { status: 'refunded'; orderId: number }
  | { status: 'already-paid'; orderId: number }
  | { status: 'duplicate-event'; orderId: number }
  | { status: 'not-paid'; orderId: number }
  | { status: 'unknown-session' }
  /** The provider's session does not match the order (another order, amount or currency): nothing changes. */
  | { status: 'mismatch'; orderId: number }

export interface FulfilOptions {
  provider: PaymentProvider
  /** The verified webhook event that triggered the call; absent when the visitor's return triggers it. */
  event?: ProviderEvent
}

const idOf = (relation: Order['result'] | Order['booking']): number | null =>
  relation === null || relation === undefined ? null : typeof relation === 'number' ? relation : relation.id

/** The session really is this order's: same order id, amount and currency. */
function matches(order: Order, session: ProviderSession): boolean {
  return session.orderId === String(order.id) && session.amountTotal === order.amountCents && (session.currency ?? '').toLowerCase() === order.currency.toLowerCase()
}

/** The order of a session; an order whose session id was not saved is found by the session's own reference. */
async function orderFor(payload: Payload, provider: PaymentProvider, session: ProviderSession): Promise<Order | null> {
  const bySession = await findOrderBySession(payload, session.id)
  if (bySession) return bySession
  const orderId = Number(session.orderId)
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true })
  // Only the order whose session id was never saved (a crash between the two writes), still waiting for it.
  if (!order || order.provider !== provider.name || order.providerSessionId || order.status !== 'pending') return null
  await payload.update({ collection: 'orders', id: order.id, data: { providerSessionId: session.id }, overrideAccess: true })
  return { ...order, providerSessionId: session.id }
}

/** Sends the order's confirmation if it is still due; a failure is logged, and the recovery job retries. */
async function confirm(payload: Payload, orderId: number): Promise<void> {
  await sendConfirmationIfDue(payload, orderId).catch((error: unknown) =>
    payload.logger.error({ msg: 'Order confirmation email could not be attempted', orderId, err: (error as Error).message }),
  )
}

/**
 * A report paid for a result already unlocked another way (a promo code, staff, another payment) since
 * its session opened, in another tab or before the session was closed: the payment is given back in full
 * rather than kept for nothing. Only the report alone: a bundle's other part is still worth its price.
 * Returns how much of the payment is given back, the provider's earlier refunds included. A provider
 * failure is thrown, so that the event is delivered again and the refund retried (the provider makes it once).
 */
async function refundIfDuplicate(payload: Payload, provider: PaymentProvider, order: Order, session: ProviderSession): Promise<number> {
  const resultId = idOf(order.result)
  if (order.offer !== 'report' || order.status === 'refunded' || !resultId || session.refundedCents >= order.amountCents) return session.refundedCents
  if (!(await unlockedByAnother(payload, resultId, order.id))) return session.refundedCents
  const given = await provider.refundPayment({ orderId: order.id, session })
  if (given > 0) payload.logger.warn({ msg: 'Report paid for a result already unlocked: payment refunded', orderId: order.id, resultId, refundedCents: given })
  else payload.logger.error({ msg: 'Report paid for a result already unlocked: the provider refused the refund, left to staff', orderId: order.id, resultId })
  return Math.max(session.refundedCents, given)
}

/**
 * Fulfils the order of a provider session once it is paid: fetches the session from the provider (the
 * only proof of payment), gives the payment back if it bought a report already unlocked, then in one
 * transaction records the event, marks the order paid (its confirmation email due), unlocks the result and
 * confirms the booking, and records any refund the provider made (a full one takes all of it back); the
 * email is sent after the commit, and the result's other open sessions are closed. Safe to call any number
 * of times, concurrently, from the webhook and from the visitor's return: the unique event id and the
 * conditional update let exactly one call fulfil, and the claim on the confirmation lets exactly one call send it.
 */
export async function fulfilOrder(payload: Payload, sessionId: string, { provider, event }: FulfilOptions): Promise<FulfilmentOutcome> {
  const known = await findOrderBySession(payload, sessionId)
  if (known?.status === 'paid') {
    if (event) await recordEvent(payload, event, provider.name, sessionId)
    // A replay of an order paid by a process that died before sending: send now rather than wait for
    // the recovery job (the provider replays precisely when the first delivery got no answer).
    if (known.confirmationEmail === 'due') await confirm(payload, known.id)
    return { status: 'already-paid', orderId: known.id }
  }

  const session = await provider.retrieveSession(sessionId)
  if (!session) return { status: 'unknown-session' }
  const order = known ?? (await orderFor(payload, provider, session))
  if (!order) return { status: 'unknown-session' }
  if (order.provider !== provider.name || !matches(order, session)) {
    payload.logger.error({ msg: 'Payment session does not match its order: not fulfilled', orderId: order.id, sessionId, provider: provider.name })
    return { status: 'mismatch', orderId: order.id }
  }
  if (session.paymentStatus !== 'paid') {
    if (event) await recordEvent(payload, event, provider.name, sessionId)
    return { status: 'not-paid', orderId: order.id }
  }

  const terms = orderOfferTerms(order.offer)
  const resultId = idOf(order.result)
  const refundedCents = await refundIfDuplicate(payload, provider, order, session)
  const outcome = await inTransaction(payload, async (transactionID): Promise<FulfilmentOutcome> => {
    if (event && !(await recordEvent(payload, event, provider.name, sessionId, transactionID))) {
      return { status: 'duplicate-event', orderId: order.id }
    }
    if (!(await markOrderPaid(payload, order.id, session.customerEmail, transactionID))) {
      return { status: 'already-paid', orderId: order.id }
    }
    if (terms.unlocksResult && resultId) await unlockPaidResult(payload, resultId, transactionID)
    const bookingId = idOf(order.booking)
    if (terms.confirmsBooking && bookingId) await confirmBooking(payload, bookingId, transactionID)
    // A refund made before this payment was recorded (its event came first, or the payment's never came),
    // or just now for a duplicate.
    if (refundedCents > 0 && (await recordProviderRefund(payload, order.id, refundedCents, transactionID)).status === 'refunded') {
      return { status: 'refunded', orderId: order.id }
    }
    return { status: 'fulfilled', orderId: order.id }
  })

  if (outcome.status === 'fulfilled') {
    payload.logger.info({ msg: 'Order fulfilled', orderId: order.id, offer: order.offer, provider: provider.name, via: event ? event.type : 'return' })
    await confirm(payload, order.id)
    // The PDF is rendered ahead of the first download, without delaying this answer; a failure is logged.
    if (terms.unlocksResult && resultId) {
      prepareReportSoon(payload, resultId)
      await closeOtherReportSessions(payload, provider, resultId, order.id)
    }
  }
  if (outcome.status === 'refunded') {
    payload.logger.info({ msg: 'Order paid and already refunded: nothing given', orderId: order.id, provider: provider.name, via: event ? event.type : 'return' })
  }
  return outcome
}

/**
 * A session that ended unpaid (async payment failed, or expired). Events may arrive out of order: when
 * the provider says the session is in fact paid, it is fulfilled instead.
 */
export async function settleUnpaidSession(
  payload: Payload,
  sessionId: string,
  status: 'failed' | 'expired',
  { provider, event }: FulfilOptions,
): Promise<FulfilmentOutcome | { status: 'marked-unpaid'; orderId: number }> {
  const session = await provider.retrieveSession(sessionId)
  if (!session) return { status: 'unknown-session' }
  if (session.paymentStatus === 'paid') return fulfilOrder(payload, sessionId, { provider, event })
  const order = await findOrderBySession(payload, sessionId)
  if (!order || order.provider !== provider.name) return { status: 'unknown-session' }
  return inTransaction(payload, async (transactionID) => {
    if (event && !(await recordEvent(payload, event, provider.name, sessionId, transactionID))) return { status: 'duplicate-event' as const, orderId: order.id }
    await markOrderUnpaid(payload, order.id, status, transactionID)
    return { status: 'marked-unpaid' as const, orderId: order.id }
  })
}
