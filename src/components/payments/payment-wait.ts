'use client'

import { useEffect, type RefObject } from 'react'

/** How long after the page last asked the server the outcome counts as the answer to that wait. */
const FRESH_FOR_MS = 10_000

/** The page (path) of this document that is waiting for a payment's confirmation, and when it last asked. */
let waiting: { path: string; at: number } | null = null

/** A page asks the server for a payment's confirmation (usePollServer, at each of its requests). */
export function waitForPaymentHere(): void {
  waiting = { path: window.location.pathname, at: Date.now() }
}

/**
 * The outcome of a payment this page was waiting for, once it shows: when the wait's own controls went with
 * the focus (« Vérifier à nouveau »), the focus comes to `target`, whose text a screen reader then reads out.
 * The first outcome shown while the page was asking takes it; a page that never waited, or stopped asking
 * (the visitor went elsewhere), and a focus the visitor put elsewhere, are left alone.
 */
export function useFocusAfterPaymentWait(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const answered = waiting !== null && waiting.path === window.location.pathname && Date.now() - waiting.at < FRESH_FOR_MS
    waiting = null
    if (!answered) return
    const active = document.activeElement
    // Where it is: a visitor who scrolled on while waiting is not taken back up the page.
    if (active === null || active === document.body) target.current?.focus({ preventScroll: true })
  }, [target])
}
