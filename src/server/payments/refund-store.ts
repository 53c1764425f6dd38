/**
 * Refunds, as the database records them. Money goes back from the provider's dashboard; the provider's
 * `charge.refunded` event (refund.ts), a payment found already refunded when it is fulfilled (fulfil.ts), or
 * an admin noting a refund by hand on a paid order (the demo provider's only way) records it here. A full refund
 * takes back what the order gave, in the same transaction: the order becomes « Remboursée », the result
 * it alone unlocked is locked again (an unlock by a promo code, by staff or by another paid order stays),
 * and its coaching booking, unless already held, is cancelled. A partial refund (a goodwill gesture) is
 * recorded on the order and takes nothing back. A refund that fails at the provider (its
 * `charge.refund.updated` event) lowers the recorded total again: the money was kept, so the order is paid
 * again and gives again what it sold, and staff arrange the refund another way.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order } from '@/payload-types'
import { execute } from '../db'
import { anotherOrderPaysReport, giveWhatItSells, notePayment, partGivenBack, reportBoughtAgainSince, unlockPaidResult, type PaymentNote } from './orders-store'
import { isFormulaWithReport, orderOfferTerms } from './order-offers'

type TransactionID = string | number | undefined

/** What recording a refunded total did to a paid order. */
export type RecordedRefund =
  /** This call recorded the full refund and took back what the order gave. */
  | { status: 'refunded'; orderId: number }
  | { status: 'partly-refunded'; orderId: number }
  /** Already recorded, or the order is not paid: nothing changes. */
  | { status: 'unchanged'; orderId: number }
  /** The provider gave back less than recorded (a refund failed): recorded, and a refunded order is paid again. */
  | { status: 'refund-failed'; orderId: number }
  /** An amount noted by hand by mistake was taken off: the lower total recorded, and a refunded order is paid again. */
  | { status: 'refund-corrected'; orderId: number }
  /** A dispute recorded as lost was won after all (an appeal): the order is paid again and gives again what it sold. */
  | { status: 'chargeback-reversed'; orderId: number }

/** The order's note once it is fully refunded: the notes that asked staff for a refund are settled. */
const noteOnceRefunded = () => sql`case when payment_note in ('refund-failed', 'duplicate-kept', 'report-owned') then null else payment_note end`

/** The order owes its report part (dated; the note alone on an order noted so by a version that did not date it). */
const partOwed = () => sql`(report_part_owed_at is not null or payment_note = 'report-owned')`

/**
 * A refund of `refundedCents` in all settles the report part still to give back (`report_part_owed_at`, whatever
 * the note says meanwhile) when it covers it; on older orders, whose part was not kept, any refund does, since
 * staff give back only that part.
 */
const partSettledBy = (refundedCents: ReturnType<typeof sql>) => sql`(${partOwed()} and (report_part_cents is null or ${refundedCents} >= report_part_cents))`

/**
 * The order's refunded total for a provider's running total of its own refunds: what an admin noted as given back
 * outside it (`refunded_by_hand_cents`, which the provider never counts) added, up to the amount paid.
 */
const withRefundsByHand = (providerCents: number) =>
  sql`least(orders.amount_cents, ${providerCents}::int + coalesce(orders.refunded_by_hand_cents, 0))`

/** A fully refunded order, as its update returns it. */
interface RefundedRow {
  id: number
  status: Order['status']
  result_id: number | null
  booking_id: number | null
}

/**
 * An order no longer pays for its result's report (refunded, or its report part given back): the result's
 * payment, when one was recorded, is refunded and an unlock by payment is taken back, unless another paid
 * order still pays for it (an unlock by a promo code or by staff stays).
 */
async function releaseResult(payload: Payload, resultId: number, orderId: number, transactionID: TransactionID): Promise<void> {
  // The result's row lock first: a payment or another refund of the same result committing meanwhile is
  // then seen by the check below (a new statement, a new snapshot), and the unlock follows the last word.
  await execute(payload, sql`select id from riasec_results where id = ${resultId} for update`, transactionID)
  await execute(
    payload,
    sql`update riasec_results
        set payment = case when payment = 'completed' then 'refunded' else payment end,
            unlock_source = case when unlock_source = 'payment' then null else unlock_source end,
            unlocked_at = case when unlock_source = 'payment' then null else unlocked_at end,
            updated_at = now()
        where id = ${resultId}
          and not ${anotherOrderPaysReport(resultId, orderId)}`,
    transactionID,
  )
}

