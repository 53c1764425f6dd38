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
  coachingData: 'coachingData',
  orientationKey: 'orientationKey',
  savedSubmissions: 'savedSubmissions',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * The keys that hold the visitor's personal data: their contact, answers and results, a test still waiting
 * to be sent, the checkout's address, the coaching booking's form, the key that ties their questionnaire to their result, the tests the server saved (their keys and answers). When they erase
 * their data (« Mes données »), these go from the device too, so the next person on a shared device finds
 * nothing of them (and a waiting test is not sent after the erasure). The bilan type only says which test
 * this device last opened.
 */
export const PERSONAL_DATA_KEYS = [
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.testAnswers,
  STORAGE_KEYS.riasecAnswers,
  STORAGE_KEYS.riasecResults,
  STORAGE_KEYS.pendingSubmissions,
  STORAGE_KEYS.checkoutData,
  STORAGE_KEYS.coachingData,
  STORAGE_KEYS.orientationKey,
  STORAGE_KEYS.savedSubmissions,
] as const satisfies readonly StorageKey[]

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

/**
 * What the device keeps of a person who said « Ce n’est pas moi » in the start modal: their finished tests
 * still waiting to be sent, and the keys of those the server saved (so none is sent twice). Everything else of
 * the previous person goes: their contact, their unfinished answers, their results and checkout.
 */
const WAITING_TEST_KEYS: readonly StorageKey[] = [STORAGE_KEYS.pendingSubmissions, STORAGE_KEYS.savedSubmissions]

/** Removes the previous visitor's data from this browser, but their finished tests still waiting to be sent. */
export function forgetPreviousVisitor(): void {
  for (const key of PERSONAL_DATA_KEYS) if (!WAITING_TEST_KEYS.includes(key)) removeStored(key)
}

/** Removes the visitor's personal data from this browser (see `PERSONAL_DATA_KEYS`). */
export function forgetPersonalData(): void {
  for (const key of PERSONAL_DATA_KEYS) removeStored(key)
}
