/**
 * « Accès à mes résultats »: an email and a first name find the visitor's latest result, and a one-time
 * link is emailed to the result's own address; opening it gives that device full access (and the paid
 * report). Knowing someone's email and first name therefore opens nothing, and tells nothing either: the
 * visitor's answer is the same whether or not a result was found (neither its profile nor its existence
 * is said), every lookup takes at least the same floor time, and lookups are limited per address (the
 * endpoint) and per email (here, before the database is read).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { z } from 'zod'
import { emailAddress, normalEmail } from '@/domain/email-address'
import { canonicalCode } from '@/domain/riasec'
import { profileSetFor, type BilanType } from '@/domain/bilan'
import { execute } from '../db'
import { UNLOCKED_RESULT_SQL } from '../assessments/visitor-result'
import { ANSWER_FLOOR_MS, lookUpQuietly, mayEmail, type FoundEmail, type QuietAnswer } from '../http/quiet-lookup'
import { createAccessLink } from './access-links'
import { sendRestoreEmail } from './emails'
import { sameFirstName } from './name-match'
import { profileNameOf } from '../profile-lookup'
import { purposePolicy } from './purposes'
import { FIELD_LIMITS } from '@/domain/field-limits'

export const retrievalSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'emailRequired')
    .max(FIELD_LIMITS.email)
    .pipe(emailAddress('emailInvalid')),
  firstName: z.string().trim().min(1, 'firstNameRequired').max(FIELD_LIMITS.name),
})
export type RetrievalInput = z.infer<typeof retrievalSchema>

/** Links emailed to one address in an hour (see mayEmail); requests are limited per network address besides. */
export const RETRIEVAL_PER_EMAIL = { name: 'retrieval-email', limit: 5, windowSeconds: 3600 }
const RESULTS_LINK = 'Results access link'

interface RetrievableRow {
  id: number
  name: string | null
  email: string
  dominant_profile: string
  profile_name: string | null
  bilan_type: BilanType
}

/** The results of an address, unlocked first (paid for, or by a code), then the newest, a page at a time. */
const PAGE = 50

/**
 * The result an email and a first name give back (the name when it has one): the newest unlocked one, so that
 * someone who paid, then took the free test again, gets back what they paid for; or else the newest. Any other
 * result of theirs cannot be found again by email.
 *
 * Anyone may save tests under someone else's address (nothing proves an address at the test), so those must
 * not hide its owner's: the unlocked ones come first whatever their number (a stranger cannot unlock one
 * without paying), the search reads every result of the address, and a result matches without a name only
 * when the site saved it without one (a report bought at checkout, whose test claimed it: the link goes to
 * that address, and the answer is the same either way). A name with nothing printable (« . ») matches no one:
 * the test no longer takes one, and older rows do not match every name.
 */
export async function findRetrievableResult(payload: Payload, input: Pick<RetrievalInput, 'email' | 'firstName'>) {
  const email = normalEmail(input.email)
  for (let offset = 0; ; offset += PAGE) {
    const rows = await execute<RetrievableRow>(
      payload,
      sql`select id, name, email, dominant_profile, profile_name, bilan_type from riasec_results
          where lower(email) = ${email}
          order by ${UNLOCKED_RESULT_SQL} desc, created_at desc, id desc
          limit ${PAGE} offset ${offset}`,
    )
    const found = rows.find((row) => canonicalCode(row.dominant_profile) !== null && (!row.name?.trim() || sameFirstName(row.name, input.firstName)))
    if (found) {
      return { id: Number(found.id), name: found.name, email: found.email, dominantProfile: found.dominant_profile, profileName: found.profile_name, bilanType: found.bilan_type }
    }
    if (rows.length < PAGE) return null
  }
}

/** Finds the result an email and a first name name; what it returns makes the one-time link and emails it. */
async function lookUp(payload: Payload, input: RetrievalInput): Promise<FoundEmail> {
  const result = await findRetrievableResult(payload, input)
  if (!result?.email) return null
  if (!(await mayEmail(payload, RETRIEVAL_PER_EMAIL, input.email, RESULTS_LINK))) return null

  const { email: to, id: resultId, name, dominantProfile: profileCode, profileName, bilanType } = result
  // The link is made after the answer too: a slow or failing write here would tell a match from none.
  return async () => {
    const { ttlMinutes } = purposePolicy('restore')
    const link = await createAccessLink(payload, 'restore', { resultId })
    // The profile's name as editors write it now, as the results page shows it; the test's copy otherwise
    // (a profile the database cannot give right now holds no email back).
    const currentName = await profileNameOf(payload, profileSetFor(bilanType), profileCode).catch(() => null)
    await sendRestoreEmail(payload, { to, name, profileCode, profileName: currentName ?? profileName, token: link.token, minutes: ttlMinutes })
  }
}

/**
 * Looks a result up and, when found, emails its owner a one-time link once the answer is due (never before
 * `floorMs`). `delivered` says whether a link was sent: for tests and logs, never for the visitor.
 */
export function retrieveResult(payload: Payload, input: RetrievalInput, floorMs = ANSWER_FLOOR_MS): Promise<QuietAnswer> {
  return lookUpQuietly(payload, RESULTS_LINK, () => lookUp(payload, input), floorMs)
}