/** Takes back what a fully refunded order gave: its result's unlock (when nothing else holds it) and its booking. */
async function takeBack(payload: Payload, order: RefundedRow, transactionID: TransactionID): Promise<void> {
  const { id, result_id: resultId, booking_id: bookingId } = order
  if (resultId !== null) await releaseResult(payload, resultId, id, transactionID)
  if (bookingId !== null) {
    await execute(
      payload,
      sql`update coaching_bookings set status = 'cancelled', scheduled_when_refunded = (status = 'scheduled'), updated_at = now()
          where id = ${bookingId} and status in ('paid', 'scheduled')`,
      transactionID,
    )
  }
}

/**
 * A refund failed (`cause` provider: its refunded total is below the recorded one), an amount noted by hand
 * was taken off (`correction`), or a chargeback was reversed (`dispute-won`, on an order noted so only). The
 * order records the lower total and, if it was fully refunded, is paid again and gives again what it sold: its
 * result is unlocked (unless the formula's report part is still given back) and its booking, cancelled with the
 * refund, is paid again (« Planifiée » again if its call was planned; one staff cancelled before the refund stays
 * cancelled). A formula whose report part comes back pays for the report again. Null when the recorded total is
 * not above it.
 */
async function recordFailedRefund(
  payload: Payload,
  orderId: number,
  providerCents: number,
  transactionID: TransactionID,
  cause: 'provider' | 'correction' | 'dispute-won' = 'provider',
): Promise<RecordedRefund | null> {
  const refundedCents = withRefundsByHand(providerCents)
  // The money came back (the provider), or was never given (an amount noted by mistake, a dispute won after all):
  // only the first asks staff to refund another way; the others keep the order's note (a chargeback's goes with
  // its refund), but for a report part owed again.
  const note =
    cause === 'provider'
      ? sql`case when orders.payment_note = 'refund-failed' then 'refund-failed'
                 when previous.part_given_back and previous.status = 'paid' and ${refundedCents} < orders.report_part_cents then 'report-owned'
                 else 'refund-failed' end`
      : cause === 'dispute-won'
        ? // The note the chargeback replaced: what was still to give back (a duplicate, a report part) is again.
          sql`case when previous.part_given_back and ${refundedCents} < orders.report_part_cents then 'report-owned'
                   else orders.note_before_chargeback::text end`
        : sql`case when previous.part_given_back and ${refundedCents} < orders.report_part_cents then 'report-owned'
                   when previous.status = 'refunded' then null
                   else orders.payment_note::text end`
  const [row] = await execute<{
    previous_status: Order['status']
    previous_part_given_back: boolean
    part_given_back: boolean
    previous_refunded_at: Date | string | null
    offer: Order['offer']
    result_id: number | null
    booking_id: number | null
    payment_note: Order['paymentNote']
    report_part_cents: number | null
  }>(
    payload,
    sql`with previous as (
          select id, status, refunded_at, ${partGivenBack()} as part_given_back from orders
          where id = ${orderId} and status in ('paid', 'refunded') and ${refundedCents} < coalesce(orders.refunded_cents, 0)
            and ${cause === 'dispute-won' ? sql`orders.payment_note = 'charged-back'` : sql`true`}
          for update
        )
        update orders
        set refunded_cents = nullif(${refundedCents}, 0), status = 'paid', refunded_at = null, updated_at = now(),
            -- The report's part of a formula given back, returned by the bank: still to give back, and any
            -- refund that covers it settles that (marking the order « Remboursée » would cancel its coaching).
            -- A refund that failed before, not settled yet, stays the note: the larger sum to give back.
            payment_note = (${note})::enum_orders_payment_note,${cause === 'dispute-won' ? sql`
            note_before_chargeback = null,` : sql``}
            -- The report's part no longer covered is owed again, a fact that outlives the note.
            report_part_owed_at = case when previous.part_given_back and ${refundedCents} < orders.report_part_cents
                                       then coalesce(orders.report_part_owed_at, now()) else orders.report_part_owed_at end,
            -- A duplicate's « remboursé » email not sent yet would now be a purchase confirmation: staff write instead.
            confirmation_email = case when orders.payment_note = 'duplicate-refunded' and orders.confirmation_email = 'due' then 'abandoned' else orders.confirmation_email end
        from previous
        where orders.id = previous.id
        returning previous.status as previous_status, previous.part_given_back as previous_part_given_back, ${partGivenBack()} as part_given_back,
                  previous.refunded_at as previous_refunded_at, orders.offer, orders.result_id, orders.booking_id, orders.payment_note,
                  orders.report_part_cents`,
    transactionID,
  )
  if (!row) return null
  const resultId = row.part_given_back ? null : row.result_id
  if (row.previous_status === 'refunded') {
    await giveWhatItSells(payload, { offer: row.offer, resultId, bookingId: row.booking_id }, transactionID, true)
    // A failed refund's own note already asks staff to give back the whole order.
    if (cause !== 'provider' && row.payment_note !== 'refund-failed' && resultId !== null && row.previous_refunded_at !== null) {
      await noteReportBoughtAgain(payload, { ...row, id: orderId, resultId, refundedAt: row.previous_refunded_at }, transactionID)
    }
  } else if (row.previous_part_given_back && resultId !== null) {
    // The formula pays for its report again: the profile stays open even if the order that had unlocked it
    // was refunded meanwhile.
    await unlockPaidResult(payload, resultId, transactionID)
  }
  return { status: FAILED_REFUND_OUTCOME[cause], orderId }
}

