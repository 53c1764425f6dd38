import type { MetadataRoute } from 'next'
import { siteUrl } from '@/env'
import { getSitemapEntries } from '@/server/site-content'

/** Public pages that are not documents of the CMS, with their place in the site (only pages that may be indexed). */
const FIXED_ROUTES: Array<{ path: string; priority: number }> = [
  { path: '/', priority: 1 },
  { path: '/ressources', priority: 0.7 },
  { path: '/test', priority: 0.8 },
  { path: '/test-riasec', priority: 0.8 },
  { path: '/coaching', priority: 0.6 },
]

/** /sitemap.xml: the fixed routes, every page of the `pages` collection and every published article. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const entries = await getSitemapEntries()
  const fromCms = new Map(entries.map((entry) => [entry.path, entry.updatedAt]))
  const latest = entries.reduce((max, entry) => (entry.updatedAt > max ? entry.updatedAt : max), '')
  return [
    ...FIXED_ROUTES.filter((route) => !fromCms.has(route.path)).map((route) => ({
      url: `${origin}${route.path}`,
      lastModified: latest || undefined,
      priority: route.priority,
    })),
    ...entries.map((entry) => ({
      url: `${origin}${entry.path}`,
      lastModified: entry.updatedAt,
      priority: entry.path.startsWith('/bilan-') ? 0.9 : 0.6,
    })),
  ]
}
