/**
 * The access matrix: every collection × operation × (anonymous, editor, staff, admin), through the
 * Local API with access enforced, plus the field-level locks.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { PROFILE_CODES } from '@/domain/riasec'
import { toLexical } from '@/seed/lexical'
import { createActor, testPayload, type Actor } from '../helpers/payload'

type Who = 'anonymous' | 'editor' | 'staff' | 'admin'
type Operation = 'read' | 'create' | 'update' | 'delete'
const WHO: Who[] = ['anonymous', 'editor', 'staff', 'admin']

const content = { read: WHO, create: ['editor', 'admin'], update: ['editor', 'admin'], delete: ['editor', 'admin'] }
const business = { read: ['staff', 'admin'], create: [], update: ['admin'], delete: ['admin'] }

/** Who may do what; everything not listed is refused. */
const MATRIX: Record<string, Record<Operation, Who[]>> = {
  questions: content,
  profiles: content,
  pages: content,
  testimonials: content,
  faqs: content,
  articles: content,
  leads: business,
  'riasec-results': business,
  orders: business,
  'coaching-bookings': { read: ['staff', 'admin'], create: [], update: ['staff', 'admin'], delete: ['admin'] },
  'promo-codes': { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
  'payment-events': { read: ['admin'], create: [], update: [], delete: [] },
  'outbox-emails': { read: ['admin'], create: [], update: [], delete: ['admin'] },
} as Record<string, Record<Operation, Who[]>>

const unique = () => Math.random().toString(36).slice(2, 10)

/** Questions and profiles have a unique natural key: hand out each combination once. */
let counter = 0
const QUESTION_KEYS = (['orientation', 'riasec'] as const).flatMap((test) =>
  (['scolaire', 'adulte'] as const).flatMap((set) => Array.from({ length: 12 }, (_, index) => ({ test, set, order: index + 1 }))),
)
const PROFILE_KEYS = PROFILE_CODES.filter((code) => code !== 'IA').flatMap((code) => [
  { set: 'adulte', code },
  { set: 'scolaire', code },
])
const next = <T>(keys: T[]): T => keys[counter++ % keys.length]!

/** A valid document for each collection, new on every call. */
const SAMPLES: Record<string, () => Record<string, unknown>> = {
  questions: () => ({ ...next(QUESTION_KEYS), title: `Q ${unique()}`, type: 'single' }),
  profiles: () => ({
    ...next(PROFILE_KEYS),
    name: `Profil ${unique()}`,
    description: 'Description',
    radarScores: { ponctualite: 3, resolutionProblemes: 3, resistanceStress: 3, connaissanceMarche: 3, competencesInterpersonnelles: 3 },
    environment: 'Environnement',
  }),
  pages: () => ({ title: 'Page', slug: `page-${unique()}` }),
  testimonials: () => ({ text: 'Très utile.', author: `Léa ${unique()}`, placement: 'home' }),
  faqs: () => ({ question: `Question ${unique()} ?`, answer: 'Réponse.', placement: 'home' }),
  articles: () => ({
    title: 'Article',
    slug: `article-${unique()}`,
    excerpt: 'Résumé',
    body: toLexical([{ type: 'p', text: 'Texte' }]),
    _status: 'published',
  }),
  leads: () => ({ name: 'Léa', email: `lea-${unique()}@exemple.fr`, source: 'orientation' }),
  'riasec-results': () => ({
    name: 'Léa',
    email: `lea-${unique()}@exemple.fr`,
    bilanType: 'scolaire',
    scores: { r: 2, i: 2, a: 2, s: 2, e: 2, c: 2 },
    dominantProfile: 'RI',
  }),
  orders: () => ({ offer: 'report', amountCents: 1800, currency: 'eur', status: 'pending', provider: 'demo', providerSessionId: `cs_${unique()}` }),
  'coaching-bookings': () => ({ name: 'Léa', email: `lea-${unique()}@exemple.fr`, availability: 'weekend', offer: 'coachingSingle' }),
  'promo-codes': () => ({ code: `CODE${unique()}`, active: true }),
  'payment-events': () => ({ eventId: `evt_${unique()}`, type: 'checkout.session.completed', provider: 'demo' }),
  'outbox-emails': () => ({ to: 'lea@exemple.fr', subject: 'Bonjour', transport: 'outbox' }),
}

let payload: Payload
const actors: Record<Who, Actor> = { anonymous: null, editor: null, staff: null, admin: null }

beforeAll(async () => {
  payload = await testPayload()
  actors.editor = await createActor(payload, 'editor')
  actors.staff = await createActor(payload, 'staff')
  actors.admin = await createActor(payload, 'admin')
})

const seedDoc = async (collection: string) =>
  payload.create({ collection: collection as CollectionSlug, data: SAMPLES[collection]!() as never, overrideAccess: true, context: { disableRevalidate: true } })

async function attempt(collection: string, operation: Operation, who: Who): Promise<boolean> {
  const user = actors[who]
  const slug = collection as CollectionSlug
  const common = { collection: slug, overrideAccess: false, user, context: { disableRevalidate: true } } as const
  try {
    switch (operation) {
      case 'read': {
        const doc = await seedDoc(collection)
        const found = await payload.find({ ...common, where: { id: { equals: doc.id } }, depth: 0 })
        return found.docs.length === 1
      }
      case 'create':
        await payload.create({ ...common, data: SAMPLES[collection]!() as never })
        return true
      case 'update': {
        const doc = await seedDoc(collection)
        const patch = collection === 'coaching-bookings' ? { status: 'scheduled' } : SAMPLES[collection]!()
        await payload.update({ ...common, id: doc.id, data: patch as never })
        return true
      }
      case 'delete': {
        const doc = await seedDoc(collection)
        await payload.delete({ ...common, id: doc.id })
        return true
      }
    }
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false
    throw error
  }
}

describe('access matrix', () => {
  for (const [collection, rules] of Object.entries(MATRIX)) {
    for (const operation of ['read', 'create', 'update', 'delete'] as Operation[]) {
      for (const who of WHO) {
        const allowed = rules[operation].includes(who)
        it(`${collection}: ${who} ${allowed ? 'may' : 'may not'} ${operation}`, async () => {
          expect(await attempt(collection, operation, who)).toBe(allowed)
        })
      }
    }
  }
})

describe('users', () => {
  it('lets admins list every account and others see only their own', async () => {
    const all = await payload.find({ collection: 'users', overrideAccess: false, user: actors.admin, limit: 100 })
    expect(all.totalDocs).toBeGreaterThanOrEqual(3)
    for (const who of ['editor', 'staff'] as const) {
      const own = await payload.find({ collection: 'users', overrideAccess: false, user: actors[who], limit: 100 })
      expect(own.docs.map((doc) => doc.id)).toEqual([actors[who]!.id])
    }
    await expect(payload.find({ collection: 'users', overrideAccess: false, user: null })).rejects.toMatchObject({ status: 403 })
  })

  it('refuses account creation and deletion to everyone but admins', async () => {
    for (const who of ['anonymous', 'editor', 'staff'] as const) {
      await expect(
        payload.create({
          collection: 'users',
          overrideAccess: false,
          user: actors[who],
          data: { email: `x-${unique()}@exemple.fr`, password: 'a-long-test-password-123', role: 'admin' },
        }),
      ).rejects.toMatchObject({ status: 403 })
      await expect(payload.delete({ collection: 'users', id: actors.admin!.id, overrideAccess: false, user: actors[who] })).rejects.toMatchObject({
        status: 403,
      })
    }
  })

  it('never lets a non-admin raise their own role', async () => {
    const staff = actors.staff!
    const updated = await payload.update({ collection: 'users', id: staff.id, overrideAccess: false, user: staff, data: { role: 'admin' } })
    expect(updated.role).toBe('staff')
  })
})

describe('field-level locks', () => {
  it('hides paid profile content from anonymous API callers and shows it to staff', async () => {
    const profile = await payload.create({
      collection: 'profiles',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: {
        ...SAMPLES.profiles!(),
        set: 'scolaire',
        code: 'ai',
        interpretation: 'Texte payant',
        advice: 'Conseil payant',
        strengths: [{ text: 'Force payante' }],
        careers: [{ name: 'Métier payant', level: 'Bac+3', description: 'Description payante' }],
      } as never,
    })
    expect(profile.code).toBe('IA')
    const anonymous = await payload.findByID({ collection: 'profiles', id: profile.id, overrideAccess: false, user: null })
    expect(anonymous.name).toBe(profile.name)
    expect(JSON.stringify(anonymous)).not.toMatch(/payant/i)
    for (const field of ['interpretation', 'advice', 'potential']) expect(anonymous).not.toHaveProperty(field)
    const asStaff = await payload.findByID({ collection: 'profiles', id: profile.id, overrideAccess: false, user: actors.staff })
    expect(asStaff.interpretation).toBe('Texte payant')
  })

  it('rejects a profile code that is not a RIASEC code', async () => {
    await expect(
      payload.create({
        collection: 'profiles',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { ...SAMPLES.profiles!(), code: 'XZ' } as never,
      }),
    ).rejects.toThrow()
  })

  it('never returns the access-token hash or the idempotency key, not even to admins', async () => {
    const result = await payload.create({
      collection: 'riasec-results',
      overrideAccess: true,
      data: { ...SAMPLES['riasec-results']!(), accessTokenHash: 'hash', idempotencyKey: `key-${unique()}` } as never,
    })
    const asAdmin = await payload.findByID({ collection: 'riasec-results', id: result.id, overrideAccess: false, user: actors.admin })
    expect(asAdmin).not.toHaveProperty('accessTokenHash')
    expect(asAdmin).not.toHaveProperty('idempotencyKey')
  })

  it('lets staff change a booking’s status and note but not what the visitor wrote', async () => {
    const booking = await seedDoc('coaching-bookings')
    const updated = await payload.update({
      collection: 'coaching-bookings',
      id: booking.id,
      overrideAccess: false,
      user: actors.staff,
      data: { status: 'done', staffNote: 'Appel fait', email: 'autre@exemple.fr' } as never,
    })
    expect(updated.status).toBe('done')
    expect(updated.staffNote).toBe('Appel fait')
    expect(updated.email).toBe((booking as { email: string }).email)
  })

  it('lets nobody, not even admins, write an order’s confirmation email state through the API', async () => {
    const order = await seedDoc('orders')
    const forged = { confirmationEmail: 'sent', confirmationEmailSentAt: new Date().toISOString(), confirmationEmailAttempts: 3, confirmationEmailNextAttemptAt: new Date().toISOString() }
    const updated = await payload.update({ collection: 'orders', id: order.id, overrideAccess: false, user: actors.admin, data: { status: 'paid', ...forged } as never })
    expect(updated).toMatchObject({ status: 'paid', confirmationEmail: null, confirmationEmailSentAt: null, confirmationEmailAttempts: null, confirmationEmailNextAttemptAt: null })
    const asStaff = await payload.findByID({ collection: 'orders', id: order.id, overrideAccess: false, user: actors.staff })
    expect(asStaff).toHaveProperty('confirmationEmail')
  })

  it('lets editors change content settings but not the prices charged', async () => {
    const settings = await payload.updateGlobal({
      slug: 'site-settings',
      overrideAccess: false,
      user: actors.editor,
      context: { disableRevalidate: true },
      data: { brandName: 'Marque', supportEmail: 'contact@exemple.fr', prices: { report: 1 } },
    })
    expect(settings.brandName).toBe('Marque')
    expect(settings.prices?.report ?? null).toBeNull()
    await expect(
      payload.updateGlobal({ slug: 'site-settings', overrideAccess: false, user: null, data: { brandName: 'Pirate' } }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('staff login', () => {
  it('locks an account after five wrong passwords', async () => {
    const email = `lock-${unique()}@exemple.fr`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'the-right-password-123', role: 'staff' } })
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(payload.login({ collection: 'users', data: { email, password: 'wrong-password' } })).rejects.toThrow()
    }
    await expect(payload.login({ collection: 'users', data: { email, password: 'the-right-password-123' } })).rejects.toThrow(/verrouill|locked/i)
  })
})
