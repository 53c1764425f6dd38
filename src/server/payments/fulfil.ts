import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order } from '@/payload-types'
import { RefundRefusedError, type PaymentProvider, type ProviderEvent, type ProviderSession, type RefundPurpose } from './provider'
import { isFormulaWithReport, orderOfferTerms } from './order-offers'
import { inTransaction } from './transaction'
import { execute } from '../db'
import {
  findOrderBySession,
  giveWhatItSells,
  markOrderPaid,
  markOrderUnpaid,
  notePayment,
  recordEvent,
  releaseUnpaidOrder,
  unlockedByAnother,
  type PaymentNote,
} from './orders-store'
import { closeOtherReportSessions } from './open-sessions'
import { noteChargeback, recordProviderRefund } from './refund-store'
import { sendConfirmationIfDue } from './confirmation'
import { followUp } from './follow-ups'
import { prepareReportSoon } from '../report/service'
import { relationId } from '@/domain/records'

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
  /**
   * A buyer waits for this answer (their return from the provider): the confirmation email and the closing
   * of the result's other sessions go on after it, so a slow mail server never holds the page after paying.
   */
  answerFirst?: boolean
}

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
  // Only the order whose session id was never saved (a crash between the two writes), still waiting for it: the
  // id is saved in one conditional statement, never by writing the whole row back (a second delivery of the
  // event fulfilling it meanwhile would be undone).
  await execute(
    payload,
    sql`update orders set provider_session_id = ${session.id}, updated_at = now()
        where id = ${orderId} and provider = ${provider.name} and provider_session_id is null and status = 'pending'`,
  )
  // Saved here, or by a delivery of the same event meanwhile; none when the order was not waiting for it.
  return findOrderBySession(payload, session.id)
}

/** Sends the order's confirmation if it is still due; a failure is logged, and the recovery job retries. */
const confirm = (payload: Payload, orderId: number, answerFirst?: boolean): Promise<void> =>
  followUp(payload, answerFirst, 'Order confirmation email', orderId, () => sendConfirmationIfDue(payload, orderId))

/**
 * Thrown inside fulfilment's transaction, to roll it back, when the report it pays for is unlocked another
 * way: given back whole (`duplicate`), or its part of a formula (`report-part`, the coaching still owed).
 */
class AlreadyUnlocked extends Error {
  constructor(readonly purpose: RefundPurpose) {
    super(`Report already unlocked: ${purpose}`)
  }
}

/** What each purpose notes on the order: given back, or refused by the provider and left to staff. */
const REFUND_NOTES: Readonly<Record<RefundPurpose, { given: PaymentNote; refused: PaymentNote }>> = {
  duplicate: { given: 'duplicate-refunded', refused: 'duplicate-kept' },
  'report-part': { given: 'report-part-refunded', refused: 'report-owned' },
}

/**
 * A report paid for a result already unlocked another way (a promo code, staff, another payment) since
 * its session opened, in another tab or before the session could be closed: what is left of the payment
 * (`duplicate`), or the report's part of a formula (`report-part`, `partCents` in all), is given back
 * rather than kept for nothing. Returns how much of the payment is given back in all. A refusal is left to
 * staff (logged, the payment then kept); any other provider failure is thrown, so that the event is
 * delivered again and the refund retried (the provider makes it once).
 */
async function refundOwnedReport(
  payload: Payload,
  provider: PaymentProvider,
  order: Order,
  session: ProviderSession,
  purpose: RefundPurpose,
  partCents: number,
): Promise<{ refundedCents: number; note: PaymentNote }> {
  const logged = { orderId: order.id, resultId: relationId(order.result), provider: provider.name, purpose }
  const amountCents = purpose === 'report-part' ? partCents - session.refundedCents : undefined
  try {
    const given = await provider.refundPayment({ orderId: order.id, session, purpose, amountCents })
    payload.logger.warn({ msg: 'Report paid for a result already unlocked: refunded', ...logged, refundedCents: given })
    return { refundedCents: Math.min(order.amountCents, session.refundedCents + given), note: REFUND_NOTES[purpose].given }
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error
    payload.logger.error({ msg: 'Report paid for a result already unlocked: the provider refused the refund, left to staff', ...logged, reason: error.message })
    return { refundedCents: session.refundedCents, note: REFUND_NOTES[purpose].refused }
  }
}

/**
 * Fulfils the order of a provider session once it is paid: fetches the session from the provider (the
 * only proof of payment), then in one transaction records the event, marks the order paid (its
 * confirmation email due), unlocks the result and confirms the booking, and records any refund the
 * provider made (a full one takes all of it back); the email is sent after the commit, and the result's
 * other open sessions are closed. A report found unlocked another way rolls the transaction back, is given
 * back, then recorded paid and refunded. Safe to call any number of times, concurrently, from the webhook
 * and from the visitor's return: the unique event id and the conditional update let exactly one call
 * fulfil, and the claim on the confirmation lets exactly one call send it.
 */
