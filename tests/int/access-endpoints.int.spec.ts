/**
 * The access matrix of the custom endpoints (src/endpoints), and of Payload's own endpoints that run jobs or
 * could open an account, over HTTP through Payload's router with real staff sessions (the admin's
 * `payload-token` cookie): anonymous, editor, staff and admin, plus the visitor who holds the capability (the
 * result's cookie, the emailed link) where an endpoint has one. Collections and globals over REST:
 * access.int.spec.ts and access-globals.int.spec.ts. A staff role
 * never stands in for a visitor's capability, and a visitor's capability never needs a role.
 *
 * The other route handlers under src/app are Payload's generated REST route (this router), the public
 * metadata routes robots.txt and sitemap.xml, which decide nothing about access, and the two emailed links
 * that put their key in a cookie: the purchase's order link /commande/appareil, whose signed link is its
 * only capability (fuzzed in order-link-fuzz.int.spec.ts), and the « Mes données » link /mes-donnees/lien,
 * whose token the export and erasure below read (fuzzed in privacy-fuzz.int.spec.ts); the one-time link's
 * server action is fuzzed in retrieval-fuzz.int.spec.ts.
 */
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint, Payload } from 'payload'
import { seed } from '@/seed'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { riasecSubmissionSchema } from '@/server/assessments/schemas'
import { DATA_RIGHTS_COOKIE } from '@/server/privacy/links'
import { reportLinkFor } from '@/server/report/links'
import { dataLinkFor } from '../helpers/data-links'
import { createActor, testPayload } from '../helpers/payload'
import { sessionCookie, startApiServer, type ApiServer } from '../helpers/api-server'

// The unsigned webhook calls are logged as warnings: keep the run quiet, errors still show.
process.env.LOG_LEVEL = 'error'

type Role = 'anonymous' | 'editor' | 'staff' | 'admin'
/** `holder`: an anonymous visitor holding the endpoint's capability (result cookie or emailed link). */
type Who = Role | 'holder'
const ROLES: Role[] = ['anonymous', 'editor', 'staff', 'admin']
const PASSWORD = 'a-long-test-password-123'

let payload: Payload
let api: ApiServer
const sessions: Record<Role, string | null> = { anonymous: null, editor: null, staff: null, admin: null }
let address = 0

interface Call {
  method?: 'GET' | 'POST'
  body?: unknown
  /** A visitor's own cookie (the result's access token), sent beside the staff session if any. */
  visitorCookie?: string
  headers?: Record<string, string>
}

/**
 * One request as `who`'s browser sends it from the site's own pages (`Sec-Fetch-Site: same-origin`, which
 * Payload requires with its session cookie), from its own address (rate limits are per address).
 */
