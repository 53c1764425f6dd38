'use client'

import { useEffect, useRef, useState } from 'react'
import type { PictureSources } from './media'
import styles from './Picture.module.css'

interface PictureProps {
  sources: PictureSources | null
  /** The box the image fills; reserved before it loads, so nothing moves. */
  width: number
  height: number
  /** Shown in the placeholder when the image is missing or fails to load. */
  fallbackCaption: string
  alt?: string
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right variant. */
  sizes?: string
  priority?: boolean
  className?: string
}

/**
 * An AVIF/WebP picture from Payload media in a box of fixed proportions. A missing or broken image gives
 * way to a placeholder with a caption (spec part 2: image fallback with a text caption).
 */
export function Picture({ sources, width, height, fallbackCaption, alt, sizes = '100vw', priority, className }: PictureProps) {
  const [failed, setFailed] = useState(false)
  const imageRef = useRef<HTMLImageElement>(null)

  useEffect(() => {
    // An image that failed before hydration fired its error event too early for React to see it.
    const image = imageRef.current
    if (image?.complete && image.naturalWidth === 0) setFailed(true)
  }, [])

  const box = { aspectRatio: `${width} / ${height}` }
  if (!sources || failed) {
    return (
      <figure className={`${styles.placeholder} ${className ?? ''}`} style={box}>
        <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
          <rect x="5" y="9" width="38" height="30" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="17" cy="20" r="4" fill="currentColor" />
          <path d="M8 36 20 25l7 6 6-5 10 10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
        </svg>
        <figcaption className={styles.caption}>{fallbackCaption}</figcaption>
      </figure>
    )
  }
  return (
    <picture className={`${styles.picture} ${className ?? ''}`} style={box}>
      {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
      {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
      <img
        ref={imageRef}
        src={sources.fallback}
        alt={alt ?? sources.alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={styles.image}
        style={sources.position ? { objectPosition: sources.position } : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  )
}
