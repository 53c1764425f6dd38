import { Locked, type Endpoint } from 'payload'
import { isEditor } from '@/access/editors'
import type { User } from '@/payload-types'
import { LockBusy } from '@/server/advisory-lock'
import { guarded } from '@/server/http/handle'
import { jsonError } from '@/server/http/refusals'
import { refreshSampleSlides } from '@/server/report/sample-refresh'

const EDITORS_ONLY = 'Réservé aux rédacteurs et aux administrateurs.'
const ALREADY_RUNNING = 'Les pages de l’exemple sont déjà en train d’être refaites. Recharge la page dans un moment pour les voir.'
const OPEN_ELSEWHERE = 'Une autre personne de l’équipe a « Exemple de rapport » ouvert : rien n’a été changé. Réessaie quand elle l’aura quitté.'

/**
 * Editors: draws the sample report's 12 pages again from the texts saved now and puts them in the carousels
 * (the button of « Exemple de rapport »); about ten seconds on a small server. One drawing at a time across
 * instances, a second one refused at once; never while another person has the global open in the admin.
 */
export const refreshSamplePagesEndpoint: Endpoint = {
  path: '/sample-report/pages',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'sample-report-pages', limit: 10, windowSeconds: 600 }, async () => {
      if (!req.user || !isEditor(req.user)) return jsonError(403, EDITORS_ONLY)
      const started = Date.now()
      try {
        const { pages } = await refreshSampleSlides(req.payload, req.user as User)
        req.payload.logger.info({ msg: 'Sample report pages drawn again from the saved texts', pages, ms: Date.now() - started, by: req.user.id })
        return Response.json({ pages }, { headers: { 'Cache-Control': 'no-store' } })
      } catch (error) {
        if (error instanceof LockBusy) return jsonError(409, ALREADY_RUNNING)
        if (error instanceof Locked) return jsonError(409, OPEN_ELSEWHERE)
        throw error
      }
    }),
}
