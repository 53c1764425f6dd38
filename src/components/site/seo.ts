import type { Metadata } from 'next'

interface PageSeo {
  title: string
  description?: string | null
  /** Path of the canonical URL, e.g. "/ressources". */
  path: string
  type?: 'website' | 'article'
  /** Use the title as is, without the brand suffix of the layout's template. */
  absoluteTitle?: boolean
  publishedTime?: string | null
  modifiedTime?: string | null
  /** The brand, repeated here because a page's Open Graph replaces the layout's as a whole. */
  siteName?: string
  /** The picture a shared link shows (an article's cover): its address on this site, its size and text. */
  image?: { url: string; width?: number | null; height?: number | null; alt: string } | null
}

const sharedImage = (image: NonNullable<PageSeo['image']>) => ({
  url: image.url,
  width: image.width ?? undefined,
  height: image.height ?? undefined,
  alt: image.alt,
})

/** Title, description, canonical URL and Open Graph of one page; the origin comes from the layout's metadataBase. */
export function pageMetadata({ title, description, path, type = 'website', absoluteTitle, publishedTime, modifiedTime, siteName, image }: PageSeo): Metadata {
  const images = image ? [sharedImage(image)] : undefined
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: description ?? undefined,
    alternates: { canonical: path },
    openGraph: {
      title,
      description: description ?? undefined,
      url: path,
      type,
      locale: 'fr_FR',
      siteName,
      images,
      ...(type === 'article' ? { publishedTime: publishedTime ?? undefined, modifiedTime: modifiedTime ?? undefined } : {}),
    },
    // A large card only with a picture to fill it; without one, the title and description.
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: description ?? undefined, images },
  }
}

/**
 * The not-found page's title, kept out of search engines: for `not-found.tsx`, and for a route that answers
 * `notFound()`, whose own metadata Next uses instead (else the tab showed the home page's title).
 */
export const notFoundMetadata = (title: string): Metadata => ({ title, robots: { index: false } })
