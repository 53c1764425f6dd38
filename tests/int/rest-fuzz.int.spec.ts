/**
 * Property-based fuzzing of Payload's own REST API as an anonymous visitor reaches it (`handleEndpoints`,
 * as the route `src/app/(payload)/api/[...slug]/route.ts` runs it): the reads of every collection and
 * global with random queries, the sign-in forms of the staff accounts, and anonymous writes. Never a 5xx,
 * never a private value or a draft in an answer, never a row written.
 *
 * Readable collections get queries of each field's own type, which reach the database, and ill-typed ones
 * (any operator, any value) on the same fields: the app turns what the database refuses (a value of the
 * wrong type for its column, `like` on a date, a negative page) into 400s, and refuses before reading what
 * Payload's adapter would fail on (`all`, `like` with a list: `client-errors.ts`). The unreadable ones get
 * anything: they must refuse before reading.
 */
import { createHash, randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import sharp from 'sharp'
import type { Access, FlattenedField, Payload, Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { createAccessLink } from '@/server/retrieval/access-links'
import { toLexical } from '@/seed/lexical'
import { asHeader, body, expectSafe, jsonValue, send, tokenLike } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

// Payload logs every refused query (a 400) at error level: thousands of lines. The statuses are asserted.
process.env.LOG_LEVEL = 'fatal'

const RUNS = 1000
const PASSWORD = 'Un-mot-de-passe-connu-42'

let payload: Payload
/** Strings that must never appear in an anonymous answer. */
const secrets: string[] = []
const marker = (label: string) => {
  const value = `${label}${randomUUID().replace(/-/g, '').slice(0, 12)}`
  secrets.push(value)
  return value
}
const admin = { id: 0, email: '' }
const ids = { publishedArticle: 0, draftArticle: 0, faq: 0, profile: 0, lead: 0, result: 0 }

// --- What the API holds: every collection and global, and what an anonymous visitor may read -----------

type Kind = 'text' | 'number' | 'id' | 'select' | 'checkbox' | 'date' | 'json' | 'other'

interface FieldInfo {
  path: string
  kind: Kind
  options: string[]
  /** A field-level read rule: an anonymous visitor may not read it, nor query or sort by it. */
  locked: boolean
}

const KINDS: Record<string, Kind> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  number: 'number',
  relationship: 'id',
  upload: 'id',
  select: 'select',
  radio: 'select',
  checkbox: 'checkbox',
  date: 'date',
  json: 'json',
  richText: 'json',
}

function fieldsOf(fields: FlattenedField[], prefix = '', lockedParent = false): FieldInfo[] {
  return fields.flatMap((field): FieldInfo[] => {
    const locked = lockedParent || Boolean(field.access?.read)
    if ('flattenedFields' in field && field.flattenedFields) return fieldsOf(field.flattenedFields, `${prefix}${field.name}.`, locked)
    const options = 'options' in field && Array.isArray(field.options) ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []
    return [{ path: `${prefix}${field.name}`, kind: KINDS[field.type] ?? 'other', options, locked }]
  })
}

interface Route {
  /** `/leads` or `/globals/site-settings`. */
  base: string
  global: boolean
  /** Whether an anonymous visitor may read it at all (a `Where` answer counts: published articles). */
  readable: boolean
  fields: FieldInfo[]
  /** Ids that exist, for the `/:id` reads. */
  knownIds: number[]
}

async function anonymousMayRead(read: Access | undefined): Promise<boolean> {
  if (!read) return false
  return (await read({ req: { user: null, payload } } as never)) !== false
}

async function routes(): Promise<Route[]> {
  const list: Route[] = []
  for (const { config } of Object.values(payload.collections)) {
    // `payload-migrations` has no endpoints: Payload answers 501 to any request (reported apart).
    if (config.endpoints === false) continue
    const knownIds = (await payload.find({ collection: config.slug, overrideAccess: true, limit: 5, depth: 0, draft: true })).docs.map((doc) => Number(doc.id))
    list.push({
      base: `/${config.slug}`,
      global: false,
      readable: await anonymousMayRead(config.access.read),
      fields: [{ path: 'id', kind: 'id', options: [], locked: false }, ...fieldsOf(config.flattenedFields)],
      knownIds,
    })
  }
  for (const config of payload.config.globals) {
    list.push({ base: `/globals/${config.slug}`, global: true, readable: await anonymousMayRead(config.access.read), fields: fieldsOf(config.flattenedFields), knownIds: [] })
  }
  return list
}

// --- Queries ------------------------------------------------------------------------------------------

/** `{ where: { a: { equals: 1 } } }` as `where[a][equals]=1`, the way Payload's query parser reads it. */
function queryString(params: Record<string, unknown>): string {
  const parts: string[] = []
  const add = (value: unknown, key: string) => {
    if (value === undefined) return
    if (Array.isArray(value)) value.forEach((item, index) => add(item, `${key}[${index}]`))
    else if (value !== null && typeof value === 'object') for (const [name, item] of Object.entries(value)) add(item, `${key}[${name}]`)
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  for (const [key, value] of Object.entries(params)) add(value, key)
  return parts.length ? `?${parts.join('&')}` : ''
}

const ALL_OPERATORS = ['equals', 'not_equals', 'like', 'not_like', 'contains', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'near', 'within', 'intersects']
const COMPARE = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const int4 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })
/** Any text a query string can carry, NUL and astral characters included, and the private values themselves. */
const hostileText = () => fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }), fc.constantFrom(...secrets), fc.constantFrom('99999999999999999999', '1.5', '-1', '', '%', '1e400'))
const hostileValue = () => fc.oneof(hostileText(), fc.array(hostileText(), { maxLength: 3 }), fc.integer().map(String))

