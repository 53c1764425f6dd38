import 'server-only'
import { cache } from 'react'
import { unstable_cache } from 'next/cache'
import { benefits, homeCopy, type Benefit, type HomeCopy, type SiteDefaults } from '@/content/marketing'
import type { privacyNotice } from '@/content/pages'
import { siteCopyDefaults } from '@/content/site-copy'
import type { SiteSetting } from '@/payload-types'
import type { OfferTable, OfferTexts } from '@/domain/offers'
import type { UiLabels } from '@/components/site/ui-labels'
import { termsDialogTexts } from '@/components/site/terms-dialog-texts'
import type { PageMetaTexts } from '@/content/page-meta'
import type { StartTestCopy } from '@/components/start/ContactDialog.client'
import { getHomePage, getInterfaceTexts, getSiteSettings } from './content'
import { withFrenchSpacing } from '@/domain/typography'
import { mergeDefaults } from './merge-defaults'
import { offerTable } from './offers'
import { getPayload } from './payload'
import { CONTENT_MAX_AGE_SECONDS, TAGS } from './cache-tags'

/** The shape of `site-settings.copy`, as the seed writes it (src/seed/documents.ts). */
export interface SiteCopy {
  logoAlt: string
  menu: SiteDefaults['menu']
  footer: SiteDefaults['footer']
  notFound: SiteDefaults['notFound']
  resourcesIndex: SiteDefaults['resourcesIndex']
  articlePage: SiteDefaults['articlePage']
  colouringBookTitle: string
  privacy: typeof privacyNotice
  ui: UiLabels
  /** Titles and descriptions of the pages without a CMS document of their own. */
  meta: PageMetaTexts
  /** Label and description of each offer (see src/server/offers.ts). */
  offers: OfferTexts
}

export interface SiteContext {
  settings: SiteSetting
  copy: SiteCopy
  offers: OfferTable
}

/**
 * What the seed writes: the fallback for any block an editor removed or mistyped. Typeset once here, as
 * the cached reads are (src/server/content.ts), so a merge of the two needs no second pass.
 */
const SITE_COPY_DEFAULTS: SiteCopy = withFrenchSpacing(siteCopyDefaults)
const HOME_COPY_DEFAULTS = withFrenchSpacing(homeCopy)
const BENEFITS_DEFAULTS = withFrenchSpacing(benefits)

/**
 * Settings, their typed copy and the offer table with the admin's prices and offer texts applied. Worked
 * out once per request (React's `cache`), however many of the page's parts and its metadata ask for it.
 */
export const getSiteContext = cache(async (): Promise<SiteContext> => {
  const settings = await getSiteSettings()
  const copy = mergeDefaults(SITE_COPY_DEFAULTS, settings.copy)
  return { settings, copy, offers: offerTable(settings, copy.offers) }
})

/**
 * The start modal's texts: labels from the interface texts, consent and parental notice from the privacy
 * copy, and the terms-of-sale dialog the consent sentence opens.
 */
export async function getStartTestCopy(): Promise<StartTestCopy> {
  const [{ copy }, texts] = await Promise.all([getSiteContext(), getInterfaceTexts()])
  return {
    ...texts.startModal,
    consent: copy.privacy.consentStart,
    parentalNotice: copy.privacy.parentalNotice,
    termsDialog: termsDialogTexts(copy),
  }
}

export async function getHomeContent(): Promise<{ copy: HomeCopy; benefits: Benefit[] }> {
  const home = await getHomePage()
  return {
    copy: mergeDefaults(HOME_COPY_DEFAULTS, home.copy),
    benefits: home.benefits?.length ? home.benefits : BENEFITS_DEFAULTS,
  }
}

export interface SitemapEntry {
  path: string
  updatedAt: string
}

/** Every published article and every page with its own route, with the date of its last change. */
export const getSitemapEntries = unstable_cache(
  async (): Promise<SitemapEntry[]> => {
    const payload = await getPayload()
    const [articles, pages] = await Promise.all([
      payload.find({
        collection: 'articles',
        where: { _status: { equals: 'published' } },
        limit: 200,
        depth: 0,
        select: { slug: true, updatedAt: true },
      }),
      payload.find({ collection: 'pages', limit: 200, depth: 0, select: { slug: true, updatedAt: true } }),
    ])
    return [...pages.docs, ...articles.docs].map((doc) => ({ path: `/${doc.slug}`, updatedAt: doc.updatedAt }))
  },
  ['sitemap-entries'],
  { tags: [TAGS.articles, TAGS.pages], revalidate: CONTENT_MAX_AGE_SECONDS },
)
