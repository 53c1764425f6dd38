import { createHmac } from 'node:crypto'
import { env } from '@/env'

/**
 * How a page names back, when its form is sent, what it showed (an address, an emailed link): a keyed hash,
 * so the page's HTML holds nothing to recognise it by, and the endpoint acts only when the key in the
 * browser's cookie is still the one the page was drawn for. A link opened since on the same device (in
 * another tab, or by another site sending the browser to it) is then never acted on in its place.
 */
export const shownTag = (page: string, value: string): string =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`${page}:${value}`).digest('base64url').slice(0, 22)

/** The shape of a tag: what a form field must look like before it is compared. */
export const SHOWN_TAG = /^[A-Za-z0-9_-]{22}$/u