/** A value of the field's own type for an operator that suits it: what a readable collection is asked. */
function typedCondition(field: FieldInfo): fc.Arbitrary<Where> {
  const condition = (operators: string[], value: fc.Arbitrary<unknown>, list: fc.Arbitrary<unknown[]> = fc.array(value, { minLength: 1, maxLength: 4 })) =>
    fc.oneof(
      fc.tuple(fc.constantFrom(...operators), value).map(([operator, item]) => ({ [field.path]: { [operator]: item } }) as Where),
      fc.tuple(fc.constantFrom('in', 'not_in'), list).map(([operator, items]) => ({ [field.path]: { [operator]: items } }) as Where),
      fc.string({ maxLength: 6 }).map((item) => ({ [field.path]: { exists: item } }) as Where),
    )
  const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }), fc.constantFrom(...secrets))
  switch (field.kind) {
    case 'text':
      return condition(['equals', 'not_equals', 'like', 'not_like', 'contains', ...COMPARE], text)
    case 'number':
      return condition(['equals', 'not_equals', 'like', ...COMPARE], fc.oneof(fc.integer().map(String), fc.double().map(String)))
    case 'id':
      return condition(['equals', 'not_equals', ...COMPARE], int4)
    case 'select':
      return field.options.length ? condition(['equals', 'not_equals'], fc.constantFrom(...field.options)) : condition(['exists'], fc.constant('true'))
    case 'checkbox':
      return condition(['equals', 'not_equals'], fc.constantFrom('true', 'false'))
    case 'date':
      return condition(['equals', 'not_equals', ...COMPARE], fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString()), fc.constantFrom('', 'abc', 'demain')))
    default:
      return condition(['equals'], fc.string({ maxLength: 20 }))
  }
}

/** A condition on a path the visitor may not query (a locked field, an unknown path), or anything at all. */
const hostileCondition = (paths: string[]) =>
  fc.tuple(fc.oneof(fc.constantFrom(...paths), fc.string({ maxLength: 20 })), fc.constantFrom(...ALL_OPERATORS), hostileValue()).map(([path, operator, value]) => ({ [path]: { [operator]: value } }) as Where)

function whereFor(route: Route): fc.Arbitrary<Where> {
  const paths = route.fields.map((field) => field.path)
  const typed = route.fields.filter((field) => !field.locked && field.kind !== 'other')
  const locked = route.fields.filter((field) => field.locked).map((field) => field.path)
  // A readable collection sees well-typed conditions on readable fields, ill-typed ones on the same fields,
  // and any condition on locked and unknown paths, which Payload refuses (400) before reading.
  const refusedPaths = fc.oneof(...(locked.length ? [fc.constantFrom(...locked)] : []), fc.string({ minLength: 1, maxLength: 20 }).map((path) => `x${path.replace(/[.[\]]/g, '')}`))
  const anyCondition = (path: fc.Arbitrary<string>) => fc.tuple(path, fc.constantFrom(...ALL_OPERATORS), hostileValue()).map(([one, operator, value]) => ({ [one]: { [operator]: value } }) as Where)
  const condition: fc.Arbitrary<Where> = route.readable
    ? fc.oneof(
        { weight: 3, arbitrary: typed.length ? fc.constantFrom(...typed).chain(typedCondition) : fc.constant({}) },
        { weight: 1, arbitrary: typed.length ? anyCondition(fc.constantFrom(...typed.map((field) => field.path))) : fc.constant({}) },
        { weight: 1, arbitrary: anyCondition(refusedPaths) },
      )
    : hostileCondition(paths)
  return fc.oneof(
    condition,
    fc.array(condition, { minLength: 1, maxLength: 3 }).map((and) => ({ and })),
    fc.array(condition, { minLength: 1, maxLength: 3 }).map((or) => ({ or })),
    fc.tuple(condition, condition).map(([first, second]) => ({ or: [{ and: [first] }, second] })),
  )
}

