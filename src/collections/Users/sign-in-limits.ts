import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { clientAddress } from '@/server/http/request'
import { refusalMessage } from '@/server/http/refusals'
import { hitRateLimit, type RateLimitRule } from '@/server/rate-limit'

/**
 * Per-address limits on the admin's sign-in forms, held in PostgreSQL like every other limit. Payload's own
 * lockout counts failures per account (5, then 15 minutes): it stops guessing one password, not one address
 * trying many accounts, nor a flood of reset emails. Only requests from outside count; the app's own Local
 * API calls (seed, scripts) are not limited.
 */
const SIGN_IN_LIMITS: Partial<Record<string, RateLimitRule>> = {
  login: { name: 'staff-login', limit: 30, windowSeconds: 300 },
  forgotPassword: { name: 'staff-forgot-password', limit: 5, windowSeconds: 3600 },
  resetPassword: { name: 'staff-reset-password', limit: 10, windowSeconds: 900 },
}

export const limitSignInAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const rule = SIGN_IN_LIMITS[operation]
  if (!rule || req.payloadAPI === 'local') return args
  const decision = await hitRateLimit(req.payload, rule, clientAddress(req))
  if (!decision.allowed) throw new APIError(await refusalMessage(req.payload, 'staffTooManyAttempts'), 429, undefined, true)
  return args
}
