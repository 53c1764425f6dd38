'use client'

import type { ReactNode } from 'react'
import { OPEN_COOKIE_SETTINGS_EVENT } from './analytics'
import { useHydrated } from './use-hydrated'

/** Shows the cookie banner again so the visitor can change their choice at any time. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <button type="button" className={className} disabled={!hydrated} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
      {children}
    </button>
  )
}
