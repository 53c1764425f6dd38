import type { Media } from '@/payload-types'

export interface PictureSources {
  avif?: string
  webp?: string
  /** The original upload (WebP after Payload's conversion), for browsers without <source> support. */
  fallback: string
  width: number
  height: number
  alt: string
}

type SizeName = 'card' | 'slide' | 'hero'

/** The AVIF and WebP variants Payload generated for one of the sizes of the media collection. */
export function pictureSources(media: Media | null, size: SizeName): PictureSources | null {
  if (!media?.url) return null
  const avif = media.sizes?.[`${size}Avif`]
  const webp = media.sizes?.[`${size}Webp`]
  return {
    avif: avif?.url ?? undefined,
    webp: webp?.url ?? undefined,
    fallback: webp?.url ?? media.url,
    width: webp?.width ?? media.width ?? 1200,
    height: webp?.height ?? media.height ?? 800,
    alt: media.alt,
  }
}
