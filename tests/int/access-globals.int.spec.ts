/**
 * The access matrix of every global, the app's six and Payload's `payload-jobs-stats`: (anonymous, editor,
 * staff, admin) × (read, update), each cell tried through the Local API with access enforced and over REST
 * with the role's own session cookie. An allowed read returns what is stored; an allowed update is stored;
 * a refused one answers an access error and leaves the global as it was. Then the admin-only prices.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { GlobalSlug, Payload } from 'payload'
import { toLexical } from '@/seed/lexical'
import { createActor, testPayload, type Actor } from '../helpers/payload'
import { routeRequest, sessionCookie } from '../helpers/api-server'

type Who = 'anonymous' | 'editor' | 'staff' | 'admin'
type Operation = 'read' | 'update'
type Channel = 'Local API' | 'REST'
type Policy = Record<Operation, readonly Who[]>

const WHO: readonly Who[] = ['anonymous', 'editor', 'staff', 'admin']
/** src/access/editors.ts */
const EDITORS: readonly Who[] = ['editor', 'admin']
const ADMINS: readonly Who[] = ['admin']
const PASSWORD = 'a-long-test-password-123'

/** Every sentence a visitor reads (DESIGN.md "Data"): public read, written by editors and admins. */
const content: Policy = { read: WHO, update: EDITORS }

/** Who may do what, from DESIGN.md and the globals' access functions; everything not listed is refused. */
const MATRIX = {
  'home-page': content,
  'interface-texts': content,
  // The paid report's frame: visitors read it only inside the report they bought, never through the API.
  'report-texts': { read: EDITORS, update: EDITORS },
  'sample-report': content,
  'site-settings': content,
  'terms-of-sale': content,
  // Payload's own record of when each scheduled job was last queued (added because the app schedules
  // jobs): "only admins may run or queue jobs" (src/server/privacy/jobs.ts), admins do everything.
  'payload-jobs-stats': { read: ADMINS, update: ADMINS },
} satisfies Record<GlobalSlug, Policy>
type Slug = keyof typeof MATRIX

interface Fixture {
  /** What the global holds before each test: everything it requires. */
  initial: Record<string, unknown>
  /** An update that writes `marker`, and where to read it back. */
  patch: (marker: string) => Record<string, unknown>
  markerOf: (doc: Record<string, unknown>) => unknown
}

/**
 * An editors' JSON copy holding the marker in one of its real sentences (`path`): the admin refuses keys the
 * site never reads (src/domain/copy-shape.ts).
 */
const copyFixture = (path: string[], extra: Record<string, unknown> = {}): Fixture => {
  const nested = (marker: string) => path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), marker)
  return {
    initial: { copy: nested('initial'), ...extra },
    patch: (marker) => ({ copy: nested(marker) }),
    markerOf: (doc) => path.reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], doc.copy),
  }
}

describe('seller details (site-settings.seller): admins only', () => {
  it.each(['Local API', 'REST'] as const)('keeps an editor’s change out of the seller’s legal details (%s)', async (channel) => {
    await reset('site-settings')
    const data = { tagline: `Accroche ${channel}`, seller: { legalName: 'Autre SAS', siren: '111222333' } }
    if (channel === 'Local API') await payload.updateGlobal({ slug: 'site-settings', data, ...asWho('editor') })
    else expect((await rest('editor', '/globals/site-settings', { method: 'POST', body: data })).status).toBe(200)
    expect(await stored('site-settings')).toMatchObject({ tagline: `Accroche ${channel}`, seller: { legalName: null, siren: null } })
  })

  it('lets an admin write them, refuses a SIREN that is not nine digits, and shows them to every visitor', async () => {
    await reset('site-settings')
    const seller = { legalName: 'Cap Orientation SAS', siren: '732 829 320', mediator: 'CM2C, 49 rue de Ponthieu, 75008 Paris' }
    expect((await rest('admin', '/globals/site-settings', { method: 'POST', body: { seller } })).status).toBe(200)
    const refused = await rest('admin', '/globals/site-settings', { method: 'POST', body: { seller: { siren: '12345' } } })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Le SIREN compte neuf chiffres.')
    expect((await stored('site-settings')).seller).toMatchObject(seller)
    const shown = (await (await rest('anonymous', '/globals/site-settings')).json()) as { seller: typeof seller }
    expect(shown.seller).toMatchObject(seller)
  })
})

