'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import type { InterfaceTexts } from '@/content/interface'
import styles from './ThankYou.module.css'

const REDIRECT_AFTER_MS = 1_000

export function ThankYou({ target, texts }: { target: string; texts: InterfaceTexts['paymentSuccess'] }) {
  const router = useRouter()
  useEffect(() => {
    const timer = setTimeout(() => router.replace(target), REDIRECT_AFTER_MS)
    return () => clearTimeout(timer)
  }, [router, target])
  return (
    <section className={styles.thanks}>
      <div className={styles.check} aria-hidden="true">
        ✓
      </div>
      <h1>{texts.title}</h1>
      <p>{texts.text}</p>
      <a href={target}>{texts.link}</a>
    </section>
  )
}
