import { NextResponse, type NextRequest } from 'next/server'
import { cookieValue } from '@/server/http/cookies'
import { isPostedFromThisSite } from '@/server/http/request'
import { seeOther } from '@/server/http/see-other'
import {
  ORDER_LINK_CONFIRM_PATH,
  ORDER_LINK_COOKIE,
  orderCookie,
  orderLinkCookie,
  orderLinkFrom,
  orderLinkFromCookie,
  orderPagePath,
  orderSessionFromCookieHeader,
  sessionFromOrderLink,
} from '@/server/payments/claim'
import { INVALID_ORDER_LINK_PATH } from '@/server/http/invalid-link'
import { refusalMessage } from '@/server/http/refusals'
import { getPayload } from '@/server/payload'
import type { ServerMessageKey } from '@/content/server-messages'

/** The page that says the link is invalid; the cookie of a link opened earlier goes, so no other order is confirmed by mistake. */
const invalid = () => seeOther(INVALID_ORDER_LINK_PATH, orderLinkCookie(null))
const MAX_FORM_BYTES = 2_048

/** A form this route does not take, answered as the page the browser shows: the editors' sentence. */
const refused = async (status: number, key: ServerMessageKey): Promise<NextResponse> =>
  new NextResponse(await refusalMessage(await getPayload(), key), {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * The purchase email's « Passer le test sur cet appareil ». Opening it gives nothing: the link waits in an
 * hour-long cookie, and the visitor lands on the page that says what it does (ORDER_LINK_CONFIRM_PATH), with
 * a clean address. So nobody's result is tied to someone else's order by a click on a link they were sent,
 * nor by a mail scanner. A forged or expired link leads to the page that says so.
 */
export function GET(request: NextRequest): NextResponse {
  const link = orderLinkFrom((key) => request.nextUrl.searchParams.get(key))
  if (!sessionFromOrderLink(link)) return invalid()
  return seeOther(ORDER_LINK_CONFIRM_PATH, orderLinkCookie(link))
}

/**
 * That page's button: this device gets the order cookie the buyer's browser got at checkout, then the
 * order's page, which claims the order for a result this device already holds, or leads to the test,
 * whose result claims it (claimPaidOrder). The form names the order the page showed: when another link
 * was opened since (in another tab), its order is not confirmed in that one's place, but shown to be
 * confirmed. A form sent from another site is refused.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isPostedFromThisSite(request)) return refused(403, 'refused')
  // One short field: a body of unknown or larger size is not that form's.
  const length = request.headers.get('content-length')
  if (length === null || !(Number(length) <= MAX_FORM_BYTES)) return refused(413, 'bodyTooLarge')
  const form = await request.formData().catch(() => null)
  const shown = form?.get('commande')
  const cookies = request.headers.get('cookie')
  const linked = cookieValue(cookies, ORDER_LINK_COOKIE)
  const sessionId = sessionFromOrderLink(orderLinkFromCookie(linked))
  if (sessionId && shown === sessionId) return seeOther(orderPagePath(sessionId), orderCookie(sessionId), orderLinkCookie(null))
  // Sent twice (a double click, a form sent again): the first one did it.
  if (typeof shown === 'string' && shown && orderSessionFromCookieHeader(cookies) === shown) return seeOther(orderPagePath(shown))
  // Another link opened since in another tab (its order is shown, to be confirmed), or none left: the page
  // says to open the emailed link again. A link forged or expired leads to the page that says so.
  return sessionId || !linked ? seeOther(ORDER_LINK_CONFIRM_PATH) : invalid()
}

