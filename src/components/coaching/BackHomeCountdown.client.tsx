'use client'

import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { fill } from '@/content/payment-texts'
import styles from './Coaching.module.css'

const REDIRECT_AFTER_MS = 10_000

/** Coaching success goes back to the home page after 10 seconds (spec part 2 §4), counting down. */
export function BackHomeCountdown({ template }: { template: string }) {
  const router = useRouter()
  const [seconds, setSeconds] = useState(REDIRECT_AFTER_MS / 1000)
  useEffect(() => {
    const started = Date.now()
    const tick = setInterval(() => setSeconds(Math.max(0, Math.ceil((REDIRECT_AFTER_MS - (Date.now() - started)) / 1000))), 1_000)
    const leave = setTimeout(() => router.push('/'), REDIRECT_AFTER_MS)
    return () => {
      clearInterval(tick)
      clearTimeout(leave)
    }
  }, [router])
  return <p className={styles.countdown}>{fill(template, { seconds })}</p>
}
