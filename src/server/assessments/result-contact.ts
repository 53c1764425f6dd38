import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { VisitorContact } from '@/domain/visitor-contact'
import { execute } from '../db'
import { VisitorError } from './errors'

/**
 * Gives the device's latest result the contact its test was sent without (reached without the start modal, the
 * offer under the questions skipped): « Accès à mes résultats » finds it by that email and first name from then
 * on. Only its own device asks (the endpoint finds it by the cookie). A result saved with an address keeps it,
 * and its name: the same address is taken again (a retry) and gives a name only to a result that has none (one a
 * purchase made before the test saved with its address alone); another address is refused, so a cookie copied
 * from a shared computer cannot move someone's results to another address. Only this result: an unlocked one the
 * device kept from an earlier test may be a previous visitor's. A parent's consent given with it (a visitor under
 * 15) is recorded. Returns the name the result keeps.
 */
export async function giveResultContact(payload: Payload, resultId: number, contact: VisitorContact): Promise<{ name: string }> {
  const [saved] = await execute<{ name: string }>(
    payload,
    sql`update riasec_results
        set name = case when coalesce(email, '') = '' or coalesce(name, '') = '' then ${contact.name} else name end,
            email = ${contact.email}, updated_at = now(),
            parental_consent_at = ${contact.parentalConsent ? sql`coalesce(parental_consent_at, now())` : sql`parental_consent_at`}
        where id = ${resultId} and (coalesce(email, '') = '' or lower(email) = ${contact.email})
        returning name`,
  )
  if (!saved) throw new VisitorError('contactOtherAddress', 409)
  return saved
}
