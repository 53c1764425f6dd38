/**
 * Property-based fuzzing of the purchase email's « Passer le test sur cet appareil » link: the public route
 * handler /commande/appareil (src/app/(frontend)/commande/appareil/route.ts), called as Next.js calls it,
 * with links issued by the code that writes them into the email (orderLinkQuery), then altered, mixed,
 * expired or made up. Opening the link (GET) never sets a cookie: a genuine, unexpired one leads to the page
 * that says what it does, anything else to the page that says the link is invalid. That page's button
 * (POST) sets the order cookie only for a genuine, unexpired link sent from the site itself.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { GET, POST } from '@/app/(frontend)/commande/appareil/route'
import { siteUrl } from '@/env'
import { ORDER_LINK_CONFIRM_PATH, ORDER_LINK_PATH, orderLinkQuery, orderSessionFromCookieHeader } from '@/server/payments/claim'

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

/** The confirmation page's form, sent back: the fields the query holds, as a browser posts them. */
type Sender = { origin?: string; 'sec-fetch-site'?: string }
const SITE = new URL(siteUrl()).origin
/** Where a form may come from: the site's own page (with its no-referrer policy, Origin is « null »), an older browser, another site. */
const FROM_THE_SITE: Sender[] = [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, { origin: SITE, 'sec-fetch-site': 'same-origin' }, { origin: SITE }, {}]
const FROM_ELSEWHERE: Sender[] = [{ origin: 'https://autre-site.example', 'sec-fetch-site': 'cross-site' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { origin: 'https://autre-site.example' }]
const confirm = (query: string, sender: Sender = FROM_THE_SITE[0]!) => {
  const form = new URLSearchParams([...new URLSearchParams(query)].filter(([key]) => ['commande', 'expire', 'signature'].includes(key))).toString()
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(form)), ...sender }
  return POST(new NextRequest(new URL(ORDER_LINK_PATH, siteUrl()), { method: 'POST', headers, body: form }))
}
const invalidPage = new URL('/acces/invalide?lien=commande', siteUrl()).href

describe('/commande/appareil under fuzzing', () => {
  it('opening a link sets no cookie: a genuine unexpired one leads to its confirmation, anything else to the invalid-link page (1,000 runs)', () => {
    let genuine = 0
    let refused = 0
    fc.assert(
      fc.property(linkQuery, (query) => {
        const url = new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl())
        const response = GET(new NextRequest(url))
        const link = genuineLink(url.searchParams)
        expect(response.status, query).toBe(303)
        expect(response.headers.getSetCookie(), query).toEqual([])
        if (link) {
          genuine++
          const { commande, expire, signature } = link
          expect(response.headers.get('location'), query).toBe(new URL(`${ORDER_LINK_CONFIRM_PATH}?${new URLSearchParams({ commande, expire, signature })}`, siteUrl()).href)
        } else {
          refused++
          expect(response.headers.get('location'), query).toBe(invalidPage)
        }
      }),
      { numRuns: 1000 },
    )
    expect(genuine).toBeGreaterThan(100)
    expect(refused).toBeGreaterThan(300)
  })

  it('confirming sets the order cookie only for a genuine unexpired link sent from the site, and leads to its order (1,000 runs)', async () => {
    let granted = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(linkQuery, fc.constantFrom(...FROM_THE_SITE, ...FROM_THE_SITE, ...FROM_ELSEWHERE), async (query, sender) => {
        const response = await confirm(query, sender)
        const link = genuineLink(new URLSearchParams(query))
        const cookies = response.headers.getSetCookie()
        if (FROM_ELSEWHERE.includes(sender)) {
          expect(response.status, query).toBe(403)
          expect(cookies, query).toEqual([])
          return
        }
        expect(response.status, query).toBe(303)
        if (link) {
          granted++
          expect(response.headers.get('location'), query).toBe(new URL(`/results?session_id=${encodeURIComponent(link.commande)}`, siteUrl()).href)
          expect(cookies, query).toHaveLength(1)
          const [pair, ...attributes] = cookies[0]!.split('; ')
          // The cookie this app reads back as the link's order, kept 90 days, out of scripts' reach.
          expect(orderSessionFromCookieHeader(pair!), query).toBe(link.commande)
          expect(attributes).toEqual(expect.arrayContaining(['Path=/', `Max-Age=${90 * 24 * 60 * 60}`, 'HttpOnly', 'SameSite=Lax']))
          expect(response.headers.get('cache-control')).toBe('no-store')
        } else {
          refused++
          expect(response.headers.get('location'), query).toBe(invalidPage)
          expect(cookies, query).toEqual([])
        }
      }),
      { numRuns: 1000 },
    )
    expect(granted).toBeGreaterThan(50)
    expect(refused).toBeGreaterThan(150)
  })

  it('refuses a confirmation body that is not the short form', async () => {
    const link = issue(sessionIds[0]!, Date.now(), true)
    const form = new URLSearchParams({ commande: link.commande, expire: link.expire, signature: link.signature, extra: 'x'.repeat(4000) }).toString()
    const oversized = await POST(
      new NextRequest(new URL(ORDER_LINK_PATH, siteUrl()), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(form.length) }, body: form }),
    )
    expect(oversized.status).toBe(413)
    expect(oversized.headers.getSetCookie()).toEqual([])
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
    expect(GET(new NextRequest(new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl()))).headers.get('location')).toContain(ORDER_LINK_CONFIRM_PATH)
    expect(orderSessionFromCookieHeader((await confirm(query)).headers.getSetCookie()[0]?.split('; ')[0] ?? null)).toBe(link.commande)
    vi.setSystemTime(expiresAt + 1000)
    for (const late of [GET(new NextRequest(new URL(`${ORDER_LINK_PATH}?${query}`, siteUrl()))), await confirm(query)]) {
      expect(late.status).toBe(303)
      expect(late.headers.get('location')).toBe(invalidPage)
      expect(late.headers.getSetCookie()).toEqual([])
    }
  })
})
