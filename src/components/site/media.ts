import type { Media } from '@/payload-types'

export interface PictureSources {
  /** `srcset` of the AVIF variants, widest last. */
  avif?: string
  /** `srcset` of the WebP variants, widest last. */
  webp?: string
  /** The widest WebP variant (or the upload itself), for browsers without <source> support. */
  fallback: string
  alt: string
}

type SizeName = 'card' | 'slide' | 'hero'
const SIZE_NAMES: SizeName[] = ['card', 'slide', 'hero']

type Variant = { url?: string | null; width?: number | null } | undefined

function srcSet(variants: Variant[]): string | undefined {
  const usable = variants
    .filter((variant): variant is { url: string; width: number } => Boolean(variant?.url && variant.width))
    .sort((a, b) => a.width - b.width)
  return usable.length ? usable.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined
}

/**
 * The AVIF and WebP variants Payload generated (sharp skips the sizes wider than the upload), up to the
 * widest size the place needs; the browser picks the right one with `sizes`.
 */
export function pictureSources(media: Media | null, upTo: SizeName): PictureSources | null {
  if (!media?.url) return null
  const names = SIZE_NAMES.slice(0, SIZE_NAMES.indexOf(upTo) + 1)
  const avif = names.map((name) => media.sizes?.[`${name}Avif`])
  const webp = names.map((name) => media.sizes?.[`${name}Webp`])
  const widestWebp = [...webp].reverse().find((variant) => variant?.url)
  return {
    avif: srcSet(avif),
    webp: srcSet(webp),
    fallback: widestWebp?.url ?? media.url,
    alt: media.alt,
  }
}

/** A media document when the relation was populated (depth ≥ 1), otherwise null. */
export const populatedMedia = (value: number | Media | null | undefined): Media | null =>
  typeof value === 'object' && value !== null ? value : null
