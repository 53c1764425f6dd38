'use client'

import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { waitForPaymentHere } from './payment-wait'

const POLL_EVERY_MS = 2_000
const GIVE_UP_AFTER_MS = 60_000

/** Asking for the first minute; given up after it; asking again for another minute, at the visitor's request. */
type Phase = 'polling' | 'gaveUp' | 'pollingAgain'

/**
 * While `active` (a payment whose confirmation is on its way: the webhook may be slower than the visitor),
 * asks the server for the page again every two seconds, for a minute. Then `gaveUp` is true, so that the
 * page can say so, and `pollAgain` starts another minute, during which `checking` is true: what the page
 * said stays (with the button that has the focus), saying it is checking.
 */
export function usePollServer(active: boolean): { gaveUp: boolean; checking: boolean; pollAgain: () => void } {
  const router = useRouter()
  const [round, setRound] = useState(0)
  const [phase, setPhase] = useState<Phase>('polling')
  useEffect(() => {
    if (!active) return
    waitForPaymentHere()
    const started = Date.now()
    const timer = setInterval(() => {
      if (Date.now() - started <= GIVE_UP_AFTER_MS) {
        waitForPaymentHere()
        return router.refresh()
      }
      clearInterval(timer)
      setPhase('gaveUp')
    }, POLL_EVERY_MS)
    return () => clearInterval(timer)
  }, [active, round, router])
  const pollAgain = () => {
    if (phase === 'pollingAgain') return
    setPhase('pollingAgain')
    setRound((current) => current + 1)
    waitForPaymentHere()
    router.refresh()
  }
  return { gaveUp: phase !== 'polling', checking: phase === 'pollingAgain', pollAgain }
}
