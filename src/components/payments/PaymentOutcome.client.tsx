'use client'

import { createElement, useRef, type ReactNode } from 'react'
import { useFocusAfterPaymentWait } from './payment-wait'

/**
 * The first line of a payment's outcome (paid, declined, refunded) on a page that may have waited for it: it
 * takes the focus the wait's controls lost (see useFocusAfterPaymentWait), and is an ordinary element otherwise.
 */
export function PaymentOutcome({ as = 'p', id, className, children }: { as?: 'h1' | 'h2' | 'p'; id?: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null)
  useFocusAfterPaymentWait(ref)
  return createElement(as, { ref, id, className, tabIndex: -1 }, children)
}
