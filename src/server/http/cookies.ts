import { env } from '@/env'

/**
 * A cookie only the server reads (HttpOnly), sent with the site's own pages and with the links that lead to
 * them (Lax), over HTTPS only in production. A `maxAgeSeconds` of 0 deletes it.
 */
export function serverCookie(name: string, value: string, maxAgeSeconds: number): string {
  const secure = env().NODE_ENV === 'production' ? '; Secure' : ''
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

/** A cookie's value in a Cookie header (route handlers and endpoints; pages use next/headers' cookies()). */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || null
  }
  return null
}
