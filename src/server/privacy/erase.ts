/**
 * Erasure of one person's data (RGPD art. 17), in one transaction: results (their cached reports go with
 * them), leads, coaching bookings, the emails sent to them and every access link that names them are
 * deleted. Their orders stay for the accounts (amount, offer, dates, provider reference) but lose the address
 * and the team's note (it may name them), and every link to the person's records. An order someone else paid
 * for them (a parent, for a teenager's report) stays the payer's: it loses only its links to this person's
 * records, and its booking the person's name. Once that is done, the checkouts still open that would now buy
 * nothing are closed: the person's own, and a payer's for their result. No confirmation email is sent: it
 * would leave a new trace.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { findPersonRecords, idList } from './person'
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
  /** The person's own orders, kept without their address. */
  ordersAnonymised: number
  /** Orders another person paid for them (a parent), kept with the payer's address. */
  ordersOfPayers: number
}

/** A short, non-reversible reference for logs: the address itself is never logged. */
export const emailReference = (email: string) => createHash('sha256').update(normalEmail(email)).digest('hex').slice(0, 12)

export async function erasePersonData(payload: Payload, email: string, provider: PaymentProvider = paymentProvider(payload)): Promise<ErasureReport> {
  const transactionID = await payload.db.beginTransaction()
  let report: ErasureReport
  let person: string
  let ended: number[]
  try {
    const records = await findPersonRecords(payload, email, transactionID)
    person = records.email
    const run = <Row>(query: ReturnType<typeof sql>) => execute<Row>(payload, query, transactionID)
    const own = await run<{ id: number }>(
      sql`update orders set email = null, staff_note = null, result_id = null, awaiting_result = false, lead_id = null, booking_id = null, updated_at = now()
        where id in (${idList(records.orderIds)}) and (coalesce(email, '') = '' or lower(email) = ${records.email}) returning id`,
    )
    const paidByOthers = sql`id in (${idList(records.orderIds)}) and coalesce(email, '') <> '' and lower(email) <> ${records.email}`
    const payers = await run<{ id: number; result_id: number | null; booking_id: number | null }>(sql`select id, result_id, booking_id from orders where ${paidByOthers}`)
    // A payer's booking named after the person (the follow-up a parent bought for their teenager) keeps no name.
    await run(sql`update coaching_bookings set name = null, updated_at = now()
        where id in (select booking_id from orders where ${paidByOthers})
          and name in (select name from riasec_results where id in (${idList(records.resultIds)}) union select name from leads where id in (${idList(records.leadIds)}))`)
    await run(sql`update orders set
          result_id = case when result_id in (${idList(records.resultIds)}) then null else result_id end,
          lead_id = case when lead_id in (${idList(records.leadIds)}) then null else lead_id end,
          booking_id = case when booking_id in (${idList(records.bookingIds)}) then null else booking_id end,
          updated_at = now()
        where ${paidByOthers}`)
    const loses = (id: number | null, erased: number[]) => id !== null && erased.includes(Number(id))
    ended = [...own, ...payers.filter((order) => loses(order.result_id, records.resultIds) || loses(order.booking_id, records.bookingIds))].map((order) => Number(order.id))
    await run(sql`delete from access_links where id in (${idList(records.accessLinkIds)})`)
    await run(sql`delete from report_cache where result_id in (${idList(records.resultIds)})`)
    await run(sql`delete from riasec_results where id in (${idList(records.resultIds)})`)
    await run(sql`delete from leads where id in (${idList(records.leadIds)})`)
    await run(sql`delete from coaching_bookings where id in (${idList(records.bookingIds)})`)
    await run(sql`delete from outbox_emails where id in (${idList(records.emailIds)})`)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    report = {
      results: records.resultIds.length,
      leads: records.leadIds.length,
      bookings: records.bookingIds.length,
      emails: records.emailIds.length,
      accessLinks: records.accessLinkIds.length,
      ordersAnonymised: own.length,
      ordersOfPayers: payers.length,
    }
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  payload.logger.info({ msg: 'Personal data erased', person: emailReference(person), ...report })
  await closeErasedOrdersSessions(payload, provider, ended)
  return report
}
