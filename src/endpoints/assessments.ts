import type { Endpoint } from 'payload'
import { orientationSubmissionSchema, resultContactSchema, riasecSubmissionSchema } from '@/server/assessments/schemas'
import { submitOrientation } from '@/server/assessments/submit-orientation'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { accessCookie, keptAccessCookie, keptTokenFromCookieHeader, tokenFromCookieHeader } from '@/server/access-token'
import { findResultByToken, isAnotherProfile, unlockedTokenToKeep } from '@/server/assessments/visitor-result'
import { giveResultContact } from '@/server/assessments/result-contact'
import { refusal } from '@/server/http/refusals'
import { guarded } from '@/server/http/handle'
import { parseJsonBody } from '@/server/http/request'
import { orderSessionFromCookieHeader } from '@/server/payments/claim'
import { claimPurchase } from '@/server/payments/claim-purchase'

/** Per address: a school's classes take the test together behind its one address (four classes of thirty at once). */
const SUBMISSIONS = { limit: 120, windowSeconds: 600 }

export const submitRiasecEndpoint: Endpoint = {
  path: '/assessments/riasec',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'submit-riasec', ...SUBMISSIONS }, async () => {
      const body = await parseJsonBody(req, riasecSubmissionSchema)
      if (!body.ok) return body.response
      const saved = await submitRiasec(req.payload, body.data)
      const cookie = req.headers.get('cookie')
      // A report bought at checkout before the test unlocks the result as soon as it exists.
      // (On another device, the purchase email's link gives that device the order cookie: ORDER_LINK_PATH.)
      await claimPurchase(req.payload, { id: saved.resultId }, orderSessionFromCookieHeader(cookie))
      const headers = new Headers({ 'Cache-Control': 'no-store' })
      headers.append('Set-Cookie', accessCookie(saved.token))
      // The test taken again on a device whose result was unlocked: that full profile stays open here, for
      // the same person only (another address's kept profile goes).
      const tokens = { current: tokenFromCookieHeader(cookie), kept: keptTokenFromCookieHeader(cookie) }
      const kept = await unlockedTokenToKeep(req.payload, tokens, { id: saved.resultId, email: body.data.contact?.email })
      if (kept !== null && kept !== tokens.kept) headers.append('Set-Cookie', keptAccessCookie(kept))
      if (kept === null && tokens.kept !== null) headers.append('Set-Cookie', keptAccessCookie(null))
      return Response.json({ resultId: saved.resultId, dominantProfile: saved.dominantProfile }, { status: saved.created ? 201 : 200, headers })
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

/**
 * The results page's « Garde tes résultats »: the contact of a result saved without one, for the device's latest
 * test only, on its profile's page (see giveResultContact).
 */
export const resultContactEndpoint: Endpoint = {
  path: '/assessments/riasec/contact',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'result-contact', ...SUBMISSIONS }, async () => {
      const body = await parseJsonBody(req, resultContactSchema)
      if (!body.ok) return body.response
      const current = await findResultByToken(req.payload, tokenFromCookieHeader(req.headers.get('cookie')))
      if (!current || isAnotherProfile(body.data.profile, current)) return refusal(req.payload, 409, 'contactNotOwn')
      const { name } = await giveResultContact(req.payload, current.id, body.data.contact)
      return Response.json({ saved: true, name }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}
