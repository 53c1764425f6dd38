'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The current year for the copyright line. Pages are prerendered and kept until an editor's change, so
 * the server's year can be a year old: the browser's clock wins once the page is live.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => new Date().getFullYear(),
  )
  return <>{year}</>
}
