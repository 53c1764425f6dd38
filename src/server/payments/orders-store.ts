import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order } from '@/payload-types'
import { execute } from '../db'
import type { ProviderEvent, ProviderName } from './provider'
import { orderOfferTerms, UNLOCKING_ORDER_OFFERS } from './order-offers'
import { UNLOCKED_RESULT_SQL } from '../assessments/visitor-result'

type TransactionID = string | number | undefined

/** The offers whose payment unlocks a result, as an SQL list (`offer in (…)`). */
const unlockingOffers = () => sql.join(UNLOCKING_ORDER_OFFERS.map((offer) => sql`${offer}`), sql`, `)

/**
 * A formula's report part is given back (an SQL condition on the row of `orders` in hand): dated when it was
 * (automatically, the profile being unlocked already, or by a refund settling it), and the order's refunds
 * still cover it (one the bank returns can take them below). The same rule as `reportPartGivenBack` in
 * src/domain/report-part.ts.
 */
export const partGivenBack = () =>
  sql`(orders.report_part_refunded_at is not null and orders.report_part_cents is not null and coalesce(orders.refunded_cents, 0) >= orders.report_part_cents)`

/** An order of the result other than `orderId` that still pays for its report: paid, its offer unlocking results, not a formula whose report part was given back. */
const paysReportBesides = (resultId: number, orderId: number) =>
  sql`result_id = ${resultId} and id <> ${orderId} and status = 'paid' and offer in (${unlockingOffers()}) and not ${partGivenBack()}`

/** A paid order other than `orderId` still pays for the result's report (an SQL condition). */
export const anotherOrderPaysReport = (resultId: number, orderId: number) => sql`exists (select 1 from orders where ${paysReportBesides(resultId, orderId)})`

/**
 * The order that bought the result's report again while another order was refunded (paid since `since`, and
 * paying for the report still), or null. Asked under the result's row lock, as `unlockedByAnother`: a payment
 * for the result recorded meanwhile waits, then finds the other order paid (and is given back as a duplicate).
 * `for no key update`: the lock the result's unlock already took, which an order inserted for the result (its
 * foreign key) does not wait for; a stronger one would deadlock with a checkout waiting on this transaction.
 */
export async function reportBoughtAgainSince(
  payload: Payload,
  resultId: number,
  orderId: number,
  since: Date | string,
  transactionID?: TransactionID,
): Promise<{ id: number; offer: Order['offer']; paymentNote: Order['paymentNote']; reportPartCents: number | null } | null> {
  await execute(payload, sql`select id from riasec_results where id = ${resultId} for no key update`, transactionID)
  const [row] = await execute<{ id: number; offer: Order['offer']; payment_note: Order['paymentNote']; report_part_cents: number | null }>(
    payload,
    sql`select id, offer, payment_note, report_part_cents from orders
        where ${paysReportBesides(resultId, orderId)} and paid_at > ${new Date(since).toISOString()}
        order by paid_at limit 1`,
    transactionID,
  )
  return row ? { id: row.id, offer: row.offer, paymentNote: row.payment_note, reportPartCents: row.report_part_cents } : null
}

