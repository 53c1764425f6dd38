import { visitorContactSchema, type VisitorContact } from '@/domain/visitor-contact'
import { STORAGE_KEYS, readStored, removeStored, writeStored } from './visitor-storage'
import { endTestsWithoutContact } from './test-without-contact'

/** Whether the contact the device keeps came with a parent's consent (a visitor under 15). */
export const storedParentalConsent = (): boolean => readStored<unknown>(STORAGE_KEYS.parentalConsent) === true

/** The contact the device keeps for its next tests, or undefined when it holds none, or none valid. */
export function readStoredContact(): VisitorContact | undefined {
  const parsed = visitorContactSchema.safeParse({
    name: readStored<unknown>(STORAGE_KEYS.userName) ?? '',
    email: readStored<unknown>(STORAGE_KEYS.userEmail) ?? '',
    parentalConsent: storedParentalConsent() || undefined,
  })
  return parsed.success ? parsed.data : undefined
}

/**
 * Keeps the contact for the device's next tests; a contact without a parent's consent drops the one kept before.
 * A contact given ends this tab's tests without one.
 */
export function storeContact(contact: VisitorContact): void {
  writeStored(STORAGE_KEYS.userName, contact.name)
  writeStored(STORAGE_KEYS.userEmail, contact.email)
  if (contact.parentalConsent) writeStored(STORAGE_KEYS.parentalConsent, true)
  else removeStored(STORAGE_KEYS.parentalConsent)
  endTestsWithoutContact()
}
