import type { Metadata } from 'next'
import { getPage } from '@/server/content'
import { getSiteContext } from '@/server/site-content'
import { pageMetadata } from './seo'

/** The metadata of a page editors write in « Pages », served at `/${slug}`: its SEO title and description, else its title. */
export async function editedPageMetadata(slug: string): Promise<Metadata> {
  const [page, { settings }] = await Promise.all([getPage(slug), getSiteContext()])
  if (!page) return {}
  return pageMetadata({
    title: page.meta?.title || page.title,
    description: page.meta?.description,
    path: `/${slug}`,
    siteName: settings.brandName,
  })
}
