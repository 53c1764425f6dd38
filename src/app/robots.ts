import type { MetadataRoute } from 'next'
import { siteUrl } from '@/env'

/**
 * /robots.txt: everything public may be indexed; the admin, the API and the personal pages (results,
 * checkout, payment) may not. The sitemap lists the pages of the CMS.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl()
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/', '/resultats-riasec', '/results', '/checkout', '/payment-success', '/coaching-success'],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  }
}