export async function fulfilOrder(payload: Payload, sessionId: string, { provider, event, answerFirst }: FulfilOptions): Promise<FulfilmentOutcome> {
  const known = await findOrderBySession(payload, sessionId)
  if (known?.status === 'paid') {
    if (event) await recordEvent(payload, event, provider.name, sessionId)
    // A replay of an order paid by a process that died before sending: send now rather than wait for
    // the recovery job (the provider replays precisely when the first delivery got no answer).
    if (known.confirmationEmail === 'due') await confirm(payload, known.id, answerFirst)
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
  const resultId = relationId(order.result)
  // The report's part of a formula, as priced at checkout (none recorded on orders made before it was: staff
  // are asked to give it back; zero for a formula its buyer paid in full knowing the report was theirs).
  const reportPart = order.reportPartCents ?? 0
  // `duplicate`: set once the report is known to be unlocked another way and was given back (or the provider
  // refused to): no need to ask again, and staff are told in the order's note. `noted`: the note this call
  // recorded with the payment.
  let noted: PaymentNote | undefined
  const record = (refundedCents: number, duplicate?: PaymentNote) =>
    inTransaction(payload, async (transactionID): Promise<FulfilmentOutcome> => {
      if (event && !(await recordEvent(payload, event, provider.name, sessionId, transactionID))) {
        return { status: 'duplicate-event', orderId: order.id }
      }
      if (!(await markOrderPaid(payload, order.id, session.customerEmail, transactionID))) {
        return { status: 'already-paid', orderId: order.id }
      }
      let note = duplicate
      const ownedAlready = note === undefined && terms.unlocksResult && resultId !== null && (await unlockedByAnother(payload, resultId, order.id, transactionID))
      // The report alone is a duplicate, given back whole.
      if (ownedAlready && order.offer === 'report') {
        // Not given back yet: roll back, give it back, then come again. Already given back in full (by a
        // concurrent call for this order, or at the provider): a duplicate given back all the same.
        if (refundedCents < order.amountCents) throw new AlreadyUnlocked('duplicate')
        note = 'duplicate-refunded'
      }
      // A formula priced with the report (the report with the follow-up, the coaching month): its coaching is
      // still owed, its report's part is given back the same way. Premium is a package: nothing to give back.
      if (ownedAlready && reportPart > 0) {
        if (refundedCents < reportPart) throw new AlreadyUnlocked('report-part')
        note = 'report-part-refunded'
      } else if (ownedAlready && order.reportPartCents == null && isFormulaWithReport(order.offer)) note = 'report-owned'
      // With its report part given back, its coaching alone: the profile is unlocked another way, and this order
      // does not pay for its report (its « En attente » on the result ends, as an unpaid order's would).
      const partRefunded = note === 'report-part-refunded'
      await giveWhatItSells(payload, { offer: order.offer, resultId: partRefunded ? null : resultId, bookingId: relationId(order.booking) }, transactionID)
      if (partRefunded) await releaseUnpaidOrder(payload, { bookingId: null, resultId }, transactionID)
      if (note) await notePayment(payload, order.id, note, transactionID)
      noted = note
      // A refund made before this payment was recorded (its event came first, or the payment's never came),
      // or just now for a duplicate.
      if (refundedCents > 0 && (await recordProviderRefund(payload, order.id, refundedCents, transactionID)).status === 'refunded') {
        // Taken back by the customer's bank before the payment was recorded here.
        if (session.chargedBack) await noteChargeback(payload, order.id, note ?? null, transactionID)
        return { status: 'refunded', orderId: order.id }
      }
      return { status: 'fulfilled', orderId: order.id }
    })
  const outcome = await record(session.refundedCents).catch(async (error: unknown) => {
    if (!(error instanceof AlreadyUnlocked)) throw error
    // Rolled back, event included: given back first, then recorded paid and refunded (whole, or in part) at once.
    const { refundedCents, note } = await refundOwnedReport(payload, provider, order, session, error.purpose, reportPart)
    return record(refundedCents, note)
  })

  if (outcome.status === 'fulfilled') {
    payload.logger.info({ msg: 'Order fulfilled', orderId: order.id, offer: order.offer, provider: provider.name, via: event ? event.type : 'return' })
    await confirm(payload, order.id, answerFirst)
    // The PDF is rendered ahead of the first download, without delaying this answer; a failure is logged.
    if (terms.unlocksResult && resultId) {
      prepareReportSoon(payload, resultId)
      await followUp(payload, answerFirst, "Closing the result's other sessions", order.id, () => closeOtherReportSessions(payload, provider, resultId, order.id))
    }
  }
  if (outcome.status === 'refunded') {
    payload.logger.info({ msg: 'Order paid and already refunded: nothing given', orderId: order.id, provider: provider.name, via: event ? event.type : 'return' })
    // The buyer is told their duplicate payment was given back, in place of a confirmation.
    if (noted === 'duplicate-refunded') await confirm(payload, order.id, answerFirst)
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
