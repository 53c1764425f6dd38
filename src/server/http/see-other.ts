import { NextResponse } from 'next/server'
import { siteUrl } from '@/env'

/** A 303 to a page of the site, never cached: the answer of a route that sets cookies, or refuses a link. */
export function seeOther(path: string, ...cookies: string[]): NextResponse {
  const response = NextResponse.redirect(new URL(path, siteUrl()), 303)
  response.headers.set('Cache-Control', 'no-store')
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
}
