'use client'

import { useEffect, useRef, useState } from 'react'
import {
  COOKIE_BANNER_ID,
  COOKIE_BANNER_SPACER_ID,
  OPEN_COOKIE_SETTINGS_EVENT,
  clearAnalyticsCookies,
  liftEarlyBannerRule,
  loadTagManager,
  readConsent,
  storeConsent,
  type ConsentChoice,
} from './analytics'
import { useHydrated } from './use-hydrated'
import styles from './CookieBanner.module.css'

interface CookieBannerProps {
  copy: { title: string; text: string; accept: string; refuse: string }
  /** Google Tag Manager container, from the server's GTM_ID; without it nothing is ever loaded. */
  gtmId?: string
}

/**
 * Consent banner: shown until the visitor chooses, accepting and refusing are the same size and one
 * click each. The tag manager loads only after "accept".
 *
 * It is in the server's HTML, so a first visit sees it with the page (it used to appear once the scripts had
 * run, seconds later on a slow phone, and then was the page's largest paint). A returning visitor's browser
 * hides it before the body is read (`CONSENT_EARLY_SCRIPT`, in the layout's head) and React then removes it.
 * Its buttons wait for React, as every control that needs JavaScript does here.
 */
export function CookieBanner({ copy, gtmId }: CookieBannerProps) {
  const [visible, setVisible] = useState(true)
  const hydrated = useHydrated()
  const [height, setHeight] = useState(0)
  const bannerRef = useRef<HTMLElement>(null)
  const reopened = useRef(false)
  // What had focus when the footer reopened the banner: focus goes back there once the visitor chooses.
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (readConsent() === 'granted' && gtmId) loadTagManager(gtmId)
  }, [gtmId])

  useEffect(() => {
    window.dataLayer = window.dataLayer ?? []
    const choice = readConsent()
    if (choice) setVisible(false)
    const reopen = () => {
      liftEarlyBannerRule()
      reopened.current = true
      const focused = document.activeElement
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null
      setVisible(true)
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen)
  }, [gtmId])

  useEffect(() => {
    const banner = bannerRef.current
    if (!visible || !banner) return
    if (reopened.current) banner.querySelector('button')?.focus()
    // Room at the end of the page, so the banner never hides the last links of the footer; and room at the
    // bottom of the view, so a link the keyboard reaches is scrolled above the banner, not under it.
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      setHeight(banner.offsetHeight)
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
    }
  }, [visible])

  const choose = (choice: ConsentChoice) => {
    const previous = readConsent()
    storeConsent(choice)
    // The banner goes with the button that had the focus: it returns to what reopened the banner, or, on a
    // first visit, to the page's content, rather than to nowhere.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false
    setVisible(false)
    reopened.current = false
    if (opener.current) opener.current.focus()
    else if (hadFocus) document.getElementById('contenu')?.focus({ preventScroll: true })
    opener.current = null
    if (choice === 'granted' && gtmId) loadTagManager(gtmId)
    if (choice === 'denied' && previous === 'granted') {
      clearAnalyticsCookies()
      // A tag manager already running cannot be unloaded: a fresh page starts without it.
      if (document.getElementById('gtm-script')) window.location.reload()
    }
  }

  if (!visible) return null
  return (
    <>
      <div id={COOKIE_BANNER_SPACER_ID} className={styles.spacer} style={{ height }} aria-hidden="true" />
      <section id={COOKIE_BANNER_ID} ref={bannerRef} className={styles.banner} aria-labelledby="cookie-banner-title">
        <h2 id="cookie-banner-title" className={styles.title}>
          {copy.title}
        </h2>
        <p className={styles.text}>{copy.text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.choice} onClick={() => choose('denied')} disabled={!hydrated}>
            {copy.refuse}
          </button>
          <button type="button" className={styles.choice} onClick={() => choose('granted')} disabled={!hydrated}>
            {copy.accept}
          </button>
        </div>
      </section>
    </>
  )
}
