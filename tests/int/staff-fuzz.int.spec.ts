/**
 * Property-based fuzzing of the staff tools, through Payload's router with real sessions (anonymous, editor,
 * staff, admin): the CSV exports (`GET /exports/:file`), one person's data (`GET /privacy/staff/export`) and
 * its erasure (`POST /privacy/staff/erase`). Never a 5xx, anonymous visitors and editors always refused, every
 * CSV well-formed and safe to open in a spreadsheet, and an erasure removes exactly the person asked for.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { personEmailSchema } from '@/server/privacy/person'
import { createAccessLink } from '@/server/retrieval/access-links'
import { body, jsonValue, send } from '../helpers/fuzz'
import { sessionCookie } from '../helpers/api-server'
import { createActor, testPayload } from '../helpers/payload'

const RUNS = 1000
const PASSWORD = 'a-long-test-password-123'
const SITE_ORIGIN = 'http://localhost:3000'

type Role = 'anonymous' | 'editor' | 'staff' | 'admin'
const ROLES: Role[] = ['anonymous', 'editor', 'staff', 'admin']

let payload: Payload
const sessions: Record<Role, string | null> = { anonymous: null, editor: null, staff: null, admin: null }

/** A request from `role`'s browser on the site's own pages, as the admin panel sends it. */
function call(role: Role, path: string, init: { method?: string; body?: string; origin?: string } = {}): Promise<Response> {
  const cookie = sessions[role]
  return send(path, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}), ...(init.origin ? { origin: init.origin } : {}) },
  })
}

const role = fc.constantFrom(...ROLES)
const staffRole = (who: Role) => who === 'staff' || who === 'admin'

// --- The rows: people with tricky names, and the formula-looking text a visitor can type -----------------

/** Text a visitor may type that breaks a naive CSV or runs as a spreadsheet formula. */
const TRICKY = [
  '=1+1',
  '=HYPERLINK("http://pirate.example","clic")',
  '+33 6 12 34 56 78',
  '-2+3',
  '@SOMME(A1:A2)',
  '\t=cmd',
  '\r=x',
  'Dupont; Jean',
  'Jean "Jeannot" Dupont',
  '"',
  ';',
  'ligne 1\nligne 2',
  'ligne 1\r\nligne 2',
  ' =espace devant',
  'Zoé, Inès & Noé',
  '😀 émoji',
  "'déjà une apostrophe",
  '',
]
const trickyText = (maxLength: number) => fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'grapheme', maxLength }), fc.string({ maxLength }))

interface Person {
  /** As stored (some with capitals): the staff tools compare lower-cased. */
  stored: string
  email: string
  leads: number
  results: number
  bookings: number
  emails: number
  orders: number
}

const people: Person[] = []
/** What each exported row must read as, by collection and id: the stored values. */
const expectedCells = new Map<string, Record<string, string>>()
const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded']
const BOOKING_STATUSES = ['pending', 'paid', 'scheduled', 'done', 'cancelled']
const OFFERS = ['report', 'reportWithMonthly', 'coachingSingle', 'coachingMonthly', 'premium']

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000).toISOString()

