import type { SiteSetting } from '@/payload-types'
import { resolveOffers, type OfferTable } from '@/domain/offers'

/** The offers table with the prices an admin set in the site settings (empty fields keep the defaults). */
export const resolveSiteOffers = (settings: Pick<SiteSetting, 'prices'>): OfferTable => resolveOffers({ ...(settings.prices ?? {}) })