/**
 * An order paid again (a chargeback reversed, a refund noted by mistake taken off) whose report was bought again
 * while it was refunded (the profile had locked): the report is paid twice, and staff are asked to give one back,
 * as when the provider refuses to give back a duplicate found at fulfilment. This order, or its formula's report
 * part (unless priced at nothing); a package (premium) cannot give its report back: the order bought meanwhile
 * does (whole, or its formula's report part).
 */
async function noteReportBoughtAgain(
  payload: Payload,
  order: { id: number; offer: Order['offer']; resultId: number; refundedAt: Date | string; report_part_cents: number | null },
  transactionID: TransactionID,
): Promise<void> {
  if (!orderOfferTerms(order.offer).unlocksResult) return
  const again = await reportBoughtAgainSince(payload, order.resultId, order.id, order.refundedAt, transactionID)
  if (!again) return
  // What an order gives back of a report paid twice: all of it, its formula's report part (unless priced at nothing), or nothing.
  const giveBack = (offer: Order['offer'], reportPartCents: number | null): PaymentNote | null =>
    offer === 'report' ? 'duplicate-kept' : isFormulaWithReport(offer) && reportPartCents !== 0 ? 'report-owned' : null
  const own = giveBack(order.offer, order.report_part_cents)
  if (own) return notePayment(payload, order.id, own, transactionID)
  // The package: the order bought meanwhile gives back the report, whole or its formula's part.
  const theirs = again.paymentNote === null ? giveBack(again.offer, again.reportPartCents) : null
  if (theirs) await notePayment(payload, again.id, theirs, transactionID)
}

const FAILED_REFUND_OUTCOME = { provider: 'refund-failed', correction: 'refund-corrected', 'dispute-won': 'chargeback-reversed' } as const

/**
 * The provider no longer counts as lost a dispute the order was refunded for (a chargeback, then the appeal won:
 * `charge.dispute.closed` again, `charge.dispute.funds_reinstated`): the order records what the provider still
 * counts as given back, and is paid again, giving again what it sold. Null for any order not noted as charged back.
 */
export const reverseChargeback = (payload: Payload, orderId: number, providerCents: number, transactionID: TransactionID): Promise<RecordedRefund | null> =>
  recordFailedRefund(payload, orderId, providerCents, transactionID, 'dispute-won')

/**
 * Records that `providerCents` of a paid order were given back through the provider, in total, as it says; with
 * what an admin noted as given back outside it, the whole amount marks the order refunded and takes back what
 * it gave. A total below the recorded one is taken only when the provider said a refund failed
 * (`refundFailed`): otherwise the recorded total never shrinks.
 */
