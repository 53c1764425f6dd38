import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { VisitorContact } from '@/domain/visitor-contact'
import { execute } from '../db'
import { VisitorError } from './errors'

/**
 * Gives a saved RIASEC result the contact its test was sent without (reached without the start modal, the
 * offer under the questions skipped): « Accès à mes résultats » finds it by that email and first name from
 * then on. Only the result's own device asks (the endpoint finds it by the cookie). A result saved with an
 * address keeps it: the same address may give its name again (a retry, a result claimed by a purchase made
 * before the test, saved without a name), another is refused, so a cookie copied from a shared computer
 * cannot move someone's results to another address.
 */
export async function giveResultContact(payload: Payload, resultId: number, contact: VisitorContact): Promise<void> {
  const saved = await execute<{ id: number }>(
    payload,
    sql`update riasec_results set name = ${contact.name}, email = ${contact.email}, updated_at = now()
        where id = ${resultId} and (email is null or lower(email) = ${contact.email})
        returning id`,
  )
  if (saved.length === 0) throw new VisitorError('contactOtherAddress', 409)
}