function queryFor(route: Route): fc.Arbitrary<Record<string, unknown>> {
  const paths = route.fields.map((field) => field.path)
  const readable = route.fields.filter((field) => !field.locked && field.kind !== 'json').map((field) => field.path)
  const sortPath = route.readable ? fc.constantFrom(...(readable.length ? readable : ['id'])) : fc.oneof(fc.constantFrom(...paths), fc.string({ maxLength: 20 }))
  return fc.record(
    {
      where: whereFor(route),
      sort: fc.oneof(
        fc.array(fc.tuple(fc.boolean(), sortPath).map(([descending, path]) => `${descending ? '-' : ''}${path}`), { minLength: 1, maxLength: 3 }).map((list) => list.join(',')),
        route.readable ? fc.constantFrom('', '-', 'inconnu', ...paths.filter((path) => route.fields.find((field) => field.path === path)?.locked)) : fc.string({ maxLength: 30 }),
      ),
      depth: fc.oneof(fc.integer({ min: -3, max: 20 }), fc.constantFrom('abc', '', '1e20')),
      limit: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(2 ** 31, 99_999_999_999, 'abc', '', '1.5')),
      page: fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.constantFrom('abc', '')),
      select: fc.dictionary(fc.oneof(fc.constantFrom(...paths), fc.string({ maxLength: 10 })), fc.constantFrom('true', 'false'), { maxKeys: 4 }),
      draft: fc.constantFrom('true', 'false', '1'),
      locale: fc.oneof(fc.constantFrom('fr', 'en', 'all', '*'), fc.string({ maxLength: 10 })),
      'fallback-locale': fc.oneof(fc.constantFrom('fr', 'none', 'null'), fc.string({ maxLength: 10 })),
      pagination: fc.constantFrom('false', 'true'),
      trash: fc.constantFrom('true', 'false'),
    },
    { requiredKeys: [] },
  )
}

type Read = { path: string; shape: 'list' | 'id' | 'count' | 'versions' | 'version' }

/** One read of a route: its list, one document, its count, its versions; a query for each. */
function readFor(route: Route): fc.Arbitrary<Read> {
  const query = queryFor(route)
  const id = route.readable
    ? fc.oneof(route.knownIds.length ? fc.constantFrom(...route.knownIds) : int4, int4).map(String)
    : fc.oneof(route.knownIds.length ? fc.constantFrom(...route.knownIds).map(String) : fc.constant('1'), hostileText().filter((text) => !['', '.', '..'].includes(text)))
  const path = (suffix: string, params: Record<string, unknown>) => `${route.base}${suffix}${queryString(params)}`
  if (route.global) {
    return fc.oneof(
      { weight: 4, arbitrary: query.map((params): Read => ({ path: path('', params), shape: 'list' })) },
      { weight: 1, arbitrary: query.map((params): Read => ({ path: path('/versions', params), shape: 'versions' })) },
      { weight: 1, arbitrary: fc.tuple(id, query).map(([one, params]): Read => ({ path: path(`/versions/${encodeURIComponent(one)}`, params), shape: 'version' })) },
    )
  }
  return fc.oneof(
    { weight: 4, arbitrary: query.map((params): Read => ({ path: path('', params), shape: 'list' })) },
    { weight: 2, arbitrary: fc.tuple(id, query).map(([one, params]): Read => ({ path: path(`/${encodeURIComponent(one)}`, params), shape: 'id' })) },
    { weight: 1, arbitrary: query.map((params): Read => ({ path: path('/count', params), shape: 'count' })) },
    { weight: 1, arbitrary: query.map((params): Read => ({ path: path('/versions', params), shape: 'versions' })) },
    { weight: 1, arbitrary: fc.tuple(id, query).map(([one, params]): Read => ({ path: path(`/versions/${encodeURIComponent(one)}`, params), shape: 'version' })) },
  )
}

/** The private values (and drafts) that appear in an answer, if any. */
function leaked(text: string): string[] {
  return secrets.filter((secret) => text.includes(secret))
}

// --- Rows the visitor must never see ------------------------------------------------------------------

