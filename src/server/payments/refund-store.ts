/**
 * Refunds, as the database records them. Money goes back from the provider's dashboard; the provider's
 * `charge.refunded` event (refund.ts), a payment found already refunded when it is fulfilled (fulfil.ts), or
 * an admin noting a refund by hand on a paid order (the demo provider's only way) records it here. A full refund
 * takes back what the order gave, in the same transaction: the order becomes « Remboursée », the result
 * it alone unlocked is locked again (an unlock by a promo code, by staff or by another paid order stays),
 * and its coaching booking, unless already held, is cancelled. A partial refund (a goodwill gesture) is
 * recorded on the order and takes nothing back.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order } from '@/payload-types'
import { execute } from '../db'
import { unlockingOffers } from './orders-store'

type TransactionID = string | number | undefined

/** What recording a refunded total did to a paid order. */
export type RecordedRefund =
  /** This call recorded the full refund and took back what the order gave. */
  | { status: 'refunded'; orderId: number }
  | { status: 'partly-refunded'; orderId: number }
  /** Already recorded, or the order is not paid: nothing changes. */
  | { status: 'unchanged'; orderId: number }

/** A fully refunded order, as its update returns it. */
interface RefundedRow {
  id: number
  status: Order['status']
  result_id: number | null
  booking_id: number | null
}

/** Takes back what a fully refunded order gave: its result's unlock (when nothing else holds it) and its booking. */
async function takeBack(payload: Payload, order: RefundedRow, transactionID: TransactionID): Promise<void> {
  const { id, result_id: resultId, booking_id: bookingId } = order
  if (resultId !== null) {
    // The result's row lock first: a payment or another refund of the same result committing meanwhile is
    // then seen by the check below (a new statement, a new snapshot), and the unlock follows the last word.
    await execute(payload, sql`select id from riasec_results where id = ${resultId} for update`, transactionID)
    await execute(
      payload,
      sql`update riasec_results
          set payment = 'refunded',
              unlock_source = case when unlock_source = 'payment' then null else unlock_source end,
              unlocked_at = case when unlock_source = 'payment' then null else unlocked_at end,
              updated_at = now()
          where id = ${resultId}
            and not exists (
              select 1 from orders
              where result_id = ${resultId} and id <> ${id} and status = 'paid' and offer in (${unlockingOffers()})
            )`,
      transactionID,
    )
  }
  if (bookingId !== null) {
    await execute(payload, sql`update coaching_bookings set status = 'cancelled', updated_at = now() where id = ${bookingId} and status in ('paid', 'scheduled')`, transactionID)
  }
}

/**
 * Records that `refundedCents` of a paid order were given back, in total; the whole amount marks it
 * refunded and takes back what it gave. Only a paid order changes, and a refunded total never shrinks.
 */
export async function recordProviderRefund(payload: Payload, orderId: number, refundedCents: number, transactionID: TransactionID): Promise<RecordedRefund> {
  const [row] = await execute<RefundedRow>(
    payload,
    sql`update orders
        set refunded_cents = greatest(coalesce(refunded_cents, 0), least(amount_cents, ${refundedCents}::int)),
            status = case when ${refundedCents}::int >= amount_cents then 'refunded' else status end,
            refunded_at = case when ${refundedCents}::int >= amount_cents then now() else refunded_at end,
            updated_at = now()
        where id = ${orderId} and status = 'paid' and ${refundedCents}::int > coalesce(refunded_cents, 0)
        returning id, status, result_id, booking_id`,
    transactionID,
  )
  if (!row) return { status: 'unchanged', orderId }
  if (row.status !== 'refunded') return { status: 'partly-refunded', orderId }
  await takeBack(payload, row, transactionID)
  return { status: 'refunded', orderId }
}

/**
 * An admin marked a paid order « Remboursée » (the order's `afterChange`, in the save's transaction): the whole
 * amount is recorded as given back, now unless the provider already said when, and what it gave is taken back.
 */
export async function completeRefundByHand(payload: Payload, orderId: number, transactionID: TransactionID): Promise<Pick<Order, 'refundedAt' | 'refundedCents'>> {
  const [row] = await execute<RefundedRow & { refunded_at: Date | string; refunded_cents: number }>(
    payload,
    sql`update orders set refunded_at = coalesce(refunded_at, now()), refunded_cents = amount_cents, updated_at = now()
        where id = ${orderId} and status = 'refunded'
        returning id, status, result_id, booking_id, refunded_at, refunded_cents`,
    transactionID,
  )
  if (!row) return { refundedAt: null, refundedCents: null }
  await takeBack(payload, row, transactionID)
  return { refundedAt: new Date(row.refunded_at).toISOString(), refundedCents: Number(row.refunded_cents) }
}

