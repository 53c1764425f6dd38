import { createHash, randomBytes } from 'node:crypto'
import { env } from '@/env'

/** The cookie that proves a browser owns a saved result. Only the token's hash is stored. */
export const ACCESS_COOKIE = 'riasec_access'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function accessCookie(token: string): string {
  const secure = env().NODE_ENV === 'production' ? '; Secure' : ''
  return `${ACCESS_COOKIE}=${token}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`
}

/** Reads the token from a Cookie header (route handlers) — pages use next/headers' cookies(). */
export function tokenFromCookieHeader(header: string | null): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ACCESS_COOKIE) return rest.join('=') || null
  }
  return null
}
