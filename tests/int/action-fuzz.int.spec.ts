/**
 * Property-based fuzzing of the server actions a visitor's browser can call with anything: `restoreAccess`
 * (the button of the one-time link of « Accès à mes résultats », the link's token in its cookie) and `loadTermsOfSale` (the terms of sale dialog).
 *
 * Outside a Next request there is no request context: in this file only, `next/headers` becomes a cookie jar
 * that holds the cookies the browser sends (`jar.held`) and records what the action writes and `next/navigation`'s `redirect` throws what Next's throws (an error
 * whose digest is `NEXT_REDIRECT;push;<url>;307;`). `next/cache` passes reads through (there is no data
 * cache to hit), and `server-only` is the empty module the `react-server` condition would give.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { hashToken } from '@/server/access-token'
import { createAccessLink } from '@/server/retrieval/access-links'
import { RESTORE_LINK_COOKIE, shownLinkTag } from '@/server/retrieval/restore-link'
import { toLexical } from '@/seed/lexical'
import { tokenLike } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

interface CookieWrite {
  name: string
  value: string
  options: Record<string, unknown>
}

const { jar } = vi.hoisted(() => ({ jar: { writes: [] as CookieWrite[], held: new Map<string, string>() } }))

vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.held.has(name) ? { name, value: jar.held.get(name) } : undefined),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      jar.writes.push({ name, value, options })
    },
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (url: string, type: 'push' | 'replace' = 'push') => {
    const error = new Error('NEXT_REDIRECT') as Error & { digest: string }
    error.digest = `NEXT_REDIRECT;${type};${url};307;`
    throw error
  },
}))
vi.mock('next/cache', () => ({
  unstable_cache: (read: (...args: unknown[]) => Promise<unknown>) => read,
  revalidateTag: () => undefined,
}))

const { restoreAccess } = await import('@/app/(frontend)/acces/confirmer/actions')
const { loadTermsOfSale } = await import('@/components/site/terms-action')

const RUNS = 1000
const SITE = 'http://localhost:3000'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

let payload: Payload

/** Where Next would send the browser, or the unexpected error the action threw. */
async function outcome(form: FormData): Promise<{ redirect: string } | { error: unknown }> {
  try {
    await restoreAccess(form)
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT;')) {
      const parts = digest.split(';')
      expect(parts[1]).toBe('push')
      expect(parts.at(-2)).toBe('307')
      return { redirect: parts.slice(2, -2).join(';') }
    }
    return { error }
  }
  return { error: new Error('restoreAccess returned without redirecting') }
}

interface Link {
  token: string
  resultId: number
  bilanType: string
  dominantProfile: string
}

/** Restore links still unused: the only ones that may set a cookie, once each. */
const unused = new Map<string, Link>()
const refused: string[] = []

async function newResult(dominantProfile: string, bilanType: 'scolaire' | 'reconversion' | 'public'): Promise<number> {
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name: 'Léa Martin', email: `lien-${randomUUID().slice(0, 8)}@exemple.fr`, bilanType, scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 }, dominantProfile },
  })
  return result.id
}

beforeAll(async () => {
  payload = await testPayload()
  // Profiles a visitor never chose, to check the redirect stays on the site whatever the stored code.
  const profiles: Array<[string, 'scolaire' | 'reconversion' | 'public']> = [
    ['IA', 'scolaire'],
    ['SE', 'reconversion'],
    ['R', 'public'],
    ['//pirate.example/x', 'scolaire'],
    ['../../admin?x=1#y', 'public'],
    ['https://pirate.example', 'reconversion'],
  ]
  for (const [dominantProfile, bilanType] of profiles) {
    const resultId = await newResult(dominantProfile, bilanType)
    for (let copy = 0; copy < 2; copy++) {
      const { token } = await createAccessLink(payload, 'restore', { resultId })
      unused.set(token, { token, resultId, bilanType, dominantProfile })
    }
  }
  const resultId = await newResult('IA', 'scolaire')
  refused.push((await createAccessLink(payload, 'restore', { resultId, now: new Date(Date.now() - 2 * 3600_000) })).token)
  refused.push((await createAccessLink(payload, 'report', { resultId })).token)
  refused.push((await createAccessLink(payload, 'data-rights', { email: 'droits@exemple.fr' })).token)
}, 120_000)

beforeEach(() => {
  jar.writes.length = 0
  jar.held.clear()
})

