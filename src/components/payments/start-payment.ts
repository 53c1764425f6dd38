/**
 * The browser's side of the payment requests: one POST, then the browser goes where the server says, or
 * the visitor reads a French sentence saying what went wrong.
 */
import type { RequestFailureTexts } from '@/content/payment-texts'
import { isProfileCode } from '@/domain/riasec'
import { serverMessage } from '@/lib/submissions'

/** A payment request that did not get the answer it wanted. */
export type RequestFailure =
  /**
   * The server refused (4xx): its French message, when it sent one, is shown as is; `code` names the refusal,
   * and `profile` the visitor's profile when the refusal is about it (their report already unlocked).
   */
  | { status: 'refused'; message?: string; code?: string; profile?: string }
  /** The server failed (5xx, or an answer that is not the API's), the network did, or the server took too long. */
  | { status: 'failed'; reason: 'server' | 'network' | 'timeout'; message?: string }

export type PaymentStart =
  | { status: 'redirect'; url: string }
  /** A report bought earlier on this browser was applied instead: nothing to pay. */
  | { status: 'unlocked'; redirect?: string }
  | RequestFailure

/** A 2xx answer without what the page expected in it. */
export const UNEXPECTED_ANSWER: RequestFailure = { status: 'failed', reason: 'server' }

const TIMEOUT_MS = 15_000

/** An error answer: refused (4xx) or failed, with the API's French message when the body holds one. */
export function answerFailure(status: number, data: unknown): RequestFailure {
  const message = serverMessage(data)
  if (status < 400 || status >= 500) return { status: 'failed', reason: 'server', message }
  const { code, profile } = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  return {
    status: 'refused',
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof profile === 'string' && isProfileCode(profile) ? { profile } : {}),
  }
}

/** What `fetch` threw: the timeout signal fired, else the server could not be reached. */
export const thrownFailure = (error: unknown): RequestFailure => ({
  status: 'failed',
  reason: (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'network',
})

/** The French sentence for a failed request: the server's own message, else one for what went wrong. */
export function failureMessage(failure: RequestFailure, texts: RequestFailureTexts): string {
  if (failure.message) return failure.message
  if (failure.status === 'failed' && failure.reason === 'network') return texts.networkError
  if (failure.status === 'failed' && failure.reason === 'timeout') return texts.timeoutError
  return texts.serverError
}

/** POSTs JSON to a payment endpoint: the 2xx answer's JSON body, or why there is none (never throws). */
export async function postPaymentRequest<T>(url: string, body: unknown): Promise<{ status: 'answered'; data: Partial<T> } | RequestFailure> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    return thrownFailure(error)
  }
  const data: unknown = await response.json().catch(() => null)
  if (!response.ok) return answerFailure(response.status, data)
  return data && typeof data === 'object' ? { status: 'answered', data: data as Partial<T> } : UNEXPECTED_ANSWER
}

export async function startPayment(body: Record<string, unknown>): Promise<PaymentStart> {
  const answer = await postPaymentRequest<{ url: string; unlocked: boolean; redirect: string }>('/api/payments/checkout', body)
  if (answer.status !== 'answered') return answer
  if (answer.data.url) return { status: 'redirect', url: answer.data.url }
  if (answer.data.unlocked) return { status: 'unlocked', redirect: answer.data.redirect }
  return UNEXPECTED_ANSWER
}

/**
 * Sends the browser on when the payment started: to the provider's page, or, when an earlier purchase was
 * applied instead, to where the server says (else `afterUnlock`). False when it did not start.
 */
export function followPaymentStart(
  outcome: PaymentStart,
  afterUnlock: string,
): outcome is Extract<PaymentStart, { status: 'redirect' | 'unlocked' }> {
  if (outcome.status === 'redirect') window.location.assign(outcome.url)
  else if (outcome.status === 'unlocked') window.location.assign(outcome.redirect ?? afterUnlock)
  else return false
  return true
}
