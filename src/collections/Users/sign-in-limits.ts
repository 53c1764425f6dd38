import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CollectionAfterLoginHook, CollectionAfterOperationHook, CollectionBeforeOperationHook, Payload, PayloadRequest, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { env } from '@/env'
import type { User } from '@/payload-types'
import type { ServerMessageKey } from '@/content/server-messages'
import type { SignInPauses } from '@/domain/sign-in-pauses'
import { execute } from '@/server/db'
import { cookieValue, serverCookie } from '@/server/http/cookies'
import { clientAddress } from '@/server/http/request'
import { publicApiError } from '@/server/http/public-api-error'
import { refusalMessage } from '@/server/http/refusals'
import { clearRateLimit, hitRateLimit, takeBackHit, type RateLimitRule } from '@/server/rate-limit'
import { emailSubjectKey } from '@/server/retrieval/subject-key'
import { normalEmail } from '@/domain/email-address'

/**
 * Limits on the admin's sign-in forms, held in PostgreSQL like every other limit, so they hold across
 * instances. Only requests from outside count; the app's own Local API calls (seed, scripts) are not limited.
 *
 * The lockout is per account and device, not per account: Payload's own (five failures, then the account
 * refuses everyone for 15 minutes) let anyone who knows a staff address lock its owner out, so it is off
 * (`maxLoginAttempts: 0`). A browser that signed in to an account gets a device cookie for it
 * (`staff_device_…`, one per account, signed, 90 days, ended by a new password); the guesses that matter
 * come from elsewhere.
 * - From a known device: five sign-ins in a row without success pause that device for 15 minutes. Nothing
 *   anyone does elsewhere stops it.
 * - From an unknown one: five in a row pause the account from that address (or IPv6 /64) for 15 minutes,
 *   and guesses spread over many addresses stop at 100 an hour for the account. A guesser can then keep
 *   new devices out, as long as the guessing goes on, never the known ones.
 * A successful sign-in (or password reset) clears that device's or address's count and renews the cookie;
 * an admin's unlock (POST /api/users/unlock) clears every count of the account.
 */
const PER_ADDRESS: Partial<Record<string, RateLimitRule>> = {
  // A flood of guesses across many accounts, or of reset emails, from one address.
  login: { name: 'staff-login', limit: 30, windowSeconds: 300 },
  forgotPassword: { name: 'staff-forgot-password', limit: 5, windowSeconds: 3600 },
  resetPassword: { name: 'staff-reset-password', limit: 10, windowSeconds: 900 },
}
const FROM_DEVICE: RateLimitRule = { name: 'staff-login-device', limit: 5, windowSeconds: 15 * 60 }
const FROM_ADDRESS: RateLimitRule = { name: 'staff-login-account-address', limit: 5, windowSeconds: 15 * 60 }
const FROM_NEW_DEVICES: RateLimitRule = { name: 'staff-login-account', limit: 100, windowSeconds: 60 * 60 }

const DEVICE_COOKIE_SECONDS = 90 * 24 * 60 * 60

/** An account as the limits and the device cookie name it: a keyed hash of its address as Payload compares it. */
const accountKey = (email: string): string => emailSubjectKey(`staff:${email.trim()}`)

/** One cookie per account a browser signed in to, so a second account on a shared computer keeps the first one known. */
const deviceCookieName = (account: string): string => `staff_device_${account.slice(0, 16)}`

/**
 * A device cookie's signature covers the account, the device, when it was issued (it lasts 90 days on the
 * server too) and the account's password salt, which Payload draws again with every new password: a
 * password change or reset ends every device cookie issued before it.
 */
const signature = (account: string, device: string, issued: string, salt: string): string =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`staff-device:${account}:${device}:${issued}:${salt}`).digest('base64url').slice(0, 32)

/** The account's current password salt (none for an address without an account). */
async function passwordSalt(req: PayloadRequest, where: { email: string } | { id: number | string }): Promise<string | null> {
  const condition: Where = 'email' in where ? { email: { equals: normalEmail(where.email) } } : { id: { equals: where.id } }
  const user = await req.payload.db.findOne<User>({ collection: 'users', where: condition, req })
  return user?.salt ?? null
}

/** The device cookie this request holds for this account, unchecked (see knownDevice). */
const deviceCookieOf = (req: PayloadRequest, account: string): string | null => cookieValue(req.headers.get('cookie'), deviceCookieName(account))

/** The id of a device cookie for this account, when it is genuine and current; otherwise null. */
function knownDevice(cookie: string | null, account: string, salt: string | null): string | null {
  const [device, issued, signed] = cookie?.split('.') ?? []
  if (!salt || !device || !issued || !signed) return null
  const age = Date.now() / 1000 - Number(issued)
  if (!(age >= -300 && age <= DEVICE_COOKIE_SECONDS)) return null
  const expected = Buffer.from(signature(account, device, issued, salt))
  return signed.length === expected.length && timingSafeEqual(Buffer.from(signed), expected) ? device : null
}

/** The counts a sign-in to this account from this request goes under: the device's, or the address's and the account's. */
function countsFor(req: PayloadRequest, account: string, device: string | null): Array<[RateLimitRule, string]> {
  if (device) return [[FROM_DEVICE, `${account}:${device}`]]
  return [
    [FROM_ADDRESS, `${account}:${clientAddress(req)}`],
    [FROM_NEW_DEVICES, account],
  ]
}

