import { NextResponse, type NextRequest } from 'next/server'

/**
 * Route matching ignores case (spec part 1 §2.1): /Ressources redirects to /ressources, keeping the
 * query string. Lower-case paths never reach it (see the matcher).
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const lower = pathname.toLowerCase()
  if (lower === pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = lower
  return NextResponse.redirect(url, 308)
}

export const config = {
  // Only paths with a capital letter: running the proxy costs every request about a fifth of the CPU a
  // prerendered page needs, for nothing when the path is already lower-case. Next matches case-sensitively.
  // Not the API, the admin, Next's own files, nor any file name with an extension (uploads keep their case).
  matcher: ['/((?!api(?:/|$)|admin(?:/|$)|_next/|.*\\.[^/]+$)[^A-Z]*[A-Z].*)'],
}