export async function recordProviderRefund(
  payload: Payload,
  orderId: number,
  providerCents: number,
  transactionID: TransactionID,
  { refundFailed = false }: { refundFailed?: boolean } = {},
): Promise<RecordedRefund> {
  const failed = refundFailed ? await recordFailedRefund(payload, orderId, providerCents, transactionID) : null
  if (failed) return failed
  const refundedCents = withRefundsByHand(providerCents)
  const [row] = await execute<RefundedRow & { part_given_back: boolean }>(
    payload,
    sql`update orders
        set refunded_cents = greatest(coalesce(refunded_cents, 0), ${refundedCents}),
            status = case when ${refundedCents} >= amount_cents then 'refunded' else status end,
            refunded_at = case when ${refundedCents} >= amount_cents then now() else refunded_at end,
            payment_note = case when ${refundedCents} >= amount_cents then ${noteOnceRefunded()}
                                -- The report's part asked of staff is given back by a refund that covers it (another
                                -- note, such as a goodwill refund that failed, stays: staff still have it to settle).
                                when payment_note = 'report-owned' and report_part_cents is null and ${partSettledBy(refundedCents)} then null
                                when payment_note = 'report-owned' and ${partSettledBy(refundedCents)} then 'report-part-refunded'
                                else payment_note end,
            report_part_refunded_at = case when ${partSettledBy(refundedCents)} and report_part_cents is not null then now() else report_part_refunded_at end,
            report_part_owed_at = case when ${refundedCents} >= amount_cents or ${partSettledBy(refundedCents)} then null else report_part_owed_at end,
            updated_at = now()
        where id = ${orderId} and status = 'paid' and ${refundedCents} > coalesce(refunded_cents, 0)
        returning id, status, result_id, booking_id, ${partGivenBack()} as part_given_back`,
    transactionID,
  )
  if (!row) return { status: 'unchanged', orderId }
  if (row.status !== 'refunded') {
    // A formula whose report part is given back no longer pays for the report (its coaching stays).
    if (row.part_given_back && row.result_id !== null) await releaseResult(payload, row.result_id, row.id, transactionID)
    return { status: 'partly-refunded', orderId }
  }
  await takeBack(payload, row, transactionID)
  return { status: 'refunded', orderId }
}

/**
 * The payment of an order just refunded by it was taken back by the customer's bank (a dispute lost): the order's
 * note says so, since its status reads like a refund the merchant made, and a dispute won after all undoes only
 * such an order (reverseChargeback). It replaces the order's note before the refund (`noteBefore`: a duplicate or
 * a report part still to give back, which the bank's refund settled), kept to be given back with the payment.
 */
export async function noteChargeback(payload: Payload, orderId: number, noteBefore: Order['paymentNote'], transactionID: TransactionID): Promise<void> {
  await execute(
    payload,
    sql`update orders set payment_note = 'charged-back', note_before_chargeback = ${noteBefore === 'charged-back' ? null : noteBefore}, updated_at = now()
        where id = ${orderId} and status = 'refunded' and payment_note is distinct from 'charged-back'`,
    transactionID,
  )
}

/** The order's note, its row locked until the transaction ends: what a refund about to be recorded will replace. */
export async function lockedPaymentNote(payload: Payload, orderId: number, transactionID: TransactionID): Promise<Order['paymentNote']> {
  const [row] = await execute<{ payment_note: Order['paymentNote'] }>(payload, sql`select payment_note from orders where id = ${orderId} for update`, transactionID)
  return row?.payment_note ?? null
}

/**
 * An admin marked a paid order « Remboursée » (the order's `afterChange`, in the save's transaction): the whole
 * amount is recorded as given back, now unless the provider already said when, and what it gave is taken back;
 * a note asking staff to refund it, and a report part owed, are settled.
 */
