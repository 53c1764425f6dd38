import type { Endpoint } from 'payload'
import { orientationSubmissionSchema, riasecSubmissionSchema } from '@/server/assessments/schemas'
import { submitOrientation } from '@/server/assessments/submit-orientation'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { accessCookie } from '@/server/access-token'
import { guarded } from '@/server/http/handle'
import { parseJsonBody } from '@/server/http/request'
import { claimPaidOrder, orderSessionFromCookieHeader } from '@/server/payments/claim'

const SUBMISSIONS = { limit: 30, windowSeconds: 600 }

export const submitRiasecEndpoint: Endpoint = {
  path: '/assessments/riasec',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'submit-riasec', ...SUBMISSIONS }, async () => {
      const body = await parseJsonBody(req, riasecSubmissionSchema)
      if (!body.ok) return body.response
      const saved = await submitRiasec(req.payload, body.data)
      // A report bought at checkout before the test unlocks the result as soon as it exists.
      // (On another device, the purchase email's link gives that device the order cookie: ORDER_LINK_PATH.)
      await claimPaidOrder(req.payload, { id: saved.resultId }, orderSessionFromCookieHeader(req.headers.get('cookie')))
      return Response.json(
        { resultId: saved.resultId, dominantProfile: saved.dominantProfile },
        { status: saved.created ? 201 : 200, headers: { 'Set-Cookie': accessCookie(saved.token), 'Cache-Control': 'no-store' } },
      )
    }),
}

export const submitOrientationEndpoint: Endpoint = {
  path: '/assessments/orientation',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'submit-orientation', ...SUBMISSIONS }, async () => {
      const body = await parseJsonBody(req, orientationSubmissionSchema)
      if (!body.ok) return body.response
      const saved = await submitOrientation(req.payload, body.data)
      return Response.json({ leadId: saved.leadId }, { status: saved.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } })
    }),
}