async function seedPrivateRows(): Promise<void> {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `${marker('admin')}@prive.test`.toLowerCase(), password: PASSWORD, role: 'admin', name: marker('NomAdmin') },
  })
  admin.id = user.id
  admin.email = user.email
  const [credentials] = await execute<{ hash: string; salt: string }>(payload, sql`select hash, salt from users where id = ${user.id}`)
  secrets.push(credentials!.hash, credentials!.salt)
  const email = (label: string) => `${marker(label)}@prive.test`.toLowerCase()
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: { name: marker('NomLead'), email: email('lead'), source: 'checkout', currentFiliere: marker('Filiere'), keyAnswers: { secret: marker('Reponse') } },
  })
  ids.lead = lead.id
  const accessTokenHash = createHash('sha256').update(marker('jeton')).digest('hex')
  secrets.push(accessTokenHash)
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: {
      name: marker('NomResultat'),
      email: email('resultat'),
      bilanType: 'scolaire',
      scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 },
      dominantProfile: 'IA',
      profileName: marker('ProfilPrive'),
      detailedAnswers: { secret: marker('Detail') },
      accessTokenHash,
      idempotencyKey: marker('cle'),
      lead: lead.id,
    } as never,
  })
  ids.result = result.id
  const booking = await payload.create({
    collection: 'coaching-bookings',
    overrideAccess: true,
    data: { name: marker('NomCoaching'), email: email('coaching'), objectives: marker('Objectifs'), staffNote: marker('Note'), availability: 'weekend', offer: 'coachingSingle', status: 'pending' },
  })
  await payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: { offer: 'report', amountCents: 1800, currency: 'eur', status: 'paid', provider: 'demo', providerSessionId: marker('cs_prive_'), email: email('commande'), result: result.id, lead: lead.id, booking: booking.id },
  })
  await payload.create({ collection: 'promo-codes', overrideAccess: true, data: { code: marker('PROMO'), note: marker('NotePromo') } })
  await payload.create({ collection: 'payment-events', overrideAccess: true, data: { eventId: marker('evt_'), type: 'checkout.session.completed', provider: 'demo', sessionId: marker('cs_evt_') } })
  await payload.create({ collection: 'outbox-emails', overrideAccess: true, data: { to: email('destinataire'), subject: marker('Objet'), text: marker('Corps'), transport: 'outbox' } })
  const restore = await createAccessLink(payload, 'restore', { resultId: result.id })
  const rights = await createAccessLink(payload, 'data-rights', { email: email('droits') })
  for (const token of [restore.token, rights.token]) secrets.push(token, createHash('sha256').update(token).digest('hex'))
}

async function seedContent(): Promise<void> {
  const article = (title: string, slug: string) => ({
    title,
    slug,
    excerpt: 'Un article de test.',
    body: toLexical([{ type: 'p', text: 'Texte public.' }]),
    order: 1,
  })
  const published = await payload.create({ collection: 'articles', overrideAccess: true, data: { ...article('Article public', 'article-public'), _status: 'published' } })
  ids.publishedArticle = published.id
  // A newer draft of a published article, and an article never published: neither is public.
  await payload.update({ collection: 'articles', id: published.id, overrideAccess: true, draft: true, data: { title: marker('BrouillonTitre'), excerpt: marker('BrouillonResume') } })
  const draft = await payload.create({
    collection: 'articles',
    overrideAccess: true,
    draft: true,
    data: { ...article(marker('InediteTitre'), `inedit-${randomUUID().slice(0, 8)}`), excerpt: marker('InediteResume'), _status: 'draft' },
  })
  ids.draftArticle = draft.id
  const faq = await payload.create({ collection: 'faqs', overrideAccess: true, data: { question: 'Une question ?', answer: 'Une réponse.', placement: 'home', order: 1 } })
  ids.faq = faq.id
  await payload.create({ collection: 'testimonials', overrideAccess: true, data: { text: 'Très utile.', author: 'Léa', placement: 'home', order: 1 } })
  await payload.create({ collection: 'pages', overrideAccess: true, data: { title: 'Méthode', slug: 'methode', hero: { title: 'Notre méthode' }, sections: [{ title: 'Étape', items: [{ text: 'Un' }] }] } })
  await payload.create({ collection: 'questions', overrideAccess: true, data: { test: 'riasec', set: 'scolaire', order: 1, title: 'Tu préfères…', type: 'single', options: [{ label: 'Bricoler', letter: 'R' }, { label: 'Chercher', letter: 'I' }] } })
  // Paid content: readable through the API by staff accounts only.
  const profile = await payload.create({
    collection: 'profiles',
    overrideAccess: true,
    data: {
      set: 'scolaire',
      code: 'R',
      name: 'Le Réaliste',
      description: 'Description publique.',
      environment: 'Environnement public.',
      radarScores: { ponctualite: 3, resolutionProblemes: 3, resistanceStress: 3, connaissanceMarche: 3, competencesInterpersonnelles: 3 },
      traits: [1, 2, 3, 4].map((index) => ({ emoji: '🔧', label: marker(`Trait${index}`) })),
      strengths: [{ text: marker('Force') }],
      interpretation: marker('Interpretation'),
      potential: marker('Potentiel'),
      advice: marker('Conseil'),
      // As many as a profile holds: three trainings at least, each with its level, and six careers.
      formations: [1, 2, 3].map(() => ({ name: marker('Formation'), duration: '2 ans', level: 'Bac+2', levelCode: 'BTS' as const, pitch: marker('Argument') })),
      careers: [1, 2, 3, 4, 5, 6].map(() => ({ name: marker('Metier'), level: 'Bac', description: marker('DescriptionMetier'), pathway: marker('Parcours') })),
    },
  })
  ids.profile = profile.id
}

// --- Database fingerprints: what anonymous writes must leave untouched ---------------------------------

/** Every table's row count and content hash, but the rate limits (each request counts) and the job queue (its scheduler). */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await execute<{ name: string }>(
    payload,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limits', 'payload_migrations') and table_name not like 'payload_jobs%' order by table_name`,
  )
  const prints: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await execute<{ n: string; h: string | null }>(payload, sql.raw(`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as h from "${name}" t`))
    prints[name] = `${row!.n}:${row!.h ?? ''}`
  }
  return prints
}