export async function completeRefundByHand(
  payload: Payload,
  orderId: number,
  transactionID: TransactionID,
): Promise<Pick<Order, 'refundedAt' | 'refundedCents' | 'paymentNote' | 'reportPartRefundedAt' | 'reportPartOwedAt'> & { updatedAt?: string }> {
  const [row] = await execute<
    RefundedRow & {
      refunded_at: Date | string
      refunded_cents: number
      payment_note: Order['paymentNote']
      report_part_refunded_at: Date | string | null
      updated_at: Date | string
    }
  >(
    payload,
    sql`update orders
        set refunded_at = coalesce(refunded_at, now()), refunded_cents = amount_cents, updated_at = now(),
            payment_note = ${noteOnceRefunded()},
            -- The whole amount covers a part owed: given back (a refund the bank returns later owes it again).
            report_part_refunded_at = case when ${partOwed()} and report_part_cents is not null then now() else report_part_refunded_at end,
            report_part_owed_at = null
        where id = ${orderId} and status = 'refunded'
        returning id, status, result_id, booking_id, refunded_at, refunded_cents, payment_note, report_part_refunded_at, updated_at`,
    transactionID,
  )
  if (!row) return { refundedAt: null, refundedCents: null, paymentNote: null, reportPartRefundedAt: null, reportPartOwedAt: null }
  await takeBack(payload, row, transactionID)
  return {
    refundedAt: new Date(row.refunded_at).toISOString(),
    refundedCents: Number(row.refunded_cents),
    paymentNote: row.payment_note ?? null,
    reportPartRefundedAt: row.report_part_refunded_at ? new Date(row.report_part_refunded_at).toISOString() : null,
    reportPartOwedAt: null,
    // The admin's form saves next from this version.
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/**
 * An admin noted a refund made outside the provider (a bank transfer, a part of the order given back by hand):
 * `addedCents` more are recorded as given back, apart from the provider's running total, which never counts
 * them. The order stays paid while its refunds do not cover it all; one covering a report part owed settles it.
 * It is the « other way » a failed refund asks for, so that note is settled too (to « à rembourser » while a
 * report part is still owed).
 */
export async function recordRefundByHand(payload: Payload, orderId: number, addedCents: number, transactionID: TransactionID): Promise<RecordedRefund> {
  const [order] = await execute<{ provider_cents: string | number }>(
    payload,
    sql`update orders set refunded_by_hand_cents = coalesce(refunded_by_hand_cents, 0) + ${addedCents}::int, updated_at = now()
        where id = ${orderId} and status = 'paid'
        returning coalesce(refunded_cents, 0) - (refunded_by_hand_cents - ${addedCents}::int) as provider_cents`,
    transactionID,
  )
  if (!order) return { status: 'unchanged', orderId }
  const recorded = await recordProviderRefund(payload, orderId, Number(order.provider_cents), transactionID)
  await execute(
    payload,
    sql`update orders
        set payment_note = (case when report_part_owed_at is not null then 'report-owned' when ${partGivenBack()} then 'report-part-refunded' end)::enum_orders_payment_note,
            updated_at = now()
        where id = ${orderId} and status = 'paid' and payment_note = 'refund-failed'`,
    transactionID,
  )
  return recorded
}

/**
 * An admin takes off `removedCents` they had noted as given back outside the provider by mistake (a typo, a
 * transfer that was never made): the order's refunded total is lowered as when a refund fails, without the note
 * asking staff to refund another way. An order that amount had fully refunded is paid again and gives again what
 * it sold; a report part it had settled is owed again. Never more than was noted by hand.
 */
export async function correctRefundByHand(payload: Payload, orderId: number, removedCents: number, transactionID: TransactionID): Promise<RecordedRefund> {
  const [order] = await execute<{ provider_cents: string | number; payment_note: Order['paymentNote'] }>(
    payload,
    sql`update orders set refunded_by_hand_cents = nullif(refunded_by_hand_cents - ${removedCents}::int, 0), updated_at = now()
        where id = ${orderId} and status in ('paid', 'refunded') and refunded_by_hand_cents >= ${removedCents}::int
        returning coalesce(refunded_cents, 0) - (coalesce(refunded_by_hand_cents, 0) + ${removedCents}::int) as provider_cents, payment_note`,
    transactionID,
  )
  // The customer's bank took the whole payment back: the order stays refunded, whatever was noted by hand.
  if (!order || order.payment_note === 'charged-back') return { status: 'unchanged', orderId }
  return (await recordFailedRefund(payload, orderId, Math.max(0, Number(order.provider_cents)), transactionID, 'correction')) ?? { status: 'unchanged', orderId }
}
