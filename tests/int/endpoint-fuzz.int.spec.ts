/**
 * Property-based fuzzing of the assessment, result-contact and promo-code endpoints, through Payload's router from a new
 * address each time. Most bodies are valid or nearly so, the rest anything: the answer is never a 5xx,
 * each answer is the one the submission deserves, and afterwards every row written is checked in the
 * database against the submission that made it.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Question } from '@/payload-types'
import { seed } from '@/seed'
import { loadQuestions } from '@/server/assessments/questions'
import { resultContactSchema } from '@/server/assessments/schemas'
import { orientationQuestions } from '@/content/questions'
import { BILAN_TYPES, profileSetFor, type BilanType } from '@/domain/bilan'
import { canonicalCode } from '@/domain/riasec'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { hashToken, newAccessToken } from '@/server/access-token'
import { storedIdempotencyKey } from '@/server/assessments/idempotent-create'
import { execute } from '@/server/db'
import { PROMO_PER_RESULT } from '@/server/promo'
import { defaultMessage } from '@/server/http/refusals'
import { prepareReportSoon } from '@/server/report/service'
import { asHeader, body, EMAIL, expectSafe, jsonValue, newVisitor, send, tokenLike, type Visitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

// An unlock prepares the report's PDF in the background: seconds of CPU per render on this machine, which
// would stall the fuzzing. Rendering is report.int.spec.ts's subject; here each unlock must ask for it once.
vi.mock('@/server/report/service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/report/service')>()),
  prepareReportSoon: vi.fn(),
}))

let payload: Payload
/** The questions as stored, by test and set, in order: what the server scores against. */
const questions: Record<'scolaire' | 'adulte' | 'orientation', Question[]> = { scolaire: [], adulte: [], orientation: [] }
/** A lead of the orientation questionnaire a RIASEC submission may name (`orientationKey`). */
const ORIENTATION_KEY = randomUUID()
/** The accepted submissions by their key as rows store it. */
const byStoredKey = <T>(accepted: Map<string, T>): Map<string, T> => new Map([...accepted].map(([key, value]) => [storedIdempotencyKey(key), value]))
let orientationLeadId = 0

const post = (path: string, raw: string, headers: Record<string, string> = {}) => send(path, { method: 'POST', body: raw, headers })


beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  questions.scolaire = await loadQuestions(payload, 'riasec', 'scolaire')
  questions.adulte = await loadQuestions(payload, 'riasec', 'adulte')
  questions.orientation = await loadQuestions(payload, 'orientation', 'scolaire')
  const lead = await payload.create({
    collection: 'leads',
    overrideAccess: true,
    data: { name: 'Non renseigné', source: 'orientation', bilanType: 'scolaire', idempotencyKey: storedIdempotencyKey(ORIENTATION_KEY), keyAnswers: { '2': { question: 'Q', answer: 'R', letter: 'S' } } },
  })
  orientationLeadId = lead.id
})

/** Keys a retrying browser sends again: whatever the retry carries, each keeps exactly one row. */
const RETRIED_KEYS = Array.from({ length: 8 }, () => randomUUID())
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.uuid({ version: 4 }) },
  { weight: 3, arbitrary: fc.constantFrom(...RETRIED_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
)
const bilanType = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...BILAN_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom('Scolaire', ' public', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
)

// U+0000, which PostgreSQL cannot store in text, is dropped from every string the server reads; a lone
// surrogate, which jsonb refuses, becomes U+FFFD.
const name = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('Léa', ' Hugo Petit ', 'Inès Bernard', 'N’Diaye', '=HYPERLINK("x")', '<b>Zoé</b>', 'Léa\u0000', 'Hu\u0000go', 'Lé\ud800a', 'Zoé\udfff') },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 101, maxLength: 160 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '   ') },
)
const goodEmail = fc
  .tuple(fc.constantFrom('lea', 'hugo.petit', 'ines_b', 'zoe+orientation', "o'neil"), fc.nat(99_999), fc.constantFrom('exemple.fr', 'Exemple.FR', 'mail.example.com'), fc.constantFrom('', ' '))
  .map(([local, number, domain, pad]) => `${pad}${local}${number}@${domain}${pad}`)