const deviceGrants = async () => execute<{ token_hash: string; result_id: number }>(payload, sql`select token_hash, result_id from access_links where purpose = 'device'`)

describe('restoreAccess under fuzzing', () => {
  const known = () => [...unused.keys(), ...refused]
  /** What the browser holds: the link's cookie missing, a real link's token, or anything. */
  const held = () => fc.option(tokenLike(known()), { nil: undefined })
  /** A form as a browser (or anyone) can post it: the link's tag missing, twice, a file, another link's tag, or any text. */
  const form = (cookie: string | undefined) => {
    const tags = known().map(shownLinkTag)
    const tag = fc.oneof(
      { weight: 4, arbitrary: fc.constant(shownLinkTag(cookie ?? '')).map((value): FormDataEntryValue => value) },
      { weight: 2, arbitrary: fc.constantFrom(...tags).map((value): FormDataEntryValue => value) },
      { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map((value): FormDataEntryValue => value) },
      { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...tags)).map(([name, value]): FormDataEntryValue => new File([value], name, { type: 'text/plain' })) },
    )
    return fc
      .record({
        tags: fc.array(tag, { maxLength: 2 }),
        extra: fc.array(fc.tuple(fc.constantFrom('token', 'Lien', 'lien[]', 'profile', 'redirect'), fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...known()))), { maxLength: 3 }),
      })
      .map(({ tags: values, extra }) => {
        const data = new FormData()
        for (const value of values) data.append('lien', value)
        for (const [name, value] of extra) data.append(name, value)
        return data
      })
  }
  const visit = () => held().chain((cookie) => form(cookie).map((data) => ({ cookie, data })))

  it(`only ever redirects on the site, sets the access cookie only for the unused link its cookie holds and its page showed, and uses each link once (${RUNS} runs)`, async () => {
    const grantsBefore = (await deviceGrants()).length
    const restored: Link[] = []
    await fc.assert(
      fc.asyncProperty(visit(), async ({ cookie, data }) => {
        jar.writes.length = 0
        jar.held.clear()
        if (cookie !== undefined) jar.held.set(RESTORE_LINK_COOKIE, cookie)
        const link = cookie === undefined ? undefined : unused.get(cookie)
        const shown = data.get('lien')
        const result = await outcome(data)
        expect(result, String(cookie)).toHaveProperty('redirect')
        const url = (result as { redirect: string }).redirect
        // Same site: a path of this origin, never protocol-relative nor absolute.
        expect(url).toMatch(/^\/(?![/\\])/)
        expect(new URL(url, SITE).origin).toBe(SITE)
        if (link && shown === shownLinkTag(link.token)) {
          unused.delete(link.token)
          restored.push(link)
          const target = new URL(url, SITE)
          expect(target.pathname).toBe('/resultats-riasec')
          expect([...target.searchParams.entries()]).toEqual([['profile', link.dominantProfile]])
          expect(jar.writes.map((write) => write.name)).toEqual(['riasec_access', 'bilan_type'])
          const [access, bilan] = jar.writes as [CookieWrite, CookieWrite]
          expect(access.options).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS })
          expect(bilan).toEqual({ name: 'bilan_type', value: link.bilanType, options: { httpOnly: false, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS, secure: false } })
          // The cookie is a new device grant for the link's own result, never the link's token.
          expect(access.value).not.toBe(link.token)
          const [grant] = await execute<{ result_id: number }>(payload, sql`select result_id from access_links where purpose = 'device' and token_hash = ${hashToken(access.value)}`)
          expect(Number(grant?.result_id)).toBe(link.resultId)
        } else {
          // Back to the page, which says what the link now is (and that another was opened since, when the
          // form named another one): nothing written, the link's cookie kept.
          expect(jar.writes).toEqual([])
          expect(url).toBe(cookie !== undefined && /^[0-9a-f]{64}$/.test(cookie) && shown !== shownLinkTag(cookie) ? '/acces/confirmer?autre-lien' : '/acces/confirmer')
        }
      }),
      { numRuns: RUNS },
    )
    // Each link gave one device grant, and is marked used; nothing else was granted.
    expect(restored.length).toBeGreaterThan(0)
    expect((await deviceGrants()).length - grantsBefore).toBe(restored.length)
    for (const link of restored) {
      const [row] = await execute<{ used_at: string | null }>(payload, sql`select used_at from access_links where token_hash = ${hashToken(link.token)}`)
      expect(row).toMatchObject({ used_at: expect.anything() })
    }
    for (const token of unused.keys()) {
      const [row] = await execute<{ used_at: string | null }>(payload, sql`select used_at from access_links where token_hash = ${hashToken(token)}`)
      expect(row?.used_at).toBeNull()
    }
  }, 300_000)

  it('a link used once is refused the second time, with no cookie', async () => {
    const resultId = await newResult('IA', 'scolaire')
    const { token } = await createAccessLink(payload, 'restore', { resultId })
    jar.held.set(RESTORE_LINK_COOKIE, token)
    const data = new FormData()
    data.append('lien', shownLinkTag(token))
    expect(await outcome(data)).toEqual({ redirect: '/resultats-riasec?profile=IA' })
    expect(jar.writes).toHaveLength(2)
    jar.writes.length = 0
    expect(await outcome(data)).toEqual({ redirect: '/acces/confirmer' })
    expect(jar.writes).toEqual([])
  })

  it('never uses a link opened since in another tab in place of the one the page showed', async () => {
    const resultId = await newResult('SE', 'reconversion')
    const [shownLink, openedSince] = await Promise.all([createAccessLink(payload, 'restore', { resultId }), createAccessLink(payload, 'restore', { resultId })])
    jar.held.set(RESTORE_LINK_COOKIE, openedSince.token)
    const data = new FormData()
    data.append('lien', shownLinkTag(shownLink.token))
    expect(await outcome(data)).toEqual({ redirect: '/acces/confirmer?autre-lien' })
    expect(jar.writes).toEqual([])
    const used = await execute<{ used_at: string | null }>(payload, sql`select used_at from access_links where token_hash in (${hashToken(shownLink.token)}, ${hashToken(openedSince.token)})`)
    expect(used.map((row) => row.used_at)).toEqual([null, null])
  })
})

