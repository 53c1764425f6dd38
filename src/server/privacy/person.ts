/**
 * Everything the product holds about one person, found by their email address: their leads and results
 * (with those without a contact of their own that their orders unlocked or came from, or that their results
 * point to), their orders and
 * coaching bookings, the emails sent to them (not those sent to a staff account) and the access links that
 * name them. Addresses are compared lower-cased, as they are saved.
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { emailAddress } from '@/domain/email-address'
import { execute } from '../db'
import { FIELD_LIMITS } from '@/domain/field-limits'

export const personEmailSchema = z.string().trim().toLowerCase().min(1, 'emailRequired').max(FIELD_LIMITS.anyEmail).pipe(emailAddress('emailInvalid'))

export interface PersonRecords {
  email: string
  leadIds: number[]
  resultIds: number[]
  orderIds: number[]
  bookingIds: number[]
  emailIds: number[]
  accessLinkIds: number[]
}

type IdRow = { id: number }
const ids = (rows: IdRow[]) => [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => a - b)

/** An SQL list of integers for `in (…)`; never empty, so a query with no ids matches nothing. */
export const idList = (values: number[]) => sql.join((values.length > 0 ? values : [-1]).map((value) => sql`${value}`), sql`, `)

export async function findPersonRecords(payload: Payload, rawEmail: string, transactionID?: string | number | null): Promise<PersonRecords> {
  const email = personEmailSchema.parse(rawEmail)
  const run = (query: ReturnType<typeof sql>) => execute<IdRow>(payload, query, transactionID).then(ids)
  // A result saved without a contact is theirs too when an order of theirs unlocked it. One with a contact of
  // its own stays that person's, whoever paid for it (a parent paying for a teenager's report, a mistyped
  // address at checkout): the payer neither reads nor erases it.
  const resultIds = await run(
    sql`select id from riasec_results where lower(email) = ${email}
        union select r.id from orders o join riasec_results r on r.id = o.result_id
          where lower(o.email) = ${email} and coalesce(r.email, '') = ''`,
  )
  // The questionnaire their result points to is theirs when it has no contact of its own, as results are.
  const leadIds = await run(
    sql`select id from leads where lower(email) = ${email}
        union select l.id from riasec_results r join leads l on l.id = r.lead_id
          where r.id in (${idList(resultIds)}) and coalesce(l.email, '') = ''
        union select l.id from orders o join leads l on l.id = o.lead_id
          where lower(o.email) = ${email} and coalesce(l.email, '') = ''`,
  )
  const bookingIds = await run(sql`select id from coaching_bookings where lower(email) = ${email}`)
  const orderIds = await run(
    sql`select id from orders where lower(email) = ${email}
        or result_id in (${idList(resultIds)}) or lead_id in (${idList(leadIds)}) or booking_id in (${idList(bookingIds)})`,
  )
  // Mail sent to a staff account (a password reset) is the team's record, not a visitor's data: staff may
  // neither read nor delete it (outbox access), so neither their export nor their erasure reaches it.
  const emailIds = await run(sql`select id from outbox_emails where lower("to") = ${email} and to_staff_account is not true`)
  const accessLinkIds = await run(sql`select id from access_links where lower(email) = ${email} or result_id in (${idList(resultIds)})`)
  return { email, leadIds, resultIds, orderIds, bookingIds, emailIds, accessLinkIds }
}
