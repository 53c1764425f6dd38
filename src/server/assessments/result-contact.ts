import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { VisitorContact } from '@/domain/visitor-contact'
import { execute } from '../db'
import { inTransaction } from '../payments/transaction'
import { VisitorError } from './errors'

/**
 * Gives the device's latest result the contact its test was sent without (reached without the start modal, the
 * offer under the questions skipped): « Accès à mes résultats » finds it by that email and first name from then
 * on. Only its own device asks (the endpoint finds it by the cookie). A result saved with an address keeps it,
 * and its name: the same address is taken again (a retry) and gives a name only to a result that has none (one a
 * purchase made before the test saved with its address alone); another address is refused, so a cookie copied
 * from a shared computer cannot move someone's results to another address.
 *
 * The unlocked result the device kept from an earlier test (`keptId`) takes the contact too when it has none:
 * it is kept because both tests were sent without one, by the same person as far as the site can tell, and a
 * device keeps only results of one address (unlockedTokenToKeep), so the next test, sent with this contact,
 * keeps it still.
 */
export async function giveResultContact(payload: Payload, ids: { resultId: number; keptId: number | null }, contact: VisitorContact): Promise<void> {
  await inTransaction(payload, async (transactionID) => {
    const saved = await execute<{ id: number }>(
      payload,
      sql`update riasec_results
          set name = case when coalesce(email, '') = '' or coalesce(name, '') = '' then ${contact.name} else name end,
              email = ${contact.email}, updated_at = now()
          where id = ${ids.resultId} and (coalesce(email, '') = '' or lower(email) = ${contact.email})
          returning id`,
      transactionID,
    )
    if (saved.length === 0) throw new VisitorError('contactOtherAddress', 409)
    if (ids.keptId === null) return
    await execute(
      payload,
      sql`update riasec_results set name = ${contact.name}, email = ${contact.email}, updated_at = now()
          where id = ${ids.keptId} and coalesce(email, '') = ''`,
      transactionID,
    )
  })
}
