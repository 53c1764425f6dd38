/**
 * What the browser keeps between steps (spec part 1 §3 "browser storage keys"). Storage can fail
 * (private mode, quota): it is logged and the visitor carries on.
 */
export const STORAGE_KEYS = {
  userName: 'userName',
  userEmail: 'userEmail',
  /** True when the visitor said they were under 15 and a parent consented with them (the contact dialog). */
  parentalConsent: 'parentalConsent',
  bilanType: 'bilanType',
  testAnswers: 'testAnswers',
  riasecAnswers: 'riasecAnswers',
  riasecResults: 'riasecResults',
  pendingSubmissions: 'pendingSubmissions',
  checkoutData: 'checkoutData',
  orientationKey: 'orientationKey',
  savedSubmissions: 'savedSubmissions',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * The keys that hold the visitor's personal data: their contact, answers and results, a test still waiting
 * to be sent, the checkout's address, the key that ties their questionnaire to their result, the tests the server saved (their keys and answers). When they erase
 * their data (« Mes données »), these go from the device too, so the next person on a shared device finds
 * nothing of them (and a waiting test is not sent after the erasure). The bilan type only says which test
 * this device last opened.
 */
export const PERSONAL_DATA_KEYS = [
  STORAGE_KEYS.userName,
  STORAGE_KEYS.userEmail,
  STORAGE_KEYS.parentalConsent,
  STORAGE_KEYS.testAnswers,
  STORAGE_KEYS.riasecAnswers,
  STORAGE_KEYS.riasecResults,
  STORAGE_KEYS.pendingSubmissions,
  STORAGE_KEYS.checkoutData,
  STORAGE_KEYS.orientationKey,
  STORAGE_KEYS.savedSubmissions,
] as const satisfies readonly StorageKey[]

/**
 * What is kept for this tab only (`sessionStorage`): the coaching booking's form, filled in again when the
 * visitor comes back from the payment page in the same tab, and gone with the tab, so that the next person on
 * a shared device never finds someone's objectives there; and an under-15's choice, in the start modal, of a
 * test without a contact (`testWithoutContact`): this tab's tests are sent without the device's contact until
 * a contact is given, with a parent's consent (see test-without-contact.ts).
 */
export const TAB_KEYS = { coachingDraft: 'coachingDraft', testWithoutContact: 'testWithoutContact' } as const
export type TabKey = (typeof TAB_KEYS)[keyof typeof TAB_KEYS]

type Area = 'localStorage' | 'sessionStorage'

function read<T>(area: Area, key: string): T | null {
  try {
    const raw = window[area].getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch (error) {
    console.warn(`${area} read failed for ${key}`, error)
    return null
  }
}

function write(area: Area, key: string, value: unknown): void {
  try {
    window[area].setItem(key, JSON.stringify(value))
  } catch (error) {
    console.warn(`${area} write failed for ${key}`, error)
  }
}

function remove(area: Area, key: string): void {
  try {
    window[area].removeItem(key)
  } catch (error) {
    console.warn(`${area} remove failed for ${key}`, error)
  }
}

export const readStored = <T>(key: StorageKey): T | null => read<T>('localStorage', key)
export const writeStored = (key: StorageKey, value: unknown): void => write('localStorage', key, value)
export const removeStored = (key: StorageKey): void => remove('localStorage', key)
/** A text the device keeps (a name, an address), or '' when it holds none, or something else: a form's start. */
export function readStoredText(key: StorageKey): string {
  const value = read<unknown>('localStorage', key)
  return typeof value === 'string' ? value : ''
}
/**
 * Whether the device holds a test finished or begun here: its result, answers in progress (a test only opened
 * holds none), the questionnaire the next result will be tied to. Without a contact beside it, the start modal
 * cannot say whose it is, and asks.
 */
export function holdsATest(): boolean {
  const answered = (key: StorageKey) => {
    const progress = read<{ answers?: unknown }>('localStorage', key)
    return Array.isArray(progress?.answers) && progress.answers.some(Boolean)
  }
  const kept = (key: StorageKey) => read('localStorage', key) !== null
  return kept(STORAGE_KEYS.riasecResults) || kept(STORAGE_KEYS.orientationKey) || answered(STORAGE_KEYS.riasecAnswers) || answered(STORAGE_KEYS.testAnswers)
}
export const readTabStored = <T>(key: TabKey): T | null => read<T>('sessionStorage', key)
export const writeTabStored = (key: TabKey, value: unknown): void => write('sessionStorage', key, value)
export const removeTabStored = (key: TabKey): void => remove('sessionStorage', key)

/** This tab's data goes with the device's person (`TAB_KEYS` hold only what is theirs). */
const forgetTab = () => Object.values(TAB_KEYS).forEach((key) => remove('sessionStorage', key))

/**
 * What the device keeps of a person who said « Ce n’est pas moi » in the start modal: their finished tests
 * still waiting to be sent, and the keys of those the server saved (so none is sent twice). Everything else of
 * the previous person goes: their contact, their unfinished answers, their results and checkout.
 */
const WAITING_TEST_KEYS: readonly StorageKey[] = [STORAGE_KEYS.pendingSubmissions, STORAGE_KEYS.savedSubmissions]

/** Removes the previous visitor's data from this browser, but their finished tests still waiting to be sent. */
export function forgetPreviousVisitor(): void {
  for (const key of PERSONAL_DATA_KEYS) if (!WAITING_TEST_KEYS.includes(key)) removeStored(key)
  forgetTab()
}

/** Removes the visitor's personal data from this browser (see `PERSONAL_DATA_KEYS`). */
export function forgetPersonalData(): void {
  for (const key of PERSONAL_DATA_KEYS) removeStored(key)
  forgetTab()
}
