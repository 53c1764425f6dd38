'use client'

import { useEffect, type RefObject } from 'react'

/** The page (path) of this document that last waited for a payment's confirmation, until its outcome shows. */
let waitedOn: string | null = null

/** A page asks the server again and again for a payment's confirmation (usePollServer). */
export function waitForPaymentHere(): void {
  waitedOn = window.location.pathname
}

/**
 * The outcome of a payment this page waited for, once it shows: when the wait's own controls went with the
 * focus (« Vérifier à nouveau »), the focus comes to `target`, whose text a screen reader then reads out. The
 * first outcome after the wait takes it; a page that never waited, or a focus the visitor put elsewhere, is not moved.
 */
export function useFocusAfterPaymentWait(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (waitedOn !== window.location.pathname) return
    waitedOn = null
    const active = document.activeElement
    // Where it is: a visitor who scrolled on while waiting is not taken back up the page.
    if (active === null || active === document.body) target.current?.focus({ preventScroll: true })
  }, [target])
}
