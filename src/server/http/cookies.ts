import { env } from '@/env'

/**
 * A cookie only the server reads (HttpOnly), sent with the site's own pages and with the links that lead to
 * them (Lax), over HTTPS only in production. A `maxAgeSeconds` of 0 deletes it.
 */
export function serverCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = serverCookieOptions(maxAgeSeconds).secure ? '; Secure' : ''
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

/** The same attributes, for next/headers' cookies().set (server actions). */
export const serverCookieOptions = (maxAgeSeconds: number) =>
  ({ httpOnly: true, secure: env().NODE_ENV === 'production', sameSite: 'lax', path: '/', maxAge: maxAgeSeconds }) as const

const ONE_HOUR_SECONDS = 60 * 60

/**
 * The cookie an emailed link's key waits in while the page it leads to, at a clean address, asks the
 * visitor to act on it: for an hour. With null, the cookie that deletes it (a link refused).
 */
export const emailedLinkCookie = (name: string, value: string | null): string =>
  value === null ? serverCookie(name, '', 0) : serverCookie(name, value, ONE_HOUR_SECONDS)

/** A cookie's value in a Cookie header (route handlers and endpoints; pages use next/headers' cookies()). */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}
