import type { NextRequest, NextResponse } from 'next/server'
import { seeOther } from '@/server/http/see-other'
import { restoreLinkLanding } from '@/server/retrieval/restore-link'

/**
 * The emailed one-time link (RESTORE_PATH/<token>): its token goes into an hour-long cookie, and the visitor
 * lands on the page that asks to confirm, with a clean address (restoreLinkLanding). Opening it uses nothing.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ token: string }> }): Promise<NextResponse> {
  const { path, cookie } = restoreLinkLanding((await params).token)
  return seeOther(path, cookie)
}
