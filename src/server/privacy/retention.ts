/**
 * The retention rule (DESIGN: leads limited to 3 years, LEAD_RETENTION_DAYS): what is older than the period
 * is anonymised, not deleted, so the statistics (scores, profiles, bilan types) and the accounts (orders:
 * offer, amount, dates, provider reference) survive without anything that identifies a person.
 * Emails and access links are deleted; cached reports of anonymised results too (they print the name).
 * Each statement is idempotent: a second run the same day changes nothing.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { env } from '@/env'
import { execute } from '../db'
import { purgeRateLimits } from '../rate-limit'

export interface RetentionReport {
  cutoff: string
  results: number
  leads: number
  bookings: number
  orders: number
  emails: number
  accessLinks: number
}

export const retentionDays = (): number => env().LEAD_RETENTION_DAYS

const affected = async (payload: Payload, query: ReturnType<typeof sql>, transactionID: string | number | null | undefined) =>
  (await execute<{ id: number }>(payload, query, transactionID)).length

export async function anonymiseExpiredData(payload: Payload, options: { now?: Date; days?: number } = {}): Promise<RetentionReport> {
  const now = options.now ?? new Date()
  const days = options.days ?? retentionDays()
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  const transactionID = await payload.db.beginTransaction()
  try {
    const run = (query: ReturnType<typeof sql>) => affected(payload, query, transactionID)
    const accessLinks = await run(
      sql`delete from access_links
          where expires_at < ${now.toISOString()}::timestamptz
             or result_id in (select id from riasec_results where created_at < ${cutoff}::timestamptz)
             or (purpose = 'data-rights' and created_at < ${cutoff}::timestamptz)
          returning id`,
    )
    await run(sql`delete from report_cache where result_id in (select id from riasec_results where created_at < ${cutoff}::timestamptz) returning result_id as id`)
    const results = await run(
      sql`update riasec_results set name = null, email = null, detailed_answers = null, access_token_hash = null, updated_at = now()
          where created_at < ${cutoff}::timestamptz
            and (name is not null or email is not null or detailed_answers is not null or access_token_hash is not null)
          returning id`,
    )
    const leads = await run(
      sql`update leads set name = null, email = null, key_answers = null, current_filiere = null, updated_at = now()
          where created_at < ${cutoff}::timestamptz
            and (name is not null or email is not null or key_answers is not null or current_filiere is not null)
          returning id`,
    )
    const bookings = await run(
      sql`update coaching_bookings set name = null, email = null, objectives = null, staff_note = null, updated_at = now()
          where created_at < ${cutoff}::timestamptz
            and (name is not null or email is not null or objectives is not null or staff_note is not null)
          returning id`,
    )
    const orders = await run(
      sql`update orders set email = null, staff_note = null, updated_at = now()
          where created_at < ${cutoff}::timestamptz and (email is not null or staff_note is not null)
          returning id`,
    )
    const emails = await run(sql`delete from outbox_emails where created_at < ${cutoff}::timestamptz returning id`)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    await purgeRateLimits(payload)
    const report = { cutoff, results, leads, bookings, orders, emails, accessLinks }
    payload.logger.info({ msg: 'Retention: expired personal data anonymised', ...report })
    return report
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
