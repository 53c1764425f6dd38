/** The contact a device keeps for its next tests, and an under-15's choice of tests without one in this tab. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readStoredContact, storeContact } from './stored-contact'
import { chooseTestsWithoutContact, choseTestsWithoutContact } from './test-without-contact'
import { STORAGE_KEYS, readStoredText, writeStored } from './visitor-storage'
import { stubLocalStorage } from '../../tests/helpers/memory-storage'

beforeEach(() => {
  stubLocalStorage(new Map())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('storeContact', () => {
  it('keeps the contact for the next tests, and a contact given ends this tab’s tests without one', () => {
    chooseTestsWithoutContact()
    expect(choseTestsWithoutContact()).toBe(true)
    storeContact({ name: 'Inès Martin', email: 'ines@example.fr', parentalConsent: true })
    expect(choseTestsWithoutContact()).toBe(false)
    expect(readStoredContact()).toEqual({ name: 'Inès Martin', email: 'ines@example.fr', parentalConsent: true })
  })

  it('drops the parent’s consent kept for the previous contact when the new one comes without it', () => {
    storeContact({ name: 'Inès', email: 'ines@example.fr', parentalConsent: true })
    storeContact({ name: 'Paul', email: 'paul@example.fr' })
    expect(readStoredContact()).toEqual({ name: 'Paul', email: 'paul@example.fr' })
  })
})

describe('readStoredText', () => {
  it('gives a form the text kept, and an empty field for nothing kept or for a value that is not text', () => {
    writeStored(STORAGE_KEYS.userName, 'Inès')
    writeStored(STORAGE_KEYS.userEmail, { email: 'ines@example.fr' })
    expect(readStoredText(STORAGE_KEYS.userName)).toBe('Inès')
    expect(readStoredText(STORAGE_KEYS.userEmail)).toBe('')
    expect(readStoredText(STORAGE_KEYS.checkoutData)).toBe('')
  })
})
