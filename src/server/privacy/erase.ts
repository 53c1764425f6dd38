/**
 * Erasure of one person's data (RGPD art. 17), in one transaction: results (their cached reports go with
 * them), leads, coaching bookings, the emails sent to them and every access link that names them are
 * deleted. Orders stay for the accounts (amount, offer, dates, provider reference) but lose the address
 * and the team's note (it may name them), and every link to the person's records; an order someone else
 * paid for them (a parent) keeps the payer's address, note and booking. A checkout still open among them is
 * closed once that is done (it could no longer give anything). No confirmation email is sent: it would leave
 * a new trace.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { findPersonRecords, idList, type PersonRecords } from './person'
import { normalEmail } from '@/domain/email-address'
import { paymentProvider } from '../payments/active-provider'
import { closeErasedOrdersSessions } from '../payments/open-sessions'
import type { PaymentProvider } from '../payments/provider'

export interface ErasureReport {
  results: number
  leads: number
  bookings: number
  emails: number
  accessLinks: number
  ordersAnonymised: number
}

/** A short, non-reversible reference for logs: the address itself is never logged. */
export const emailReference = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 12)

const count = (records: PersonRecords): ErasureReport => ({
  results: records.resultIds.length,
  leads: records.leadIds.length,
  bookings: records.bookingIds.length,
  emails: records.emailIds.length,
  accessLinks: records.accessLinkIds.length,
  ordersAnonymised: records.orderIds.length,
})

export async function erasePersonData(payload: Payload, email: string, provider: PaymentProvider = paymentProvider(payload)): Promise<ErasureReport> {
  const transactionID = await payload.db.beginTransaction()
  let records: PersonRecords
  let ended: number[] = []
  try {
    records = await findPersonRecords(payload, email, transactionID)
    const run = (query: ReturnType<typeof sql>) => execute(payload, query, transactionID)
    // Their own orders (their address, or none) lose the address, the note and every link. One another person
    // paid for their result or questionnaire (a parent) stays the payer's record: it loses only its links to
    // this person's records, and keeps the payer's address, note and booking.
    const own = await execute<{ id: number }>(
      payload,
      sql`update orders set email = null, staff_note = null, result_id = null, awaiting_result = false, lead_id = null, booking_id = null, updated_at = now()
        where id in (${idList(records.orderIds)}) and (coalesce(email, '') = '' or lower(email) = ${records.email}) returning id`,
      transactionID,
    )
    const othersPaid = sql`id in (${idList(records.orderIds)}) and coalesce(email, '') <> '' and lower(email) <> ${records.email}`
    const payers = await execute<{ id: number; result_id: number | null; booking_id: number | null }>(payload, sql`select id, result_id, booking_id from orders where ${othersPaid}`, transactionID)
    await run(sql`update orders set
          result_id = case when result_id in (${idList(records.resultIds)}) then null else result_id end,
          lead_id = case when lead_id in (${idList(records.leadIds)}) then null else lead_id end,
          booking_id = case when booking_id in (${idList(records.bookingIds)}) then null else booking_id end,
          updated_at = now()
        where ${othersPaid}`)
    // A checkout still open that would now buy nothing: their own, or one that was to unlock their result.
    const loses = (id: number | null, erased: number[]) => id !== null && erased.includes(Number(id))
    ended = [...own, ...payers.filter((order) => loses(order.result_id, records.resultIds) || loses(order.booking_id, records.bookingIds))].map((order) => Number(order.id))
    await run(sql`delete from access_links where id in (${idList(records.accessLinkIds)})`)
    await run(sql`delete from report_cache where result_id in (${idList(records.resultIds)})`)
    await run(sql`delete from riasec_results where id in (${idList(records.resultIds)})`)
    await run(sql`delete from leads where id in (${idList(records.leadIds)})`)
    await run(sql`delete from coaching_bookings where id in (${idList(records.bookingIds)})`)
    await run(sql`delete from outbox_emails where id in (${idList(records.emailIds)})`)
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  const report = count(records)
  payload.logger.info({ msg: 'Personal data erased', person: emailReference(records.email), ...report })
  await closeErasedOrdersSessions(payload, provider, ended)
  return report
}
