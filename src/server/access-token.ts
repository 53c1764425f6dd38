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

/** Reads the token from a Cookie header (route handlers) — pages use next/headers' cookies(). */
export const tokenFromCookieHeader = (header: string | null): string | null => cookieValue(header, ACCESS_COOKIE)
