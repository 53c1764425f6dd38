import type { Endpoint, PayloadRequest } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { keptTokenFromCookieHeader, tokenFromCookieHeader } from '@/server/access-token'
import { findResultByToken, isUnlocked, ownResultOfProfile } from '@/server/assessments/visitor-result'
import { guarded } from '@/server/http/handle'
import { refusal } from '@/server/http/refusals'
import type { ServerMessageKey } from '@/content/server-messages'
import { findValidLink, isLinkToken } from '@/server/retrieval/access-links'
import { reportFor } from '@/server/report/service'
import { warmReportRenderer } from '@/server/report/render'
import { describeError } from '@/server/log-error'

const DOWNLOADS = { limit: 30, windowSeconds: 600 }

// A running server warms the PDF renderer shortly after start, so the first download is not the slow one.
if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
  setTimeout(() => void warmReportRenderer(), 5_000).unref()
}

const fromBrowser = (req: PayloadRequest): boolean => Boolean(req.headers.get('accept')?.includes('text/html'))

/** To the page that says why the report is not sent (`rapport=`: the notices of /acces-resultats). */
const toNotice = (reason: string): Response =>
  new Response(null, { status: 303, headers: { Location: `/acces-resultats?rapport=${reason}`, 'Cache-Control': 'no-store' } })

/** A browser following a link gets a page it can act on; API callers (the results page's script) get the status and a French message. */
function refuse(req: PayloadRequest, status: number, key: ServerMessageKey, reason: string): Promise<Response> | Response {
  return fromBrowser(req) ? toNotice(reason) : refusal(req.payload, status, key)
}

/** The refusals the common frame answers (too many downloads, a report that could not be prepared), for a browser. */
const FRAME_REASONS: Partial<Record<number, string>> = { 429: 'trop-de-demandes', 503: 'echec' }

/** A browser is sent to a page instead of the frame's answer in JSON, which it would show as it is. */
const forBrowser = (req: PayloadRequest, response: Response): Response => {
  const reason = FRAME_REASONS[response.status]
  return reason && fromBrowser(req) ? toNotice(reason) : response
}

async function download(req: PayloadRequest, result: RiasecResult): Promise<Response> {
  try {
    const { pdf, filename } = await reportFor(req.payload, result)
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Content-Length': String(pdf.length),
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex',
      },
    })
  } catch (error) {
    req.payload.logger.error({ msg: 'Report generation failed', resultId: result.id, err: describeError(error) })
    return refusal(req.payload, 503, 'reportFailed')
  }
}

/**
 * « Télécharger mon rapport (PDF) »: the report of the result this browser owns (cookie), once unlocked; with
 * `?profile=`, of its result of that profile, which may be the unlocked one it kept from an earlier test.
 */
export const reportEndpoint: Endpoint = {
  path: '/report',
  method: 'get',
  handler: async (req) =>
    forBrowser(
      req,
      await guarded(req, { name: 'report', ...DOWNLOADS }, async () => {
        const cookie = req.headers.get('cookie')
        const current = await findResultByToken(req.payload, tokenFromCookieHeader(cookie))
        const profile = req.searchParams.get('profile')
        const kept = profile ? await findResultByToken(req.payload, keptTokenFromCookieHeader(cookie)) : null
        // Asked for one profile's report: that profile's own result, never another one's.
        const result = profile ? ownResultOfProfile(profile, current, kept) : current
        if (!result) return refuse(req, 403, 'reportNotYours', 'refuse')
        if (!isUnlocked(result)) return refuse(req, 403, 'reportLocked', 'verrouille')
        return download(req, result)
      }),
    ),
}

/** The purchase email's download link: valid 30 days, for the result it was made for. */
export const reportLinkEndpoint: Endpoint = {
  path: '/report/link/:token',
  method: 'get',
  handler: async (req) =>
    forBrowser(
      req,
      await guarded(req, { name: 'report-link', ...DOWNLOADS }, async () => {
        const token = req.routeParams?.token
        const link = isLinkToken(token) ? await findValidLink(req.payload, token, 'report') : null
        const resultId = typeof link?.result === 'object' ? link.result?.id : link?.result
        const result =
          resultId === null || resultId === undefined
            ? null
            : await req.payload.findByID({
                collection: 'riasec-results',
                id: resultId,
                depth: 0,
                overrideAccess: true,
                disableErrors: true,
              })
        if (!result) return refuse(req, 404, 'reportLinkExpired', 'lien-expire')
        if (!isUnlocked(result)) return refuse(req, 403, 'reportLocked', 'verrouille')
        return download(req, result)
      }),
    ),
}

export const reportEndpoints: Endpoint[] = [reportEndpoint, reportLinkEndpoint]
