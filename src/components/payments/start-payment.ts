/** The browser's side of starting a payment: one POST, then the browser goes where the server says. */

export type PaymentStart =
  | { status: 'redirect'; url: string }
  /** A report bought earlier on this browser was applied instead: nothing to pay. */
  | { status: 'unlocked'; redirect?: string }
  /** The server refused (4xx): its French message is shown as is. */
  | { status: 'refused'; message: string }
  /** Network or server failure. */
  | { status: 'failed'; message: string }

const TIMEOUT_MS = 15_000

export async function startPayment(body: Record<string, unknown>): Promise<PaymentStart> {
  try {
    const response = await fetch('/api/payments/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const data = (await response.json().catch(() => ({}))) as { url?: string; unlocked?: boolean; redirect?: string; error?: string }
    if (response.ok && data.url) return { status: 'redirect', url: data.url }
    if (response.ok && data.unlocked) return { status: 'unlocked', redirect: data.redirect }
    const message = data.error ?? `HTTP ${response.status}`
    return response.status >= 400 && response.status < 500 ? { status: 'refused', message } : { status: 'failed', message }
  } catch (error) {
    return { status: 'failed', message: (error as Error).message }
  }
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
