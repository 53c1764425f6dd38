/**
 * Erasure of one person's data (RGPD art. 17), in one transaction: results (their cached reports go with
 * them), leads, coaching bookings, the emails sent to them and every access link that names them are
 * deleted. Orders stay for the accounts (amount, offer, dates, provider reference) but lose the address
 * and the team's note (it may name them), and every link to the person's records; a checkout still open
 * among them is closed once that is done (it could no longer give anything). No confirmation email is sent:
 * it would leave a new trace.
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
  try {
    records = await findPersonRecords(payload, email, transactionID)
    const run = (query: ReturnType<typeof sql>) => execute(payload, query, transactionID)
    await run(sql`update orders set email = null, staff_note = null, result_id = null, awaiting_result = false, lead_id = null, booking_id = null, updated_at = now() where id in (${idList(records.orderIds)})`)
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
  await closeErasedOrdersSessions(payload, provider, records.orderIds)
  return report
}
