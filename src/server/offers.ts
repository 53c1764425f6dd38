import type { SiteSetting } from '@/payload-types'
import { DEFAULT_OFFER_TEXTS, resolveOffers, type OfferTable, type OfferTexts } from '@/domain/offers'
import { withFrenchSpacing } from '@/domain/typography'
import { mergeDefaults } from './merge-defaults'

/**
 * The offers table with what the admin set in the site settings: the prices (an empty field keeps the
 * default) and each offer's label and description under `copy.offers` (a missing or empty text keeps the
 * default), with French spacing, since the checkout and the emails read the settings uncached.
 */
export function resolveSiteOffers(settings: Pick<SiteSetting, 'prices' | 'copy'>): OfferTable {
  const { offers: texts } = mergeDefaults({ offers: DEFAULT_OFFER_TEXTS }, settings.copy)
  return offerTable(settings, withFrenchSpacing(texts))
}

/** The offers table from the settings' prices and offer texts already merged and typeset (the site context's copy). */
export const offerTable = (settings: Pick<SiteSetting, 'prices'>, texts: OfferTexts): OfferTable =>
  resolveOffers({ ...(settings.prices ?? {}) }, texts)
