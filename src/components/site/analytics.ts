/**
 * Analytics that respect consent: events always go to `window.dataLayer` (an array, nothing leaves the
 * browser by itself); the tag manager that would read it loads only after the visitor accepted.
 * The choice is kept in a `consent` cookie only, for 6 months as the terms of sale say: the browser forgets it
 * then, and the banner asks again. (It used to be kept in localStorage too, where it never expired.)
 */
import { isPreviewPath } from '@/lib/preview-paths'

export type ConsentChoice = 'granted' | 'denied'

/** Where earlier versions also kept the choice, with no end: removed when the visitor chooses again. */
const FORMER_STORAGE_KEY = 'consent'
const COOKIE_NAME = 'consent'
const SIX_MONTHS_SECONDS = 60 * 60 * 24 * 182
/** Fired by the footer's "manage cookies" button to show the banner again. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-settings:open'

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}

/**
 * An event for the tag manager. None from an editor's preview: the tab keeps its `dataLayer` when the editor
 * follows a link into the site, where the tag manager may load and would read them.
 */
export function pushEvent(event: string, params: Record<string, unknown> = {}): void {
  if (isPreviewPath(window.location.pathname)) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ event, ...params })
}

const isChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied'

export function readConsent(): ConsentChoice | null {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${COOKIE_NAME}=`))
  const value = cookie?.slice(COOKIE_NAME.length + 1)
  return isChoice(value) ? value : null
}

/**
 * The banner and the room it keeps at the end of the page: the early script below hides both when the browser
 * already holds a choice.
 */
export const COOKIE_BANNER_ID = 'cookie-banner'
export const COOKIE_BANNER_SPACER_ID = 'cookie-banner-spacer'
const EARLY_HIDE_ID = 'cookie-banner-hidden'
/** The rule that hides both before React runs. */
export const HIDE_COOKIE_BANNER_CSS = `#${COOKIE_BANNER_ID},#${COOKIE_BANNER_SPACER_ID}{display:none}`

/**
 * The banner is in the server's HTML, so a first visit sees it with the page's first paint rather than after
 * the scripts load. This script runs in the head, before the body is read: when the browser already holds a
 * choice (read as `readConsent` reads it), it hides the banner until React removes it, so a returning visitor
 * never sees it flash. It is sent as text, so it uses nothing but the browser.
 */
export const CONSENT_EARLY_SCRIPT = `(function(){var m=/(?:^|; )${COOKIE_NAME}=(granted|denied)(?:;|$)/.exec(document.cookie);\
if(m){var s=document.createElement("style");s.id=${JSON.stringify(EARLY_HIDE_ID)};\
s.textContent=${JSON.stringify(HIDE_COOKIE_BANNER_CSS)};document.head.appendChild(s)}})()`

/** Lifts the early script's rule, so the banner can show again when the footer reopens it. */
export function liftEarlyBannerRule(): void {
  document.getElementById(EARLY_HIDE_ID)?.remove()
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.removeItem(FORMER_STORAGE_KEY)
  } catch {
    // Storage blocked (private mode): nothing was kept there either.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${COOKIE_NAME}=${choice}; Max-Age=${SIX_MONTHS_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/** Removes the measurement cookies a tag manager may have set before the visitor withdrew consent. */
export function clearAnalyticsCookies(): void {
  const host = window.location.hostname
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`]
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0] ?? ''
    if (!/^(_ga|_gid|_gat|_gcl)/.test(name)) continue
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`
    }
  }
}

/**
 * Loads Google Tag Manager once; it then reads the events already pushed to `window.dataLayer`. Never on an
 * editor's preview: a draft's title and address are not the site's audience.
 */
export function loadTagManager(id: string): void {
  if (document.getElementById('gtm-script') || isPreviewPath(window.location.pathname)) return
  pushEvent('gtm.js', { 'gtm.start': Date.now() })
  const script = document.createElement('script')
  script.id = 'gtm-script'
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
}
