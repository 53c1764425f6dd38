import { NextResponse, type NextRequest } from 'next/server'
import { serverMessages } from '@/content/server-messages'
import { judgeBody } from '@/server/http/body-limits'

/**
 * Two jobs, each reached only by the requests that need it (see the matcher):
 * - route matching ignores case (spec part 1 §2.1): /Ressources redirects to /ressources, keeping the query;
 * - an API request declaring a body too large for its path, or none at all (chunked), is refused before any
 *   of it is read: Payload's own routes (sign-in, uploads) would otherwise read it whole into memory.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname.startsWith('/api/')) return refuseOversizedBody(request, pathname)
  const lower = pathname.toLowerCase()
  if (lower === pathname) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = lower
  return NextResponse.redirect(url, 308)
}

function refuseOversizedBody(request: NextRequest, pathname: string) {
  const verdict = judgeBody(pathname, request.headers.get('content-length'), request.headers.get('transfer-encoding'))
  if (verdict === 'accepted') return NextResponse.next()
  // The proxy reads no database, so these two answer with the default sentences, not the editors'.
  const [status, error] = verdict === 'too-large' ? [413, serverMessages.bodyTooLarge] : [411, serverMessages.bodyLengthRequired]
  return NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })
}

export const config = {
  matcher: [
    // Paths with a capital letter only: running the proxy costs every request about a fifth of the CPU a
    // prerendered page needs, for nothing when the path is already lower-case. Next matches case-sensitively.
    // Not the API, the admin, Next's own files, nor any file name with an extension (uploads keep their case).
    '/((?!api(?:/|$)|admin(?:/|$)|_next/|.*\\.[^/]+$)[^A-Z]*[A-Z].*)',
    // API requests declaring a body of a megabyte or more, or sending one without a length.
    { source: '/api/:path*', has: [{ type: 'header', key: 'content-length', value: '\\d{7,}' }] },
    { source: '/api/:path*', has: [{ type: 'header', key: 'transfer-encoding' }] },
  ],
}
