import 'server-only'
import { unstable_cache } from 'next/cache'
import type { HomeCopy, SiteDefaults } from '@/content/marketing'
import type { privacyNotice } from '@/content/pages'
import type { SiteSetting } from '@/payload-types'
import { resolveOffers, type AmountOverrides, type OfferTable } from '@/domain/offers'
import { DEFAULT_UI_LABELS, type UiLabels } from '@/components/site/ui-labels'
import { getHomePage, getSiteSettings } from './content'
import { getPayload } from './payload'
import { TAGS } from './cache-tags'

/** The shape of `site-settings.copy` (see src/seed/documents.ts), plus the optional interface labels. */
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
}

export interface SiteContext {
  settings: SiteSetting
  copy: SiteCopy
  offers: OfferTable
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The JSON copy is edited by hand in the admin: a missing block is a content error, named in the message. */
function requireBlock<T>(copy: Record<string, unknown>, key: string, where: string): T {
  const value = copy[key]
  if (value === undefined || value === null) throw new Error(`${where}: the copy has no "${key}" block`)
  return value as T
}

export function toSiteCopy(raw: unknown): SiteCopy {
  const copy = isRecord(raw) ? raw : {}
  const where = 'Réglages du site'
  const ui = isRecord(copy.ui) ? (copy.ui as Partial<UiLabels>) : {}
  return {
    logoAlt: requireBlock(copy, 'logoAlt', where),
    menu: requireBlock(copy, 'menu', where),
    footer: requireBlock(copy, 'footer', where),
    notFound: requireBlock(copy, 'notFound', where),
    resourcesIndex: requireBlock(copy, 'resourcesIndex', where),
    articlePage: requireBlock(copy, 'articlePage', where),
    colouringBookTitle: requireBlock(copy, 'colouringBookTitle', where),
    privacy: requireBlock(copy, 'privacy', where),
    ui: {
      ...DEFAULT_UI_LABELS,
      ...ui,
      startModal: { ...DEFAULT_UI_LABELS.startModal, ...ui.startModal },
      error: { ...DEFAULT_UI_LABELS.error, ...ui.error },
    },
  }
}

/** Settings, their typed copy and the offer table with the admin's prices applied. */
export async function getSiteContext(): Promise<SiteContext> {
  const settings = await getSiteSettings()
  const prices: AmountOverrides = { ...settings.prices }
  return { settings, copy: toSiteCopy(settings.copy), offers: resolveOffers(prices) }
}

export async function getHomeContent(): Promise<{ copy: HomeCopy; benefits: NonNullable<Awaited<ReturnType<typeof getHomePage>>['benefits']> }> {
  const home = await getHomePage()
  if (!isRecord(home.copy)) throw new Error('Page d’accueil: the copy is empty')
  return { copy: home.copy as unknown as HomeCopy, benefits: home.benefits ?? [] }
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
  { tags: [TAGS.articles, TAGS.pages] },
)
