/** Erasing one's data clears it from the device too: every key but the bilan type holds personal data. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PERSONAL_DATA_KEYS, STORAGE_KEYS, forgetPersonalData, forgetPreviousVisitor, writeStored } from './visitor-storage'
import { stubLocalStorage } from '../../tests/helpers/memory-storage'

let store: Map<string, string>

beforeEach(() => {
  store = stubLocalStorage()
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
  it('removes the person’s contact, answers, results and waiting tests, and keeps the bilan type and the cookie choice', () => {
    for (const key of Object.values(STORAGE_KEYS)) writeStored(key, 'value')
    store.set('consent', 'denied')
    forgetPersonalData()
    expect([...store.keys()].sort()).toEqual(['bilanType', 'consent'])
  })

  it('carries on when storage is blocked (private mode)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    vi.stubGlobal('window', {
      localStorage: {
        removeItem: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      },
    })
    expect(() => forgetPersonalData()).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(PERSONAL_DATA_KEYS.length)
    warn.mockRestore()
  })
})

describe('forgetPreviousVisitor', () => {
  it('removes the previous person’s contact, unfinished answers, results and checkout, and still sends their finished tests', () => {
    for (const key of Object.values(STORAGE_KEYS)) writeStored(key, 'value')
    store.set('consent', 'granted')
    forgetPreviousVisitor()
    expect([...store.keys()].sort()).toEqual(['bilanType', 'consent', 'pendingSubmissions', 'savedSubmissions'])
  })
})
