'use server'

import { getTermsOfSale } from '@/server/content'
import { getSiteContext } from '@/server/site-content'
import { fillSellerDetails } from '@/domain/seller-details'
import { frenchDate } from '@/domain/french-date'
import { fillTemplate } from '@/domain/template'
import { RichText } from './RichText'

/**
 * The terms of sale, rendered on the server when the dialog first opens: the long text stays out of
 * every page's HTML and payload. The seller's details from the site settings fill their placeholders; the
 * date of update, when the editors gave one, comes first (which version the buyer accepts).
 */
export async function loadTermsOfSale() {
  const [terms, { settings, copy }] = await Promise.all([getTermsOfSale(), getSiteContext()])
  return (
    <>
      {terms.updatedOn ? <p>{fillTemplate(copy.footer.termsUpdatedOn, { date: frenchDate(new Date(terms.updatedOn)) })}</p> : null}
      <RichText data={fillSellerDetails(terms.body, settings.seller ?? {})} newTabLabel={copy.ui.newTab} headingOffset={1} />
    </>
  )
}