const FIXTURES: Record<Slug, Fixture> = {
  'home-page': copyFixture(['faq', 'title'], { benefits: [] }),
  'interface-texts': copyFixture(['results', 'loading']),
  'report-texts': copyFixture(['contents']),
  'sample-report': {
    initial: { slides: [{ caption: 'initial' }] },
    patch: (marker) => ({ slides: [{ caption: marker }] }),
    markerOf: (doc) => (doc.slides as Array<{ caption: string }> | undefined)?.[0]?.caption,
  },
  'site-settings': {
    initial: {
      brandName: 'Marque',
      supportEmail: 'contact@exemple.fr',
      tagline: 'initial',
      prices: { report: 1800 },
      referencePrices: { reportReference: 8900, monthlyReference: 14900 },
      seller: { legalName: null, siren: null },
    },
    patch: (marker) => ({ tagline: marker }),
    markerOf: (doc) => doc.tagline,
  },
  'terms-of-sale': {
    initial: { title: 'initial', body: toLexical([{ type: 'p', text: 'Conditions' }]) },
    patch: (marker) => ({ title: marker }),
    markerOf: (doc) => doc.title,
  },
  'payload-jobs-stats': {
    initial: { stats: { marker: 'initial' } },
    patch: (marker) => ({ stats: { marker } }),
    markerOf: (doc) => (doc.stats as { marker?: string } | null)?.marker,
  },
}

const unique = () => Math.random().toString(36).slice(2, 10)
const context = { disableRevalidate: true }

let payload: Payload
const actors: Record<Who, Actor> = { anonymous: null, editor: null, staff: null, admin: null }
const sessions: Record<Who, string | null> = { anonymous: null, editor: null, staff: null, admin: null }

beforeAll(async () => {
  payload = await testPayload()
  for (const who of ['editor', 'staff', 'admin'] as const) {
    actors[who] = await createActor(payload, who)
    sessions[who] = await sessionCookie(payload, actors[who]!.email, PASSWORD)
  }
})

const stored = async (slug: Slug) => (await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })) as unknown as Record<string, unknown>

/** Puts the global back to its fixture, as the app would (access overridden); returns the stored marker. */
async function reset(slug: Slug): Promise<unknown> {
  await payload.updateGlobal({ slug, overrideAccess: true, context, data: FIXTURES[slug].initial as never })
  return FIXTURES[slug].markerOf(await stored(slug))
}

/** One REST request as `who`'s browser sends it from the admin (its session cookie, same origin). */
function rest(who: Who, path: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = sessions[who] ? { cookie: sessions[who]!, 'sec-fetch-site': 'same-origin' } : {}
  return routeRequest(`/api${path}`, { ...init, headers })
}

const asWho = (who: Who) => ({ overrideAccess: false, user: actors[who], context }) as const

type Answer = { ok: true; doc: Record<string, unknown> } | { ok: false }

async function local(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return { ok: true, doc: (await run()) as Record<string, unknown> }
  } catch (error) {
    if ([401, 403].includes((error as { status?: number }).status ?? 0)) return { ok: false }
    throw error
  }
}

async function restAnswer(response: Response): Promise<Answer> {
  if (response.ok) {
    const body = (await response.json()) as Record<string, unknown>
    // An update answers `{ message, result }`, a read the global itself.
    return { ok: true, doc: (body.result as Record<string, unknown> | undefined) ?? body }
  }
  if ([401, 403].includes(response.status)) return { ok: false }
  throw new Error(`Unexpected ${response.status}: ${await response.text()}`)
}

async function tryRead(slug: Slug, who: Who, channel: Channel): Promise<'allowed' | 'refused'> {
  const marker = await reset(slug)
  const answer =
    channel === 'Local API' ? await local(() => payload.findGlobal({ slug, depth: 0, ...asWho(who) })) : await restAnswer(await rest(who, `/globals/${slug}?depth=0`))
  if (!answer.ok) return 'refused'
  expect(FIXTURES[slug].markerOf(answer.doc), 'an allowed read returns what is stored').toBe(marker)
  return 'allowed'
}

