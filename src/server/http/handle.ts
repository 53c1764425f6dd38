import type { PayloadRequest } from 'payload'
import { VisitorError } from '../assessments/errors'
import { hitRateLimit, type RateLimitRule } from '../rate-limit'
import { refusal } from './refusals'
import { clientAddress, isSameOrigin } from './request'
import { describeError } from '@/server/log-error'

/** Counts one hit of `subject` against `rule`: the French 429 once past the limit, null while within it. */
export async function refusedByRateLimit(req: PayloadRequest, rule: RateLimitRule, subject = clientAddress(req)): Promise<Response | null> {
  const decision = await hitRateLimit(req.payload, rule, subject)
  return decision.allowed ? null : refusal(req.payload, 429, 'tooManyAttempts', {}, { 'Retry-After': String(decision.retryAfterSeconds) })
}

/**
 * The common frame of the public endpoints: same-origin check, per-address rate limit, French message
 * for what the visitor can fix (4xx), English log and a generic message for the rest (5xx).
 */
export async function guarded(req: PayloadRequest, rule: RateLimitRule, work: () => Promise<Response>): Promise<Response> {
  if (!isSameOrigin(req)) return refusal(req.payload, 403, 'refused')
  try {
    return (await refusedByRateLimit(req, rule)) ?? (await work())
  } catch (error) {
    if (error instanceof VisitorError) return refusal(req.payload, error.status, error.key, error.params, undefined, error.details)
    req.payload.logger.error({ msg: `Endpoint ${rule.name} failed`, err: describeError(error) })
    return refusal(req.payload, 503, 'unavailable')
  }
}
