import { z } from 'zod/mini'
import { emailAddress, normalEmail } from './email-address'
import { displayFirstName } from './first-name'
import { FIELD_LIMITS } from './field-limits'

/**
 * Name and email as the start modal asks them (spec part 2 §5): trimmed, required, at most 100 characters, and
 * a name with a first name in it (letters: what the results page, the report and the emails print). A name
 * with none would also be found by any first name on « Accès à mes résultats ».
 * The browser loads it (start modal, test runner), hence `zod/mini`; the server composes it into its own schemas.
 */
export const visitorContactSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'firstNameRequired'),
    z.maxLength(FIELD_LIMITS.name),
    z.refine((name) => name === '' || displayFirstName(name) !== null, 'firstNameInvalid'),
  ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'emailRequired'), z.maxLength(FIELD_LIMITS.email)),
    emailAddress('emailInvalid').check(z.toLowerCase()),
  ),
  /**
   * Under 15, a parent's explicit consent to keep the contact (spec part 1 §9), given in the dialog with them:
   * the site records when. Absent for a visitor who did not say they were under 15.
   */
  parentalConsent: z.optional(z.literal(true)),
})

export type VisitorContact = z.infer<typeof visitorContactSchema>

/**
 * The contact dialog's form: the contact, and whether the visitor is under 15. Under 15, the contact is kept
 * only with a parent's consent, ticked with them; without it, the form is refused.
 */
export const contactFormSchema = z
  .object({ ...visitorContactSchema.shape, under15: z.boolean(), parentalConsent: z.boolean() })
  .check(
    z.refine((form) => !form.under15 || form.parentalConsent, {
      path: ['parentalConsent'],
      message: 'parentalConsentRequired',
      // Said with the other fields' errors, not once they are right.
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
  )

export type ContactForm = z.infer<typeof contactFormSchema>

/** The contact a valid form gives: the parent's consent only when the visitor said they were under 15. */
export const contactOfForm = ({ name, email, under15, parentalConsent }: ContactForm): VisitorContact =>
  under15 && parentalConsent ? { name, email, parentalConsent: true } : { name, email }

/** Spec part 1 §3: a lead saved without a contact reads this, never a name. */
export const NOT_GIVEN = 'Non renseigné'

/** What can be wrong with the contact: the start modal shows the editors' message for each (interface texts). */
export type ContactErrorKey = 'firstNameRequired' | 'firstNameInvalid' | 'emailRequired' | 'emailInvalid' | 'tooLong' | 'parentalConsentRequired'

/**
 * The failure an issue of `visitorContactSchema` stands for, from its field and its zod code. The schema's
 * messages name the API's sentences (`serverMessages`); the modal looks up its own editable one by this key.
 */
export function contactErrorKey(field: keyof ContactForm, code: string | undefined): ContactErrorKey {
  if (field === 'parentalConsent' || field === 'under15') return 'parentalConsentRequired'
  if (code === 'too_big') return 'tooLong'
  if (field === 'name') return code === 'custom' ? 'firstNameInvalid' : 'firstNameRequired'
  return code === 'invalid_format' ? 'emailInvalid' : 'emailRequired'
}

/**
 * Whether the contact typed in the start modal is another person's than the last test's on this device: another
 * address (the rule by which the server keeps a paid profile for the same person). Nothing stored: nobody's.
 */
export const isAnotherVisitor = (storedEmail: string, email: string): boolean =>
  normalEmail(storedEmail) !== '' && normalEmail(storedEmail) !== normalEmail(email)

/**
 * A record's name (a result's, a questionnaire's, a booking's) for the person at `email`: only one given with
 * that address, or with none. Another person's (a teenager's, their parent paying) is not theirs to be called by.
 */
export function nameGivenWith(record: { name?: string | null; email?: string | null } | null | undefined, email: string | null | undefined): string | undefined {
  if (!record?.name || record.name === NOT_GIVEN) return undefined
  return !record.email || !email || normalEmail(record.email) === normalEmail(email) ? record.name : undefined
}