/** The order a provider session was created for. */
export async function findOrderBySession(payload: Payload, sessionId: string): Promise<Order | null> {
  const found = await payload.find({
    collection: 'orders',
    where: { providerSessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

/**
 * Records a provider event; false when its id was already recorded (a replay or a duplicate delivery).
 * Inside a transaction, a concurrent delivery of the same event waits here until the first one commits.
 */
export async function recordEvent(
  payload: Payload,
  event: Pick<ProviderEvent, 'id' | 'type'>,
  provider: ProviderName,
  sessionId: string | null,
  transactionID?: TransactionID,
): Promise<boolean> {
  const rows = await execute<{ id: number }>(
    payload,
    sql`insert into payment_events (event_id, type, provider, session_id)
        values (${event.id}, ${event.type}, ${provider}, ${sessionId})
        on conflict (event_id) do nothing
        returning id`,
    transactionID,
  )
  return rows.length > 0
}

/**
 * Marks the order paid unless it already is: of two concurrent calls, the second waits for the first's
 * row lock, then finds the order paid and changes nothing. True for the one call that made the change.
 * The confirmation email becomes due in the same write, so it is owed even if the process dies before
 * sending it (see confirmation.ts). An address the provider gives is kept in lower case, as the site keeps
 * every address (it is compared so).
 */
export async function markOrderPaid(payload: Payload, orderId: number, customerEmail: string | null, transactionID?: TransactionID): Promise<boolean> {
  const rows = await execute<{ id: number }>(
    payload,
    sql`update orders
        set status = 'paid', paid_at = now(), updated_at = now(), email = coalesce(email, lower(trim(${customerEmail}::text))),
            confirmation_email = 'due', confirmation_email_attempts = 0, confirmation_email_next_attempt_at = null
        where id = ${orderId} and status not in ('paid', 'refunded')
        returning id`,
    transactionID,
  )
  return rows.length > 0
}

/**
 * A session that ended without payment: only a pending order changes, and the coaching booking still
 * waiting for that payment is cancelled with it (run both in one transaction). True when the order changed.
 */
export async function markOrderUnpaid(payload: Payload, orderId: number, status: 'failed' | 'expired', transactionID?: TransactionID): Promise<boolean> {
  const rows = await execute<{ id: number; booking_id: number | null; result_id: number | null }>(
    payload,
    sql`update orders set status = ${status}, updated_at = now() where id = ${orderId} and status = 'pending' returning id, booking_id, result_id`,
    transactionID,
  )
  const [row] = rows
  if (row) await releaseUnpaidOrder(payload, { bookingId: row.booking_id, resultId: row.result_id }, transactionID)
  return rows.length > 0
}

/**
 * What an order closed unpaid held (by its session's end, or by staff in the admin): its booking, awaiting the
 * payment, is cancelled; its result's « En attente » ends with the last session that could still pay for it.
 */
export async function releaseUnpaidOrder(
  payload: Payload,
  { bookingId, resultId }: { bookingId: number | null; resultId: number | null },
  transactionID?: TransactionID,
): Promise<void> {
  if (bookingId) {
    await execute(payload, sql`update coaching_bookings set status = 'cancelled', updated_at = now() where id = ${bookingId} and status = 'pending'`, transactionID)
  }
  if (resultId) {
    // Under the result's row lock, which a checkout takes too (markPaymentPending): whichever goes second sees
    // the other's work committed. (No key update: the lock an order's insert takes on its result, through the
    // foreign key, does not conflict with it, so two checkouts of one result queue instead of deadlocking.)
    await execute(payload, sql`select id from riasec_results where id = ${resultId} for no key update`, transactionID)
    await execute(
      payload,
      sql`update riasec_results set payment = null, updated_at = now()
          where id = ${resultId} and payment = 'pending'
            and not exists (select 1 from orders where result_id = ${resultId} and status = 'pending' and offer in (${unlockingOffers()}))`,
      transactionID,
    )
  }
}

/**
 * A session opened to pay for a locked result: « En attente » on the result, in one statement. Never over a
 * payment or an unlock committed meanwhile (another tab's payment, a promo code, staff), which a read-then-
 * write of the whole row would put back.
 */
export async function markPaymentPending(payload: Payload, resultId: number, transactionID?: TransactionID): Promise<void> {
  // Locked even when already « En attente » (another tab's session), so that the end of another session waits
  // for this order to commit before it decides (releaseUnpaidOrder).
  await execute(payload, sql`select id from riasec_results where id = ${resultId} for no key update`, transactionID)
  await execute(
    payload,
    sql`update riasec_results set payment = 'pending', updated_at = now() where id = ${resultId} and payment is null and unlocked_at is null`,
    transactionID,
  )
}

/** The paid result: `payment` pending → completed, and unlocked (a promo or staff unlock keeps its source). */
export async function unlockPaidResult(payload: Payload, resultId: number, transactionID?: TransactionID): Promise<void> {
  await execute(
    payload,
    sql`update riasec_results
        set payment = 'completed', unlock_source = coalesce(unlock_source, 'payment'), unlocked_at = coalesce(unlocked_at, now()), updated_at = now()
        where id = ${resultId}`,
    transactionID,
  )
}

/**
 * The paid booking: pending → paid. One cancelled while its payment was awaited (an abandoned session, or
 * by staff) is paid all the same: the payment is a fact, and the confirmation says a coach will call. A
 * booking staff already scheduled or held keeps its status. When the money of a refund comes back (`paidAgain`:
 * the refund failed, the chargeback was reversed), the booking the refund cancelled is paid again, and planned
 * again if its call was planned, unless its date has passed meanwhile (« Payée », to plan again); one staff had
 * cancelled before the refund stays cancelled. A booking without an email (the follow-up bought at checkout,
 * where the email is optional) takes the one the buyer paid with, so the coach can write to them.
 */
export async function confirmBooking(payload: Payload, bookingId: number, transactionID?: TransactionID, paidAgain = false): Promise<void> {
  const cancelledByTheRefund = paidAgain ? sql`scheduled_when_refunded is not null` : sql`true`
  await execute(
    payload,
    sql`update coaching_bookings
        set status = case when status = 'cancelled' and scheduled_when_refunded and scheduled_at > now() then 'scheduled'
                          when status = 'pending' or (status = 'cancelled' and ${cancelledByTheRefund}) then 'paid' else status end,
            scheduled_when_refunded = null,
            email = coalesce(email, (select email from orders where booking_id = ${bookingId} and status = 'paid' and email is not null order by paid_at desc limit 1)),
            updated_at = now()
        where id = ${bookingId}`,
    transactionID,
  )
}

/** What a paid order gives, as its offer says: its result unlocked, its booking paid (`paidAgain`: see confirmBooking). */
export async function giveWhatItSells(
  payload: Payload,
  order: { offer: Order['offer']; resultId: number | null; bookingId: number | null },
  transactionID?: TransactionID,
  paidAgain = false,
): Promise<void> {
  const terms = orderOfferTerms(order.offer)
  if (terms.unlocksResult && order.resultId !== null) await unlockPaidResult(payload, order.resultId, transactionID)
  if (terms.confirmsBooking && order.bookingId !== null) await confirmBooking(payload, order.bookingId, transactionID, paidAgain)
}

/**
 * The result is unlocked by something other than this order: a promo code, staff, or another paid order.
 * An unlock by a payment with no other paid order is this order's own (fulfilled concurrently). In a
 * transaction, asked under the result's row lock: of two payments for one result recorded at once, the
 * second waits for the first to commit, then sees it (the check is a new statement, with a new snapshot).
 */
export async function unlockedByAnother(payload: Payload, resultId: number, orderId: number, transactionID?: TransactionID): Promise<boolean> {
  await execute(payload, sql`select id from riasec_results where id = ${resultId} for update`, transactionID)
  const rows = await execute<{ id: number }>(
    payload,
    sql`select id from riasec_results
        where id = ${resultId}
          and ${UNLOCKED_RESULT_SQL}
          and (unlock_source is distinct from 'payment'
               or ${anotherOrderPaysReport(resultId, orderId)})`,
    transactionID,
  )
  return rows.length > 0
}

/** What staff should know about an order's payment (the « À savoir sur le paiement » field). */
export type PaymentNote = NonNullable<Order['paymentNote']>

/**
 * Notes the order's payment; the report part given back is dated too, and so is the part still to give back
 * (« à rembourser »), a fact that outlives the note (a later « Remboursement échoué » takes its place).
 */
export async function notePayment(payload: Payload, orderId: number, note: PaymentNote, transactionID?: TransactionID): Promise<void> {
  const partRefunded = note === 'report-part-refunded'
  const partOwed = note === 'report-owned'
  await execute(
    payload,
    sql`update orders
        set payment_note = ${note},
            report_part_refunded_at = case when ${partRefunded} then coalesce(report_part_refunded_at, now()) else report_part_refunded_at end,
            report_part_owed_at = case when ${partOwed} then coalesce(report_part_owed_at, now()) when ${partRefunded} then null else report_part_owed_at end,
            updated_at = now()
        where id = ${orderId}`,
    transactionID,
  )
}
