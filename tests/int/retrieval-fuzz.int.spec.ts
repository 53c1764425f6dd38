/**
 * Property-based fuzzing of « Accès à mes résultats » (the lookup, and the one-time link its email
 * carries) and of the report downloads, through Payload's router from a new address each time: never a
 * 5xx, a JSON answer (or the documented redirect), a token opens only what it was made for, and the
 * tables hold only valid rows afterwards.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { NextRequest } from 'next/server'
import { GET as openRestoreLink } from '@/app/(frontend)/acces/[token]/route'
import { siteUrl } from '@/env'
import { cookieValue } from '@/server/http/cookies'
import { consumeRestoreLink, createAccessLink, findRestoreLink } from '@/server/retrieval/access-links'
import { RESTORE_LINK_COOKIE } from '@/server/retrieval/restore-link'
import { reportLinkFor } from '@/server/report/links'
import { asHeader, assertInLanes, body, EMAIL, expectSafe, newVisitor, send, tokenLike, type Visitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

let payload: Payload
const people: Visitor[] = []
/** Looked up by nobody but the per-email limit's check. */
let limited: Visitor
const tokens = { restore: '', restoreExpired: '', reportLocked: '' }

const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: string }>(payload, query))[0]!.n)

beforeAll(async () => {
  payload = await testPayload()
  for (let index = 0; index < 4; index++) people.push(await newVisitor(payload, index))
  limited = await newVisitor(payload, 4)
  tokens.restore = (await createAccessLink(payload, 'restore', { resultId: people[0]!.resultId })).token
  tokens.restoreExpired = (await createAccessLink(payload, 'restore', { resultId: people[0]!.resultId, now: new Date(Date.now() - 2 * 3600_000) })).token
  tokens.reportLocked = (await reportLinkFor(payload, people[3]!.resultId)).split('/').pop()!
})

describe('« Accès à mes résultats » under fuzzing', () => {
  it('POST /retrieval never answers 5xx, answers every accepted lookup alike, and emails a one-time link only to the owner of a found result (1,000 runs, 40 at a time)', async () => {
    const known = people.map((person) => person.email)
    const before = await count(sql`select count(*) as n from access_links where purpose = 'restore'`)
    const lookup = body(
      fc.record(
        {
          // Addresses with a result (their lookups soon hit the per-email limit), well-formed addresses without
          // one (no email), and anything else.
          email: fc.oneof(
            { weight: 2, arbitrary: fc.constantFrom(...known) },
            { weight: 1, arbitrary: fc.constantFrom(...known).map((email) => ` ${email.toUpperCase()} `) },
            { weight: 4, arbitrary: fc.tuple(fc.constantFrom('paul', 'marie.curie', 'jean_luc'), fc.nat(999_999)).map(([local, number]) => `${local}${number}@exemple.org`) },
            { weight: 1, arbitrary: fc.emailAddress() },
            { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
          ),
          firstName: fc.oneof(fc.constantFrom('Léa', 'lea', ' HUGO ', 'Inès', 'Ines'), fc.string({ maxLength: 120 })),
        },
        { requiredKeys: [] },
      ),
    )
    let accepted = 0
    // Each owner also asks once with the right first name, so that every run sends links, whatever it draws.
    for (const person of people) {
      const response = await send('/retrieval', { method: 'POST', body: JSON.stringify({ email: person.email, firstName: person.name.split(' ')[0] }) })
      expect(await expectSafe(response)).toEqual({ received: true })
      accepted++
    }
    const runs = await assertInLanes(lookup, async (raw) => {
      const response = await send('/retrieval', { method: 'POST', body: raw })
      const answer = await expectSafe(response)
      if (response.status === 200) {
        // Found or not, the same answer: nothing tells who took the test.
        expect(answer).toEqual({ received: true })
        expect(response.headers.get('set-cookie')).toBeNull()
        accepted++
      } else {
        expect([400, 429]).toContain(response.status)
        expect(answer).toHaveProperty('error')
      }
    })
    expect(runs).toBeGreaterThanOrEqual(1000)
    expect(accepted).toBeGreaterThan(100)
    // One one-time link per result found, each emailed to the result's own address, never anywhere else.
    const links = (await count(sql`select count(*) as n from access_links where purpose = 'restore'`)) - before
    expect(links).toBeGreaterThan(0)
    expect(links).toBeLessThan(accepted)
    // The emails leave after the answers: wait for the last ones.
    const recipients = await vi.waitFor(
      async () => {
        const rows = await execute<{ to: string; n: string }>(payload, sql`select "to", count(*) as n from outbox_emails group by "to"`)
        expect(rows.reduce((total, row) => total + Number(row.n), 0)).toBe(links)
        return rows
      },
      { timeout: 10_000, interval: 200 },
    )
    for (const row of recipients) expect(known).toContain(row.to)
  }, 120_000)

  it('emails at most five links per address and hour, however the address is typed and however many lookups arrive at once', async () => {
    const typed = [limited.email, limited.email.toUpperCase(), ` ${limited.email} `]
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send('/retrieval', { method: 'POST', body: { email: typed[index % typed.length], firstName: 'Hugo' } })),
    )
    // The same answer to all: only the emails stop, so the answer never tells a match from none.
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200))
    await vi.waitFor(async () => expect(await count(sql`select count(*) as n from outbox_emails where "to" = ${limited.email}`)).toBe(5), { timeout: 10_000, interval: 200 })
    expect(await count(sql`select count(*) as n from access_links where purpose = 'restore' and result_id = ${limited.resultId}`)).toBe(5)
  })

  it('opening the one-time link (GET /acces/<token>) uses nothing: a token of its shape waits in its cookie for the page that asks to confirm, anything else leads to the invalid-link page and deletes that cookie (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(tokenLike([tokens.restore, tokens.restoreExpired]), async (token) => {
        // As Next passes it: the path segment decoded.
        const request = new NextRequest(new URL(`/acces/${encodeURIComponent(token)}`, siteUrl()))
        const response = await openRestoreLink(request, { params: Promise.resolve({ token }) })
        expect(response.status).toBe(303)
        expect(response.headers.get('cache-control')).toBe('no-store')
        const cookie = response.headers.get('set-cookie') ?? ''
        expect(cookie).toMatch(new RegExp(`^${RESTORE_LINK_COOKIE}=[^;]*; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`))
        const shaped = /^[0-9a-f]{64}$/.test(token)
        expect(response.headers.get('location')).toBe(new URL(shaped ? '/acces/confirmer' : '/acces/invalide', siteUrl()).href)
        expect(cookieValue(cookie.split(';')[0]!, RESTORE_LINK_COOKIE)).toBe(shaped ? token : null)
        expect(cookie).toContain(shaped ? 'Max-Age=3600;' : 'Max-Age=0;')
      }),
      { numRuns: 1000 },
    )
    // Nothing was used by opening it.
    expect(await findRestoreLink(payload, tokens.restore)).toMatchObject({ used: false })
  }, 120_000)

  it('a one-time link is valid until used, then opens its own result once, and nothing else (1,000 runs)', async () => {
    const uses: string[] = []
    await fc.assert(
      fc.asyncProperty(tokenLike([tokens.restore, tokens.restoreExpired]), async (token) => {
        const valid = (await findRestoreLink(payload, token))?.used === false
        const restored = await consumeRestoreLink(payload, token)
        if (restored) {
          uses.push(token)
          expect(valid).toBe(true)
          expect(restored.result.id).toBe(people[0]!.resultId)
        } else expect(valid).toBe(false)
      }),
      { numRuns: 1000 },
    )
    expect(uses).toEqual([tokens.restore])
    expect(await count(sql`select count(*) as n from access_links where purpose = 'device'`)).toBe(1)
  }, 120_000)
})