const email = fc.oneof(
  { weight: 8, arbitrary: goodEmail },
  { weight: 1, arbitrary: goodEmail.map((address) => address.toUpperCase()) },
  { weight: 1, arbitrary: fc.constantFrom('lea@exemple', 'lea@@exemple.fr', 'o’neil@exemple.fr', 'lea@exemple.fr.', 'lea @exemple.fr', 'x@a-.fr', 'x@-a.fr', 'lea\u0000@exemple.fr') },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', '.'), minLength: 90, maxLength: 110 }).map((local) => `x${local}x@exemple.fr`) },
)
/** A parent's consent as the dialog sends it (true, for a visitor under 15), absent, or of any other shape. */
const parentalConsent = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constantFrom(false, 'true', 1, null) })
const contact = fc.option(fc.record({ name, email, parentalConsent }, { requiredKeys: ['name', 'email'] }), { nil: undefined, freq: 3 })

/** Submissions as the forms send them (every key present), a few with keys missing. */
const submission = <T>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }) =>
  fc.oneof({ weight: 9, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) })

/** Replaces one element of a valid list by anything: the almost-right submissions. */
const corruptOne = <T>(valid: fc.Arbitrary<T[]>, length: number, wrong: fc.Arbitrary<unknown>) =>
  fc.tuple(valid, fc.nat(length - 1), wrong).map(([items, at, replacement]) => items.map((item, index) => (index === at ? replacement : item)))

interface Contact {
  name: string
  email: string
}

/** What the server saves of a contact: trimmed, the address lower-cased. */
/** A body as the server reads it: without U+0000 in its strings, and no lone surrogate. */
const asServerReads = (_key: string, value: unknown): unknown => (typeof value === 'string' ? value.replaceAll('\u0000', '').toWellFormed() : value)

const savedName = (given?: Contact) => given?.name.trim() ?? null
const savedEmail = (given?: Contact) => given?.email.trim().toLowerCase() ?? null

function expectValidContact(row: { name: string | null; email: string | null }) {
  if (row.name !== null) {
    expect(row.name.length).toBeGreaterThan(0)
    expect(row.name.length).toBeLessThanOrEqual(100)
    expect(row.name).toBe(row.name.trim())
  }
  if (row.email !== null) {
    expect(row.email).toMatch(EMAIL)
    expect(row.email.length).toBeLessThanOrEqual(100)
    expect(row.email).toBe(row.email.trim().toLowerCase())
  }
}

