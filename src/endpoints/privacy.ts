import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { checkRole } from '@/access/roles'
import { guarded } from '@/server/http/handle'
import { parseJsonBody } from '@/server/http/request'
import { jsonError, refusal } from '@/server/http/refusals'
import { siteIdentity } from '@/server/retrieval/site-identity'
import { loadAccessTexts } from '@/server/retrieval/access-texts'
import { erasePersonData, emailReference } from '@/server/privacy/erase'
import { exportPersonData } from '@/server/privacy/export'
import { personEmailSchema } from '@/server/privacy/person'
import { requestDataRightsLink } from '@/server/privacy/request-link'
import { dataRightsEmail, dataRightsTokenFromCookieHeader, shownAddressTag } from '@/server/privacy/links'
import { SHOWN_TAG } from '@/server/http/shown-tag'

const STAFF_ONLY = 'Réservé à l’équipe.'

/** The address the « Mes données » page showed, as it names it (shownAddressTag): see linkedEmail. */
const shownAddress = z.string('dataLinkChanged').regex(SHOWN_TAG, 'dataLinkChanged')
const eraseSchema = z.object({ confirm: z.literal(true, 'eraseConfirmMissing'), address: shownAddress })
const requestSchema = z.object({ email: personEmailSchema })
const staffEraseSchema = z.object({ email: personEmailSchema, confirmEmail: personEmailSchema }).refine((value) => value.email === value.confirmEmail, {
  message: 'emailsDiffer',
})

/**
 * The address of the « Mes données » link whose token the browser holds (its cookie, set by the link's
 * route: DATA_RIGHTS_OPEN_PATH), when it is the address the page showed (`shown`), or the refusal to
 * answer: no cookie (an hour went by, cookies are refused, or another browser), a link expired or erased, or a link for
 * another address opened since on this device (another tab, or a page of another site sending the browser
 * to its own link): the download and the erasure never act on another address than the one the visitor read.
 */
async function linkedEmail(req: PayloadRequest, shown: string): Promise<{ email: string } | { refused: Response }> {
  const token = dataRightsTokenFromCookieHeader(req.headers.get('cookie'))
  if (token === null) return { refused: await refusal(req.payload, 404, 'dataLinkReopen') }
  const email = await dataRightsEmail(req.payload, token)
  if (!email) return { refused: await refusal(req.payload, 404, 'dataLinkExpired') }
  if (shownAddressTag(email) !== shown) return { refused: await refusal(req.payload, 409, 'dataLinkChanged') }
  return { email }
}

async function exportResponse(req: PayloadRequest, email: string): Promise<Response> {
  const [{ brandName }, texts] = await Promise.all([siteIdentity(req.payload), loadAccessTexts(req.payload)])
  const data = await exportPersonData(req.payload, email, { template: texts.dataRights.exportAbout, brand: brandName })
  const day = data.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mes-donnees-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

const isStaff = (req: PayloadRequest) => checkRole(['admin', 'staff'], req.user)

/** Emails a « Mes données » link to an address we hold data for; the answer never says whether we do. */
export const requestDataLinkEndpoint: Endpoint = {
  path: '/privacy/link',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'privacy-link', limit: 5, windowSeconds: 900 }, async () => {
      const body = await parseJsonBody(req, requestSchema)
      if (!body.ok) return body.response
      await requestDataRightsLink(req.payload, body.data.email)
      return Response.json({ sent: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } })
    }),
}

/** Downloads the data of the address a « Mes données » link was made for, as JSON. */
export const exportDataEndpoint: Endpoint = {
  path: '/privacy/export',
  method: 'get',
  handler: (req) =>
    guarded(req, { name: 'privacy-export', limit: 20, windowSeconds: 900 }, async () => {
      const shown = shownAddress.safeParse(req.searchParams.get('address'))
      if (!shown.success) return refusal(req.payload, 400, 'dataLinkChanged')
      const linked = await linkedEmail(req, shown.data)
      return 'refused' in linked ? linked.refused : exportResponse(req, linked.email)
    }),
}

/** Erases everything held for the address a « Mes données » link was made for. */
export const eraseDataEndpoint: Endpoint = {
  path: '/privacy/erase',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'privacy-erase', limit: 10, windowSeconds: 900 }, async () => {
      const body = await parseJsonBody(req, eraseSchema)
      if (!body.ok) return body.response
      const linked = await linkedEmail(req, body.data.address)
      if ('refused' in linked) return linked.refused
      // The link goes with the data: its cookie, left to expire, now opens nothing.
      const report = await erasePersonData(req.payload, linked.email)
      return Response.json({ erased: true, report }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}

/** Staff: one person's data by email, from the admin. */
export const staffExportEndpoint: Endpoint = {
  path: '/privacy/staff/export',
  method: 'get',
  handler: (req) =>
    guarded(req, { name: 'privacy-staff', limit: 60, windowSeconds: 600 }, async () => {
      if (!isStaff(req)) return jsonError(403, STAFF_ONLY)
      const parsed = personEmailSchema.safeParse(req.searchParams.get('email') ?? '')
      if (!parsed.success) return refusal(req.payload, 400, 'emailInvalid')
      req.payload.logger.info({ msg: 'Staff exported personal data', person: emailReference(parsed.data), by: req.user?.id })
      return exportResponse(req, parsed.data)
    }),
}

/** Staff: erases one person's data by email (typed twice), from the admin. */
export const staffEraseEndpoint: Endpoint = {
  path: '/privacy/staff/erase',
  method: 'post',
  handler: (req) =>
    guarded(req, { name: 'privacy-staff', limit: 60, windowSeconds: 600 }, async () => {
      if (!isStaff(req)) return jsonError(403, STAFF_ONLY)
      const body = await parseJsonBody(req, staffEraseSchema)
      if (!body.ok) return body.response
      const report = await erasePersonData(req.payload, body.data.email)
      req.payload.logger.info({ msg: 'Staff erased personal data', person: emailReference(body.data.email), by: req.user?.id })
      return Response.json({ erased: true, report }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}

export const privacyEndpoints: Endpoint[] = [requestDataLinkEndpoint, exportDataEndpoint, eraseDataEndpoint, staffExportEndpoint, staffEraseEndpoint]
