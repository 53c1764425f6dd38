import type { Payload } from 'payload'
import { DATA_RIGHTS_COOKIE, dataRightsLinkFor, shownAddressTag } from '@/server/privacy/links'

export interface DataLink {
  /** The token the email's link carries, which its route puts in the `riasec_data_rights` cookie. */
  token: string
  /** How the « Mes données » page names the address it shows when it downloads or erases (shownAddressTag). */
  address: string
  /** The Cookie header the browser sends once the link is opened. */
  cookie: string
}

/** A « Mes données » link for this address, as its email carries it and its page then uses it. */
export async function dataLinkFor(payload: Payload, email: string): Promise<DataLink> {
  const token = new URL(await dataRightsLinkFor(payload, email)).searchParams.get('lien')!
  return { token, address: shownAddressTag(email), cookie: `${DATA_RIGHTS_COOKIE}=${token}` }
}