describe('POST /assessments/riasec under fuzzing', () => {
  interface RiasecSubmission {
    idempotencyKey: string
    bilanType: BilanType
    answers: number[]
    contact?: Contact
    orientationKey?: string
  }
  const twelve = fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 12, maxLength: 12 })
  const riasecBody = body(
    submission({
      idempotencyKey,
      bilanType,
      answers: fc.oneof(
        { weight: 12, arbitrary: twelve },
        { weight: 1, arbitrary: corruptOne(twelve, 12, fc.constantFrom(-1, 6, 2.5, '3', null)) },
        { weight: 1, arbitrary: fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 14 }) },
      ),
      contact,
      orientationKey: fc.option(
        fc.oneof({ weight: 2, arbitrary: fc.constant(ORIENTATION_KEY) }, { weight: 2, arbitrary: fc.uuid({ version: 4 }) }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) }),
        { nil: undefined },
      ),
    }),
  )

  /** The first accepted submission of each key (the row keeps it), its answer, and the last token issued. */
  const accepted = new Map<string, { submission: RiasecSubmission; resultId: number; dominantProfile: string; token: string }>()
  let retried = 0

  const expectedScores = ({ bilanType: type, answers }: RiasecSubmission) => {
    const letters = answers.map((answer, index) => questions[profileSetFor(type)][index]!.options![answer]!.letter)
    return RIASEC_LETTERS.map((letter) => letters.filter((chosen) => chosen === letter).length)
  }

  it('never answers 5xx, answers 201 once per key then 200 with the same result (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(riasecBody, async (raw) => {
        const response = await post('/assessments/riasec', raw)
        const answer = (await expectSafe(response)) as { resultId?: number; dominantProfile?: string; error?: string }
        if (!response.ok) {
          expect(response.status).toBe(400)
          expect(answer.error).toBeTruthy()
          return
        }
        const sent = JSON.parse(raw, asServerReads) as RiasecSubmission
        const token = response.headers.get('set-cookie')?.match(/^riasec_access=([\w-]{43});/)?.[1]
        expect(token).toBeTruthy()
        expect(canonicalCode(answer.dominantProfile!)).toBe(answer.dominantProfile)
        const first = accepted.get(sent.idempotencyKey)
        if (first) {
          retried++
          expect(response.status).toBe(200)
          expect(answer).toEqual({ resultId: first.resultId, dominantProfile: first.dominantProfile })
          first.token = token!
        } else {
          expect(response.status).toBe(201)
          accepted.set(sent.idempotencyKey, { submission: sent, resultId: answer.resultId!, dominantProfile: answer.dominantProfile!, token: token! })
        }
      }),
      { numRuns: 1000 },
    )
    // The valid path is the one that writes: it must be well travelled, retries and contacts included.
    expect(accepted.size).toBeGreaterThan(120)
    expect(retried).toBeGreaterThan(10)
    expect([...accepted.values()].filter(({ submission: sent }) => sent.contact).length).toBeGreaterThan(50)
    expect([...accepted.values()].filter(({ submission: sent }) => sent.orientationKey === ORIENTATION_KEY).length).toBeGreaterThan(5)
  }, 300_000)

  it('wrote one valid row per accepted key, scored from the stored questions', async () => {
    // Reads what the fuzzing above accepted: run alone, it would check nothing.
    expect(accepted.size).toBeGreaterThan(120)
    const rows = await execute<{
      id: number
      idempotency_key: string
      name: string | null
      email: string | null
      bilan_type: string
      scores: string[]
      dominant_profile: string
      profile_name: string | null
      detailed_answers: { answers: Array<{ letter: string }> }
      lead_id: number | null
      access_token_hash: string
      payment: string | null
      unlocked_at: string | null
    }>(
      payload,
      sql`select id, idempotency_key, name, email, bilan_type, array[scores_r, scores_i, scores_a, scores_s, scores_e, scores_c]::text[] as scores,
        dominant_profile, profile_name, detailed_answers, lead_id, access_token_hash, payment, unlocked_at
        from riasec_results where idempotency_key is not null`,
    )
    expect(rows).toHaveLength(accepted.size)
    const acceptedByStoredKey = byStoredKey(accepted)
    for (const row of rows) {
      const first = acceptedByStoredKey.get(row.idempotency_key)!
      expect(first).toBeDefined()
      const sent = first.submission
      const scores = row.scores.map(Number)
      expect(Number(row.id)).toBe(first.resultId)
      expect(scores.reduce((sum, score) => sum + score, 0)).toBe(12)
      expect(scores).toEqual(expectedScores(sent))
      const letters = row.detailed_answers.answers.map((answer) => answer.letter)
      expect(RIASEC_LETTERS.map((letter) => letters.filter((chosen) => chosen === letter).length)).toEqual(scores)
      expect(BILAN_TYPES).toContain(row.bilan_type)
      expect(row.bilan_type).toBe(sent.bilanType)
      expect(canonicalCode(row.dominant_profile)).toBe(row.dominant_profile)
      expect(row.dominant_profile).toBe(first.dominantProfile)
      expect(row.profile_name).toBeTruthy()
      expect({ name: row.name, email: row.email }).toEqual({ name: savedName(sent.contact), email: savedEmail(sent.contact) })
      expectValidContact(row)
      expect(row.lead_id === null ? null : Number(row.lead_id)).toBe(sent.orientationKey === ORIENTATION_KEY ? orientationLeadId : null)
      // Only the browser that sent the key last holds the result.
      expect(row.access_token_hash).toBe(hashToken(first.token))
      expect({ payment: row.payment, unlocked_at: row.unlocked_at }).toEqual({ payment: null, unlocked_at: null })
    }
  })
})

