import { createHash, randomBytes } from 'node:crypto'
import { cookieValue, serverCookie } from './http/cookies'

/** The cookie that proves a browser owns a saved result. Only the token's hash is stored. */
export const ACCESS_COOKIE = 'riasec_access'
/** A year: the visitor keeps their results on this device without signing in. */
export const ACCESS_COOKIE_SECONDS = 365 * 24 * 60 * 60

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export const accessCookie = (token: string): string => serverCookie(ACCESS_COOKIE, token, ACCESS_COOKIE_SECONDS)

/**
 * The token of this device's unlocked result, kept when a newer test taken here took ACCESS_COOKIE: the full
 * profile someone paid for stays open on their device after they take the test again.
 */
export const KEPT_ACCESS_COOKIE = 'riasec_unlocked'

/** The kept cookie for a token; with null, the cookie that deletes it. */
export const keptAccessCookie = (token: string | null): string =>
  token === null ? serverCookie(KEPT_ACCESS_COOKIE, '', 0) : serverCookie(KEPT_ACCESS_COOKIE, token, ACCESS_COOKIE_SECONDS)

/** Reads the kept token from a Cookie header (route handlers). */
export const keptTokenFromCookieHeader = (header: string | null): string | null => cookieValue(header, KEPT_ACCESS_COOKIE)

/** Reads the token from a Cookie header (route handlers) — pages use next/headers' cookies(). */
export const tokenFromCookieHeader = (header: string | null): string | null => cookieValue(header, ACCESS_COOKIE)
