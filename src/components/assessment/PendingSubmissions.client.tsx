'use client'

import { useEffect } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { SUBMISSION_KEPT, retryPending } from '@/lib/submissions'
import { STORAGE_KEYS } from '@/lib/visitor-storage'

const RETRY_EVERY_MS = 5_000

/**
 * Retries the tests kept in this browser until the server has them, then refreshes the page so that
 * what the server renders (an unlocked result, the visitor's name) includes them: at once on each page
 * (a full load or a link followed within the site) and on reconnection, then every few seconds while one
 * waits, starting again whenever a test is kept (the visitor still on the test).
 */
export function PendingSubmissions() {
  const router = useRouter()
  const pathname = usePathname()
  useEffect(() => {
    let stopped = false
    let running = false
    let timer: ReturnType<typeof setTimeout> | undefined
    // One round at a time, and one timer: a reconnection during a round, or while the timer waits, starts
    // no second chain of rounds.
    const tick = async () => {
      if (running || stopped) return
      clearTimeout(timer)
      timer = undefined
      const before = (() => {
        try {
          return window.localStorage.getItem(STORAGE_KEYS.pendingSubmissions)
        } catch {
          return null
        }
      })()
      if (!before || before === '[]') return
      running = true
      const left = await retryPending().finally(() => (running = false))
      if (stopped) return
      if (left === 0) router.refresh()
      else timer = setTimeout(tick, RETRY_EVERY_MS)
    }
    void tick()
    const online = () => void tick()
    // Kept just now: the visitor's own send failed, so the first retry waits a little.
    const kept = () => {
      if (!running && timer === undefined) timer = setTimeout(tick, RETRY_EVERY_MS)
    }
    window.addEventListener('online', online)
    window.addEventListener(SUBMISSION_KEPT, kept)
    return () => {
      stopped = true
      clearTimeout(timer)
      window.removeEventListener('online', online)
      window.removeEventListener(SUBMISSION_KEPT, kept)
    }
  }, [router, pathname])
  return null
}
