import type { NextRequest, NextResponse } from 'next/server'
import { getPayload } from '@/server/payload'
import { seeOther } from '@/server/http/see-other'
import { dataLinkLanding } from '@/server/privacy/links'

/**
 * The « Mes données » link of every email (DATA_RIGHTS_OPEN_PATH): its token goes into an hour-long cookie
 * and the visitor lands on « Mes données » with a clean address, or on the same page saying the link is no
 * longer valid (dataLinkLanding).
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const { path, cookie } = await dataLinkLanding(await getPayload(), request.nextUrl.searchParams.get('lien'))
  return seeOther(path, cookie)
}
