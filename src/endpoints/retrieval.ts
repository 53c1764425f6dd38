import type { Endpoint } from 'payload'
import { guarded } from '@/server/http/handle'
import { parseJsonBody } from '@/server/http/request'
import { retrievalSchema, retrieveResult } from '@/server/retrieval/lookup'

/**
 * « Accès à mes résultats »: when a result matches, its owner gets a one-time link by email. The answer is
 * the same either way (no profile, no cookie), so the form cannot tell who took the test.
 */
export const retrievalEndpoint: Endpoint = {
  path: '/retrieval',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'retrieval', limit: 10, windowSeconds: 900 }, async () => {
      const body = await parseJsonBody(req, retrievalSchema)
      if (!body.ok) return body.response
      await retrieveResult(req.payload, body.data)
      return Response.json({ received: true }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}