async function call(who: Role, path: string, { method = 'GET', body, visitorCookie, headers = {} }: Call = {}): Promise<Response> {
  address++
  const cookie = [sessions[who], visitorCookie].filter(Boolean).join('; ')
  return fetch(`${api.url}/api${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}`,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemple.fr`

/** A person the staff tools can find: a lead with their address. */
async function newPerson(): Promise<string> {
  const email = uniqueEmail('personne')
  await payload.create({ collection: 'leads', overrideAccess: true, data: { name: 'Léa', email, source: 'orientation' } })
  return email
}

const leadsOf = async (email: string) => (await payload.count({ collection: 'leads', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

/** A saved RIASEC result and its owner's cookie; unlocked as a payment would. */
async function ownedResult(unlocked: boolean): Promise<{ id: number; cookie: string }> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 20 })
  const saved = await submitRiasec(
    payload,
    riasecSubmissionSchema.parse({
      idempotencyKey: randomUUID(),
      bilanType: 'scolaire',
      contact: { name: 'Léa Martin', email: uniqueEmail('proprietaire') },
      answers: questions.docs.map(() => 0),
    }),
  )
  if (unlocked) {
    await payload.update({
      collection: 'riasec-results',
      id: saved.resultId,
      overrideAccess: true,
      data: { payment: 'completed', unlockSource: 'payment', unlockedAt: new Date().toISOString() },
    })
  }
  return { id: saved.resultId, cookie: `riasec_access=${saved.token}` }
}

let unlocked: Promise<{ id: number; cookie: string }> | undefined
/** One unlocked result for the download cases: its PDF is rendered once, then served from the cache. */
const unlockedResult = () => (unlocked ??= ownedResult(true))

/** A well-formed link token that was never issued. */
const strangerToken = () => randomUUID().replace(/-/g, '').repeat(2)
/**
 * The « Mes données » link as the browser uses it: the holder's own link (its cookie, and the address its
 * page names); anyone else a made-up token, naming the holder's address.
 */
async function dataLinkAs(who: Who, email: string): Promise<{ cookie: string; address: string }> {
  const link = await dataLinkFor(payload, email)
  return { cookie: who === 'holder' ? link.cookie : `${DATA_RIGHTS_COOKIE}=${strangerToken()}`, address: link.address }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  for (const role of ['editor', 'staff', 'admin'] as const) {
    const actor = await createActor(payload, role)
    sessions[role] = await sessionCookie(payload, actor.email, PASSWORD)
  }
  api = await startApiServer()
})

afterAll(async () => {
  await api?.close()
})

interface Case {
  /** Expected status for each role, and for the capability holder where there is one. */
  expected: Partial<Record<Who, number>> & Record<Role, number>
  send: (who: Who) => Promise<Response>
  /** What an allowed answer must carry (and, for writes, what must have changed or not). */
  verify?: (who: Who, response: Response) => Promise<void>
}

const exportCase = (file: string, allowed: number): Case => ({
  expected: { anonymous: 401, editor: 403, staff: allowed, admin: allowed },
  send: (who) => call(who as Role, `/exports/${file}`),
  verify: async (_who, response) => {
    if (response.status === 200) {
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      // The byte-order mark Excel needs to read UTF-8, then the French header row.
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(new TextDecoder().decode(bytes)).toMatch(/^ID;/)
    } else {
      expect(await response.json()).toHaveProperty('error')
    }
  },
})

/** Every custom endpoint, by what it does; anything not listed in `expected` is not asked. */
const MATRIX: Record<string, Case> = {
  'GET /health': { expected: { anonymous: 200, editor: 200, staff: 200, admin: 200 }, send: (who) => call(who as Role, '/health') },

  // Staff tools: the CSV exports and one person's data, for staff and admins only.
  'GET /exports/orders.csv': exportCase('orders.csv', 200),
  'GET /exports/leads.csv': exportCase('leads.csv', 200),
  'GET /exports/riasec-results.csv': exportCase('riasec-results.csv', 200),
  'GET /exports/coaching-bookings.csv': exportCase('coaching-bookings.csv', 200),
  'GET /exports/users.csv (never exportable)': exportCase('users.csv', 404),
  'GET /privacy/staff/export': {
    expected: { anonymous: 403, editor: 403, staff: 200, admin: 200 },
    send: async (who) => call(who as Role, `/privacy/staff/export?email=${encodeURIComponent(await newPerson())}`),
    verify: async (_who, response) => {
      const body = (await response.json()) as { email?: string; leads?: unknown[]; error?: string }
      if (response.status === 200) expect(body.leads).toHaveLength(1)
      else expect(body).toEqual({ error: 'Réservé à l’équipe.' })
    },
  },
  'POST /privacy/staff/erase': {
    expected: { anonymous: 403, editor: 403, staff: 200, admin: 200 },
    send: async (who) => {
      const email = await newPerson()
      const response = await call(who as Role, '/privacy/staff/erase', { method: 'POST', body: { email, confirmEmail: email } })
      expect(await leadsOf(email)).toBe(response.status === 200 ? 0 : 1)
      return response
    },
  },
  // Editors' tool: the sample report's pictures drawn again from the texts saved (about ten seconds each).
  'POST /sample-report/pages': {
    expected: { anonymous: 403, editor: 200, staff: 403, admin: 200 },
    send: (who) => call(who as Role, '/sample-report/pages', { method: 'POST' }),
    verify: async (_who, response) => {
      const body = (await response.json()) as unknown
      if (response.status === 200) expect(body).toEqual({ pages: 12 })
      else expect(body).toEqual({ error: 'Réservé aux rédacteurs et aux administrateurs.' })
    },
  },
  'GET /payload-jobs/run (Payload’s jobs queue, admins only)': {
    expected: { anonymous: 401, editor: 401, staff: 401, admin: 200 },
    send: (who) => call(who as Role, '/payload-jobs/run?queue=privacy&limit=1'),
  },
  'GET /payload-jobs/handle-schedules (Payload’s scheduler, admins only)': {
    expected: { anonymous: 401, editor: 401, staff: 401, admin: 200 },
    // A queue without schedules: the admin's call is answered without queueing anything.
    send: (who) => call(who as Role, '/payload-jobs/handle-schedules?queue=access-matrix'),
    verify: async (_who, response) => {
      if (response.status === 200) expect(await response.json()).toMatchObject({ queued: [], errored: [] })
    },
  },

  // Payload's own account endpoints that could open an account: closed once the first one exists.
  'POST /users/first-register (closed once an account exists)': {
    expected: { anonymous: 403, editor: 403, staff: 403, admin: 403 },
    send: async (who) => {
      const email = uniqueEmail('premier')
      const response = await call(who as Role, '/users/first-register', { method: 'POST', body: { email, password: PASSWORD, confirmPassword: PASSWORD, role: 'admin' } })
      expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)
      return response
    },
  },

  // The visitor's own capabilities: no staff role opens them, the holder needs none.
  'GET /report (the result’s cookie)': {
    expected: { anonymous: 403, editor: 403, staff: 403, admin: 403, holder: 200 },
    send: async (who) => (who === 'holder' ? call('anonymous', '/report', { visitorCookie: (await unlockedResult()).cookie }) : call(who, '/report')),
    verify: async (who, response) => {
      if (who === 'holder') expect(response.headers.get('content-type')).toBe('application/pdf')
      else expect((await response.json()) as { error: string }).toMatchObject({ error: expect.stringContaining('réservé à la personne qui a passé le test') })
    },
  },
  'GET /report/link/:token (the purchase email’s link)': {
    expected: { anonymous: 404, editor: 404, staff: 404, admin: 404, holder: 200 },
    send: async (who) => {
      if (who !== 'holder') return call(who, `/report/link/${strangerToken()}`)
      const owned = await unlockedResult()
      return call('anonymous', `/report/link/${(await reportLinkFor(payload, owned.id)).split('/').pop()}`)
    },
    verify: async (who, response) => {
      if (who === 'holder') expect(response.headers.get('content-type')).toBe('application/pdf')
    },
  },
  'GET /privacy/export (the « Mes données » link)': {
    expected: { anonymous: 404, editor: 404, staff: 404, admin: 404, holder: 200 },
    send: async (who) => {
      const email = await newPerson()
      const link = await dataLinkAs(who, email)
      return call(who === 'holder' ? 'anonymous' : who, `/privacy/export?address=${link.address}`, { visitorCookie: link.cookie })
    },
    verify: async (who, response) => {
      const body = (await response.json()) as { leads?: unknown[] }
      if (who === 'holder') expect(body.leads).toHaveLength(1)
    },
  },
  'POST /privacy/erase (the « Mes données » link)': {
    expected: { anonymous: 404, editor: 404, staff: 404, admin: 404, holder: 200 },
    send: async (who) => {
      const email = await newPerson()
      const link = await dataLinkAs(who, email)
      const response = await call(who === 'holder' ? 'anonymous' : who, '/privacy/erase', { method: 'POST', body: { confirm: true, address: link.address }, visitorCookie: link.cookie })
      expect(await leadsOf(email)).toBe(response.status === 200 ? 0 : 1)
      return response
    },
  },
  'POST /promo/redeem (needs the visitor’s own result)': {
    expected: { anonymous: 409, editor: 409, staff: 409, admin: 409 },
    send: (who) => call(who as Role, '/promo/redeem', { method: 'POST', body: { code: 'NIMPORTE' } }),
  },
  'POST /assessments/riasec/contact (needs the visitor’s own result)': {
    expected: { anonymous: 409, editor: 409, staff: 409, admin: 409 },
    send: (who) => call(who as Role, '/assessments/riasec/contact', { method: 'POST', body: { profile: 'IA', contact: { name: 'Léa', email: uniqueEmail('contact') } } }),
  },
  'POST /payments/checkout, report (needs the visitor’s own result)': {
    expected: { anonymous: 409, editor: 409, staff: 409, admin: 409 },
    send: (who) => call(who as Role, '/payments/checkout', { method: 'POST', body: { kind: 'report', withdrawalWaiver: true } }),
  },

  // The payment provider's webhook: only a signature counts, never a session.
  'POST /stripe/webhook without a signature': {
    expected: { anonymous: 400, editor: 400, staff: 400, admin: 400 },
    send: (who) => call(who as Role, '/stripe/webhook', { method: 'POST', body: { id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'demo_cs_x' } } } }),
    verify: async (_who, response) => expect(await response.json()).toEqual({ received: false, error: 'Invalid signature' }),
  },

  // Public endpoints: the same answer for everyone, whatever the session.
  'POST /assessments/riasec (invalid body)': {
    expected: { anonymous: 400, editor: 400, staff: 400, admin: 400 },
    send: (who) => call(who as Role, '/assessments/riasec', { method: 'POST', body: {} }),
  },
  'POST /assessments/orientation (invalid body)': {
    expected: { anonymous: 400, editor: 400, staff: 400, admin: 400 },
    send: (who) => call(who as Role, '/assessments/orientation', { method: 'POST', body: {} }),
  },
  'POST /payments/demo/pay (unknown session)': {
    expected: { anonymous: 404, editor: 404, staff: 404, admin: 404 },
    send: (who) => call(who as Role, '/payments/demo/pay', { method: 'POST', body: { session: 'demo_cs_unknown_session' } }),
  },
  'GET /payments/return (unknown session)': {
    expected: { anonymous: 303, editor: 303, staff: 303, admin: 303 },
    send: (who) => call(who as Role, '/payments/return?session_id=cs_test_unknown_session'),
  },
  'POST /retrieval (unknown address)': {
    expected: { anonymous: 200, editor: 200, staff: 200, admin: 200 },
    send: (who) => call(who as Role, '/retrieval', { method: 'POST', body: { email: uniqueEmail('inconnu'), firstName: 'Léa' } }),
    verify: async (_who, response) => expect(await response.json()).toEqual({ received: true }),
  },
  'POST /privacy/link (unknown address)': {
    expected: { anonymous: 202, editor: 202, staff: 202, admin: 202 },
    send: (who) => call(who as Role, '/privacy/link', { method: 'POST', body: { email: uniqueEmail('inconnu') } }),
  },
}

describe('custom endpoints: who gets what', () => {
  for (const [name, rules] of Object.entries(MATRIX)) {
    for (const [who, status] of Object.entries(rules.expected) as Array<[Who, number]>) {
      it(`${name}: ${who} gets ${status}`, async () => {
        const response = await rules.send(who)
        expect(response.status).toBe(status)
        await rules.verify?.(who, response)
      })
    }
  }

  it('covers every endpoint defined in src/endpoints', async () => {
    // Read from the modules themselves: Payload appends its own root endpoints to the configured list.
    const directory = path.join(import.meta.dirname, '../../src/endpoints')
    const defined: string[] = []
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
      const module = (await import(path.join(directory, file))) as Record<string, unknown>
      for (const value of Object.values(module).flat()) {
        const endpoint = value as Partial<Endpoint>
        if (endpoint && typeof endpoint.handler === 'function' && typeof endpoint.path === 'string') defined.push(`${endpoint.method!.toUpperCase()} ${endpoint.path}`)
      }
    }
    expect(defined.length).toBeGreaterThanOrEqual(17)
    for (const route of new Set(defined)) {
      // `/exports/:file` is covered by `/exports/orders.csv`…: a parameter matches any one segment.
      const shape = new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/ ]+')}(?=[ ,]|$)`)
      expect(Object.keys(MATRIX).some((name) => name.startsWith(route) || shape.test(name)), route).toBe(true)
    }
  })
})