describe('POST /assessments/orientation under fuzzing', () => {
  type Answer = { option?: number; other?: string; text?: string }
  interface OrientationSubmission {
    idempotencyKey: string
    bilanType: BilanType
    answers: Answer[]
    contact?: Contact
  }
  const other = fc.oneof(fc.constantFrom('Je suis en alternance', '  En année de césure  ', 'Alternance \ud800'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 520 }))
  const dream = fc.oneof(
    fc.constantFrom('Pilote de ligne', '  Vétérinaire  ', 'Ingénieur·e du son', '\udc00Luthier'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 2000 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }),
  )
  const option = fc.record({ option: fc.nat(5) })
  const steps: fc.Arbitrary<Answer[]> = fc.tuple(
    ...orientationQuestions.map((question): fc.Arbitrary<Answer> => {
      if (question.type === 'text') return fc.record({ text: dream })
      return question.hasOther ? fc.oneof({ weight: 3, arbitrary: option }, { weight: 1, arbitrary: fc.record({ other }) }) : option
    }),
  )
  const anyAnswer = fc.record({ option: fc.integer({ min: -1, max: 21 }), other: fc.string({ maxLength: 600 }), text: fc.string({ maxLength: 40 }) }, { requiredKeys: [] })
  const orientationBody = body(
    submission({
      idempotencyKey,
      bilanType,
      answers: fc.oneof(
        { weight: 8, arbitrary: steps },
        { weight: 1, arbitrary: corruptOne(steps, orientationQuestions.length, anyAnswer) },
        { weight: 1, arbitrary: fc.array(anyAnswer, { maxLength: 12 }) },
      ),
      contact,
    }),
  )

  const accepted = new Map<string, { submission: OrientationSubmission; leadId: number }>()
  let retried = 0

  /** The answers as the lead keeps them: the wording the visitor saw, the letter of the option. */
  const expectedKeyAnswers = (answers: Answer[]) =>
    Object.fromEntries(
      questions.orientation.map((question, index) => {
        const given = answers[index]!
        if (question.type === 'text') return [String(question.order), { question: question.title, answer: given.text!.trim() }]
        if (given.option === undefined) return [String(question.order), { question: question.title, answer: given.other!.trim(), other: true }]
        const chosen = question.options![given.option]!
        return [String(question.order), { question: question.title, answer: chosen.label, ...(chosen.letter ? { letter: chosen.letter } : {}) }]
      }),
    )

  it('never answers 5xx, answers 201 once per key then 200 with the same lead (1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(orientationBody, async (raw) => {
        const response = await post('/assessments/orientation', raw)
        const answer = (await expectSafe(response)) as { leadId?: number; error?: string }
        if (!response.ok) {
          expect(response.status).toBe(400)
          expect(answer.error).toBeTruthy()
          return
        }
        const sent = JSON.parse(raw, asServerReads) as OrientationSubmission
        const first = accepted.get(sent.idempotencyKey)
        if (first) {
          retried++
          expect(response.status).toBe(200)
          expect(answer).toEqual({ leadId: first.leadId })
        } else {
          expect(response.status).toBe(201)
          accepted.set(sent.idempotencyKey, { submission: sent, leadId: answer.leadId! })
        }
      }),
      { numRuns: 1000 },
    )
    expect(accepted.size).toBeGreaterThan(120)
    expect(retried).toBeGreaterThan(10)
    expect([...accepted.values()].filter(({ submission: sent }) => sent.contact).length).toBeGreaterThan(50)
    expect([...accepted.values()].filter(({ submission: sent }) => sent.answers.some((step) => step.option === undefined && step.other !== undefined)).length).toBeGreaterThan(20)
  }, 300_000)

  it('wrote one valid lead per accepted key, with the answers as the questions word them', async () => {
    expect(accepted.size).toBeGreaterThan(120)
    const rows = await execute<{
      id: number
      idempotency_key: string
      name: string
      email: string | null
      source: string
      bilan_type: string | null
      current_filiere: string | null
      key_answers: Record<string, { question: string; answer: string; letter?: string; other?: boolean }>
      consent_at: string | null
    }>(
      payload,
      sql`select id, idempotency_key, name, email, source, bilan_type, current_filiere, key_answers, consent_at
        from leads where idempotency_key is not null and idempotency_key <> ${storedIdempotencyKey(ORIENTATION_KEY)}`,
    )
    expect(rows).toHaveLength(accepted.size)
    const acceptedByStoredKey = byStoredKey(accepted)
    for (const row of rows) {
      const first = acceptedByStoredKey.get(row.idempotency_key)!
      expect(first).toBeDefined()
      const sent = first.submission
      expect(Number(row.id)).toBe(first.leadId)
      expect(row.source).toBe('orientation')
      expect(BILAN_TYPES).toContain(row.bilan_type)
      expect(row.bilan_type).toBe(sent.bilanType)
      expect(row.current_filiere).toBe('Non spécifié')
      expect({ name: row.name, email: row.email }).toEqual({ name: savedName(sent.contact) ?? 'Non renseigné', email: savedEmail(sent.contact) })
      expectValidContact(row)
      // Consent is recorded exactly when the visitor gave a contact.
      expect(row.consent_at !== null).toBe(sent.contact !== undefined)
      expect(row.key_answers).toEqual(expectedKeyAnswers(sent.answers))
      for (const step of Object.values(row.key_answers)) {
        expect(step.answer.length).toBeGreaterThan(0)
        expect(step.answer.length).toBeLessThanOrEqual(step.other ? 500 : 2000)
      }
    }
  })
})

