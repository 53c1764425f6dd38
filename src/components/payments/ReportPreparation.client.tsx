'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useFocusAfterPaymentWait } from './payment-wait'
import styles from './Payments.module.css'

const READY_AFTER_MS = 3_000

/**
 * "Rapport en préparation", then ready after three seconds (spec part 2 §4), with what to do next. Both
 * states sit in the same place from the first paint, the one not shown hidden: the box has its final
 * height at once, and nothing below it moves when the report is ready.
 */
export function ReportPreparation({ preparing, ready, children }: { preparing: string; ready: string; children: ReactNode }) {
  const [isReady, setReady] = useState(false)
  // After a wait for the payment, the box (not one of its states, which are hidden in turn) takes the focus.
  const box = useRef<HTMLDivElement>(null)
  useFocusAfterPaymentWait(box)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), READY_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div ref={box} tabIndex={-1} className={`${styles.status} ${styles.stacked}`}>
      <div className={styles.status} data-shown={!isReady} inert={isReady}>
        <p className={styles.statusTitle}>
          <span className={styles.spinner} aria-hidden="true" />
          {preparing}
        </p>
      </div>
      <div className={styles.status} data-shown={isReady} inert={!isReady}>
        {/* Read by screen readers from the status below, which is said as its text arrives. */}
        <p className={`${styles.statusTitle} ${styles.ready}`} aria-hidden="true">
          ✓ {ready}
        </p>
        {children}
      </div>
      <p role="status" className="visually-hidden">
        {isReady ? ready : ''}
      </p>
    </div>
  )
}