describe('loadTermsOfSale under fuzzing', () => {
  /** Only what the renderer itself writes: no tag ever comes from the editor's text. */
  const ALLOWED_TAGS = new Set(['div', 'p', 'h3', 'h4', 'a', 'span', 'strong', 'em', 'br'])
  const tagsOf = (markup: string) => [...markup.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)/g)].map((match) => match[1]!.toLowerCase())
  const decode = (markup: string) =>
    markup
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
  /** French spacing only adds or changes spaces before « ; : ! ? »: compare the rest. */
  const withoutSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]/gu, '')
  const render = async (...args: unknown[]) => renderToStaticMarkup((await (loadTermsOfSale as (...input: unknown[]) => Promise<ReactElement>)(...args)) as ReactElement)

  const setTerms = (heading: string, paragraph: string) =>
    payload.updateGlobal({
      slug: 'terms-of-sale',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: 'Conditions générales de vente', body: toLexical([{ type: 'h2', text: heading }, { type: 'p', text: paragraph }]) as never },
    })

  it('ignores whatever arguments the browser sends and renders the same dialog, headings one level down (1,000 runs)', async () => {
    await setTerms('Article 1 : objet', 'Le prix est de 18 € ; payable en ligne <script>alert(1)</script> & "c’est tout".')
    const expected = await render()
    expect(tagsOf(expected)).toEqual(expect.arrayContaining(['h3', 'p']))
    expect(tagsOf(expected)).not.toContain('h2')
    expect(expected).not.toContain('<script')
    expect(expected).toContain('&lt;script&gt;')
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined), fc.constant(new FormData())), { maxLength: 3 }), async (args) => {
        expect(await render(...args)).toBe(expected)
      }),
      { numRuns: 1000 },
    )
  }, 120_000)

  it('renders any text an editor saves as text, never as markup (1,000 runs)', async () => {
    const text = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), fc.constantFrom('<img src=x onerror=alert(1)>', '</p><script>x</script>', '&amp; déjà échappé', 'Prix : 18 € ! Vraiment ?'))
    await fc.assert(
      fc.asyncProperty(text, text, async (heading, paragraph) => {
        await setTerms(heading, paragraph)
        const markup = await render()
        for (const tag of tagsOf(markup)) expect(ALLOWED_TAGS, markup).toContain(tag)
        expect(withoutSpaces(decode(markup))).toBe(withoutSpaces(heading + paragraph))
      }),
      { numRuns: 1000 },
    )
  }, 120_000)
})
