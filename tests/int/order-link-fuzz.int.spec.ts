/**
 * Property-based fuzzing of the purchase email's « Passer le test sur cet appareil » link: the public route
 * handler /commande/appareil (src/app/(frontend)/commande/appareil/route.ts), called as Next.js calls it,
 * with links issued by the code that writes them into the email (orderLinkQuery), then altered, mixed,
 * expired or made up. Opening the link (GET) never sets the order cookie: a genuine, unexpired one waits in
 * the link's cookie and leads to the page that says what it does, at a clean address; anything else leads
 * to the page that says the link is invalid. That page's button (POST) sets the order cookie only for a
 * genuine, unexpired link sent from the site itself, and for the order the page showed.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { GET, POST } from '@/app/(frontend)/commande/appareil/route'
import { siteUrl } from '@/env'
import {
  ORDER_LINK_CONFIRM_PATH,
  ORDER_LINK_COOKIE,
  ORDER_LINK_PATH,
  orderLinkCookie,
  orderLinkFrom,
  orderLinkQuery,
  orderSessionFromCookieHeader,
  orderCookie as orderCookieHeader,
} from '@/server/payments/claim'
import { cookieValue } from '@/server/http/cookies'

// The route answers a refused form with the editors' sentence, read through the app's Payload: `server-only`
// is the empty module Next's `react-server` condition gives it.
vi.mock('server-only', () => ({}))

const DAY_MS = 24 * 60 * 60 * 1000

interface Issued {
  commande: string
  expire: string
  signature: string
  /** Still within its 30 days. */
  valid: boolean
}

/** Session ids as the providers name them: Stripe's checkout sessions and the demo provider's. */
const sessionIds = [
  ...Array.from({ length: 4 }, () => `cs_test_${randomBytes(30).toString('base64url').replace(/[-_]/g, 'x')}`),
  `cs_live_${randomBytes(30).toString('hex')}`,
  ...Array.from({ length: 2 }, () => `demo_cs_${randomBytes(16).toString('hex')}`),
]

/** Links as the purchase email carries them: fresh, about to expire, and past their 30 days. */
const issue = (sessionId: string, issuedAt: number, valid: boolean): Issued => {
  const params = new URLSearchParams(orderLinkQuery(sessionId, issuedAt))
  return { commande: params.get('commande')!, expire: params.get('expire')!, signature: params.get('signature')!, valid }
}
const issued: Issued[] = sessionIds.flatMap((sessionId) => [
  issue(sessionId, Date.now(), true),
  issue(sessionId, Date.now() - 30 * DAY_MS + 10 * 60_000, true),
  issue(sessionId, Date.now() - 31 * DAY_MS, false),
])

const different = (original: string) => (value: string) => value !== original

