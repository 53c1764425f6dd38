/**
 * Sends a finished test to the server, and keeps it in the browser until the server has it: a visitor
 * who loses the connection stays on the test to try again, and the pending submission is also retried in
 * the background (on reconnection, on the next page, on the next visit) until it is saved. The idempotency key makes every
 * retry safe. A submission the server refused (4xx) is dropped: sending it again would be refused again.
 */
import { STORAGE_KEYS, readStored, writeStored } from './visitor-storage'

export type SubmissionKind = 'riasec' | 'orientation'

export interface PendingSubmission {
  kind: SubmissionKind
  body: { idempotencyKey: string } & Record<string, unknown>
  attempts: number
  /**
   * Sent without this browser's cookies: its visitor's successor on the device said « Ce n’est pas moi »
   * after it was kept. Its result's cookie then never lands here, nor does it claim their pre-test order.
   */
  detached?: true
}

const ENDPOINTS: Record<SubmissionKind, string> = {
  riasec: '/api/assessments/riasec',
  orientation: '/api/assessments/orientation',
}

const TIMEOUT_MS = 8_000

export type SendOutcome =
  | { status: 'saved'; data: Record<string, unknown> }
  /**
   * The server refused the answers: its French message, when it sent one; `conflict` (409) when the test
   * under this key can no longer be sent (saved too long ago, or the test changed since).
   */
  | { status: 'rejected'; message?: string; conflict: boolean }
  /** The server answered but could not save it now (5xx, or `limited`: too many tests from this address): kept, and retried. */
  | { status: 'failed'; limited: boolean }
  /** No answer: no connection, or none in TIMEOUT_MS. Kept, and retried. */
  | { status: 'offline' }
  /**
   * Nothing sent: while this send waited its turn, other answers were saved under its key (the background
   * retrier sent the ones kept before a correction), which the server would give back for these. The caller
   * sends these answers again under a new key.
   */
  | { status: 'superseded' }

/**
 * A retry whose turn came after its test stopped being kept (saved, or replaced by newer answers, in
 * another tab meanwhile): nothing was sent. Never handed to the visitor.
 */
type Skipped = { status: 'skipped' }
type Attempt = SendOutcome | Skipped

/** Whether the submission stays in the browser for the background retrier. */
const isKept = (outcome: SendOutcome): boolean => outcome.status === 'failed' || outcome.status === 'offline'

/** The French message of an API error answer (`{ error }`, or `{ message }`), if it holds one. */
export function serverMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined
  const { error, message: text } = data as Record<string, unknown>
  const message = [error, text].find((value) => typeof value === 'string' && value.trim())
  return typeof message === 'string' ? message.trim() : undefined
}

/**
 * One tab at a time for a given test, where the browser has Web Locks: another tab's retrier then sends
 * after this one's answer, so the last token the browser keeps is the one the row keeps last.
 */
async function oneTabAtATime<T extends Attempt>(key: string, run: () => Promise<T>): Promise<T | SendOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return run()
  let granted = false
  try {
    return await locks.request(`submission:${key}`, () => {
      granted = true
      return run()
    })
  } catch {
    // Locks refused (site data blocked, a page no longer shown): the test is sent without one.
    return granted ? { status: 'offline' } : run()
  }
}

/**
 * Posts the submission at its turn (under the tab's lock), unless other answers were saved under its key
 * meanwhile; a save is remembered with the answers that were posted, before the lock is let go.
 */
async function postAtTurn(submission: PendingSubmission): Promise<SendOutcome> {
  const key = submission.body.idempotencyKey
  const answers = answersFingerprint(submission.body.answers)
  if (isSavedOtherwise(key, answers)) return { status: 'superseded' }
  const outcome = await post(submission)
  if (outcome.status === 'saved') rememberSaved(key, answers)
  return outcome
}

const send = (submission: PendingSubmission): Promise<SendOutcome> => oneTabAtATime(submission.body.idempotencyKey, () => postAtTurn(submission))

/**
 * The retrier's send: whether the test is still kept as it is is asked once its turn has come, since
 * another tab may have saved it, or sent newer answers, while this one waited.
 */
