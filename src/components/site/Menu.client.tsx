'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { LinkCopy } from '@/content/marketing'
import styles from './Menu.module.css'

interface MenuProps {
  items: LinkCopy[]
  openLabel: string
  closeLabel: string
  navLabel: string
}

/**
 * The hamburger menu (spec part 1 §2.2). While open: the page does not scroll, Tab stays between the
 * button and the links, Escape or a click outside closes it and focus goes back to the button.
 *
 * Progressive enhancement: the server's HTML is a native disclosure (`<details>`), which opens and closes
 * the same panel without JavaScript (and answers a click made before React runs). Once React runs, the
 * scripted button takes its place, in the same box, open if the visitor had already opened the menu.
 */
export function Menu({ items, openLabel, closeLabel, navLabel }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [enhanced, setEnhanced] = useState(false)
  const pathname = usePathname()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const fallbackRef = useRef<HTMLDetailsElement>(null)
  const panelId = useId()
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    // A navigation by other means (back button, a link in the page) closes the menu too.
    setShownPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    // Runs once React has hydrated the page: the scripted menu takes over from the native one.
    if (fallbackRef.current?.open) setOpen(true)
    setEnhanced(true)
  }, [])

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    root.setAttribute('data-scroll-locked', '')
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus()

    const focusables = () => [toggleRef.current, ...Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])].filter(
      (element): element is HTMLElement => element !== null,
    )
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close(true)
        return
      }
      if (event.key !== 'Tab') return
      const list = focusables()
      const first = list[0]
      const last = list[list.length - 1]
      if (!first || !last) return
      const active = document.activeElement
      const inside = list.includes(active as HTMLElement)
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault()
        first.focus()
      }
    }
    // A click outside (mostly on the backdrop, which keeps it from reaching the page) closes the menu.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node
      if (panelRef.current?.contains(target) || toggleRef.current?.contains(target)) return
      close(true)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick, true)
    return () => {
      root.removeAttribute('data-scroll-locked')
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick, true)
    }
  }, [open, close])

  const list = (
    <nav aria-label={navLabel}>
      <ul className={styles.list}>
        {items.map((item) => {
          const current = item.href === pathname
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                onClick={() => {
                  setOpen(false)
                  // The same page does not change path: still start at the top, as the spec asks, with the focus
                  // on the page's content (the link that had it is hidden with the menu).
                  if (current) {
                    window.scrollTo({ top: 0, behavior: 'instant' })
                    document.getElementById('contenu')?.focus({ preventScroll: true })
                  }
                }}
              >
                {item.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
  const bars = (expanded: boolean) => (
    <span className={`${styles.bars} ${expanded ? styles.barsOpen : ''}`} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  )

  if (!enhanced) {
    // Without JavaScript: the browser opens and closes the panel. The summary's name follows its state
    // through CSS (a hidden label is left out of the accessible name); the page behind does not scroll.
    return (
      // The visitor may open it before React hydrates: `open` then differs from the server's HTML, on purpose.
      <details ref={fallbackRef} className={styles.fallback} suppressHydrationWarning>
        <summary className={styles.toggle}>
          {bars(false)}
          <span className={`visually-hidden ${styles.whenClosed}`}>{openLabel}</span>
          <span className={`visually-hidden ${styles.whenOpen}`}>{closeLabel}</span>
        </summary>
        <div className={styles.panel}>{list}</div>
      </details>
    )
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {bars(open)}
      </button>
      {open ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open}>
        {list}
      </div>
    </>
  )
}
