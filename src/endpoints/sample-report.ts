import type { Endpoint } from 'payload'
import { isEditor } from '@/access/editors'
import type { User } from '@/payload-types'
import { guarded } from '@/server/http/handle'
import { jsonError } from '@/server/http/refusals'
import { refreshSampleSlides } from '@/server/report/sample-refresh'

const EDITORS_ONLY = 'Réservé aux rédacteurs et aux administrateurs.'
const ALREADY_RUNNING = 'Les pages de l’exemple sont déjà en train d’être refaites. Recharge la page dans une minute pour les voir.'

/** This process is drawing the pages: a second click (or a second editor) waits for it rather than doubling the work. */
let refreshing = false

/**
 * Editors: draws the sample report's 12 pages again from the texts saved now and puts them in the carousels
 * (the button of « Exemple de rapport »). About half a minute: the render, then each picture's sizes.
 */
export const refreshSamplePagesEndpoint: Endpoint = {
  path: '/sample-report/pages',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'sample-report-pages', limit: 10, windowSeconds: 600 }, async () => {
      if (!req.user || !isEditor(req.user)) return jsonError(403, EDITORS_ONLY)
      if (refreshing) return jsonError(409, ALREADY_RUNNING)
      refreshing = true
      const started = Date.now()
      try {
        const { pages } = await refreshSampleSlides(req.payload, req.user as User)
        req.payload.logger.info({ msg: 'Sample report pages drawn again from the saved texts', pages, ms: Date.now() - started, by: req.user.id })
        return Response.json({ pages }, { headers: { 'Cache-Control': 'no-store' } })
      } finally {
        refreshing = false
      }
    }),
}