describe('staff sessions and forged requests', () => {
  it('refuses a staff erase sent from another site with the staff cookie, and erases nothing', async () => {
    const email = await newPerson()
    const response = await call('staff', '/privacy/staff/erase', { method: 'POST', body: { email, confirmEmail: email }, headers: { origin: 'https://pirate.example', 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(403)
    expect(await leadsOf(email)).toBe(1)
  })

  it('does not take a staff session for the owner of a result', async () => {
    // Admins read every result in the admin, but the visitor's report and promo code need the visitor's cookie.
    const owned = await ownedResult(false)
    const asAdmin = await call('admin', '/promo/redeem', { method: 'POST', body: { code: 'NIMPORTE' } })
    expect(asAdmin.status).toBe(409)
    const asOwner = await call('anonymous', '/report', { visitorCookie: owned.cookie })
    expect(asOwner.status).toBe(403)
    expect(((await asOwner.json()) as { error: string }).error).toBe('Ton rapport sera disponible dès que ton profil complet sera débloqué.')
  })

  it('answers the REST API of visitors’ records to staff and admins only, over HTTP with the admin’s session', async () => {
    const READS: Record<string, Record<Role, number>> = {
      leads: { anonymous: 403, editor: 403, staff: 200, admin: 200 },
      orders: { anonymous: 403, editor: 403, staff: 200, admin: 200 },
      'riasec-results': { anonymous: 403, editor: 403, staff: 200, admin: 200 },
      'coaching-bookings': { anonymous: 403, editor: 403, staff: 200, admin: 200 },
      'promo-codes': { anonymous: 403, editor: 403, staff: 403, admin: 200 },
      'payment-events': { anonymous: 403, editor: 403, staff: 403, admin: 200 },
      // Staff read the mail sent to visitors; what was sent to staff accounts is filtered out (access.int).
      'outbox-emails': { anonymous: 403, editor: 403, staff: 200, admin: 200 },
      'access-links': { anonymous: 403, editor: 403, staff: 403, admin: 200 },
    }
    const seen: Record<string, Record<Role, number>> = {}
    for (const collection of Object.keys(READS)) {
      seen[collection] = {} as Record<Role, number>
      for (const role of ROLES) seen[collection][role] = (await call(role, `/${collection}?limit=1&depth=0`)).status
    }
    expect(seen).toEqual(READS)
  })
})