async function seedPerson(index: number, names: string[], notes: string[]): Promise<void> {
  const local = `personne-${index}-${randomUUID().slice(0, 6)}`
  const stored = index % 3 === 0 ? `${local.toUpperCase()}@Exemple.fr` : `${local}@exemple.fr`
  const person: Person = { stored, email: stored.toLowerCase(), leads: 0, results: 0, bookings: 0, emails: 0, orders: 0 }
  const name = names[index % names.length]!.slice(0, 100)
  const note = notes[index % notes.length]!.slice(0, 200)
  const createdAt = day(index % 9)
  const lead = await payload.create({ collection: 'leads', overrideAccess: true, data: { name, email: stored, source: 'orientation', currentFiliere: note, createdAt } })
  expectedCells.set(`leads:${lead.id}`, { Nom: name, Email: stored, 'Filière actuelle': note })
  person.leads++
  if (index % 2 === 0) {
    await payload.create({ collection: 'leads', overrideAccess: true, data: { name: `${name} bis`.slice(0, 100), email: stored, source: 'checkout', createdAt: day(index % 5) } })
    person.leads++
  }
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name, email: stored, bilanType: 'scolaire', scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 }, dominantProfile: 'IA', lead: lead.id },
  })
  expectedCells.set(`riasec-results:${result.id}`, { Nom: name, Email: stored, 'Profil dominant': 'IA', I: '3', A: '4', Contact: String(lead.id) })
  person.results++
  await createAccessLink(payload, 'restore', { resultId: result.id })
  if (index % 3 !== 2) {
    const booking = await payload.create({
      collection: 'coaching-bookings',
      overrideAccess: true,
      data: { name, email: stored, objectives: note, staffNote: notes[(index + 1) % notes.length]!, availability: 'weekend', offer: 'coachingSingle', status: BOOKING_STATUSES[index % 5] as 'pending', createdAt },
    })
    expectedCells.set(`coaching-bookings:${booking.id}`, { Nom: name, Email: stored, Objectifs: note, 'Note de l’équipe': notes[(index + 1) % notes.length]! })
    person.bookings++
  }
  const order = await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      offer: OFFERS[index % 5] as 'report',
      amountCents: 1800 + index,
      currency: 'eur',
      status: ORDER_STATUSES[index % 5] as 'paid',
      provider: 'demo',
      providerSessionId: `${index % 4 === 0 ? '=' : 'cs_'}${randomUUID()}`,
      email: stored,
      result: result.id,
      lead: lead.id,
      createdAt,
      // Paid on another day than it was created: the paid orders' export is dated by payment.
      ...(ORDER_STATUSES[index % 5] === 'paid' ? { paidAt: day((index + 4) % 9) } : {}),
    },
  })
  expectedCells.set(`orders:${order.id}`, { Email: stored, Session: order.providerSessionId! })
  // The lead's row says what its paid order bought, and nothing for an order not paid.
  const paid = order.status === 'paid'
  expectedCells.set(`leads:${lead.id}`, {
    ...expectedCells.get(`leads:${lead.id}`),
    'Commandes payées': paid ? optionLabel('orders', 'offer', order.offer)! : '',
    'Payé (EUR)': paid ? (order.amountCents / 100).toFixed(2).replace('.', ',') : '',
  })
  person.orders++
  await payload.create({ collection: 'outbox-emails', overrideAccess: true, data: { to: stored.toLowerCase(), subject: 'Ton lien', text: 'Bonjour', transport: 'outbox' } })
  person.emails++
  people.push(person)
}

/** Leads nobody ever asks to erase: they must all be there at the end. */
const bystanders: string[] = []

beforeAll(async () => {
  payload = await testPayload()
  for (const who of ['editor', 'staff', 'admin'] as const) {
    const actor = await createActor(payload, who)
    sessions[who] = await sessionCookie(payload, actor.email, PASSWORD)
  }
  const names = [...TRICKY, ...fc.sample(trickyText(60), { numRuns: 20, seed: 17 })].filter((text) => !text.includes('\0'))
  const notes = [...TRICKY.slice().reverse(), ...fc.sample(trickyText(150), { numRuns: 20, seed: 23 })].filter((text) => !text.includes('\0'))
  for (let index = 0; index < 30; index++) await seedPerson(index, names, notes)
  for (let index = 0; index < 3; index++) {
    const email = `temoin-${index}-${randomUUID().slice(0, 6)}@exemple.fr`
    await payload.create({ collection: 'leads', overrideAccess: true, data: { name: 'Témoin', email, source: 'checkout' } })
    bystanders.push(email)
  }
}, 120_000)

// --- CSV ----------------------------------------------------------------------------------------------

