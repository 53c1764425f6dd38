'use client'

import { useEffect, useState, type ReactNode } from 'react'
import styles from './Payments.module.css'

const READY_AFTER_MS = 3_000

/** "Rapport en préparation", then ready after three seconds (spec part 2 §4), with what to do next. */
export function ReportPreparation({ preparing, ready, children }: { preparing: string; ready: string; children: ReactNode }) {
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), READY_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={styles.status} aria-live="polite">
      {isReady ? (
        <>
          <p className={`${styles.statusTitle} ${styles.ready}`}>
            <span aria-hidden="true">✓</span> {ready}
          </p>
          {children}
        </>
      ) : (
        <p className={styles.statusTitle}>
          <span className={styles.spinner} aria-hidden="true" />
          {preparing}
        </p>
      )}
    </div>
  )
}
