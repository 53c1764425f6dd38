'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'

const POLL_EVERY_MS = 2_000
const GIVE_UP_AFTER_MS = 60_000

/**
 * Back from the payment page: once the server shows the result unlocked, the address keeps only
 * `profile`; until then the page asks the server again every two seconds (the webhook may be slower
 * than the visitor).
 */
export function PaymentReturn({ profile, unlocked }: { profile: string; unlocked: boolean }) {
  const router = useRouter()
  useEffect(() => {
    if (unlocked) {
      window.history.replaceState(null, '', `/resultats-riasec?profile=${encodeURIComponent(profile)}`)
      window.dataLayer?.push({ event: 'purchase', value: 18, currency: 'EUR' })
      return
    }
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_AFTER_MS) clearInterval(timer)
      else router.refresh()
    }, POLL_EVERY_MS)
    return () => clearInterval(timer)
  }, [unlocked, profile, router])
  return null
}