const HEADERS: Record<string, string[]> = {
  leads: ['ID', 'Créé le', 'Nom', 'Email', 'Origine', 'Type de bilan', 'Filière actuelle', 'Consentement le', 'Commandes payées', 'Payé (EUR)'],
  'riasec-results': ['ID', 'Créé le', 'Nom', 'Email', 'Type de bilan', 'Profil dominant', 'Nom du profil', 'R', 'I', 'A', 'S', 'E', 'C', 'Paiement', 'Déverrouillé par', 'Déverrouillé le', 'Contact'],
  orders: ['ID', 'Créée le', 'Payée le', 'Statut', 'Offre', 'Montant (EUR)', 'Remboursé (EUR)', 'Remboursée le', 'Prestataire', 'Email', 'Résultat', 'Contact', 'Réservation', 'Session', 'CGV acceptées le', 'Renonciation à la rétractation le', 'À savoir sur le paiement', 'Part du rapport (EUR)', 'Part du rapport à rembourser depuis le', 'Part du rapport remboursée le', 'Email de confirmation', 'Confirmation envoyée le', 'Note de l’équipe'],
  'coaching-bookings': ['ID', 'Créée le', 'Statut', 'Offre', 'Nom', 'Email', 'Disponibilités', 'Objectifs', 'Rendez-vous', 'Note de l’équipe'],
}
const TABLES: Record<string, string> = { leads: 'leads', 'riasec-results': 'riasec_results', orders: 'orders', 'coaching-bookings': 'coaching_bookings' }
/** The exports filtered by status and offer; the others take only dates and ignore both. */
const FILTERED = (collection: string) => collection === 'orders' || collection === 'coaching-bookings'
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A strict reader of what the export promises (semicolons, CRLF rows, RFC 4180 quotes): throws on a quote
 * inside an unquoted cell, text after a closing quote, a bare line break, or an unterminated quote.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let index = 0
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  while (index < text.length) {
    const char = text[index]!
    if (char === '"' && cell === '') {
      let closed = false
      index++
      while (index < text.length) {
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            cell += '"'
            index += 2
            continue
          }
          closed = true
          index++
          break
        }
        cell += text[index]
        index++
      }
      if (!closed) throw new Error('unterminated quoted cell')
      if (index < text.length && text[index] !== ';' && text.slice(index, index + 2) !== '\r\n') throw new Error(`text after a closing quote at ${index}`)
      continue
    }
    if (char === '"') throw new Error(`quote inside an unquoted cell at ${index}`)
    if (char === ';') {
      endCell()
      index++
    } else if (text.slice(index, index + 2) === '\r\n') {
      endCell()
      rows.push(row)
      row = []
      index += 2
    } else if (char === '\r' || char === '\n') {
      throw new Error(`bare line break at ${index}`)
    } else {
      cell += char
      index++
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('last row without CRLF')
  return rows
}

/** How a stored text must read once the spreadsheet has opened it: formula-looking text behind an apostrophe. */
const asOpened = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value)


/** The ids the export should hold, computed in SQL with Paris days. */
async function expectedIds(collection: string, filters: Record<string, string>): Promise<number[]> {
  const conditions = [sql`true`]
  const dated = sql.raw(collection === 'orders' && filters.status === 'paid' ? 'paid_at' : 'created_at')
  if (filters.from) conditions.push(sql`${dated} >= (${filters.from}::date::timestamp at time zone 'Europe/Paris')`)
  if (filters.to) conditions.push(sql`${dated} < ((${filters.to}::date + 1)::timestamp at time zone 'Europe/Paris')`)
  if (FILTERED(collection) && filters.status !== undefined && filters.status !== '') conditions.push(sql`status::text = ${filters.status}`)
  if (FILTERED(collection) && filters.offer !== undefined && filters.offer !== '') conditions.push(sql`offer::text = ${filters.offer}`)
  const rows = await execute<{ id: number }>(payload, sql`select id from ${sql.raw(`"${TABLES[collection]}"`)} where ${sql.join(conditions, sql` and `)} order by id`)
  return rows.map((row) => Number(row.id))
}

/** A day of this century that exists, as YYYY-MM-DD. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && text >= '2000-01-01' && text <= '2100-12-31'
}

/** The French label the admin gives a select field's code. */
function optionLabel(collection: string, field: string, value: string): string | undefined {
  const found = payload.collections[collection as 'orders'].config.flattenedFields.find((candidate) => candidate.name === field)
  const option = found?.type === 'select' ? found.options.find((candidate) => typeof candidate !== 'string' && candidate.value === value) : undefined
  return typeof option === 'object' && typeof option.label === 'string' ? option.label : undefined
}

/** Status and offer filters that are empty or one of the collection's options (leads and results have none). */
const knownOptions = (collection: string, query: { status?: string; offer?: string }): boolean =>
  FILTERED(collection)
    ? (!query.status || (collection === 'orders' ? ORDER_STATUSES : BOOKING_STATUSES).includes(query.status)) && (!query.offer || OFFERS.includes(query.offer))
    : !query.status && !query.offer

