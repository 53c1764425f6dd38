'use server'

import { getTermsOfSale } from '@/server/content'
import { RichText } from './RichText'

/**
 * The terms of sale, rendered on the server when the dialog first opens: the long text stays out of
 * every page's HTML and payload.
 */
export async function loadTermsOfSale() {
  const terms = await getTermsOfSale()
  return <RichText data={terms.body} headingOffset={1} />
}
