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
})

export type VisitorContact = z.infer<typeof visitorContactSchema>

/** Spec part 1 §3: a lead saved without a contact reads this, never a name. */
export const NOT_GIVEN = 'Non renseigné'

/** What can be wrong with the contact: the start modal shows the editors' message for each (interface texts). */
export type ContactErrorKey = 'firstNameRequired' | 'firstNameInvalid' | 'emailRequired' | 'emailInvalid' | 'tooLong'

/**
 * The failure an issue of `visitorContactSchema` stands for, from its field and its zod code. The schema's
 * messages name the API's sentences (`serverMessages`); the modal looks up its own editable one by this key.
 */
export function contactErrorKey(field: keyof VisitorContact, code: string | undefined): ContactErrorKey {
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