async function tryUpdate(slug: Slug, who: Who, channel: Channel): Promise<'allowed' | 'refused'> {
  await reset(slug)
  const before = await stored(slug)
  const marker = `modifié-${unique()}`
  const data = FIXTURES[slug].patch(marker)
  const answer =
    channel === 'Local API'
      ? await local(() => payload.updateGlobal({ slug, data: data as never, ...asWho(who) }))
      : await restAnswer(await rest(who, `/globals/${slug}`, { method: 'POST', body: data }))
  const after = await stored(slug)
  const changed = FIXTURES[slug].markerOf(after) === marker
  if (answer.ok !== changed) throw new Error(`${slug}: the answer says ${answer.ok ? 'done' : 'refused'} but the database says ${changed ? 'done' : 'unchanged'}`)
  if (!changed) expect(after, 'a refused update changes nothing').toEqual(before)
  return changed ? 'allowed' : 'refused'
}

describe('globals access matrix', () => {
  for (const [slug, policy] of Object.entries(MATRIX) as Array<[Slug, Policy]>) {
    for (const operation of ['read', 'update'] as const) {
      for (const who of WHO) {
        const expected = policy[operation].includes(who) ? 'allowed' : 'refused'
        for (const channel of ['Local API', 'REST'] as const) {
          const name = `${slug}: ${who} ${expected === 'allowed' ? 'may' : 'may not'} ${operation} (${channel})`
          it(name, async () => {
            expect(await (operation === 'read' ? tryRead : tryUpdate)(slug, who, channel)).toBe(expected)
          })
        }
      }
    }
  }

  it('covers every global of the config', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(payload.config.globals.map((global) => global.slug).sort())
  })
})

describe('prices charged and reference prices (site-settings.prices, .referencePrices): admins only', () => {
  const PRICE_FIELDS = ['report', 'monthlyAddon', 'coachingSingle', 'coachingMonthly', 'premium'] as const

  it.each(['Local API', 'REST'] as const)('lets an editor change the rest of the settings but not the prices (%s)', async (channel) => {
    await reset('site-settings')
    const data = {
      tagline: `Accroche ${channel}`,
      prices: Object.fromEntries(PRICE_FIELDS.map((field) => [field, 1])),
      referencePrices: { reportReference: 99900, monthlyReference: 99900 },
    }
    if (channel === 'Local API') await payload.updateGlobal({ slug: 'site-settings', data, ...asWho('editor') })
    else expect((await rest('editor', '/globals/site-settings', { method: 'POST', body: data })).status).toBe(200)
    expect(await stored('site-settings')).toMatchObject({
      tagline: `Accroche ${channel}`,
      prices: { report: 1800, monthlyAddon: null, premium: null },
      referencePrices: { reportReference: 8900, monthlyReference: 14900 },
    })
  })

  it('refuses an amount that is not a whole, positive number of cents, with the reason, and keeps the stored one', async () => {
    await reset('site-settings')
    for (const body of [{ prices: { report: 1790.5 } }, { prices: { premium: 0 } }, { referencePrices: { reportReference: 0 } }, { referencePrices: { monthlyReference: -100 } }]) {
      const refused = await rest('admin', '/globals/site-settings', { method: 'POST', body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('Indique un nombre entier de centimes, supérieur à zéro')
    }
    expect(await stored('site-settings')).toMatchObject({ prices: { report: 1800, premium: null }, referencePrices: { reportReference: 8900, monthlyReference: 14900 } })
    const emptied = await rest('admin', '/globals/site-settings', { method: 'POST', body: { prices: { report: null }, referencePrices: { reportReference: null } } })
    expect(emptied.status).toBe(200)
    expect(await stored('site-settings')).toMatchObject({ prices: { report: null }, referencePrices: { reportReference: null } })
  })

  it.each(['Local API', 'REST'] as const)('lets an admin change the prices (%s)', async (channel) => {
    await reset('site-settings')
    const prices = { report: 1900, monthlyAddon: 4900, coachingSingle: 2000, coachingMonthly: 6900, premium: 5900 }
    if (channel === 'Local API') await payload.updateGlobal({ slug: 'site-settings', data: { prices }, ...asWho('admin') })
    else expect((await rest('admin', '/globals/site-settings', { method: 'POST', body: { prices } })).status).toBe(200)
    expect((await stored('site-settings')).prices).toMatchObject(prices)
  })

  it('refuses any settings change to staff, prices included, and shows the prices to every visitor', async () => {
    await reset('site-settings')
    const before = await stored('site-settings')
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { prices: { report: 1 } }, ...asWho('staff') })).rejects.toMatchObject({ status: 403 })
    expect((await rest('staff', '/globals/site-settings', { method: 'POST', body: { prices: { report: 1 } } })).status).toBe(403)
    expect(await stored('site-settings')).toEqual(before)
    const shown = (await (await rest('anonymous', '/globals/site-settings')).json()) as { prices: { report: number } }
    expect(shown.prices.report).toBe(1800)
  })
})

