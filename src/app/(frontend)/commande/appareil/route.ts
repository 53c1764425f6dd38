import { NextResponse, type NextRequest } from 'next/server'
import { isPostedFromThisSite } from '@/server/http/request'
import { seeOther } from '@/server/http/see-other'
import { ORDER_LINK_CONFIRM_PATH, ORDER_LINK_EXPIRED, orderCookie, orderLinkFrom, sessionFromOrderLink } from '@/server/payments/claim'

const invalid = () => seeOther(`/acces/invalide?${ORDER_LINK_EXPIRED}`)
const MAX_FORM_BYTES = 2_048

/**
 * The purchase email's « Passer le test sur cet appareil ». Opening it sets nothing: it leads to the page
 * that says what the link does (ORDER_LINK_CONFIRM_PATH), so that nobody's result is tied to someone else's
 * order by a click on a link they were sent, nor by a mail scanner. A forged or expired link leads to the
 * page that says so.
 */
export function GET(request: NextRequest): NextResponse {
  const link = orderLinkFrom((key) => request.nextUrl.searchParams.get(key))
  if (!sessionFromOrderLink(link)) return invalid()
  return seeOther(`${ORDER_LINK_CONFIRM_PATH}?${link}`)
}

/**
 * That page's button: this device gets the order cookie the buyer's browser got at checkout, then the
 * order's page, which claims the order for a result this device already holds, or leads to the test,
 * whose result claims it (claimPaidOrder). A form sent from another site is refused.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isPostedFromThisSite(request)) return new NextResponse('Forbidden', { status: 403 })
  // Three short fields: a body of unknown or larger size is not that form's.
  const length = request.headers.get('content-length')
  if (length === null || !(Number(length) <= MAX_FORM_BYTES)) return new NextResponse('Payload Too Large', { status: 413 })
  const form = await request.formData().catch(() => null)
  const sessionId = sessionFromOrderLink(orderLinkFrom((key) => form?.get(key)))
  if (!sessionId) return invalid()
  return seeOther(`/results?session_id=${encodeURIComponent(sessionId)}`, orderCookie(sessionId))
}