describe('report downloads under fuzzing', () => {
  const accept = fc.constantFrom(undefined, 'application/json', 'text/html,application/xhtml+xml', '*/*')
  const expectRefused = async (response: Response) => {
    await expectSafe(response)
    if (response.status === 303) expect(response.headers.get('location')).toMatch(/^\/acces-resultats\?rapport=(refuse|verrouille|lien-expire)$/)
  }

  it('GET /report never answers 5xx and gives no PDF to a cookie that does not own an unlocked result (1,000 runs)', async () => {
    const cookie = fc.oneof(
      tokenLike([people[3]!.cookie, people[0]!.cookie]).map((token) => `riasec_access=${token}`),
      fc.string({ maxLength: 200 }),
      fc.tuple(fc.string({ maxLength: 40 }), tokenLike([people[3]!.cookie])).map(([other, token]) => `${other}; riasec_access=${token}; x=1`),
    )
    await fc.assert(
      fc.asyncProperty(fc.option(cookie, { nil: undefined }), accept, async (header, type) => {
        const response = await send('/report', { headers: { ...(header ? { cookie: asHeader(header) } : {}), ...(type ? { accept: type } : {}) } })
        expect([303, 403, 429]).toContain(response.status)
        await expectRefused(response)
      }),
      { numRuns: 1000 },
    )
  }, 120_000)

  it('GET /report/link/:token never answers 5xx and never serves a locked or unknown report (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(tokenLike([tokens.reportLocked, tokens.restore]), accept, async (token, type) => {
        const response = await send(`/report/link/${encodeURIComponent(token)}`, { headers: type ? { accept: type } : {} })
        // 404 also when the token is empty: no route matches.
        expect([303, 403, 404, 429]).toContain(response.status)
        if (response.status === 403) expect(token).toBe(tokens.reportLocked)
        await expectRefused(response)
      }),
      { numRuns: 1000 },
    )
  }, 120_000)
})

describe('the tables after the fuzzing', () => {
  it('hold only valid access links, each tied to a result, and emails to valid addresses', async () => {
    const links = await execute<{ purpose: string; email: string | null; result_id: number | null; token_hash: string; expires_at: string | null }>(
      payload,
      sql`select purpose, email, result_id, token_hash, expires_at from access_links`,
    )
    expect(links.length).toBeGreaterThan(3)
    for (const link of links) {
      expect(link.token_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(link.expires_at).toBeTruthy()
      if (link.purpose === 'data-rights') expect(link.email).toMatch(EMAIL)
      else {
        expect(['restore', 'report', 'device']).toContain(link.purpose)
        expect([...people, limited].map((person) => person.resultId)).toContain(Number(link.result_id))
      }
    }
    const results = await execute<{ payment: string | null; unlocked_at: string | null }>(payload, sql`select payment, unlocked_at from riasec_results`)
    expect(results).toEqual([...people, limited].map(() => ({ payment: null, unlocked_at: null })))
  })
})
