/**
 * Property-based fuzzing of « Mes données »: the link request, the export and the erasure, through
 * Payload's router from a new address each time. Never a 5xx, always a JSON answer, a link opens only the
 * data of the address it was made for, and only that person's rows ever go.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { createAccessLink } from '@/server/retrieval/access-links'
import { DATA_RIGHTS_COOKIE, dataLinkLanding } from '@/server/privacy/links'
import { assertInLanes, body, EMAIL, expectSafe, jsonValue, newVisitor, send, tokenLike, type Visitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'
import { dataLinkFor, type DataLink } from '../helpers/data-links'
import { hashToken } from '@/server/access-token'

let payload: Payload
const people: Visitor[] = []
/** Holds a lead only, and no link anywhere in the fuzzing: must come out untouched. */
let bystander: string
/** Holds a lead only, and is asked for by nobody but the per-address limit's check. */
let limited: string
const tokens = { restore: '' }
/** The links of the person whose data the fuzzing exports, and of the one it erases. */
const links = {} as { export: DataLink; erase: DataLink }

/** The cookie the link's route sets (dataLinkLanding), holding whatever token it is given, as a header can carry it. */
const holding = (token: string) => ({ cookie: `${DATA_RIGHTS_COOKIE}=${encodeURIComponent(token)}` })

const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: string }>(payload, query))[0]!.n)

beforeAll(async () => {
  payload = await testPayload()
  for (let index = 0; index < 3; index++) people.push(await newVisitor(payload, index))
  bystander = `temoin-${randomUUID().slice(0, 6)}@exemple.fr`
  await payload.create({ collection: 'leads', overrideAccess: true, data: { name: 'Témoin', email: bystander, source: 'orientation' } })
  limited = `limite-${randomUUID().slice(0, 6)}@exemple.fr`
  await payload.create({ collection: 'leads', overrideAccess: true, data: { name: 'Limite', email: limited, source: 'orientation' } })
  links.export = await dataLinkFor(payload, people[0]!.email)
  links.erase = await dataLinkFor(payload, people[1]!.email)
  tokens.restore = (await createAccessLink(payload, 'restore', { resultId: people[2]!.resultId })).token
})

