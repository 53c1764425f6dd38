import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { pictureSources, versionedUrl } from './media'

const variant = (name: string, width: number, height: number, format: 'avif' | 'webp') => ({
  url: `/api/media/file/page-${name}-${width}x${height}.${format}`,
  width,
  height,
})

/** A portrait A4 page of 1024 px: Payload made the card crop and the slide size, not the hero (too wide). */
const page = {
  id: 1,
  alt: 'Exemple de rapport, page 1 sur 12',
  url: '/api/media/file/page-01.webp',
  focalX: 50,
  focalY: 30,
  sizes: {
    cardAvif: variant('card', 600, 400, 'avif'),
    cardWebp: variant('card', 600, 400, 'webp'),
    slideAvif: variant('slide', 1024, 1449, 'avif'),
    slideWebp: variant('slide', 1024, 1449, 'webp'),
    heroAvif: { url: null, width: null, height: null },
    heroWebp: { url: null, width: null, height: null },
  },
  updatedAt: '',
  createdAt: '',
} as unknown as Media

describe('pictureSources', () => {
  it('offers only the sizes a place names: a whole page never gets the card crop', () => {
    const sources = pictureSources(page, ['slide'])!
    expect(sources.avif).toBe('/api/media/file/page-slide-1024x1449.avif 1024w')
    expect(sources.webp).toBe('/api/media/file/page-slide-1024x1449.webp 1024w')
    expect(sources.fallback).toBe('/api/media/file/page-slide-1024x1449.webp')
    expect(`${sources.avif} ${sources.webp}`).not.toContain('card')
    expect(sources.alt).toBe('Exemple de rapport, page 1 sur 12')
  })

  it('skips the sizes Payload did not make and carries the focal point for uncropped sizes', () => {
    const sources = pictureSources(page, ['slide', 'hero'])!
    expect(sources.webp).toBe('/api/media/file/page-slide-1024x1449.webp 1024w')
    expect(sources.position).toBe('50% 30%')
  })

  it('keeps the crop on its own, without a focal position (the crop already used it)', () => {
    const sources = pictureSources(page, ['card'])!
    expect(sources.webp).toBe('/api/media/file/page-card-600x400.webp 600w')
    expect(sources.position).toBeUndefined()
  })

  it('falls back to the upload itself when none of the named sizes exists, and to nothing without media', () => {
    const small = { ...page, sizes: {} } as Media
    expect(pictureSources(small, ['slide'])).toEqual({
      avif: undefined,
      webp: undefined,
      fallback: '/api/media/file/page-01.webp',
      alt: page.alt,
      position: '50% 30%',
    })
    expect(pictureSources(null, ['slide'])).toBeNull()
  })
})

describe('versionedUrl', () => {
  it('changes a file address with its media document, so a replaced picture is not read from a cache', () => {
    const first = versionedUrl('/api/media/file/page-01.webp', '2026-11-24T01:38:12.345Z')
    const replaced = versionedUrl('/api/media/file/page-01.webp', '2026-11-24T09:00:00.000Z')
    expect(first).toMatch(/^\/api\/media\/file\/page-01\.webp\?v=[0-9a-z]+$/)
    expect(replaced).not.toBe(first)
    expect(versionedUrl('/api/media/file/page-01.webp?prefix=a', '2026-11-24T01:38:12.345Z')).toContain('?prefix=a&v=')
    expect(versionedUrl('/api/media/file/page-01.webp', '')).toBe('/api/media/file/page-01.webp')
  })

  it('versions every source of a picture', () => {
    const sources = pictureSources({ ...page, updatedAt: '2026-11-24T01:38:12.345Z' } as Media, ['slide'])!
    const version = versionedUrl('', '2026-11-24T01:38:12.345Z')
    expect(sources.avif).toBe(`/api/media/file/page-slide-1024x1449.avif${version} 1024w`)
    expect(sources.webp).toBe(`/api/media/file/page-slide-1024x1449.webp${version} 1024w`)
    expect(sources.fallback).toBe(`/api/media/file/page-slide-1024x1449.webp${version}`)
  })
})
