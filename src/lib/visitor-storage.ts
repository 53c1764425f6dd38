/**
 * What the browser keeps between steps (spec part 1 §3 "browser storage keys"). Storage can fail
 * (private mode, quota): it is logged and the visitor carries on.
 */
export const STORAGE_KEYS = {
  userName: 'userName',
  userEmail: 'userEmail',
  bilanType: 'bilanType',
  testAnswers: 'testAnswers',
  riasecAnswers: 'riasecAnswers',
  riasecResults: 'riasecResults',
  pendingSubmissions: 'pendingSubmissions',
  checkoutData: 'checkoutData',
  orientationKey: 'orientationKey',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readStored<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch (error) {
    console.warn(`localStorage read failed for ${key}`, error)
    return null
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
  } catch (error) {
    console.warn(`localStorage write failed for ${key}`, error)
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key)
  } catch (error) {
    console.warn(`localStorage remove failed for ${key}`, error)
  }
}
