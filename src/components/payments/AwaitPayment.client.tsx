'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'

const POLL_EVERY_MS = 2_000
const GIVE_UP_AFTER_MS = 60_000

/** While the provider's confirmation is on its way, asks the server again every two seconds (for a minute). */
export function AwaitPayment() {
  const router = useRouter()
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started > GIVE_UP_AFTER_MS) clearInterval(timer)
      else router.refresh()
    }, POLL_EVERY_MS)
    return () => clearInterval(timer)
  }, [router])
  return null
}