const sendIfStillKept = (submission: PendingSubmission): Promise<Attempt> =>
  oneTabAtATime<Attempt>(submission.body.idempotencyKey, () => (isStillKept(submission) ? postAtTurn(submission) : Promise.resolve({ status: 'skipped' })))

async function post(submission: PendingSubmission): Promise<SendOutcome> {
  try {
    const response = await fetch(ENDPOINTS[submission.kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(submission.body),
      // Asked at the send, not when the retrier read its list: « Ce n’est pas moi » may have detached it since.
      credentials: submission.detached || keptUnder(submission.body.idempotencyKey)?.detached ? 'omit' : 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return { status: 'saved', data }
    // 4xx other than rate limiting will not get better by retrying.
    if (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 408) {
      return { status: 'rejected', message: serverMessage(data), conflict: response.status === 409 }
    }
    return { status: 'failed', limited: response.status === 429 }
  } catch {
    return { status: 'offline' }
  }
}

/**
 * The sends under way, by key. The visitor's click and the background retrier (on reconnection, on a timer)
 * may reach for the same test at once: they share one request, since two would each get a token of their
 * own, and the cookie the browser keeps last need not be the one the row keeps last. A different body under
 * the same key (answers changed since it was kept) waits for the one under way, then goes. (Within this tab:
 * another tab's retrier is not held back.)
 */
const inFlight = new Map<string, { body: string; outcome: Promise<Attempt> }>()

function sendOnce(submission: PendingSubmission, sender: (submission: PendingSubmission) => Promise<Attempt>): Promise<Attempt> {
  const key = submission.body.idempotencyKey
  const body = JSON.stringify(submission.body)
  const running = inFlight.get(key)
  if (running?.body === body) return running.outcome
  const after = running?.outcome ?? Promise.resolve()
  const outcome: Promise<Attempt> = after
    .then(
      () => sender(submission),
      () => sender(submission),
    )
    .finally(() => {
      if (inFlight.get(key)?.outcome === outcome) inFlight.delete(key)
    })
  inFlight.set(key, { body, outcome })
  return outcome
}

const SAVED_KEPT = 20

/** A test the server saved: its key, and its answers as sent (null: the key is refused, whatever the answers). */
interface SavedSubmission {
  key: string
  answers: string | null
}

const savedSubmissions = (): SavedSubmission[] => {
  const saved = readStored<unknown>(STORAGE_KEYS.savedSubmissions)
  return Array.isArray(saved)
    ? saved.filter((item): item is SavedSubmission => typeof item?.key === 'string' && (typeof item.answers === 'string' || item.answers === null))
    : []
}

/** A test's answers as the server got them, to tell the same test from another under one key. */
export const answersFingerprint = (answers: unknown): string => JSON.stringify(answers ?? null)

/**
 * Whether answers kept under this key are a test the server no longer gives back as it is: it saved a test
 * under the key (this tab, another one, or the background retrier), and not these answers (a tab left open
 * and changed since, a correction made while the retrier sent the first ones), or it refused the key. The
 * same answers under the key are the same test: the server gives its result back.
 */
export function isSavedOtherwise(key: string, answers: string): boolean {
  const saved = savedSubmissions().find((item) => item.key === key)
  return saved !== undefined && saved.answers !== answers
}

/** Whether the server saved a test under this key at all. */
export const wasSaved = (key: string): boolean => savedSubmissions().some((item) => item.key === key)

/**
 * Remembers the test the server holds under this key (the last few: one per test taken here). The server
 * keeps the first answers saved under a key, and so does this record; null marks a key it refuses.
 */
export function rememberSaved(key: string, answers: string | null): void {
  const saved = savedSubmissions()
  const first = saved.find((item) => item.key === key)?.answers
  const kept = answers !== null && first !== undefined && first !== null ? first : answers
  writeStored(STORAGE_KEYS.savedSubmissions, [...saved.filter((item) => item.key !== key), { key, answers: kept }].slice(-SAVED_KEPT))
}

const pending = (): PendingSubmission[] => readStored<PendingSubmission[]>(STORAGE_KEYS.pendingSubmissions) ?? []

function keep(submission: PendingSubmission): void {
  const key = submission.body.idempotencyKey
  const others = pending().filter((item) => item.body.idempotencyKey !== key)
  // A copy read before « Ce n’est pas moi » does not bring this browser's cookies back to it.
  const detached = submission.detached || keptUnder(key)?.detached
  writeStored(STORAGE_KEYS.pendingSubmissions, [...others, detached ? { ...submission, detached: true as const } : submission])
}

function forget(key: string): void {
  writeStored(
    STORAGE_KEYS.pendingSubmissions,
    pending().filter((item) => item.body.idempotencyKey !== key),
  )
}

const keptUnder = (key: string): PendingSubmission | undefined => pending().find((item) => item.body.idempotencyKey === key)

/** Whether this very submission (same key, same body) is still kept: the visitor may have sent a newer one since. */
const isStillKept = (submission: PendingSubmission): boolean => {
  const kept = keptUnder(submission.body.idempotencyKey)
  return kept !== undefined && JSON.stringify(kept.body) === JSON.stringify(submission.body)
}

/** Sent on the window when a submission is kept for the background retrier (PendingSubmissions). */
export const SUBMISSION_KEPT = 'submission-kept'

/**
 * Tries once now; when the server cannot be reached, keeps the submission for the background retrier.
 * A refused one is not kept: the visitor, still on the test, can correct it and send it again.
 */
export async function submit(kind: SubmissionKind, body: PendingSubmission['body']): Promise<SendOutcome> {
  const submission: PendingSubmission = { kind, body, attempts: 1 }
  keep(submission)
  const shared = await sendOnce(submission, send)
  // The retrier's request this click joined found, at its turn, the test saved from another tab, or newer
  // answers kept since: the visitor still needs an answer, which the server gives again for the same key.
  // The newer answers go, never these over them.
  const outcome = shared.status === 'skipped' ? await send(keptUnder(body.idempotencyKey) ?? submission) : shared
  if (!isKept(outcome)) forget(body.idempotencyKey)
  if (isKept(outcome)) window.dispatchEvent(new Event(SUBMISSION_KEPT))
  return outcome
}

/** Once the sends under way in this tab have their answer (whatever it is): the cookies they set are in. */
export async function sendsSettled(): Promise<void> {
  await Promise.allSettled([...inFlight.values()].map((running) => running.outcome))
}

/**
 * « Ce n’est pas moi »: the previous visitor's tests still kept here go on being sent, but without this
 * browser's cookies (`detached`), and the device forgets the answers of their tests the server already saved
 * (only those still kept need their record, so that none is sent twice).
 */
export function detachKeptTests(): void {
  const kept = pending()
  const keys = new Set(kept.map((item) => item.body.idempotencyKey))
  writeStored(
    STORAGE_KEYS.pendingSubmissions,
    kept.map((item) => ({ ...item, detached: true })),
  )
  writeStored(
    STORAGE_KEYS.savedSubmissions,
    savedSubmissions().filter((item) => keys.has(item.key)),
  )
}

/**
 * Sends every kept submission once; returns how many are still waiting. What the visitor sent meanwhile
 * wins: a kept submission they replaced (same key, new answers) or that got saved is not written back.
 */
export async function retryPending(): Promise<number> {
  for (const submission of pending()) {
    if (!isStillKept(submission)) continue
    const outcome = await sendOnce({ ...submission, attempts: submission.attempts + 1 }, sendIfStillKept)
    if (outcome.status === 'skipped') continue
    // Saved: the server holds this key's test, and a newer body under it would only get the same row.
    // Superseded: other answers were saved under its key; the visitor's page, if still open, sends these anew.
    if (outcome.status === 'saved' || outcome.status === 'superseded') forget(submission.body.idempotencyKey)
    else if (isStillKept(submission)) {
      if (isKept(outcome)) keep({ ...submission, attempts: submission.attempts + 1 })
      else forget(submission.body.idempotencyKey)
    }
  }
  return pending().length
}
