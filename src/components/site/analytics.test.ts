import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_EARLY_SCRIPT, HIDE_COOKIE_BANNER_CSS, pushEvent, readConsent } from './analytics'

interface BrowserState {
  /** What localStorage holds under `consent` (where earlier versions kept the choice, with no end). */
  stored: string | null
  cookie: string
}

const storage = ({ stored }: BrowserState) => ({ getItem: () => stored })

/** Runs the head script as the browser would, and says whether it hid the banner. */
function earlyScriptHides(state: BrowserState): boolean {
  const appended: Array<{ id: string; textContent: string }> = []
  const document = {
    cookie: state.cookie,
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (node: { id: string; textContent: string }) => appended.push(node) },
  }
  new Function('localStorage', 'document', CONSENT_EARLY_SCRIPT)(storage(state), document)
  if (appended.length > 0) expect(appended).toEqual([{ id: 'cookie-banner-hidden', textContent: HIDE_COOKIE_BANNER_CSS }])
  return appended.length > 0
}

function consentAfterHydration(state: BrowserState) {
  vi.stubGlobal('window', { localStorage: storage(state) })
  vi.stubGlobal('document', { cookie: state.cookie })
  return readConsent()
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the head script that hides the cookie banner before React runs', () => {
  it.each<[string, BrowserState, boolean]>([
    ['a first visit', { stored: null, cookie: '' }, false],
    ['a refusal kept in the cookie', { stored: null, cookie: 'consent=denied; theme=light' }, true],
    ['an acceptance kept in the cookie', { stored: null, cookie: 'bilan_type=scolaire; consent=granted' }, true],
    // The cookie lasts six months, as the terms say; a choice an earlier version left in storage does not outlive it.
    ['an acceptance left in storage, its cookie expired', { stored: 'granted', cookie: '' }, false],
    ['a refusal left in storage, its cookie expired', { stored: 'denied', cookie: 'bilan_type=adulte' }, false],
    ['a cookie whose value only starts like a choice', { stored: null, cookie: 'consent=grantedX' }, false],
    ['another cookie ending in consent', { stored: null, cookie: 'noconsent=granted' }, false],
  ])('%s: hidden %s, as the banner decides once React runs', (_case, state, hidden) => {
    expect(earlyScriptHides(state)).toBe(hidden)
    // The banner stays away after hydration exactly when the script hid it: it never flashes, never hides wrongly.
    expect(consentAfterHydration(state) !== null).toBe(hidden)
  })
})

describe('events for the tag manager', () => {
  const pushedOn = (pathname: string) => {
    const browser: { location: { pathname: string }; dataLayer?: Array<Record<string, unknown>> } = { location: { pathname } }
    vi.stubGlobal('window', browser)
    pushEvent('start_test', { bilan_type: 'scolaire' })
    return browser.dataLayer ?? []
  }

  it('go to the dataLayer on the site’s pages, never on an editor’s preview', () => {
    expect(pushedOn('/test-riasec')).toEqual([{ event: 'start_test', bilan_type: 'scolaire' }])
    expect(pushedOn('/apercu/article/12')).toEqual([])
    expect(pushedOn('/apercu')).toEqual([])
    // A page whose address only begins like a preview's is the site's.
    expect(pushedOn('/apercus')).toHaveLength(1)
  })
})
