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
 * visitor chooses to stay (WCAG 2.2.1): the button stops the countdown for good, and so does any key
 * pressed or any tap or click on the page (someone moving through it, or selecting its text, is reading, not waiting). The countdown
 * is said once when it starts, in a polite region, rather than at each second.
 */
export function LeaveCountdown({ texts, to, announcement, pending }: LeaveCountdownProps) {
  const router = useRouter()
  const [seconds, setSeconds] = useState(REDIRECT_AFTER_MS / 1000)
  /** Why the countdown stopped: the button (its sentence takes the focus), or a key, tap or click elsewhere. */
  const [stayed, setStayed] = useState<'button' | 'elsewhere' | null>(null)
  const [spoken, setSpoken] = useState('')
  const stayedMessage = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (pending || stayed) return
    const started = Date.now()
    const tick = setInterval(() => setSeconds(Math.max(0, Math.ceil((REDIRECT_AFTER_MS - (Date.now() - started)) / 1000))), 1_000)
    const leave = setTimeout(() => router.push(to), REDIRECT_AFTER_MS)
    // The button's own press stops it as the button: pressing it is not a tap elsewhere.
    const stay = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-stay]')) return
      setStayed((current) => current ?? 'elsewhere')
    }
    document.addEventListener('keydown', stay)
    document.addEventListener('pointerdown', stay)
    return () => {
      clearInterval(tick)
      clearTimeout(leave)
      document.removeEventListener('keydown', stay)
      document.removeEventListener('pointerdown', stay)
    }
  }, [router, to, pending, stayed])

  // Written into the region once it is on the page, so it is read out.
  useEffect(() => {
    if (!pending) setSpoken(fillTemplate(announcement, { seconds: REDIRECT_AFTER_MS / 1000 }))
  }, [pending, announcement])

  // The button is gone once pressed: focus goes to the sentence that replaces it, which is read out.
  useEffect(() => {
    if (stayed === 'button') stayedMessage.current?.focus()
  }, [stayed])

  if (pending) return null
  // One polite region, on the page from the start: it says the countdown once, then, when a key stopped it,
  // that the visitor stays (shown in its place). The button's own sentence takes the focus instead.
  const stayedElsewhere = stayed === 'elsewhere'
  return (
    <>
      <p className={stayedElsewhere ? styles.countdown : 'visually-hidden'} role="status">
        {stayedElsewhere ? texts.stayed : stayed ? '' : spoken}
      </p>
      {stayed === 'button' ? (
        <p ref={stayedMessage} tabIndex={-1} className={styles.countdown}>
          {texts.stayed}
        </p>
      ) : null}
      {stayed ? null : (
        <p className={styles.countdown}>
          <span aria-hidden="true">{fillTemplate(announcement, { seconds })}</span>{' '}
          <button type="button" className={ui.linkButton} onClick={() => setStayed('button')} data-stay>
            {texts.stay}
          </button>
        </p>
      )}
    </>
  )
}
