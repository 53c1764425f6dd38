/** Erasing one's data clears it from the device too: every key but the bilan type holds personal data. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PERSONAL_DATA_KEYS, STORAGE_KEYS, TAB_KEYS, forgetPersonalData, forgetPreviousVisitor, holdsATest, writeStored, writeTabStored } from './visitor-storage'
import { stubLocalStorage } from '../../tests/helpers/memory-storage'

let store: Map<string, string>
let tab: Map<string, string>

beforeEach(() => {
  tab = new Map()
  store = stubLocalStorage(tab)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PERSONAL_DATA_KEYS', () => {
  it('lists every key the site writes, except the bilan type, which says nothing about the person', () => {
    const personal = new Set<string>(PERSONAL_DATA_KEYS)
    expect(Object.values(STORAGE_KEYS).filter((key) => !personal.has(key))).toEqual([STORAGE_KEYS.bilanType])
  })
})

describe('forgetPersonalData', () => {
  it('removes the person’s contact, answers, results and waiting tests, and this tab’s coaching form, and keeps the bilan type and the cookie choice', () => {
    for (const key of Object.values(STORAGE_KEYS)) writeStored(key, 'value')
    writeTabStored(TAB_KEYS.coachingDraft, { name: 'Inès' })
    store.set('consent', 'denied')
    forgetPersonalData()
    expect([...store.keys()].sort()).toEqual(['bilanType', 'consent'])
    expect(tab.size).toBe(0)
  })

  it('carries on when storage is blocked (private mode)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const blocked = {
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    vi.stubGlobal('window', { localStorage: blocked, sessionStorage: blocked })
    expect(() => forgetPersonalData()).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(PERSONAL_DATA_KEYS.length + Object.keys(TAB_KEYS).length)
    warn.mockRestore()
  })
})

describe('forgetPreviousVisitor', () => {
  it('removes the previous person’s contact, unfinished answers, results, checkout and coaching form, and still sends their finished tests', () => {
    for (const key of Object.values(STORAGE_KEYS)) writeStored(key, 'value')
    writeTabStored(TAB_KEYS.coachingDraft, { name: 'Inès' })
    store.set('consent', 'granted')
    forgetPreviousVisitor()
    expect([...store.keys()].sort()).toEqual(['bilanType', 'consent', 'pendingSubmissions', 'savedSubmissions'])
    expect(tab.size).toBe(0)
  })
})

describe('holdsATest', () => {
  it('sees a test finished or begun here, not one only opened', () => {
    expect(holdsATest()).toBe(false)
    writeStored(STORAGE_KEYS.riasecAnswers, { version: 'v', step: 0, answers: [null, null] })
    expect(holdsATest()).toBe(false)
    writeStored(STORAGE_KEYS.riasecAnswers, { version: 'v', step: 1, answers: [2, null] })
    expect(holdsATest()).toBe(true)
    store.clear()
    writeStored(STORAGE_KEYS.riasecResults, { dominantProfile: 'RI' })
    expect(holdsATest()).toBe(true)
    store.clear()
    writeStored(STORAGE_KEYS.orientationKey, 'key')
    expect(holdsATest()).toBe(true)
  })
})
