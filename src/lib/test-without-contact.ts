import { TAB_KEYS, readTabStored, removeTabStored, writeTabStored } from './visitor-storage'

/**
 * An under-15 alone, in the start modal, chose a test without a contact: this tab's tests are sent without the
 * device's contact until one is given (`storeContact` ends the choice). Kept apart from `stored-contact`, so the
 * results page reads it without loading the contact's schema.
 */
export const choseTestsWithoutContact = (): boolean => readTabStored(TAB_KEYS.testWithoutContact) === true

export const chooseTestsWithoutContact = (): void => writeTabStored(TAB_KEYS.testWithoutContact, true)

export const endTestsWithoutContact = (): void => removeTabStored(TAB_KEYS.testWithoutContact)