/** The address an operation was given (sign-in, unlock), as it came. */
const emailOf = (args: unknown): unknown => (args as { data?: { email?: unknown } }).data?.email

const refuse = async (req: PayloadRequest, key: ServerMessageKey): Promise<never> => {
  throw publicApiError(await refusalMessage(req.payload, key), 429)
}

export const limitSignInAttempts: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const rule = PER_ADDRESS[operation]
  if (!rule || req.payloadAPI === 'local') return args
  const email = emailOf(args)
  const account = operation === 'login' && typeof email === 'string' ? accountKey(email) : null
  const cookie = account === null ? null : deviceCookieOf(req, account)
  // The salt is read only for a request that holds a device cookie for the account.
  const device = account === null || cookie === null ? null : knownDevice(cookie, account, await passwordSalt(req, { email: email as string }))
  // A known device is limited by its own count only: a guesser sharing its address cannot keep it out.
  if (!device && !(await hitRateLimit(req.payload, rule, clientAddress(req))).allowed) await refuse(req, 'staffTooManyAttempts')
  if (account === null) return args
  for (const [limit, subject] of countsFor(req, account, device)) {
    if (!(await hitRateLimit(req.payload, limit, subject)).allowed) await refuse(req, limit === FROM_NEW_DEVICES ? 'staffAccountPausedForNewDevices' : 'staffAccountPaused')
  }
  return args
}

/**
 * Signed in (by password, or by a password reset): this device's or this address's count starts again from
 * zero, and the browser gets a new device cookie for the account. The count of guesses from new devices
 * stays: signing in from one known device does not let a guesser elsewhere go on.
 */
export const rememberSignedInDevice: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local' || typeof user.email !== 'string') return user
  const account = accountKey(user.email)
  // The salt as this sign-in left it: a reset, or Payload rehashing an old password, draws a new one.
  const salt = await passwordSalt(req, { id: user.id })
  const known = knownDevice(deviceCookieOf(req, account), account, salt)
  // This device's count, or this address's, starts again; a success from a new device is no guess, and
  // leaves the account's count of guesses from new devices as it was.
  const [own] = countsFor(req, account, known)
  if (own) await clearRateLimit(req.payload, ...own)
  if (!known) await takeBackHit(req.payload, FROM_NEW_DEVICES, account)
  if (!salt) return user
  const device = randomBytes(12).toString('base64url')
  const issued = String(Math.floor(Date.now() / 1000))
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', serverCookie(deviceCookieName(account), `${device}.${issued}.${signature(account, device, issued, salt)}`, DEVICE_COOKIE_SECONDS))
  return user
}

/** Unlocked by an admin (the operation's own access: admins only): every count of the account ends. */
export const clearPausesOnUnlock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  const email = emailOf(args)
  if (operation !== 'unlock' || typeof email !== 'string') return result
  const account = accountKey(email)
  await clearRateLimit(req.payload, FROM_DEVICE, { startingWith: `${account}:` })
  await clearRateLimit(req.payload, FROM_ADDRESS, { startingWith: `${account}:` })
  await clearRateLimit(req.payload, FROM_NEW_DEVICES, account)
  return result
}

/**
 * The pauses running on an account, for its page in the admin: devices and addresses kept out, whether new
 * devices are, and the guesses from new devices this hour. Read with the database's clock, as the limits are.
 */
export async function signInPausesOf(payload: Payload, email: string): Promise<SignInPauses> {
  const account = accountKey(email)
  const running = (rule: RateLimitRule) => sql`window_started_at > now() - ${`${rule.windowSeconds} seconds`}::interval`
  const paused = (rule: RateLimitRule) => sql`hits >= ${rule.limit} and ${running(rule)}`
  const ends = (rule: RateLimitRule) => sql`window_started_at + ${`${rule.windowSeconds} seconds`}::interval`
  const device = sql`starts_with(key, ${`${FROM_DEVICE.name}:${account}:`})`
  const address = sql`starts_with(key, ${`${FROM_ADDRESS.name}:${account}:`})`
  const newDevices = sql`key = ${`${FROM_NEW_DEVICES.name}:${account}`}`
  const [row] = await execute<{ devices: number | string; addresses: number | string; guesses: number | string | null; paused_new: boolean | null; until: string | Date | null }>(
    payload,
    sql`select
      count(*) filter (where ${device} and ${paused(FROM_DEVICE)}) as devices,
      count(*) filter (where ${address} and ${paused(FROM_ADDRESS)}) as addresses,
      max(hits) filter (where ${newDevices} and ${running(FROM_NEW_DEVICES)}) as guesses,
      bool_or(${newDevices} and ${paused(FROM_NEW_DEVICES)}) as paused_new,
      max(case
        when ${device} and ${paused(FROM_DEVICE)} then ${ends(FROM_DEVICE)}
        when ${address} and ${paused(FROM_ADDRESS)} then ${ends(FROM_ADDRESS)}
        when ${newDevices} and ${paused(FROM_NEW_DEVICES)} then ${ends(FROM_NEW_DEVICES)}
      end) as until
    from rate_limits where ${device} or ${address} or ${newDevices}`,
  )
  return {
    devices: Number(row?.devices ?? 0),
    addresses: Number(row?.addresses ?? 0),
    newDevices: row?.paused_new === true,
    guessesThisHour: Number(row?.guesses ?? 0),
    until: row?.until ? new Date(row.until) : null,
  }
}
