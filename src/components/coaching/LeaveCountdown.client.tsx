'use client'

import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import ui from '@/components/payments/Payments.module.css'
import styles from './Coaching.module.css'

const REDIRECT_AFTER_MS = 10_000

interface LeaveCountdownProps {
  texts: Pick<PaymentTexts['coachingSuccess'], 'stay' | 'stayed'>
  /** Where the page goes, and the countdown's sentence (« … dans {seconds} s. »). */
  to: string
  announcement: string
  /** The payment is still being confirmed: the visitor waits here, nothing counts down. */
  pending: boolean
}

/**
 * Coaching success leaves after 10 seconds (spec part 2 §4: for the home page), counting down, unless the
 * visitor chooses to stay (WCAG 2.2.1): the button stops the countdown for good.
 */
export function LeaveCountdown({ texts, to, announcement, pending }: LeaveCountdownProps) {
  const router = useRouter()
  const [seconds, setSeconds] = useState(REDIRECT_AFTER_MS / 1000)
  const [stayed, setStayed] = useState(false)
  const stayedMessage = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (pending || stayed) return
    const started = Date.now()
    const tick = setInterval(() => setSeconds(Math.max(0, Math.ceil((REDIRECT_AFTER_MS - (Date.now() - started)) / 1000))), 1_000)
    const leave = setTimeout(() => router.push(to), REDIRECT_AFTER_MS)
    return () => {
      clearInterval(tick)
      clearTimeout(leave)
    }
  }, [router, to, pending, stayed])

  // The button is gone once pressed: focus goes to the sentence that replaces it, which is read out.
  useEffect(() => {
    if (stayed) stayedMessage.current?.focus()
  }, [stayed])

  if (pending) return null
  if (stayed) {
    return (
      <p ref={stayedMessage} tabIndex={-1} className={styles.countdown}>
        {texts.stayed}
      </p>
    )
  }
  return (
    <p className={styles.countdown}>
      {fillTemplate(announcement, { seconds })}{' '}
      <button type="button" className={ui.linkButton} onClick={() => setStayed(true)}>
        {texts.stay}
      </button>
    </p>
  )
}
