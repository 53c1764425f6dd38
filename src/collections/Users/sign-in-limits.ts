import { createHash } from 'node:crypto'
import { APIError, type CollectionAfterLoginHook, type CollectionAfterOperationHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import { clientAddress } from '@/server/http/request'
import { refusalMessage } from '@/server/http/refusals'
import { clearRateLimit, hitRateLimit, type RateLimitRule } from '@/server/rate-limit'

/**
 * Limits on the admin's sign-in forms, held in PostgreSQL like every other limit, so they hold across
 * instances. Only requests from outside count; the app's own Local API calls (seed, scripts) are not limited.
 *
 * Per address: a flood of guesses across many accounts, or of reset emails.
 */
const SIGN_IN_LIMITS: Partial<Record<string, RateLimitRule>> = {
  login: { name: 'staff-login', limit: 30, windowSeconds: 300 },
  forgotPassword: { name: 'staff-forgot-password', limit: 5, windowSeconds: 3600 },
  resetPassword: { name: 'staff-reset-password', limit: 10, windowSeconds: 900 },
}

/**
 * The lockout, per account. Payload's own (five failures, then the account refuses everyone for 15 minutes)
 * let anyone who knows a staff address lock its owner out: it is off (`maxLoginAttempts: 0`). Here five
 * sign-ins in a row without success on one account pause that account for 15 minutes from that
 * connection only (its address, or its IPv6 /64), while its owner signs in from elsewhere; and guesses
 * spread over many connections stop at 100 an hour for the account. A successful sign-in clears both, as
 * does an admin's « unlock » (POST /api/users/unlock) from every connection; « Mot de passe oublié ? »
 * always lets the owner in by email.
 */
const ACCOUNT_FROM_ADDRESS: RateLimitRule = { name: 'staff-login-account-address', limit: 5, windowSeconds: 15 * 60 }
const ACCOUNT: RateLimitRule = { name: 'staff-login-account', limit: 100, windowSeconds: 60 * 60 }

/** An account as the limits name it: a hash of its address as Payload compares it, never the address itself. */
const accountKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)

/** The address an operation was given (sign-in, unlock), as it came. */
const emailOf = (args: unknown): unknown => (args as { data?: { email?: unknown } }).data?.email

const accountLimits = (req: PayloadRequest, email: string): Array<[RateLimitRule, string]> => {
  const account = accountKey(email)
  return [
    [ACCOUNT_FROM_ADDRESS, `${account}:${clientAddress(req)}`],
    [ACCOUNT, account],
  ]
}

const refuse = async (req: PayloadRequest, key: 'staffTooManyAttempts' | 'staffAccountPaused'): Promise<never> => {
  throw new APIError(await refusalMessage(req.payload, key), 429, undefined, true)
}

export const limitSignInAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const rule = SIGN_IN_LIMITS[operation]
  if (!rule || req.payloadAPI === 'local') return args
  if (!(await hitRateLimit(req.payload, rule, clientAddress(req))).allowed) await refuse(req, 'staffTooManyAttempts')
  const email = emailOf(args)
  if (operation !== 'login' || typeof email !== 'string') return args
  for (const [limit, subject] of accountLimits(req, email)) {
    if (!(await hitRateLimit(req.payload, limit, subject)).allowed) await refuse(req, 'staffAccountPaused')
  }
  return args
}

/** Signed in: the account's attempts start again from zero, here and everywhere. */
export const clearSignInAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local' || typeof user.email !== 'string') return user
  for (const [limit, subject] of accountLimits(req, user.email)) await clearRateLimit(req.payload, limit, subject)
  return user
}

/** Unlocked by an admin (the operation's own access: admins only): the account's pauses end, from every connection. */
export const clearPausesOnUnlock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  const email = emailOf(args)
  if (operation !== 'unlock' || typeof email !== 'string') return result
  const account = accountKey(email)
  await clearRateLimit(req.payload, ACCOUNT_FROM_ADDRESS, { startingWith: `${account}:` })
  await clearRateLimit(req.payload, ACCOUNT, account)
  return result
}
