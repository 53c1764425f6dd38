import type { Endpoint } from 'payload'
import { guarded } from '@/server/http/handle'
import { parseJsonBody } from '@/server/http/request'
import { retrievalSchema, retrieveResult } from '@/server/retrieval/lookup'

/** « Accès à mes résultats »: found or not; when found, the result's owner gets a one-time link by email. */
export const retrievalEndpoint: Endpoint = {
  path: '/retrieval',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'retrieval', limit: 10, windowSeconds: 900 }, async () => {
      const body = await parseJsonBody(req, retrievalSchema)
      if (!body.ok) return body.response
      const outcome = await retrieveResult(req.payload, body.data)
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
      // The preview follows the found result's set (school or adult), as the results page reads it from this cookie.
      if (outcome.found) headers['Set-Cookie'] = `bilan_type=${outcome.bilanType}; Path=/; Max-Age=31536000; SameSite=Lax`
      return Response.json(outcome.found ? { found: true, profile: outcome.profile } : { found: false }, { headers })
    }),
}
