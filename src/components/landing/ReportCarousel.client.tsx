'use client'

import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import type { PictureSources } from '@/components/site/media'
import { Picture } from '@/components/site/Picture.client'
import { useHydrated } from '@/components/site/use-hydrated'
import { fillTemplate } from '@/domain/template'
import styles from './ReportCarousel.module.css'

export interface ReportSlide {
  title: string
  picture: PictureSources | null
}

interface ReportCarouselProps {
  slides: ReportSlide[]
  label: string
  roleDescription: string
  slideRoleDescription: string
  copy: {
    /** Templates with {n}. */
    pageIndicator: string
    goToPageLabel: string
    slideAlt: string
    previousLabel: string
    nextLabel: string
  }
}

/**
 * Report pages are A4 portrait; the frame keeps that shape whether an image is there or not. Every page
 * loads lazily: the carousel is below the fold on the landing and on the results page.
 */
const PAGE_WIDTH = 1024
const PAGE_HEIGHT = 1448

/**
 * The sample report, one page at a time (spec part 1 §2.4): arrows on wide screens, dots and buttons on
 * phones, left/right keys, swipe; it stops at the first and the last page.
 */
export function ReportCarousel({ slides, label, roleDescription, slideRoleDescription, copy }: ReportCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false, align: 'start', duration: 22 })
  const [index, setIndex] = useState(0)
  const hydrated = useHydrated()
  const count = slides.length
  const last = count - 1

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    onSelect()
    embla.on('select', onSelect).on('reInit', onSelect)
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect)
    }
  }, [embla])

  const go = useCallback(
    (target: number) => {
      if (!embla || target < 0 || target > last) return
      // A visitor who asked for less motion gets the page at once, without the slide.
      embla.scrollTo(target, window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    },
    [embla, last],
  )
  const step = (delta: number) => go((embla?.selectedScrollSnap() ?? index) + delta)
  /** What a page shows, for screen readers: its number and its title (added when the editors' sentence has no {title}). */
  const slideName = (n: number, title: string) => {
    const name = fillTemplate(copy.slideAlt, { n, title })
    return copy.slideAlt.includes('{title}') ? name : `${name}\u00a0: ${title}`
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    }
  }

  const arrow = (direction: 'previous' | 'next', className: string | undefined) => {
    const disabled = direction === 'previous' ? index === 0 : index === last
    return (
      <button
        type="button"
        className={className}
        aria-label={direction === 'previous' ? copy.previousLabel : copy.nextLabel}
        aria-disabled={disabled}
        disabled={!hydrated}
        onClick={() => {
          if (!disabled) step(direction === 'previous' ? -1 : 1)
        }}
      >
        <span className={direction === 'previous' ? styles.chevronLeft : styles.chevronRight} aria-hidden="true" />
      </button>
    )
  }

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={roleDescription}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className={styles.stage}>
        {arrow('previous', `${styles.arrow} ${styles.arrowPrevious}`)}
        <div className={styles.viewport} ref={viewportRef}>
          <div className={styles.track}>
            {slides.map((slide, slideIndex) => {
              const n = slideIndex + 1
              return (
                <div
                  key={n}
                  className={styles.slide}
                  role="group"
                  aria-roledescription={slideRoleDescription}
                  aria-label={fillTemplate(copy.pageIndicator, { n })}
                  aria-hidden={slideIndex !== index}
                >
                  <div className={styles.page}>
                    {slide.picture ? (
                      <Picture
                        sources={slide.picture}
                        width={PAGE_WIDTH}
                        height={PAGE_HEIGHT}
                        alt={slideName(n, slide.title)}
                        fallbackCaption={slide.title}
                        sizes="(min-width: 48rem) 20rem, 16rem"
                        className={styles.image}
                      />
                    ) : (
                      <div className={styles.placeholder} role="img" aria-label={slideName(n, slide.title)}>
                        <span className={styles.placeholderNumber}>{String(n).padStart(2, '0')}</span>
                        <span className={styles.placeholderTitle}>{slide.title}</span>
                        <span className={styles.placeholderLines} />
                        <span className={styles.placeholderChart} />
                        <span className={styles.placeholderLines} />
                      </div>
                    )}
                  </div>
                </div>
              )
            })}
          </div>
        </div>
        {arrow('next', `${styles.arrow} ${styles.arrowNext}`)}
      </div>
      <p className={styles.indicator} aria-live="polite" aria-atomic="true">
        {fillTemplate(copy.pageIndicator, { n: index + 1 })}
      </p>
      <div className={styles.mobileControls}>
        {arrow('previous', styles.mobileButton)}
        <div className={styles.dots}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.title + slideIndex}
              type="button"
              className={styles.dot}
              aria-label={fillTemplate(copy.goToPageLabel, { n: slideIndex + 1 })}
              aria-current={slideIndex === index ? 'true' : undefined}
              disabled={!hydrated}
              onClick={() => go(slideIndex)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        {arrow('next', styles.mobileButton)}
      </div>
    </div>
  )
}