describe('POST /assessments/riasec/contact under fuzzing', () => {
  /** Results saved without a contact, each with its device's token; `contact` follows what the server accepted. */
  const results: Array<{ id: number; token: string; profile: string; contact: Contact | null }> = []
  const PROFILES = ['IA', 'SE', 'R'] as const

  beforeAll(async () => {
    for (let index = 0; index < 40; index++) {
      const { token, hash } = newAccessToken()
      const profile = PROFILES[index % PROFILES.length]!
      const row = await payload.create({
        collection: 'riasec-results',
        overrideAccess: true,
        data: { bilanType: 'scolaire', scores: { r: 2, i: 2, a: 2, s: 2, e: 2, c: 2 }, dominantProfile: profile, accessTokenHash: hash } as never,
      })
      results.push({ id: row.id, token, profile, contact: null })
    }
  })

  /** The result whose token the Cookie header carries, as a server reads it. */
  const ownerOf = (header: string | undefined) => {
    const token = header?.trim().match(/(?:^|;)\s*riasec_access=([^;]*)/)?.[1]?.trim()
    return token ? results.find((result) => result.token === token) : undefined
  }

  it('never answers 5xx, and saves a contact only on the device’s own result of the page’s profile, never over another address (1,000 runs)', async () => {
    // A few addresses, so that results given one are given it again, or another.
    const sameFew = fc.constantFrom('lea@exemple.fr', ' Hugo.Petit@Exemple.FR', 'ines_b@mail.example.com')
    const contact = fc.oneof(
      { weight: 8, arbitrary: fc.record({ name: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('Léa', ' Hugo Petit ', 'N’Diaye') }, { weight: 2, arbitrary: name }), email: fc.oneof({ weight: 3, arbitrary: sameFew }, { weight: 2, arbitrary: email }) }) },
      { weight: 1, arbitrary: jsonValue },
    )
    const otherProfile = fc.oneof(fc.constantFrom(...PROFILES, 'ia', 'AI', 'XY', ''), fc.string({ maxLength: 4 }))
    /** Mostly a device's own cookie and the page of its result's profile; else anyone's page, and cookies of every shape. */
    const request = fc.nat(results.length - 1).chain((at) =>
      fc.tuple(
        body(fc.record({ profile: fc.oneof({ weight: 5, arbitrary: fc.constant(results[at]!.profile) }, { weight: 1, arbitrary: otherProfile }), contact }, { requiredKeys: ['contact'] })),
        fc.option(
          fc
            .oneof(
              { weight: 8, arbitrary: fc.constantFrom('', 'theme=sombre; ').map((before) => `${before}riasec_access=${results[at]!.token}`) },
              { weight: 1, arbitrary: tokenLike(results.map((result) => result.token)).map((token) => `riasec_access=${token}`) },
              { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
            )
            .map(asHeader),
          { nil: undefined, freq: 8 },
        ),
      ),
    )
    const counts = { saved: 0, otherAddress: 0, notOwn: 0 }
    await fc.assert(
      fc.asyncProperty(request, async ([raw, header]) => {
        const response = await post('/assessments/riasec/contact', raw, header === undefined ? {} : { cookie: header })
        const answer = (await expectSafe(response)) as { saved?: boolean; code?: string }
        const owner = ownerOf(header)
        // Refused as invalid exactly when the schema refuses it (whatever the cookie).
        const valid = (() => {
          try {
            return resultContactSchema.safeParse(JSON.parse(raw, asServerReads)).success
          } catch {
            return false
          }
        })()
        expect(response.status === 400).toBe(!valid)
        if (!valid) return
        const sent = JSON.parse(raw, asServerReads) as { profile: string; contact: Contact }
        if (!owner || owner.profile !== sent.profile) {
          counts.notOwn++
          expect({ status: response.status, code: answer.code }).toEqual({ status: 409, code: 'contactNotOwn' })
          return
        }
        const given = { name: savedName(sent.contact)!, email: savedEmail(sent.contact)! }
        if (owner.contact && owner.contact.email !== given.email) {
          counts.otherAddress++
          expect({ status: response.status, code: answer.code }).toEqual({ status: 409, code: 'contactOtherAddress' })
          return
        }
        counts.saved++
        expect(response.status).toBe(200)
        // The same address again keeps the name first saved, and says so.
        owner.contact ??= given
        expect(answer).toEqual({ saved: true, name: owner.contact.name })
      }),
      { numRuns: 1000 },
    )
    // Every path is travelled: saved, refused for another address, refused for another device's or profile's results.
    expect(counts.saved).toBeGreaterThan(30)
    expect(counts.otherAddress).toBeGreaterThan(40)
    expect(counts.notOwn).toBeGreaterThan(40)
  }, 300_000)

  it('left every result with the contact last accepted for it, or none', async () => {
    expect(results.some((result) => result.contact)).toBe(true)
    const ids = sql.join(results.map((result) => sql`${result.id}`), sql`, `)
    const rows = await execute<{ id: number; name: string | null; email: string | null }>(payload, sql`select id, name, email from riasec_results where id in (${ids})`)
    expect(rows).toHaveLength(results.length)
    for (const row of rows) {
      const model = results.find((result) => result.id === Number(row.id))!
      expect({ name: row.name, email: row.email }).toEqual(model.contact ?? { name: null, email: null })
      expectValidContact(row)
    }
  })
})