/** The globals whose saves are kept (src/globals/versions.ts): read and restored by editors and admins alone. */
const WITH_HISTORY = ['home-page', 'interface-texts', 'report-texts', 'terms-of-sale'] as const satisfies readonly Slug[]

describe('the history of the editors’ globals', () => {
  it.each(WITH_HISTORY)('keeps each save of « %s », shows it to editors and admins only, and lets an editor restore one', async (slug) => {
    await reset(slug)
    const [first, second] = [`premier-${unique()}`, `second-${unique()}`]
    await payload.updateGlobal({ slug, data: FIXTURES[slug].patch(first) as never, ...asWho('admin') })
    await payload.updateGlobal({ slug, data: FIXTURES[slug].patch(second) as never, ...asWho('admin') })
    const kept = await payload.findGlobalVersions({ slug, sort: '-createdAt', limit: 5, overrideAccess: true })
    const older = kept.docs.find((doc) => FIXTURES[slug].markerOf(doc.version as unknown as Record<string, unknown>) === first)
    expect(older).toBeDefined()

    for (const who of ['anonymous', 'staff'] as const) {
      await expect(payload.findGlobalVersions({ slug, ...asWho(who) })).rejects.toMatchObject({ status: 403 })
      expect([401, 403]).toContain((await rest(who, `/globals/${slug}/versions`)).status)
      expect([401, 403]).toContain((await rest(who, `/globals/${slug}/versions/${older!.id}`, { method: 'POST' })).status)
    }
    expect(FIXTURES[slug].markerOf(await stored(slug))).toBe(second)
    for (const who of ['editor', 'admin'] as const) expect((await rest(who, `/globals/${slug}/versions`)).status).toBe(200)

    // The editor takes back the earlier save from the admin's « Versions » tab.
    expect((await rest('editor', `/globals/${slug}/versions/${older!.id}`, { method: 'POST' })).status).toBe(200)
    expect(FIXTURES[slug].markerOf(await stored(slug))).toBe(first)
  })

  it('refuses to restore a version the site’s checks no longer take, with the save’s message, and changes nothing', async () => {
    await reset('interface-texts')
    const before = await stored('interface-texts')
    // A version kept from before a check, or from texts the site has changed since: a sentence written as a number.
    const kept = await payload.db.createGlobalVersion({
      globalSlug: 'interface-texts',
      versionData: { copy: { results: { loading: 42 } } } as never,
      autosave: false,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    })
    const refused = await rest('editor', `/globals/interface-texts/versions/${kept.id}`, { method: 'POST' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('« results › loading » : le site attend un texte entre guillemets')
    expect(await stored('interface-texts')).toEqual(before)
  })

  it('restores the oldest version of a full history, once: the check leaves no trial version behind', async () => {
    await reset('interface-texts')
    const count = async () => (await payload.findGlobalVersions({ slug: 'interface-texts', limit: 1, overrideAccess: true })).totalDocs
    for (let save = 0; (await count()) < 50; save++) {
      await payload.updateGlobal({ slug: 'interface-texts', data: FIXTURES['interface-texts'].patch(`sauvegarde-${save}`) as never, overrideAccess: true, context })
    }
    const [oldest] = (await payload.findGlobalVersions({ slug: 'interface-texts', sort: 'createdAt', limit: 1, overrideAccess: true })).docs
    const before = await count()
    expect((await rest('editor', `/globals/interface-texts/versions/${oldest!.id}`, { method: 'POST' })).status).toBe(200)
    expect(FIXTURES['interface-texts'].markerOf(await stored('interface-texts'))).toBe(FIXTURES['interface-texts'].markerOf(oldest!.version as unknown as Record<string, unknown>))
    // Payload's restore adds its own version; the check's trial save added none.
    expect(await count()).toBe(before + 1)
  })

  it('keeps no history of the site settings (restoring one would write back the prices and seller details admins alone set) nor of the sample report', async () => {
    await reset('site-settings')
    await payload.updateGlobal({ slug: 'site-settings', data: { tagline: 'avant' }, ...asWho('editor') })
    for (const who of WHO) {
      for (const slug of ['site-settings', 'sample-report'] as const) expect((await rest(who, `/globals/${slug}/versions`)).status, `${who} ${slug}`).toBe(403)
    }
  })
})
