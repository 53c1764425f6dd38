import { NextResponse, type NextRequest } from 'next/server'
import { siteUrl } from '@/env'
import { ORDER_LINK_EXPIRED, orderCookie, sessionFromOrderLink } from '@/server/payments/claim'

/**
 * The purchase email's « Passer le test sur cet appareil »: this device gets the order cookie the buyer's
 * browser got at checkout, then the order's page, which claims the order for a result this device already
 * holds, or leads to the test, whose result claims it (claimPaidOrder). A forged or expired link grants
 * nothing.
 */
export function GET(request: NextRequest): NextResponse {
  const sessionId = sessionFromOrderLink(request.nextUrl.searchParams)
  if (!sessionId) return NextResponse.redirect(new URL(`/acces/invalide?${ORDER_LINK_EXPIRED}`, siteUrl()), 303)
  const response = NextResponse.redirect(new URL(`/results?session_id=${encodeURIComponent(sessionId)}`, siteUrl()), 303)
  response.headers.append('Set-Cookie', orderCookie(sessionId))
  response.headers.set('Cache-Control', 'no-store')
  return response
}
