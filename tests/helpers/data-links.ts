import type { Payload } from 'payload'
import { hashToken } from '@/server/access-token'
import { DATA_RIGHTS_COOKIE, dataRightsLinkFor } from '@/server/privacy/links'

export interface DataLink {
  /** The token the email's link carries, which its route puts in the `riasec_data_rights` cookie. */
  token: string
  /** The link's row, which the « Mes données » page names when it downloads or erases (no secret). */
  id: number
  /** The Cookie header the browser sends once the link is opened. */
  cookie: string
}

/** A « Mes données » link for this address, as its email carries it and its page then uses it. */
export async function dataLinkFor(payload: Payload, email: string): Promise<DataLink> {
  const token = new URL(await dataRightsLinkFor(payload, email)).searchParams.get('lien')!
  const row = await payload.db.findOne<{ id: number }>({ collection: 'access-links', where: { tokenHash: { equals: hashToken(token) } } })
  return { token, id: row!.id, cookie: `${DATA_RIGHTS_COOKIE}=${token}` }
}
