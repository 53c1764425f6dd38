import type { Payload } from 'payload'
import { siteDefaults } from '@/content/marketing'

export interface SiteIdentity {
  brandName: string
  supportEmail: string
}

/** The brand and support address editors set in the site settings (the seed's values until they do). */
export async function siteIdentity(payload: Payload): Promise<SiteIdentity> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return {
    brandName: settings.brandName || siteDefaults.brand.name,
    supportEmail: settings.supportEmail || siteDefaults.supportEmail,
  }
}
