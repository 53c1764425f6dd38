'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Every path change starts at the top of the page (spec part 1 §2.1), except a link to an anchor and the
 * browser's back and forward buttons, where the browser restores the reader's place. The keyboard starts
 * there too: the focus goes to the page's content, where it would otherwise stay on the link followed in
 * the menu or footer (or on nothing, when that link went away), so the next Tab is in the new page.
 */
export function ScrollToTop() {
  const pathname = usePathname()
  const firstRender = useRef(true)
  /** The path a Back or Forward leads to; a step back inside a page (the test's questions) leads to none. */
  const fromHistory = useRef<string | null>(null)

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = window.location.pathname
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const restored = fromHistory.current === pathname
    fromHistory.current = null
    if (restored) return
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const content = document.getElementById('contenu')
    if (content && !content.contains(document.activeElement)) content.focus({ preventScroll: true })
  }, [pathname])

  return null
}
