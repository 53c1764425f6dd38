'use client'

import type { ReactNode } from 'react'
import { OPEN_COOKIE_SETTINGS_EVENT } from './analytics'

/** Shows the cookie banner again so the visitor can change their choice at any time. */
export function CookieSettingsButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
      {children}
    </button>
  )
}