/** A value of one of the three parameters: issued as it is, another link's, altered, or made up. */
function parameter(key: 'commande' | 'expire' | 'signature', link: Issued): fc.Arbitrary<string | undefined> {
  const original = link[key]
  const altered = fc
    .oneof(
      fc.nat(original.length - 1).chain((at) => fc.constantFrom(...'0123456789abcdefxyzXYZ_-').map((char) => original.slice(0, at) + char + original.slice(at + 1))),
      fc.constant(original.slice(0, -1)),
      fc.constantFrom('0', 'A', 'z', '=').map((char) => original + char),
      fc.constant(original.toUpperCase()),
      fc.constant(original.toLowerCase()),
    )
    .filter(different(original))
  const special: Record<typeof key, fc.Arbitrary<string>> = {
    commande: fc.constantFrom('', 'cs_test_autre', 'x'.repeat(201), `${original}\u0000`, 'cs_test_é'),
    // A later or earlier expiry than the one signed, and numbers JavaScript reads oddly.
    expire: fc.oneof(
      fc.integer({ min: -400 * 86_400, max: 400 * 86_400 }).filter((delta) => delta !== 0).map((delta) => String(Number(original) + delta)),
      fc.constantFrom('', '0', '-1', 'NaN', 'Infinity', '9999999999', '1e12', String(Number.MAX_SAFE_INTEGER + 2)),
    ),
    signature: fc.oneof(fc.constant(''), fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'), minLength: 43, maxLength: 43 })),
  }
  return fc.oneof(
    { weight: 10, arbitrary: fc.constant(original) },
    { weight: 1, arbitrary: fc.constantFrom(...issued.map((other) => other[key])) },
    { weight: 1, arbitrary: altered },
    { weight: 1, arbitrary: special[key] },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

/** A query string: a link's three parameters, some changed or missing, in any order, with other parameters (mail trackers add them). */
const linkQuery = fc.oneof(
  {
    weight: 9,
    arbitrary: fc
      .constantFrom(...issued)
      .chain((link) =>
        fc.tuple(
          parameter('commande', link),
          parameter('expire', link),
          parameter('signature', link),
          fc.array(fc.tuple(fc.constantFrom('utm_source', 'utm_medium', 'lien', 'x'), fc.string({ maxLength: 20 })), { maxLength: 2 }),
          fc.boolean(),
        ),
      )
      .map(([commande, expire, signature, extra, reversed]) => {
        const pairs: Array<[string, string]> = []
        for (const [key, value] of [['commande', commande], ['expire', expire], ['signature', signature]] as const) if (value !== undefined) pairs.push([key, value])
        if (reversed) pairs.reverse()
        return new URLSearchParams([...pairs, ...extra]).toString()
      }),
  },
  // Whatever a hand-edited or truncated address may hold, escapes included.
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((raw) => raw.replace(/#/g, '')) },
)

/** The genuine, unexpired link these parameters are, if they are one. */
function genuineLink(params: URLSearchParams): Issued | undefined {
  return issued.find(
    (link) => link.valid && params.get('commande') === link.commande && params.get('expire') === link.expire && params.get('signature') === link.signature,
  )
}

/** The confirmation page's form, sent back as a browser posts it. */
type Sender = { origin?: string; 'sec-fetch-site'?: string }
const SITE = new URL(siteUrl()).origin
/** Where a form may come from: the site's own page (a no-referrer page sends Origin « null »), an older browser, another site. */
const FROM_THE_SITE: Sender[] = [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, { origin: SITE, 'sec-fetch-site': 'same-origin' }, { origin: SITE }, {}]
const FROM_ELSEWHERE: Sender[] = [{ origin: 'https://autre-site.example', 'sec-fetch-site': 'cross-site' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { origin: 'https://autre-site.example' }]
/** The link's cookie, as opening the link with this query would leave it: the cookie's name and value only. */
const linkCookieFor = (query: string) => orderLinkCookie(orderLinkFrom((key) => new URLSearchParams(query).get(key))).split('; ')[0]!
/**
 * The button, pressed on the page opened with this query: the link's cookie holds the query's link, and the
 * form names the order the page showed (`shown`; by default the link's; null: a form without it).
 */
const confirm = (query: string, sender: Sender = FROM_THE_SITE[0]!, shown: string | null = new URLSearchParams(query).get('commande')) => {
  const form = shown === null ? '' : new URLSearchParams({ commande: shown }).toString()
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(form)),
    cookie: linkCookieFor(query),
    ...sender,
  }
  return POST(new NextRequest(new URL(ORDER_LINK_PATH, siteUrl()), { method: 'POST', headers, body: form }))
}
const invalidPage = new URL('/acces/invalide?lien=commande', siteUrl()).href
const confirmPage = new URL(ORDER_LINK_CONFIRM_PATH, siteUrl()).href
const orderCookieFor = (sessionId: string) => orderCookieHeader(sessionId).split('; ')[0]!
const LINK_COOKIE_DELETED = `${ORDER_LINK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`

describe('/commande/appareil under fuzzing', () => {
  it('opening a link grants nothing: a genuine unexpired one waits in its cookie for the confirmation page, anything else leads to the invalid-link page (1,000 runs)', () => {
    let genuine = 0
    let refused = 0
    fc.assert(
      fc.property(linkQuery, (query) => {
        const url = new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl())
        const response = GET(new NextRequest(url))
        const link = genuineLink(url.searchParams)
        const cookies = response.headers.getSetCookie()
        expect(response.status, query).toBe(303)
        expect(orderSessionFromCookieHeader(cookies.map((cookie) => cookie.split('; ')[0]).join('; ')), query).toBeNull()
        if (link) {
          genuine++
          // The confirmation page's address holds nothing of the link: its fields wait in the cookie, an hour.
          expect(response.headers.get('location'), query).toBe(confirmPage)
          expect(cookies, query).toHaveLength(1)
          const [pair, ...attributes] = cookies[0]!.split('; ')
          const { commande, expire, signature } = link
          expect(decodeURIComponent(cookieValue(pair!, ORDER_LINK_COOKIE)!), query).toBe(new URLSearchParams({ commande, expire, signature }).toString())
          expect(attributes).toEqual(['Path=/', 'Max-Age=3600', 'HttpOnly', 'SameSite=Lax'])
        } else {
          refused++
          expect(response.headers.get('location'), query).toBe(invalidPage)
          expect(cookies, query).toEqual([LINK_COOKIE_DELETED])
        }
      }),
      { numRuns: 1000 },
    )
    expect(genuine).toBeGreaterThan(100)
    expect(refused).toBeGreaterThan(300)
  })

  it('confirming sets the order cookie only for a genuine unexpired link sent from the site, for the order its page showed, and leads to it (1,000 runs)', async () => {
    let granted = 0
    let refused = 0
    let reshown = 0
    // The order the page showed: the link's as a rule; another link's when one was opened since in another tab; none from a forged form.
    const shown = fc.oneof(
      { weight: 8, arbitrary: fc.constant('link') },
      { weight: 1, arbitrary: fc.constantFrom(...sessionIds) },
      { weight: 1, arbitrary: fc.constantFrom(null, '', 'x'.repeat(300)) },
    )
    await fc.assert(
      fc.asyncProperty(linkQuery, fc.constantFrom(...FROM_THE_SITE, ...FROM_THE_SITE, ...FROM_ELSEWHERE), shown, async (query, sender, order) => {
        const named = order === 'link' ? new URLSearchParams(query).get('commande') : order
        const response = await confirm(query, sender, named)
        const link = genuineLink(new URLSearchParams(query))
        const cookies = response.headers.getSetCookie()
        if (FROM_ELSEWHERE.includes(sender)) {
          expect(response.status, query).toBe(403)
          expect(cookies, query).toEqual([])
          expect(await response.text(), query).toBe('Requête refusée.')
          return
        }
        expect(response.status, query).toBe(303)
        expect(response.headers.get('cache-control')).toBe('no-store')
        // Opening a query without any of the link's fields leaves no link in the cookie.
        const linkKept = cookieValue(linkCookieFor(query), ORDER_LINK_COOKIE) !== null
        if (link && named === link.commande) {
          granted++
          expect(response.headers.get('location'), query).toBe(new URL(`/results?session_id=${encodeURIComponent(link.commande)}`, siteUrl()).href)
          expect(cookies, query).toHaveLength(2)
          const [pair, ...attributes] = cookies[0]!.split('; ')
          // The cookie this app reads back as the link's order, kept 90 days, out of scripts' reach; the link's cookie goes.
          expect(orderSessionFromCookieHeader(pair!), query).toBe(link.commande)
          expect(attributes).toEqual(['Path=/', `Max-Age=${90 * 24 * 60 * 60}`, 'HttpOnly', 'SameSite=Lax'])
          expect(cookies[1]).toBe(LINK_COOKIE_DELETED)
        } else if (link || !linkKept) {
          reshown++
          // The page showed another order than the link's cookie holds now: that one is shown, to be
          // confirmed; or the cookie holds none, and the page says to open the emailed link again.
          expect(response.headers.get('location'), query).toBe(confirmPage)
          expect(cookies, query).toEqual([])
        } else {
          refused++
          expect(response.headers.get('location'), query).toBe(invalidPage)
          expect(cookies, query).toEqual([LINK_COOKIE_DELETED])
        }
      }),
      { numRuns: 1000 },
    )
    expect(granted).toBeGreaterThan(50)
    expect(reshown).toBeGreaterThan(5)
    expect(refused).toBeGreaterThan(150)
  })

  it('sent twice (a double click, the back button), leads the second time to the order the first one gave this device', async () => {
    const link = issue(sessionIds[1]!, Date.now(), true)
    const query = new URLSearchParams({ commande: link.commande, expire: link.expire, signature: link.signature }).toString()
    const first = await confirm(query)
    const [orderCookie, deleted] = first.headers.getSetCookie()
    expect(deleted).toBe(LINK_COOKIE_DELETED)
    // The browser now holds the order's cookie, and no link: the same form again.
    const form = new URLSearchParams({ commande: link.commande }).toString()
    const again = (cookie: string) =>
      POST(
        new NextRequest(new URL(ORDER_LINK_PATH, siteUrl()), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length), 'sec-fetch-site': 'same-origin', cookie },
          body: form,
        }),
      )
    const second = await again(orderCookie!.split('; ')[0]!)
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(second.headers.getSetCookie()).toEqual([])
    // Without that order's cookie (another order's, or none), the page says to open the link again.
    for (const cookie of ['', orderCookieFor(sessionIds[2]!)]) expect((await again(cookie)).headers.get('location')).toBe(confirmPage)
  })

  it('refuses a confirmation body that is not the short form', async () => {
    const link = issue(sessionIds[0]!, Date.now(), true)
    const form = new URLSearchParams({ commande: link.commande, extra: 'x'.repeat(4000) }).toString()
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(form.length),
      cookie: linkCookieFor(new URLSearchParams({ commande: link.commande, expire: link.expire, signature: link.signature }).toString()),
    }
    const oversized = await POST(new NextRequest(new URL(ORDER_LINK_PATH, siteUrl()), { method: 'POST', headers, body: form }))
    expect(oversized.status).toBe(413)
    expect(oversized.headers.getSetCookie()).toEqual([])
    // The browser shows this answer as the page: the editors' French sentence, not an English status text.
    expect(oversized.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await oversized.text()).toBe('Ton envoi est trop volumineux.')
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('still opens on its last second, and refuses the link once its 30 days are over', async () => {
    const issuedAt = Date.now()
    const link = issue(sessionIds[0]!, issuedAt, true)
    const expiresAt = Number(link.expire) * 1000
    expect(expiresAt - issuedAt).toBeGreaterThan(30 * DAY_MS - 1000)
    const query = new URLSearchParams({ commande: link.commande, expire: link.expire, signature: link.signature }).toString()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(expiresAt)
    expect(GET(new NextRequest(new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl()))).headers.get('location')).toBe(confirmPage)
    expect(orderSessionFromCookieHeader((await confirm(query)).headers.getSetCookie()[0]?.split('; ')[0] ?? null)).toBe(link.commande)
    vi.setSystemTime(expiresAt + 1000)
    for (const late of [GET(new NextRequest(new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl()))), await confirm(query)]) {
      expect(late.status).toBe(303)
      expect(late.headers.get('location')).toBe(invalidPage)
      expect(late.headers.getSetCookie()).toEqual([LINK_COOKIE_DELETED])
    }
  })
})
