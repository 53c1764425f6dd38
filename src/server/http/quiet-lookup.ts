/**
 * Lookups whose answer must not tell whether they found anything (« Accès à mes résultats », « Mes données »
 * asked for by address). The answer waits for the lookup and a floor time, never for the email it may send:
 * an SMTP server slower than the floor would otherwise make a match slower to answer than no match, and a
 * failed send would make it answer differently. The email leaves after the answer; a failure is logged.
 */
import type { Payload } from 'payload'
import { hitRateLimit, type RateLimitRule } from '../rate-limit'
import { emailSubjectKey } from '../retrieval/subject-key'
import { describeError } from '@/server/log-error'
import { outlastTheAnswer } from '../after-answer'

/** What a lookup found: the email to send, or nothing. */
export type FoundEmail = (() => Promise<void>) | null

export interface QuietAnswer {
  /** True once the email was sent; false when there was none to send or sending failed. Never rejects. */
  delivered: Promise<boolean>
}

/**
 * Counts the email a lookup found against its hourly limit for the address. Only a match counts, so someone
 * who knows only an address cannot use up its owner's tries; over the limit nothing is sent and the answer
 * stays the same (a 429 would tell a match from none). False when the email must not be sent.
 */
export async function mayEmail(payload: Payload, rule: RateLimitRule, email: string, what: string): Promise<boolean> {
  if ((await hitRateLimit(payload, rule, emailSubjectKey(email))).allowed) return true
  payload.logger.warn({ msg: `${what} not sent: hourly limit for this address reached` })
  return false
}

/** Every answer takes at least this long, whether or not anything was found. */
export const ANSWER_FLOOR_MS = 600

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `lookUp` (rate limits, reads, links) and waits at least `floorMs`; its errors (a 429, say) are the
 * caller's, as they do not depend on what was found. Then starts the email, if any, without waiting for it.
 */
export async function lookUpQuietly(payload: Payload, what: string, lookUp: () => Promise<FoundEmail>, floorMs: number): Promise<QuietAnswer> {
  const [outcome] = await Promise.allSettled([lookUp(), sleep(floorMs)])
  if (outcome.status === 'rejected') throw outcome.reason
  const send = outcome.value
  if (!send) return { delivered: Promise.resolve(false) }
  const delivered = send().then(
    () => true,
    (error: unknown) => {
      payload.logger.error({ msg: `${what} not sent`, err: describeError(error) })
      return false
    },
  )
  outlastTheAnswer(delivered)
  return { delivered }
}
