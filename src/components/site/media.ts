import type { Media } from '@/payload-types'

export interface PictureSources {
  /** `srcset` of the AVIF variants, widest last. */
  avif?: string
  /** `srcset` of the WebP variants, widest last. */
  webp?: string
  /** The widest WebP variant (or the upload itself), for browsers without <source> support. */
  fallback: string
  alt: string
  /** The editor's focal point as a CSS `object-position`, for a box that crops an uncropped image. */
  position?: string
}

/** Sizes Payload crops to a fixed shape around the focal point (see src/collections/Media). */
export type CroppedSize = 'card'
/** Sizes Payload scales to a width, keeping the upload's own proportions. */
export type UncroppedSize = 'slide' | 'hero'
/**
 * The sizes a place may show. A srcset mixes only sizes of one shape: the browser picks by width, so a
 * crop next to uncropped sizes would show a different part of the image depending on the screen.
 */
export type SizeSet = readonly CroppedSize[] | readonly UncroppedSize[]

type Variant = { url?: string | null; width?: number | null } | undefined

/**
 * A file address that changes with its media document: browsers keep pictures a day
 * (`src/server/http/media-files.ts`), and an editor who replaces one may get the same file name back.
 */
export function versionedUrl(url: string, updatedAt: string | null | undefined): string {
  const time = Date.parse(updatedAt ?? '')
  return Number.isFinite(time) ? `${url}${url.includes('?') ? '&' : '?'}v=${time.toString(36)}` : url
}

function srcSet(variants: Variant[], updatedAt: string): string | undefined {
  const usable = variants
    .filter((variant): variant is { url: string; width: number } => Boolean(variant?.url && variant.width))
    .sort((a, b) => a.width - b.width)
  return usable.length
    ? usable.map((variant) => `${versionedUrl(variant.url, updatedAt)} ${variant.width}w`).join(', ')
    : undefined
}

/**
 * The AVIF and WebP variants Payload generated of the sizes the place names (sharp skips the sizes wider
 * than the upload); the browser picks the right one with `sizes`. When none exists, the upload itself.
 */
export function pictureSources(media: Media | null, sizes: SizeSet): PictureSources | null {
  if (!media?.url) return null
  const names: ReadonlyArray<CroppedSize | UncroppedSize> = sizes
  const avif = names.map((name) => media.sizes?.[`${name}Avif`])
  const webp = names.map((name) => media.sizes?.[`${name}Webp`])
  const widestWebp = webp.filter((variant) => variant?.url).sort((a, b) => (b?.width ?? 0) - (a?.width ?? 0))[0]
  const cropped = names.includes('card')
  const focal =
    typeof media.focalX === 'number' && typeof media.focalY === 'number' ? `${media.focalX}% ${media.focalY}%` : undefined
  return {
    avif: srcSet(avif, media.updatedAt),
    webp: srcSet(webp, media.updatedAt),
    fallback: versionedUrl(widestWebp?.url ?? media.url, media.updatedAt),
    alt: media.alt,
    ...(!cropped && focal ? { position: focal } : {}),
  }
}

/** A media document when the relation was populated (depth ≥ 1), otherwise null. */
export const populatedMedia = (value: number | Media | null | undefined): Media | null =>
  typeof value === 'object' && value !== null ? value : null