describe('POST /promo/redeem under fuzzing', () => {
  interface PromoCode {
    code: string
    active: boolean
    uses: number
    maxUses: number | null
    expiresAt: string | null
  }
  const day = 24 * 3600_000
  /** Case-sensitive codes of every state; `uses` is kept up to date by the model below. */
  const codes: PromoCode[] = [
    { code: 'BIENVENUE', active: true, uses: 0, maxUses: null, expiresAt: null },
    { code: 'RENTREE', active: true, uses: 0, maxUses: 2, expiresAt: null },
    { code: 'ETE2027', active: true, uses: 0, maxUses: 6, expiresAt: new Date(Date.now() + 365 * day).toISOString() },
    { code: 'EPUISE', active: true, uses: 2, maxUses: 2, expiresAt: null },
    { code: 'PERIME', active: true, uses: 0, maxUses: null, expiresAt: new Date(Date.now() - day).toISOString() },
    { code: 'INACTIF', active: false, uses: 0, maxUses: null, expiresAt: null },
  ]
  const usesBefore = codes.reduce((total, promo) => total + promo.uses, 0)
  const redeemable = (promo: PromoCode | undefined) =>
    Boolean(promo && promo.active && (promo.maxUses === null || promo.uses < promo.maxUses) && (promo.expiresAt === null || Date.parse(promo.expiresAt) > Date.now()))
  const visitors: Visitor[] = []
  const unlocked = new Set<number>()

  const createCode = ({ code, active, uses, maxUses, expiresAt }: PromoCode) =>
    payload.create({ collection: 'promo-codes', overrideAccess: true, data: { code, active, uses, maxUses, expiresAt } })

  beforeAll(async () => {
    for (const promo of codes) await createCode(promo)
    for (let index = 0; index < 30; index++) visitors.push(await newVisitor(payload, 100 + index))
  })

  /** The code as the endpoint validates it (trimmed, 1 to 64 characters), or null for a refused body. */
  function codeOf(raw: string): string | null {
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      return null
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const code = (parsed as { code?: unknown }).code
    if (typeof code !== 'string') return null
    const trimmed = code.trim()
    return trimmed.length >= 1 && trimmed.length <= 64 ? trimmed : null
  }

  /** The visitor whose token the Cookie header carries, as a server reads it; -1 for none. */
  function ownerOf(header: string | undefined): number {
    const token = header?.trim().match(/(?:^|;)\s*riasec_access=([^;]*)/)?.[1]?.trim()
    return token ? visitors.findIndex((visitor) => visitor.cookie === token) : -1
  }

  it('never answers 5xx and unlocks a result only with a redeemable code, counted once (1,000 runs)', async () => {
    const names = codes.map((promo) => promo.code)
    const code = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...names) },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...names)
          .chain((right) => fc.constantFrom(right.toLowerCase(), right[0] + right.slice(1).toLowerCase(), ` ${right}  `, `${right}\u200b`, `${right}'--`, right.slice(0, -1))),
      },
      { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
    )
    const cookie = fc.option(
      fc
        .oneof(
          {
            weight: 6,
            arbitrary: fc
              .tuple(fc.nat(visitors.length - 1), fc.constantFrom('', 'theme=sombre; ', 'bilan_type=public; '))
              .map(([owner, before]) => `${before}riasec_access=${visitors[owner]!.cookie}`),
          },
          { weight: 2, arbitrary: tokenLike(visitors.map((visitor) => visitor.cookie)).map((token) => `riasec_access=${token}`) },
          { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
        )
        .map(asHeader),
      { nil: undefined, freq: 8 },
    )
    const attempts = new Map<number, number>()
    const counts = { redeemed: 0, refused: 0, alreadyUnlocked: 0, guessesLimited: 0 }
    await fc.assert(
      fc.asyncProperty(body(fc.record({ code })), cookie, async (raw, header) => {
        const response = await post('/promo/redeem', raw, header === undefined ? {} : { cookie: header })
        const answer = (await expectSafe(response)) as { unlocked?: boolean; profile?: string; error?: string }
        const given = codeOf(raw)
        const owner = ownerOf(header)
        if (given === null) {
          expect(response.status).toBe(400)
          return
        }
        if (owner < 0) {
          // A code is only ever checked for the visitor's own saved result.
          expect(response.status).toBe(409)
          return
        }
        const { resultId } = visitors[owner]!
        const tries = (attempts.get(resultId) ?? 0) + 1
        attempts.set(resultId, tries)
        if (tries > PROMO_PER_RESULT.limit) {
          counts.guessesLimited++
          expect(response.status).toBe(429)
          return
        }
        if (unlocked.has(resultId)) {
          // Nothing left to redeem: the answer says so, and no use is counted.
          counts.alreadyUnlocked++
          expect(answer).toEqual({ unlocked: true, profile: 'IA' })
          return
        }
        const promo = codes.find((candidate) => candidate.code === given)
        if (redeemable(promo)) {
          counts.redeemed++
          expect(answer).toEqual({ unlocked: true, profile: 'IA' })
          promo!.uses++
          unlocked.add(resultId)
        } else {
          counts.refused++
          expect(response.status).toBe(400)
          expect(answer).toEqual({ error: defaultMessage('promoWrong'), code: 'promoWrong' })
        }
      }),
      { numRuns: 1000 },
    )
    expect(counts.redeemed).toBeGreaterThan(10)
    expect(counts.refused).toBeGreaterThan(50)
    expect(counts.alreadyUnlocked).toBeGreaterThan(10)
    // The limited code ran out during the fuzzing: its last use was taken, and it was refused afterwards.
    expect(codes.find((promo) => promo.code === 'RENTREE')!.uses).toBe(2)
  }, 300_000)

  it('counted each use once, never beyond a code’s limit, and unlocked only the results that redeemed', async () => {
    expect(unlocked.size).toBeGreaterThan(10)
    const rows = await execute<{ code: string; uses: string; max_uses: string | null }>(payload, sql`select code, uses, max_uses from promo_codes`)
    expect(rows).toHaveLength(codes.length)
    for (const row of rows) {
      const promo = codes.find((candidate) => candidate.code === row.code)!
      expect(Number(row.uses)).toBe(promo.uses)
      if (row.max_uses !== null) expect(Number(row.uses)).toBeLessThanOrEqual(Number(row.max_uses))
    }
    const results = await execute<{ id: number; unlock_source: string | null; unlocked_at: string | null; payment: string | null }>(
      payload,
      sql`select id, unlock_source, unlocked_at, payment from riasec_results where unlock_source is not null or unlocked_at is not null or payment is not null order by id`,
    )
    expect(results.map((row) => Number(row.id))).toEqual([...unlocked].sort((a, b) => a - b))
    for (const row of results) {
      expect(row.unlock_source).toBe('promo')
      expect(row.unlocked_at).not.toBeNull()
      expect(row.payment).toBeNull()
    }
    // One use per unlocked result: a visitor who redeems again is not counted twice.
    expect(codes.reduce((total, promo) => total + promo.uses, 0) - usesBefore).toBe(unlocked.size)
    expect(vi.mocked(prepareReportSoon).mock.calls.map(([, resultId]) => resultId).sort((a, b) => a - b)).toEqual([...unlocked].sort((a, b) => a - b))
  })

  it('refuses a code typed on another profile’s page than the latest test’s, which it would have unlocked instead', async () => {
    const promo: PromoCode = { code: 'AUTREPROFIL', active: true, uses: 0, maxUses: null, expiresAt: null }
    await createCode(promo)
    const visitor = await newVisitor(payload, 300)
    const onAnotherPage = await post('/promo/redeem', JSON.stringify({ code: promo.code, profile: 'RS' }), { cookie: `riasec_access=${visitor.cookie}` })
    expect(onAnotherPage.status).toBe(409)
    expect(await onAnotherPage.json()).toEqual({ error: defaultMessage('otherProfile'), code: 'otherProfile' })
    const [locked] = await execute<{ unlocked_at: Date | null }>(payload, sql`select unlocked_at from riasec_results where id = ${visitor.resultId}`)
    expect(locked!.unlocked_at).toBeNull()
    // On the page of its own profile, the code unlocks it.
    const onItsPage = await post('/promo/redeem', JSON.stringify({ code: promo.code, profile: 'IA' }), { cookie: `riasec_access=${visitor.cookie}` })
    expect(onItsPage.status).toBe(200)
  })

  it('gives the last uses of a code to as many visitors as it has uses left, when they redeem at once', async () => {
    const promo: PromoCode = { code: 'DERNIERES', active: true, uses: 0, maxUses: 3, expiresAt: null }
    await createCode(promo)
    const racing: Visitor[] = []
    for (let index = 0; index < 8; index++) racing.push(await newVisitor(payload, 200 + index))
    const responses = await Promise.all(racing.map((visitor) => post('/promo/redeem', JSON.stringify({ code: promo.code }), { cookie: `riasec_access=${visitor.cookie}` })))
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 400, 400, 400, 400, 400])
    const [row] = await execute<{ uses: string }>(payload, sql`select uses from promo_codes where code = ${promo.code}`)
    expect(Number(row!.uses)).toBe(3)
    const ids = sql.join(
      racing.map((visitor) => sql`${visitor.resultId}`),
      sql`, `,
    )
    const winners = await execute<{ n: string }>(payload, sql`select count(*) as n from riasec_results where unlock_source = 'promo' and id in (${ids})`)
    expect(Number(winners[0]!.n)).toBe(3)
  })
})

describe('the common frame of the public endpoints', () => {
  it('refuses a cross-site POST and says so in French', async () => {
    const response = await post('/assessments/riasec', JSON.stringify({ idempotencyKey: randomUUID() }), { origin: 'https://pirate.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Requête refusée.', code: 'refused' })
  })

  it('rate-limits one address with a French 429', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await post('/promo/redeem', JSON.stringify({ code: 'x' }), { 'x-forwarded-for': '10.250.0.1' })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(409))
    expect(statuses.slice(8)).toEqual(Array(4).fill(429))
    const response = await post('/promo/redeem', JSON.stringify({ code: 'x' }), { 'x-forwarded-for': '10.250.0.1' })
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await response.json()).toEqual({ error: defaultMessage('tooManyAttempts'), code: 'tooManyAttempts' })
  })
})