describe('« Mes données » under fuzzing', () => {
  it('POST /privacy/link never answers 5xx and sends links only to addresses we hold data for (1,000 runs, 40 at a time)', async () => {
    const known = [...people.map((person) => person.email), bystander]
    // Addresses we hold data for (their emails soon hit the per-address limit), well-formed addresses we hold
    // nothing for (the same answer, and no email), and anything else.
    const unknown = fc.tuple(fc.constantFrom('paul', 'marie.curie', 'jean_luc'), fc.nat(999_999)).map(([local, number]) => `${local}${number}@exemple.org`)
    const email = fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: fc.constantFrom(...known).map((address) => ` ${address.toUpperCase()} `) },
      { weight: 4, arbitrary: unknown },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    )
    let accepted = 0
    /** Accepted requests naming an address we hold data for, by address. */
    const asked = new Map<string, number>()
    const runs = await assertInLanes(body(fc.record({ email }, { requiredKeys: [] })), async (raw) => {
      const response = await send('/privacy/link', { method: 'POST', body: raw })
      const answer = await expectSafe(response)
      // The same answer whether or not we hold anything for the address.
      if (response.status === 202) {
        accepted++
        expect(answer).toEqual({ sent: true })
        const address = String((JSON.parse(raw) as { email: unknown }).email).trim().toLowerCase()
        if (known.includes(address)) asked.set(address, (asked.get(address) ?? 0) + 1)
      } else {
        expect([400, 429]).toContain(response.status)
        expect(answer).toHaveProperty('error')
      }
    })
    expect(runs).toBeGreaterThanOrEqual(1000)
    expect(accepted).toBeGreaterThan(150)
    // One « Mes données » email per request for an address we hold data for, up to three per address and
    // hour; none to an address we hold nothing for. The emails leave after the answers: wait until every one
    // expected is there, then make sure no late one follows.
    const expected = Object.fromEntries([...asked].map(([address, requests]) => [address, Math.min(3, requests)]))
    expect(Object.keys(expected).length).toBeGreaterThan(0)
    const emailsByAddress = async () =>
      Object.fromEntries(
        (await execute<{ to: string; n: string }>(payload, sql`select "to", count(*) as n from outbox_emails group by "to"`)).map((row) => [row.to, Number(row.n)]),
      )
    await vi.waitFor(async () => expect(await emailsByAddress()).toEqual(expected), { timeout: 15_000, interval: 200 })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(await emailsByAddress()).toEqual(expected)
    const links = await execute<{ email: string }>(payload, sql`select distinct email from access_links where purpose = 'data-rights'`)
    for (const row of links) expect(known).toContain(row.email)
  }, 120_000)

  it('sends at most three « Mes données » emails per address and hour, however the address is typed and however many requests arrive at once', async () => {
    const typed = [limited, limited.toUpperCase(), ` ${limited} `]
    const responses = await Promise.all(Array.from({ length: 8 }, (_, index) => send('/privacy/link', { method: 'POST', body: { email: typed[index % typed.length] } })))
    // The same answer to all: only the emails stop, so the answer never tells an address we hold from another.
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(202))
    await vi.waitFor(async () => expect(await count(sql`select count(*) as n from outbox_emails where "to" = ${limited}`)).toBe(3), { timeout: 10_000, interval: 200 })
    expect(await count(sql`select count(*) as n from access_links where purpose = 'data-rights' and email = ${limited}`)).toBe(3)
  })

  it('the emailed link swaps only a valid « Mes données » token for its cookie, and leads to a clean address (1,000 runs)', async () => {
    const expired = (await dataLinkFor(payload, people[2]!.email)).token
    await execute(payload, sql`update access_links set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(expired)}`)
    let opened = 0
    let refused = 0
    await fc.assert(
      fc.asyncProperty(fc.option(tokenLike([links.export.token, expired, tokens.restore]), { nil: null }), async (token) => {
        const { path, cookie } = await dataLinkLanding(payload, token)
        if (token === links.export.token) {
          opened++
          expect(path).toBe('/mes-donnees?lien-ouvert')
          expect(cookie).toBe(`${DATA_RIGHTS_COOKIE}=${token}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`)
        } else {
          refused++
          // Said on the page, and the cookie of a link opened earlier goes: the page never shows another address.
          expect(path).toBe('/mes-donnees?lien-refuse')
          expect(cookie).toBe(`${DATA_RIGHTS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
        }
      }),
      { numRuns: 1000 },
    )
    expect(opened).toBeGreaterThan(10)
    expect(refused).toBeGreaterThan(500)
  }, 120_000)

  it('GET /privacy/export never answers 5xx and exports only the data of the link the page showed (1,000 runs)', async () => {
    let exported = 0
    // The link the page names: the one whose token the browser holds, another one, or anything.
    const shown = fc.oneof({ weight: 3, arbitrary: fc.constant(links.export.address) }, fc.constant(links.erase.address), fc.string({ maxLength: 30 }))
    await fc.assert(
      fc.asyncProperty(tokenLike([links.export.token, tokens.restore]), shown, async (token, address) => {
        const response = await send(`/privacy/export?address=${encodeURIComponent(address)}`, { headers: holding(token) })
        const answer = (await expectSafe(response)) as { email?: string; results?: Array<{ email: string }>; error?: string }
        if (response.status === 200) {
          exported++
          expect(token).toBe(links.export.token)
          expect(address).toBe(links.export.address)
          expect(answer.email).toBe(people[0]!.email)
          expect(answer.results?.map((result) => result.email)).toEqual([people[0]!.email])
        } else expect(answer.error).toBeTruthy()
      }),
      { numRuns: 1000 },
    )
    expect(exported).toBeGreaterThan(0)
  }, 120_000)

  it('POST /privacy/erase never answers 5xx and erases only the linked address, once (1,000 runs)', async () => {
    const erased: string[] = []
    const shown = fc.oneof({ weight: 4, arbitrary: fc.constant(links.erase.address) }, fc.constant(links.export.address), jsonValue)
    const request = body(fc.record({ confirm: fc.oneof(fc.constant(true), jsonValue), address: shown }, { requiredKeys: [] }))
    const cookie = fc.option(tokenLike([links.erase.token, tokens.restore]), { nil: undefined })
    await fc.assert(
      fc.asyncProperty(request, cookie, async (raw, token) => {
        const response = await send('/privacy/erase', { method: 'POST', body: raw, headers: token === undefined ? {} : holding(token) })
        const answer = (await expectSafe(response)) as { erased?: boolean; error?: string }
        if (response.status === 200) {
          erased.push(raw)
          expect(token).toBe(links.erase.token)
          expect(JSON.parse(raw)).toEqual({ confirm: true, address: links.erase.address })
          expect(answer.erased).toBe(true)
        } else expect(answer.error).toBeTruthy()
      }),
      { numRuns: 1000 },
    )
    // The link dies with the data it opened: one erasure, and everyone else's rows are still there.
    expect(erased).toHaveLength(1)
    expect(await count(sql`select count(*) as n from riasec_results where email = ${people[1]!.email}`)).toBe(0)
    expect(await count(sql`select count(*) as n from leads where email = ${people[1]!.email}`)).toBe(0)
    expect(await count(sql`select count(*) as n from access_links where email = ${people[1]!.email}`)).toBe(0)
    for (const person of [people[0]!, people[2]!]) {
      expect(await count(sql`select count(*) as n from riasec_results where email = ${person.email}`)).toBe(1)
      expect(await count(sql`select count(*) as n from leads where email = ${person.email}`)).toBe(1)
    }
    expect(await count(sql`select count(*) as n from leads where email = ${bystander}`)).toBe(1)
    expect(await count(sql`select count(*) as n from access_links where token_hash is null or expires_at is null`)).toBe(0)
    const emails = await execute<{ email: string | null }>(payload, sql`select email from access_links where purpose = 'data-rights'`)
    for (const row of emails) expect(row.email).toMatch(EMAIL)
  }, 120_000)

  it('erases nothing for a request another site makes the browser send, nor for a page that showed another link', async () => {
    const person = people[2]!
    const link = await dataLinkFor(payload, person.email)
    const erase = (headers: Record<string, string>, shown = link.address) =>
      send('/privacy/erase', { method: 'POST', body: { confirm: true, address: shown }, headers: { cookie: link.cookie, ...headers } })
    // The cookie alone is the visitor's key: a form or script of another site is refused whatever it sends.
    const forgeries: Array<Record<string, string>> = [{ origin: 'https://pirate.example', 'sec-fetch-site': 'cross-site' }, { origin: 'https://pirate.example' }, { origin: 'null' }]
    for (const forged of forgeries) {
      const response = await erase(forged)
      expect(response.status, JSON.stringify(forged)).toBe(403)
    }
    // The page showed another person's address (this link was opened since, in another tab): reload, nothing erased.
    // A second link for the same address, though, acts for the page that showed it.
    const again = await dataLinkFor(payload, person.email)
    expect((await send(`/privacy/export?address=${link.address}`, { headers: { cookie: again.cookie } })).status).toBe(200)
    const changed = await erase({ 'sec-fetch-site': 'same-origin' }, links.export.address)
    expect(changed.status).toBe(409)
    expect(((await changed.json()) as { error: string }).error).toMatch(/^Cette page n’est plus à jour/)
    expect(await count(sql`select count(*) as n from riasec_results where email = ${person.email}`)).toBe(1)
    expect(await count(sql`select count(*) as n from leads where email = ${person.email}`)).toBe(1)
    // Without the cookie (an hour later, or cookies refused): the visitor is told to open the link again.
    const gone = await send('/privacy/erase', { method: 'POST', body: { confirm: true, address: link.address } })
    expect(gone.status).toBe(404)
    expect(((await gone.json()) as { error: string }).error).toMatch(/^Cette page a expiré\s:\srouvre le lien «\sMes données\s»/u)
  })
})