describe('GET /exports/:file under fuzzing', () => {
  const file = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('leads.csv', 'riasec-results.csv', 'orders.csv', 'coaching-bookings.csv') },
    { weight: 1, arbitrary: fc.constantFrom('leads', 'users.csv', 'access-links.csv', 'payload-preferences.csv', 'leads.csv.csv', 'LEADS.CSV', '../users.csv', 'orders.csv ', '.csv') },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }).filter((name) => name !== '.' && name !== '..') },
  )
  const calendarDay = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
  const dayLike = fc.oneof(
    { weight: 6, arbitrary: calendarDay },
    // Shaped like a day without being one (refused, 400): a month or day that would roll over, a year out of range.
    { weight: 1, arbitrary: fc.constantFrom(new Date().toISOString().slice(0, 10), day(3).slice(0, 10), '2026-02-30', '2026-13-01', '0000-00-00', '9999-99-99', '1999-12-31', '2026-1-1', '01/02/2026') },
    // A form's empty field: no filter.
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  )
  // Orders and bookings take their own options, and refuse any other status or offer (400). Leads and
  // results have neither: they refuse any (400) but an empty one, and get any text, too long included.
  const anyText = fc.string({ maxLength: 40 })
  const optionOf = (values: string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.constant('') }, { weight: 1, arbitrary: anyText })
  const filtersFor = (name: string) => {
    const collection = name.replace(/\.csv$/, '')
    const [status, offer] =
      collection === 'orders' ? [optionOf(ORDER_STATUSES), optionOf(OFFERS)] : collection === 'coaching-bookings' ? [optionOf(BOOKING_STATUSES), optionOf(OFFERS)] : [optionOf(['']), optionOf([''])]
    return fc.record({ from: dayLike, to: dayLike, status, offer, page: fc.string({ maxLength: 5 }) }, { requiredKeys: [] })
  }
  const request = file.chain((name) => fc.tuple(fc.constant(name), filtersFor(name)))
  // Staff and admin twice as often as the others, so that about three runs in ten reach a real export.
  const exporter = fc.oneof({ weight: 1, arbitrary: fc.constantFrom<Role>('anonymous', 'editor') }, { weight: 2, arbitrary: fc.constantFrom<Role>('staff', 'admin') })

  it(`refuses anonymous visitors and editors, and gives staff a well-formed, formula-safe CSV of exactly the rows asked for (${RUNS} runs)`, async () => {
    const seen = { csv: 0, rows: 0, checkedCells: 0 }
    await fc.assert(
      fc.asyncProperty(exporter, request, async (who, [name, query]) => {
        const search = new URLSearchParams(query as Record<string, string>).toString()
        const response = await call(who, `/exports/${encodeURIComponent(name)}${search ? `?${search}` : ''}`)
        const context = `${who} ${name} ${search}`
        expect(response.status, context).toBeLessThan(500)
        const collection = name.replace(/\.csv$/, '')
        if (who === 'anonymous') expect(response.status, context).toBe(401)
        else if (who === 'editor') expect(response.status, context).toBe(403)
        else if (!Object.hasOwn(HEADERS, collection)) expect(response.status, context).toBe(404)
        else if (![query.from, query.to].every((value) => !value || isCalendarDay(value)) || [query.status, query.offer].some((value) => value !== undefined && value.length > 30)) {
          expect(response.status, context).toBe(400)
        } else if (query.from && query.to && query.from > query.to) {
          // A range that ends before it starts holds nothing: said, rather than an empty file.
          expect(response.status, context).toBe(400)
          expect(await response.json()).toEqual({ error: 'La date de fin précède la date de début : aucune ligne ne peut s’y trouver.' })
          return
        } else if (!knownOptions(collection, query)) expect(response.status, context).toBe(400)
        else expect(response.status, context).toBe(200)
        if (response.status !== 200) {
          expect(response.headers.get('content-type')).toMatch(/^application\/json/)
          expect(await response.json()).toHaveProperty('error')
          return
        }
        seen.csv++
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
        expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${collection}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`))
        const bytes = new Uint8Array(await response.arrayBuffer())
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
        const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)))
        const headers = HEADERS[collection]!
        expect(header).toEqual(headers)
        // The row count the dashboard's form reports.
        expect(response.headers.get('x-export-rows'), context).toBe(String(rows.length))
        for (const row of rows) {
          seen.rows++
          expect(row).toHaveLength(headers.length)
          for (const cell of row) expect(cell, context).not.toMatch(FORMULA_START)
          const cells = Object.fromEntries(headers.map((title, index) => [title, row[index]!]))
          const created = cells['Créé le'] ?? cells['Créée le']!
          expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
          // Paid orders are dated by their payment (an order created last month and paid today is today's).
          const dated = collection === 'orders' && query.status === 'paid' ? cells['Payée le']! : created
          if (query.from && isCalendarDay(query.from)) expect(dated.slice(0, 10) >= query.from, context).toBe(true)
          if (query.to && isCalendarDay(query.to)) expect(dated.slice(0, 10) <= query.to, context).toBe(true)
          // The cells show the admin's labels of the filtered codes.
          if (FILTERED(collection) && query.status) expect(cells.Statut).toBe(optionLabel(collection, 'status', query.status))
          if (FILTERED(collection) && query.offer) expect(cells.Offre).toBe(optionLabel(collection, 'offer', query.offer))
          for (const [title, stored] of Object.entries(expectedCells.get(`${collection}:${cells.ID}`) ?? {})) {
            seen.checkedCells++
            expect(cells[title], `${context} ${title}`).toBe(asOpened(stored))
          }
        }
        // Complete: the rows PostgreSQL finds with the same filters, read in Paris days; newest first.
        if ([query.from, query.to].every((value) => !value || isCalendarDay(value))) {
          const ids = rows.map((row) => Number(row[0]))
          expect([...ids].sort((a, b) => a - b), context).toEqual(await expectedIds(collection, query))
        }
      }),
      { numRuns: RUNS },
    )
    // The run saw real exports, not only refusals (about 300 here; a CI run saw 190 when the four roles were equally likely).
    expect(seen.csv).toBeGreaterThan(RUNS / 10)
    expect(seen.rows).toBeGreaterThan(RUNS)
    expect(seen.checkedCells).toBeGreaterThan(RUNS)
  }, 300_000)
})

// --- One person's data ------------------------------------------------------------------------------

const foreign = fc.constantFrom('https://pirate.example', 'http://localhost:3001', 'null')
const origin = fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(SITE_ORIGIN) }, { weight: 1, arbitrary: foreign })
const personEmail = (pool: Person[] = people) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...pool.map((person) => person.email)) },
    { weight: 1, arbitrary: fc.constantFrom(...pool.map((person) => ` ${person.stored.toUpperCase()} `)) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    { weight: 1, arbitrary: fc.constantFrom('', '@', 'a@b', `${'x'.repeat(250)}@exemple.fr`, 'léa@exemple.fr', '%', 'lea@exemple.fr\nBcc: x@y.z') },
  )

const countByEmail = async (table: 'leads' | 'riasec_results' | 'coaching_bookings' | 'orders'): Promise<Map<string, number>> =>
  new Map(
    (await execute<{ email: string; n: string }>(payload, sql`select lower(email) as email, count(*) as n from ${sql.raw(`"${table}"`)} where email is not null group by 1`)).map((row) => [
      row.email,
      Number(row.n),
    ]),
  )

describe('GET /privacy/staff/export under fuzzing', () => {
  it(`answers staff with exactly the data of the address asked for, and refuses everyone else (${RUNS} runs)`, async () => {
    let exported = 0
    await fc.assert(
      fc.asyncProperty(role, fc.option(personEmail(), { nil: undefined }), origin, async (who, email, from) => {
        const response = await call(who, `/privacy/staff/export${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`, { origin: from })
        const context = `${who} ${JSON.stringify(email)} ${from}`
        expect(response.status, context).toBeLessThan(500)
        const parsed = personEmailSchema.safeParse(email ?? '')
        const expected = from !== undefined && from !== SITE_ORIGIN ? 403 : !staffRole(who) ? 403 : !parsed.success ? 400 : 200
        expect(response.status, context).toBe(expected)
        expect(response.headers.get('content-type')).toMatch(/^application\/json/)
        const answer = (await response.json()) as {
          error?: string
          email?: string
          leads?: Array<{ email: string }>
          results?: Array<{ email: string }>
          coachingBookings?: Array<{ email: string }>
          orders?: unknown[]
        }
        if (response.status !== 200) {
          if (expected === 403 && from === undefined) expect(answer).toEqual({ error: 'Réservé à l’équipe.' })
          else expect(answer.error).toBeTruthy()
          return
        }
        exported++
        const address = parsed.data!
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(answer.email).toBe(address)
        for (const rows of [answer.leads!, answer.results!, answer.coachingBookings!]) for (const row of rows) expect(row.email.toLowerCase()).toBe(address)
        const person = people.find((candidate) => candidate.email === address)
        expect(answer.leads).toHaveLength(person?.leads ?? 0)
        expect(answer.results).toHaveLength(person?.results ?? 0)
        expect(answer.coachingBookings).toHaveLength(person?.bookings ?? 0)
        expect(answer.orders).toHaveLength(person?.orders ?? 0)
      }),
      { numRuns: RUNS },
    )
    expect(exported).toBeGreaterThan(RUNS / 10)
  }, 300_000)
})

/** The body as the endpoint reads it, or null when it is not JSON. */
function parsedBody(text: string): { email?: unknown; confirmEmail?: unknown } | null {
  try {
    return JSON.parse(text) as { email?: unknown; confirmEmail?: unknown } | null
  } catch {
    return null
  }
}

describe('POST /privacy/staff/erase under fuzzing', () => {
  it(`erases, for staff only, exactly the person asked for, twice-typed, and nothing else (${RUNS} runs)`, async () => {
    const totalOrders = async () => Number((await execute<{ n: string }>(payload, sql`select count(*) as n from orders`))[0]!.n)
    const orders = await totalOrders()
    const erased = new Set<string>()
    // Two thirds of the people may be named; the others never are, and must come out untouched.
    const named = people.slice(0, 20)
    const request = fc.oneof(
      { weight: 3, arbitrary: personEmail(named).chain((email) => fc.tuple(fc.constant(email), fc.oneof(fc.constant(email), fc.constant(email.toUpperCase()), personEmail(named)))) },
      { weight: 1, arbitrary: fc.tuple(personEmail(named), personEmail(named)) },
    )
    const raw = fc.oneof(
      { weight: 5, arbitrary: fc.tuple(request, fc.boolean()).map(([[email, confirmEmail], extra]) => JSON.stringify({ email, confirmEmail, ...(extra ? { role: 'admin', all: true } : {}) })) },
      { weight: 1, arbitrary: body(fc.record({ email: personEmail(named), confirmEmail: fc.oneof(personEmail(named), jsonValue) }, { requiredKeys: [] })) },
    )
    await fc.assert(
      fc.asyncProperty(role, raw, origin, async (who, text, from) => {
        const before = await countByEmail('leads')
        const response = await call(who, '/privacy/staff/erase', { method: 'POST', body: text, origin: from })
        const context = `${who} ${text} ${from}`
        expect(response.status, context).toBeLessThan(500)
        const answer = (await response.json()) as { erased?: boolean; error?: string; report?: Record<string, number> }
        const sent = parsedBody(text)
        const email = personEmailSchema.safeParse(sent?.email)
        const confirm = personEmailSchema.safeParse(sent?.confirmEmail)
        const valid = email.success && confirm.success && email.data === confirm.data
        const expected = from !== undefined && from !== SITE_ORIGIN ? 403 : !staffRole(who) ? 403 : valid ? 200 : 400
        expect(response.status, context).toBe(expected)
        if (response.status === 200) {
          const address = email.data!
          const person = people.find((candidate) => candidate.email === address)
          const first = person !== undefined && !erased.has(address)
          expect(answer.erased).toBe(true)
          expect(answer.report, context).toMatchObject(
            first
              ? { leads: person.leads, results: person.results, bookings: person.bookings, emails: person.emails, ordersAnonymised: person.orders }
              : { leads: before.get(address) ?? 0, results: 0, bookings: 0 },
          )
          if (person) erased.add(address)
        } else expect(answer.error, context).toBeTruthy()
        // Only the person asked for is gone; everyone else is exactly as seeded.
        const after = await countByEmail('leads')
        for (const person of people) expect(after.get(person.email) ?? 0, `${context} ${person.email}`).toBe(erased.has(person.email) ? 0 : person.leads)
        for (const bystander of bystanders) expect(after.get(bystander)).toBe(1)
      }),
      { numRuns: RUNS },
    )
    expect(erased.size).toBeGreaterThan(0)
    const [results, bookings, orderEmails] = await Promise.all([countByEmail('riasec_results'), countByEmail('coaching_bookings'), countByEmail('orders')])
    for (const person of people) {
      const gone = erased.has(person.email)
      expect(results.get(person.email) ?? 0).toBe(gone ? 0 : person.results)
      expect(bookings.get(person.email) ?? 0).toBe(gone ? 0 : person.bookings)
      expect(orderEmails.get(person.email) ?? 0).toBe(gone ? 0 : person.orders)
    }
    // Orders stay for the accounts, without the address.
    expect(await totalOrders()).toBe(orders)
  }, 300_000)
})
