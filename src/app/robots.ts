import type { MetadataRoute } from 'next'
import { siteUrl } from '@/env'

/**
 * /robots.txt: the admin and the API are not crawled. The personal pages (results, checkout, payment) are
 * crawled but say `noindex`: a crawler kept out of them could not read it, and would index a shared link to
 * one as a bare address. The sitemap lists the pages that may be indexed.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl()
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/'],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