const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: string }>(payload, query))[0]!.n)

let everyRoute: Route[] = []

beforeAll(async () => {
  payload = await testPayload()
  await seedPrivateRows()
  await seedContent()
  everyRoute = await routes()
}, 120_000)

describe('Payload’s REST reads as an anonymous visitor', () => {
  it('lists every collection and global, including the ones a visitor may not read', () => {
    const slugs = everyRoute.map((route) => route.base)
    for (const slug of ['/leads', '/riasec-results', '/orders', '/coaching-bookings', '/promo-codes', '/payment-events', '/outbox-emails', '/access-links', '/users', '/articles', '/profiles', '/media', '/globals/site-settings', '/globals/terms-of-sale']) {
      expect(slugs).toContain(slug)
    }
    expect(everyRoute.filter((route) => route.readable).map((route) => route.base).sort()).toEqual(
      ['/articles', '/faqs', '/media', '/pages', '/profiles', '/questions', '/testimonials', '/globals/home-page', '/globals/interface-texts', '/globals/sample-report', '/globals/site-settings', '/globals/terms-of-sale'].sort(),
    )
  })

  it(`GET on every collection and global with random where, sort, depth, limit, page, select, draft and locale: never a 5xx, never a private value or a draft (${RUNS} runs, one request per route each)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.tuple(...everyRoute.map(readFor)), async (reads) => {
        const answers = await Promise.all(reads.map((read) => send(read.path)))
        for (const [index, response] of answers.entries()) {
          const route = everyRoute[index]!
          const read = reads[index]!
          const text = await response.text()
          expect(response.status, `${read.path} → ${text.slice(0, 200)}`).toBeLessThan(500)
          expect(response.headers.get('content-type'), read.path).toMatch(/^application\/json/)
          expect(leaked(text), read.path).toEqual([])
          if (!route.readable && read.shape !== 'version') {
            // Payload's preferences answer any `/:key` with the signed-in user's value: none for a visitor.
            if (route.base === '/payload-preferences' && response.status === 200) expect(JSON.parse(text)).toMatchObject({ value: null })
            // A random id can spell Payload's own `/users/me`, which answers a visitor that nobody is signed in.
            else if (new URL(read.path, 'http://site').pathname === '/users/me' && response.status === 200) expect(JSON.parse(text)).toMatchObject({ user: null })
            // Refused without reading: forbidden, or a geographic query refused (400) before access is checked.
            else expect([400, 403], read.path).toContain(response.status)
          }
          if (route.readable && response.status === 200 && read.shape === 'list' && !route.global) {
            const docs = (JSON.parse(text) as { docs?: Array<{ _status?: string }> }).docs
            expect(Array.isArray(docs), read.path).toBe(true)
            for (const doc of docs!) if (doc._status !== undefined) expect(doc._status).toBe('published')
          }
        }
      }),
      { numRuns: RUNS },
    )
  }, 300_000)

  it('serves the published article and none of its drafts, by id and by list, with draft=true', async () => {
    const byId = await send(`/articles/${ids.publishedArticle}?draft=true&depth=0`)
    expect(byId.status).toBe(200)
    const text = await byId.text()
    expect(JSON.parse(text)).toMatchObject({ title: 'Article public', _status: 'published' })
    expect(leaked(text)).toEqual([])
    expect((await send(`/articles/${ids.draftArticle}?draft=true`)).status).toBe(404)
    const published = (await (await send('/articles?depth=0&limit=50')).json()) as { docs: Array<{ id: number }> }
    expect(published.docs.map((doc) => doc.id)).toEqual([ids.publishedArticle])
    // With draft=true Payload reads the latest versions, filtered to the published ones: the article whose
    // latest version is a draft drops out of the list rather than show its draft.
    const drafts = await send('/articles?draft=true&depth=0&limit=50')
    const listed = await drafts.text()
    expect(leaked(listed)).toEqual([])
    expect((JSON.parse(listed) as { docs: Array<{ id: number }> }).docs.map((doc) => doc.id)).not.toContain(ids.draftArticle)
  })
})

describe('pictures as an anonymous visitor fetches them', () => {
  const stored: string[] = []
  beforeAll(async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } }).png().toBuffer()
    const media = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Un aplat vert' },
      file: { data: png, mimetype: 'image/png', name: 'aplat-fuzz.png', size: png.length },
    })
    for (const file of [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)]) if (file) stored.push(file)
  })

  it(`GET /media/file with random names, ranges and validators never answers 5xx nor a file from outside the media folder (${RUNS} runs)`, async () => {
    const escapes = ['..%2F..%2Fpackage.json', '..%5C..%5Cpackage.json', '%2e%2e%2fpackage.json', '..%252F..%252Fpackage.json', '.env', '%00.webp']
    const path = fc.oneof(
      fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      fc.tuple(fc.string({ maxLength: 24 }), fc.constantFrom('.webp', '.avif', '.png', '.jpg', '.svg', '.txt', '')).map(([stem, extension]) => encodeURIComponent(`${stem}${extension}`)),
      fc.constantFrom(...escapes),
      fc.constantFrom(...stored),
    )
    const headers = fc.record(
      {
        range: fc.oneof(fc.string(), fc.tuple(fc.nat(), fc.nat()).map(([from, to]) => `bytes=${from}-${to}`)),
        'if-none-match': fc.oneof(fc.string(), fc.constant('*')),
        'if-modified-since': fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((date) => date.toUTCString())),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(path, headers, async (name, extra) => {
        const response = await send(`/media/file/${name}`, { headers: Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, asHeader(value)])) })
        const text = await response.text()
        expect(response.status, `${name} ${text}`).toBeLessThan(500)
        if (stored.includes(name)) expect([200, 206, 304, 416]).toContain(response.status)
        expect(text).not.toContain('"devDependencies"')
        expect(text).not.toContain('PAYLOAD_SECRET')
      }),
      { numRuns: RUNS },
    )
  }, 150_000)
})

describe('queries the database refuses', () => {
  it('answer 400 with a French message, not 500: a 5xx stays a failure of ours', async () => {
    for (const path of [
      '/faqs?where[placement][equals]=nope',
      '/faqs?where[id][in]=abc',
      '/faqs/abc',
      '/faqs?where[updatedAt][contains]=x',
      '/questions?where[updatedAt][not_like]=%20',
      '/articles?limit=-1&page=2',
      '/faqs?page=-1',
      '/faqs?where[question][near]=1,2',
      '/faqs?where[or][0][order][within]=1',
      '/articles?where[title][all]=a',
      '/articles?where[title][like][0]=a&where[title][like][1]=b',
    ]) {
      const response = await send(path)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({ errors: [{ message: 'Requête invalide.' }] })
    }
  })

  it('and so do bodies Payload would fail on: a bare value to duplicate, a multipart type without its boundary', async () => {
    for (const [path, contentType, text] of [
      [`/articles/${ids.publishedArticle}/duplicate`, 'application/json', '42'],
      [`/articles/${ids.publishedArticle}/duplicate`, 'application/json', '"titre"'],
      ['/media', 'multipart/form-data', 'abc'],
    ] as const) {
      const response = await send(path, { method: 'POST', headers: { 'content-type': contentType }, body: text })
      expect(response.status, `${path} ${text}`).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message: 'Requête invalide.' }] })
    }
  })
})

describe('the sign-in forms of staff accounts, anonymously', () => {
  const emailVariants = () =>
    fc.oneof(
      fc.constant(admin.email),
      fc.constant(admin.email.toUpperCase()),
      fc.constant(` ${admin.email} `),
      fc.emailAddress(),
      fc.string({ maxLength: 80 }),
      jsonValue,
    )
  const passwordVariants = () =>
    fc.oneof(
      fc.constant(PASSWORD),
      fc.constant(PASSWORD.toLowerCase()),
      fc.constant(`${PASSWORD} `),
      fc.tuple(fc.nat(PASSWORD.length - 1), fc.string({ minLength: 1, maxLength: 1 })).map(([at, char]) => PASSWORD.slice(0, at) + char + PASSWORD.slice(at + 1)),
      fc.string({ maxLength: 80 }),
      jsonValue,
    )
  const users = () => count(sql`select count(*) as n from users`)
  /** The pauses of sign-ins from unknown devices end (as an admin's unlock ends them, with the devices' own). */
  const liftSignInPauses = () => execute(payload, sql`delete from rate_limits where starts_with(key, 'staff-login-account')`)

  it(`POST /users/login never answers 5xx and signs in only with the exact password (${RUNS} runs)`, async () => {
    const before = await users()
    const credentials = body(fc.record({ email: emailVariants(), password: passwordVariants() }, { requiredKeys: [] }))
    await fc.assert(
      fc.asyncProperty(credentials, async (raw) => {
        const response = await send('/users/login', { method: 'POST', body: raw })
        const answer = (await expectSafe(response)) as { user?: { email: string }; token?: string }
        const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token=') && !/payload-token=;/.test(value))
        if (response.status === 200) {
          const sent = JSON.parse(raw) as { email: string; password: string }
          expect(sent.email.trim().toLowerCase()).toBe(admin.email)
          expect(sent.password).toBe(PASSWORD)
          expect(answer.user?.email).toBe(admin.email)
        } else {
          expect(response.status).toBeGreaterThanOrEqual(400)
          expect(answer.token).toBeUndefined()
          expect(cookie).toBeUndefined()
        }
      }),
      { numRuns: RUNS },
    )
    expect(await users()).toBe(before)
    // Guesses on one account stop at 100 an hour, from however many addresses, so the right password mostly
    // comes too late during the run: once the pause is lifted, the exact credentials do sign in.
    await liftSignInPauses()
    const signIn = await send('/users/login', { method: 'POST', body: { email: admin.email, password: PASSWORD } })
    expect(signIn.status).toBe(200)
    expect(((await signIn.json()) as { user: { email: string } }).user.email).toBe(admin.email)
  }, 120_000)

  it(`POST /users/unlock never answers 5xx and never unlocks the account an anonymous visitor names (${RUNS} runs)`, async () => {
    // The account paused: 100 guesses from as many addresses.
    for (let attempt = 0; attempt < 100; attempt++) await send('/users/login', { method: 'POST', body: { email: admin.email, password: 'devine' } })
    const signIn = () => send('/users/login', { method: 'POST', body: { email: admin.email, password: PASSWORD } })
    expect((await signIn()).status).toBe(429)
    await fc.assert(
      fc.asyncProperty(body(fc.record({ email: emailVariants() }, { requiredKeys: [] })), async (raw) => {
        const response = await send('/users/unlock', { method: 'POST', body: raw })
        await expectSafe(response)
        expect(response.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: RUNS },
    )
    expect((await signIn()).status).toBe(429)
    await liftSignInPauses()
    expect((await signIn()).status).toBe(200)
  }, 120_000)

  it(`POST /users/forgot-password never answers 5xx and mails only the account’s own address (${RUNS} runs)`, async () => {
    const before = await users()
    await fc.assert(
      fc.asyncProperty(body(fc.record({ email: emailVariants() }, { requiredKeys: [] })), async (raw) => {
        const response = await send('/users/forgot-password', { method: 'POST', body: raw })
        await expectSafe(response)
      }),
      { numRuns: RUNS },
    )
    const recipients = await execute<{ to: string }>(payload, sql`select distinct "to" from outbox_emails where subject not like 'Objet%'`)
    expect(recipients.map((row) => row.to)).toEqual([admin.email])
    expect(await users()).toBe(before)
  }, 120_000)

  it(`POST /users/reset-password never answers 5xx and resets only with the token just issued, once (${RUNS} runs)`, async () => {
    const token = await payload.forgotPassword({ collection: 'users', data: { email: admin.email }, disableEmail: true })
    const resets: string[] = []
    const request = body(fc.record({ token: fc.oneof(tokenLike([token]), jsonValue), password: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), jsonValue) }, { requiredKeys: [] }))
    await fc.assert(
      fc.asyncProperty(request, async (raw) => {
        const response = await send('/users/reset-password', { method: 'POST', body: raw })
        const answer = (await expectSafe(response)) as { token?: string }
        if (response.status === 200) resets.push((JSON.parse(raw) as { token: string }).token)
        else expect(answer.token).toBeUndefined()
      }),
      { numRuns: RUNS },
    )
    // The token came up with a usable password at least once in the run: it worked that once, never again.
    expect(resets).toEqual([token])
  }, 120_000)

  it(`POST /users/first-register never answers 5xx and never creates an account once one exists (${RUNS} runs)`, async () => {
    const before = await users()
    const account = fc.record({ email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 60 })), password: fc.string({ maxLength: 40 }), confirmPassword: fc.string({ maxLength: 40 }), role: fc.constantFrom('admin', 'staff', 'editor'), name: fc.string({ maxLength: 20 }) }, { requiredKeys: [] })
    await fc.assert(
      fc.asyncProperty(body(account), async (raw) => {
        const response = await send('/users/first-register', { method: 'POST', body: raw })
        await expectSafe(response)
        expect(response.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: RUNS },
    )
    expect(await users()).toBe(before)
  }, 120_000)
})

describe('anonymous writes', () => {
  /**
   * A multipart body as a browser sends an upload form: `_payload` JSON and a file part of any name, type
   * and bytes; or a broken one: no or another boundary, cut short, `_payload` not JSON.
   */
  const headerText = (maxLength: number) => fc.string({ maxLength }).map((text) => text.replace(/["\\\r\n]/g, ''))
  const multipart = fc
    .record({
      boundary: fc.stringMatching(/^[A-Za-z0-9'+_.-]{1,40}$/),
      payloadPart: fc.option(fc.oneof(fc.record({ alt: fc.string({ maxLength: 40 }), filename: fc.string({ maxLength: 40 }) }, { requiredKeys: [] }), fc.dictionary(fc.string(), jsonValue)).map((value) => JSON.stringify(value)), { nil: undefined }),
      filename: fc.oneof(fc.constantFrom('photo.png', '../../etc/passwd', 'x.svg', '.htaccess'), headerText(40).filter((name) => name.length > 0)),
      fileType: fc.oneof(fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''), headerText(30)),
      content: fc.oneof(fc.string({ maxLength: 200 }), fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes).toString('latin1'))),
    })
    .map(({ boundary, payloadPart, filename, fileType, content }) => {
      const parts = [
        ...(payloadPart === undefined ? [] : [`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payloadPart}\r\n`]),
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${fileType}\r\n\r\n${content}\r\n`,
      ]
      return { contentType: `multipart/form-data; boundary=${boundary}`, text: `${parts.join('')}--${boundary}--\r\n` }
    })
  const brokenMultipart = fc
    .tuple(multipart, fc.constantFrom('no boundary', 'other boundary', 'cut short', 'payload not JSON'), fc.nat())
    .map(([{ contentType, text }, breakage, at]) => {
      switch (breakage) {
        case 'no boundary':
          return { contentType: 'multipart/form-data', text }
        case 'other boundary':
          return { contentType: 'multipart/form-data; boundary=autre', text }
        case 'cut short':
          return { contentType, text: text.slice(0, at % Math.max(text.length - 4, 1)) }
        default:
          return { contentType, text: text.replace(/name="_payload"\r\n\r\n/, '$&{') }
      }
    })

  it(`POST /media with random multipart or JSON never answers 5xx and never stores a file (${RUNS} runs)`, async () => {
    const before = await fingerprint()
    const request = fc.oneof(
      { weight: 3, arbitrary: multipart },
      { weight: 2, arbitrary: brokenMultipart },
      { weight: 1, arbitrary: body(fc.record({ alt: fc.string(), url: fc.webUrl(), filename: fc.string() }, { requiredKeys: [] })).map((text) => ({ contentType: 'application/json', text })) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('text/plain', 'image/png', 'application/x-www-form-urlencoded', 'application/json'), fc.string({ maxLength: 200 })).map(([contentType, text]) => ({ contentType, text })) },
    )
    await fc.assert(
      fc.asyncProperty(request, async ({ contentType, text }) => {
        const response = await send('/media', { method: 'POST', headers: { 'content-type': contentType }, body: text })
        expect(response.status, await response.clone().text()).toBeLessThan(500)
        await expectSafe(response)
        expect(response.status).toBeGreaterThanOrEqual(400)
      }),
      { numRuns: RUNS },
    )
    expect(await fingerprint()).toEqual(before)
  }, 150_000)

  it(`POST, PATCH and DELETE on visitors’ records, accounts, content and settings never answer 5xx and change no row (${RUNS} runs, one request per route each)`, async () => {
    const before = await fingerprint()
    const data = fc.oneof(
      fc.record({ email: fc.emailAddress(), name: fc.string(), role: fc.constantFrom('admin', 'staff'), password: fc.string(), payment: fc.constant('completed'), unlockSource: fc.constant('staff'), _status: fc.constant('published'), title: fc.string(), code: fc.string(), active: fc.boolean(), brandName: fc.string() }, { requiredKeys: [] }),
      jsonValue,
    )
    const where = fc.oneof(fc.constant('?where[id][exists]=true'), hostileCondition(['id', 'email', 'role']).map((condition) => queryString({ where: condition })))
    const writes: Array<{ method: string; path: fc.Arbitrary<string>; body?: fc.Arbitrary<string> }> = [
      { method: 'POST', path: fc.constant('/leads') },
      { method: 'POST', path: fc.constant('/riasec-results') },
      { method: 'POST', path: fc.constant('/users') },
      { method: 'POST', path: fc.constant('/articles') },
      { method: 'POST', path: fc.constant('/promo-codes') },
      { method: 'PATCH', path: fc.constantFrom(`/articles/${ids.publishedArticle}`, `/articles/${ids.draftArticle}`).map((path) => `${path}?draft=false`) },
      { method: 'PATCH', path: fc.constantFrom(`/users/${admin.id}`, `/riasec-results/${ids.result}`, `/profiles/${ids.profile}`) },
      { method: 'PATCH', path: where.map((query) => `/leads${query}`) },
      { method: 'DELETE', path: fc.constantFrom(`/faqs/${ids.faq}`, `/leads/${ids.lead}`, `/users/${admin.id}`) },
      { method: 'DELETE', path: where.map((query) => `/riasec-results${query}`) },
      { method: 'POST', path: fc.constant(`/articles/versions/1`) },
      { method: 'POST', path: fc.constant(`/articles/${ids.publishedArticle}/duplicate`) },
      { method: 'POST', path: fc.constantFrom('/globals/site-settings', '/globals/terms-of-sale') },
    ]
    await fc.assert(
      fc.asyncProperty(fc.tuple(...writes.map((write) => fc.tuple(write.path, write.body ?? body(data)))), async (requests) => {
        const answers = await Promise.all(requests.map(([path, raw], index) => send(path, { method: writes[index]!.method, body: raw })))
        for (const [index, response] of answers.entries()) {
          const route = `${writes[index]!.method} ${requests[index]![0]} ${requests[index]![1]}`
          expect(response.status, route).toBeLessThan(500)
          await expectSafe(response)
          expect(response.status, route).toBeGreaterThanOrEqual(400)
        }
      }),
      { numRuns: RUNS },
    )
    expect(await fingerprint()).toEqual(before)
  }, 200_000)
})
