import type { Payload } from 'payload'
import type { SiteSetting } from '@/payload-types'
import { siteDefaults } from '@/content/marketing'

export interface SiteIdentity {
  brandName: string
  supportEmail: string
}

/** The brand and support address of site settings already read (the seed's values where they are empty). */
export const identityOf = (settings: Pick<SiteSetting, 'brandName' | 'supportEmail'>): SiteIdentity => ({
  brandName: settings.brandName || siteDefaults.brand.name,
  supportEmail: settings.supportEmail || siteDefaults.supportEmail,
})

/** The brand and support address editors set in the site settings (the seed's values until they do). */
export async function siteIdentity(payload: Payload): Promise<SiteIdentity> {
  return identityOf(await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }))
}
