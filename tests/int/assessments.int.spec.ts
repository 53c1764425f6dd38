/** Submission of both tests and the promo unlock, through the services the endpoints call, on a real database. */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { seed } from '@/seed'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { submitOrientation } from '@/server/assessments/submit-orientation'
import { riasecSubmissionSchema } from '@/server/assessments/schemas'
import { findResultByToken, isUnlocked } from '@/server/assessments/visitor-result'
import { redeemPromoCode } from '@/server/promo'
import { hashToken } from '@/server/access-token'
import { PROFILE_CODES, scoreRiasec } from '@/domain/riasec'
import { BILAN_TYPES, profileSetFor } from '@/domain/bilan'
import { createActor, testPayload } from '../helpers/payload'
import * as hashedKeys from '../../migrations/20261125_011500_hashed_idempotency_keys'

let payload: Payload

/** The option index of each question whose letter is the wanted one. */
async function answersFor(letters: string[], set: 'scolaire' | 'adulte'): Promise<number[]> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: set } }] }, sort: 'order', limit: 20 })
  return questions.docs.map((question, index) => question.options!.findIndex((option) => option.letter === letters[index]))
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('seed', () => {
  it('is idempotent and never overwrites an editor’s change', async () => {
    const profile = (await payload.find({ collection: 'profiles', where: { code: { equals: 'RI' }, set: { equals: 'scolaire' } } })).docs[0]!
    await payload.update({ collection: 'profiles', id: profile.id, data: { name: 'Nom choisi par l’éditeur' }, context: { disableRevalidate: true } })
    const again = await seed(payload)
    expect(again.created).toBe(0)
    const after = await payload.findByID({ collection: 'profiles', id: profile.id })
    expect(after.name).toBe('Nom choisi par l’éditeur')
  })

  it('has a profile for every code the scoring can produce, in the set of every bilan type', async () => {
    for (const bilan of BILAN_TYPES) {
      const found = await payload.find({ collection: 'profiles', where: { set: { equals: profileSetFor(bilan) } }, limit: 50, select: { code: true } })
      expect(found.docs.map((doc) => doc.code).sort()).toEqual([...PROFILE_CODES].sort())
    }
  })

  it('gives both sets their 21 complete profiles', async () => {
    for (const set of ['scolaire', 'adulte'] as const) {
      const found = await payload.find({ collection: 'profiles', where: { set: { equals: set } }, limit: 50 })
      expect(found.totalDocs).toBe(21)
      for (const profile of found.docs) {
        expect(profile.careers).toHaveLength(6)
        expect(profile.formations).toHaveLength(4)
        expect(profile.traits).toHaveLength(4)
      }
    }
  })
})

describe('editing questions', () => {
  const context = { disableRevalidate: true }
  const riasecSet = async (set: 'scolaire' | 'adulte') =>
    (await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: set } }] }, sort: 'order', limit: 20 })).docs
  const refusal = (run: () => Promise<unknown>) => run().then(() => 'saved', (error: { data?: { errors?: Array<{ message: string }> } }) => error.data?.errors?.map((e) => e.message).join(' | '))

  it('swaps two questions of a test when an editor gives one the place of the other', async () => {
    const [first, second, third] = await riasecSet('scolaire')
    await payload.update({ collection: 'questions', id: third!.id, data: { order: 1 }, context })
    try {
      const after = await riasecSet('scolaire')
      expect(after.map((question) => question.id).slice(0, 3)).toEqual([third!.id, second!.id, first!.id])
      expect(after.map((question) => question.order)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1))
    } finally {
      await payload.update({ collection: 'questions', id: first!.id, data: { order: 1 }, context })
    }
    expect((await riasecSet('scolaire')).map((question) => question.id).slice(0, 3)).toEqual([first!.id, second!.id, third!.id])
  })

  it('refuses a place change from a form opened before the question last moved, instead of swapping it back', async () => {
    const [first, second] = await riasecSet('scolaire')
    const staleForm = { order: first!.order, updatedAt: first!.updatedAt }
    await payload.update({ collection: 'questions', id: first!.id, data: { order: 2, updatedAt: first!.updatedAt }, context })
    try {
      expect(await refusal(() => payload.update({ collection: 'questions', id: first!.id, data: { ...staleForm, title: 'Titre changé' }, context }))).toBe(
        'Cette question a été modifiée depuis l’ouverture de cette page (sa place a pu changer). Recharge la page, puis choisis sa place.',
      )
      // The question it swapped with was moved too: its own old form is refused as well.
      expect(await refusal(() => payload.update({ collection: 'questions', id: second!.id, data: { order: 2, updatedAt: second!.updatedAt }, context }))).toContain(
        'Recharge la page',
      )
      expect((await riasecSet('scolaire')).map((question) => question.id).slice(0, 2)).toEqual([second!.id, first!.id])
    } finally {
      await payload.update({ collection: 'questions', id: first!.id, data: { order: 1 }, context })
    }
    expect((await riasecSet('scolaire')).map((question) => question.id).slice(0, 2)).toEqual([first!.id, second!.id])
  })

  it('keeps each RIASEC wording at its twelve questions: none deleted, none moved out, none with a seventh answer', async () => {
    const editor = await createActor(payload, 'editor')
    const as = { user: editor, overrideAccess: false, context }
    const [first, second] = await riasecSet('scolaire')
    await expect(payload.delete({ collection: 'questions', id: first!.id, ...as })).rejects.toThrow(
      'Le test RIASEC compte 12 questions par formulation, et celle-ci en fait partie : modifie son intitulé et ses réponses plutôt que de la supprimer.',
    )
    expect(await refusal(() => payload.update({ collection: 'questions', id: second!.id, data: { test: 'orientation', order: 11 }, ...as }))).toContain('elle ne peut pas en sortir')
    const options = [...second!.options!.map(({ label, letter }) => ({ label, letter })), { label: 'Une septième', letter: 'R' as const }]
    expect(await refusal(() => payload.update({ collection: 'questions', id: second!.id, data: { options }, ...as }))).toContain('six réponses au plus')
    const after = await riasecSet('scolaire')
    expect(after).toHaveLength(12)
    expect(after.map((question) => question.options?.length)).toEqual((await riasecSet('adulte')).map((question) => question.options?.length))
  })

  it('refuses a new question, or one moved from another wording, at a taken place, naming the question there', async () => {
    const [first] = await riasecSet('scolaire')
    const [adultFirst] = await riasecSet('adulte')
    const options = first!.options!.map(({ label, letter }) => ({ label, letter }))
    expect(await refusal(() => payload.create({ collection: 'questions', data: { test: 'riasec', set: 'scolaire', order: 1, title: 'Nouvelle', type: 'single', options }, context }))).toBe(
      `La question « ${first!.title} » occupe déjà la place 1 de ce test.`,
    )
    // A question of the complete adult wording cannot leave it; an orientation question cannot take a RIASEC place.
    expect(await refusal(() => payload.update({ collection: 'questions', id: adultFirst!.id, data: { set: 'scolaire' }, context }))).toContain('elle ne peut pas en sortir')
    expect((await riasecSet('adulte'))[0]!.id).toBe(adultFirst!.id)
    const orientation = (await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 1 })).docs[0]!
    const move = () => payload.update({ collection: 'questions', id: orientation.id, data: { test: 'riasec', type: 'single', options }, context })
    expect(await refusal(move)).toContain('occupe déjà la place 1')
    // The admin's notice heads the message in French, with the field's label (not its path).
    expect(await move().then(() => 'saved', (error: Error) => error.message)).toMatch(/^Le champ suivant n’est pas valide\s:\sOrdre$/u)
  })

  it('keeps an orientation question in the school wording, the only one /test reads', async () => {
    const orientation = (await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 1 })).docs[0]!
    expect(await refusal(() => payload.update({ collection: 'questions', id: orientation.id, data: { set: 'adulte' }, context }))).toBe(
      'Le questionnaire d’orientation n’a qu’une formulation : choisis « Scolaire (15-22 ans) ».',
    )
    expect((await payload.findByID({ collection: 'questions', id: orientation.id, depth: 0 })).set).toBe('scolaire')
  })

  it('refuses a RIASEC answer without its type, a RIASEC question in free text, and a choice with one answer', async () => {
    const [first] = await riasecSet('scolaire')
    const options = first!.options!.map(({ label, letter }, index) => ({ label, letter: index === 0 ? null : letter }))
    expect(await refusal(() => payload.update({ collection: 'questions', id: first!.id, data: { options }, context }))).toContain(
      'Choisis le type RIASEC de cette réponse',
    )
    expect(await refusal(() => payload.update({ collection: 'questions', id: first!.id, data: { type: 'text' }, context }))).toContain(
      'Les questions du test RIASEC sont à choix unique.',
    )
    expect(await refusal(() => payload.update({ collection: 'questions', id: first!.id, data: { options: options.slice(1, 2) }, context }))).toContain(
      'Propose au moins deux réponses.',
    )
    // « Autre » would be an answer with no type: the test could not count it.
    expect(await refusal(() => payload.update({ collection: 'questions', id: first!.id, data: { hasOther: true }, context }))).toContain(
      'n’ont pas de réponse « Autre »',
    )
    expect((await payload.findByID({ collection: 'questions', id: first!.id })).options).toEqual(first!.options)
    expect((await payload.findByID({ collection: 'questions', id: first!.id })).hasOther).toBe(false)
  })
})

describe('RIASEC submission', () => {
  const letters = ['S', 'S', 'S', 'S', 'S', 'A', 'A', 'I', 'R', 'E', 'C', 'S']

  it('recomputes the scores from the stored questions and sets a token whose hash alone is stored', async () => {
    const submission = riasecSubmissionSchema.parse({
      idempotencyKey: randomUUID(),
      bilanType: 'reconversion',
      contact: { name: ' Léa ', email: 'Lea@Exemple.fr' },
      answers: await answersFor(letters, 'adulte'),
    })
    const saved = await submitRiasec(payload, submission)
    expect(saved.created).toBe(true)
    expect(saved.dominantProfile).toBe(scoreRiasec(letters as never).dominantProfile)
    expect(saved.dominantProfile).toBe('S')
    const row = await payload.findByID({ collection: 'riasec-results', id: saved.resultId, overrideAccess: true, showHiddenFields: true })
    expect(row.scores).toMatchObject({ s: 6, a: 2, i: 1, r: 1, e: 1, c: 1 })
    expect(row.email).toBe('lea@exemple.fr')
    expect(row.name).toBe('Léa')
    expect(row.profileName).toBeTruthy()
    expect(row.bilanType).toBe('reconversion')
    const detail = row.detailedAnswers as { answers: Array<{ letter: string }>; ranking: string[] }
    expect(detail.answers.map((answer) => answer.letter)).toEqual(letters)
    expect(detail.ranking[0]).toBe('S')
    expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000)
    expect(row.accessTokenHash).toBe(hashToken(saved.token))
    expect(JSON.stringify(row)).not.toContain(saved.token)
    expect((await findResultByToken(payload, saved.token))?.id).toBe(saved.resultId)
  })

  it('records a parent’s consent given with the contact of a visitor under 15, on the result and on the lead, and none otherwise', async () => {
    const answers = await answersFor(letters, 'scolaire')
    const submit = (contact: object) => submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', contact, answers }))
    const consentOf = async (id: number) => (await payload.findByID({ collection: 'riasec-results', id, overrideAccess: true })).parentalConsentAt ?? null
    const withConsent = await submit({ name: 'Zoé', email: 'zoe@exemple.fr', parentalConsent: true })
    expect(Date.now() - new Date((await consentOf(withConsent.resultId))!).getTime()).toBeLessThan(60_000)
    expect(await consentOf((await submit({ name: 'Léo', email: 'leo@exemple.fr' })).resultId)).toBeNull()

    const questions = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
    const orientation = questions.docs.map((question) => (question.type === 'text' ? { text: 'Vétérinaire' } : { option: 0 }))
    const lead = async (contact: { name: string; email: string; parentalConsent?: true }) => {
      const { leadId } = await submitOrientation(payload, { idempotencyKey: randomUUID(), bilanType: 'scolaire', contact, answers: orientation })
      return payload.findByID({ collection: 'leads', id: leadId, overrideAccess: true })
    }
    expect(await lead({ name: 'Zoé', email: 'zoe@exemple.fr', parentalConsent: true })).toMatchObject({ parentalConsentAt: expect.any(String), consentAt: expect.any(String) })
    expect((await lead({ name: 'Léo', email: 'leo@exemple.fr' })).parentalConsentAt ?? null).toBeNull()
  })

  it('never makes a second row for a retried submission, even concurrent ones', async () => {
    const submission = riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: await answersFor(letters, 'scolaire') })
    const [first, second, third] = await Promise.all([submitRiasec(payload, submission), submitRiasec(payload, submission), submitRiasec(payload, submission)])
    expect(new Set([first.resultId, second.resultId, third.resultId]).size).toBe(1)
    expect([first, second, third].filter((saved) => saved.created)).toHaveLength(1)
    const rows = await payload.find({ collection: 'riasec-results', where: { id: { equals: first.resultId } }, overrideAccess: true })
    expect(rows.totalDocs).toBe(1)
    const retry = await submitRiasec(payload, submission)
    expect(retry.created).toBe(false)
    expect((await findResultByToken(payload, retry.token))?.id).toBe(first.resultId)
  })

  it('refuses a retry long after the first save: a leaked key takes no result over, and its owner keeps the cookie', async () => {
    const submission = riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: await answersFor(letters, 'scolaire') })
    const first = await submitRiasec(payload, submission)
    await execute(payload, sql`update riasec_results set created_at = now() - interval '8 days' where id = ${first.resultId}`)
    await expect(submitRiasec(payload, submission)).rejects.toMatchObject({ key: 'resultAlreadySaved', status: 409 })
    expect((await findResultByToken(payload, first.token))?.id).toBe(first.resultId)
  })

  it('scores with a question an editor has just changed, though submissions keep the questions in memory', async () => {
    const answers = await answersFor(letters, 'scolaire')
    // A first submission fills this process's short cache of the questions.
    await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers }))
    const first = (await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 1 })).docs[0]!
    const options = first.options!.map((option) => ({ ...option }))
    const chosen = answers[0]!
    const original = options[chosen]!.letter
    options[chosen]!.letter = 'C'
    await payload.update({ collection: 'questions', id: first.id, data: { options } })
    try {
      const saved = await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers }))
      const row = await payload.findByID({ collection: 'riasec-results', id: saved.resultId, overrideAccess: true })
      expect(row.scores).toMatchObject({ s: 5, c: 2 })
    } finally {
      options[chosen]!.letter = original
      await payload.update({ collection: 'questions', id: first.id, data: { options } })
    }
  })

  it('refuses answers that are not options of the questions', async () => {
    const answers = await answersFor(letters, 'scolaire')
    expect(riasecSubmissionSchema.safeParse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: answers.slice(1) }).success).toBe(false)
    expect(riasecSubmissionSchema.safeParse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: answers.map(() => 9) }).success).toBe(false)
    expect(riasecSubmissionSchema.safeParse({ idempotencyKey: 'abc', bilanType: 'scolaire', answers }).success).toBe(false)
  })

  it('stores a submission’s key only as its hash, and hashes the keys stored in clear before so that their retries still match', async () => {
    const riasecKey = randomUUID()
    const orientationKey = randomUUID()
    const riasec = riasecSubmissionSchema.parse({ idempotencyKey: riasecKey, bilanType: 'scolaire', answers: await answersFor(letters, 'scolaire') })
    const orientationQuestions = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
    const orientation = { idempotencyKey: orientationKey, bilanType: 'scolaire' as const, answers: orientationQuestions.docs.map((question) => (question.type === 'text' ? { text: 'Devenir juriste' } : { option: 0 })) }
    const saved = await submitRiasec(payload, riasec)
    const lead = await submitOrientation(payload, orientation)
    const storedKeys = async () => ({
      result: (await execute<{ key: string }>(payload, sql`select idempotency_key as key from riasec_results where id = ${saved.resultId}`))[0]?.key,
      lead: (await execute<{ key: string }>(payload, sql`select idempotency_key as key from leads where id = ${lead.leadId}`))[0]?.key,
    })
    expect(await storedKeys()).toEqual({ result: hashToken(riasecKey), lead: hashToken(orientationKey) })

    // Rows saved before keys were hashed hold them in clear: the migration hashes them, and leaves hashes alone.
    await execute(payload, sql`update riasec_results set idempotency_key = ${riasecKey} where id = ${saved.resultId}`)
    await execute(payload, sql`update leads set idempotency_key = ${orientationKey} where id = ${lead.leadId}`)
    const migrate = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} as never }
    await hashedKeys.up(migrate)
    await hashedKeys.up(migrate)
    expect(await storedKeys()).toEqual({ result: hashToken(riasecKey), lead: hashToken(orientationKey) })
    const retried = await submitRiasec(payload, riasec)
    expect(retried).toMatchObject({ resultId: saved.resultId, created: false })
    expect(await submitOrientation(payload, orientation)).toEqual({ leadId: lead.leadId, created: false })
  })

  it('breaks a tie with the orientation questionnaire’s answers', async () => {
    const orientationQuestions = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
    // Lean every orientation answer towards C where an option carries C.
    const orientationAnswers = orientationQuestions.docs.map((question) => {
      if (question.type === 'text') return { text: 'Devenir comptable' }
      const index = question.options!.findIndex((option) => option.letter === 'C')
      return { option: index >= 0 ? index : 0 }
    })
    const orientationKey = randomUUID()
    const lead = await submitOrientation(payload, { idempotencyKey: orientationKey, bilanType: 'scolaire', answers: orientationAnswers })
    expect(lead.created).toBe(true)
    // I first, then A and C tied for second: the hexagon alone would pick A (next to I); the orientation answers pick C.
    const tied = ['I', 'I', 'I', 'I', 'I', 'A', 'A', 'A', 'C', 'C', 'C', 'R']
    const withSignal = await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: await answersFor(tied, 'scolaire'), orientationKey }))
    const without = await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: await answersFor(tied, 'scolaire') }))
    expect(withSignal.dominantProfile).toBe('IC')
    expect(without.dominantProfile).toBe('IA')
  })
})

describe('orientation submission', () => {
  it('saves a lead once per key with the wording the visitor saw and refuses blank steps', async () => {
    const questions = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
    const answers = questions.docs.map((question) => (question.type === 'text' ? { text: 'Devenir infirmière' } : question.hasOther ? { other: 'Apprentie fleuriste' } : { option: 0 }))
    const key = randomUUID()
    const first = await submitOrientation(payload, { idempotencyKey: key, bilanType: 'scolaire', answers })
    const second = await submitOrientation(payload, { idempotencyKey: key, bilanType: 'scolaire', answers })
    expect(second.leadId).toBe(first.leadId)
    const lead = await payload.findByID({ collection: 'leads', id: first.leadId, overrideAccess: true })
    expect(lead.name).toBe('Non renseigné')
    expect(JSON.stringify(lead.keyAnswers)).toContain('Apprentie fleuriste')
    expect(JSON.stringify(lead.keyAnswers)).toContain('Devenir infirmière')
    const blank = answers.map((answer, index) => (index === answers.length - 1 ? { text: '' } : answer))
    await expect(submitOrientation(payload, { idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: blank })).rejects.toThrow(/attend une réponse/)
  })
})

describe('promo code', () => {
  async function newResult() {
    const saved = await submitRiasec(payload, riasecSubmissionSchema.parse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: await answersFor(['R', 'R', 'R', 'R', 'I', 'I', 'I', 'A', 'S', 'E', 'C', 'R'], 'scolaire') }))
    return (await findResultByToken(payload, saved.token))!
  }

  it('unlocks only with the exact code, counts each use and stops at the limit', async () => {
    await payload.create({ collection: 'promo-codes', data: { code: 'Orientation2026', active: true, maxUses: 2 } })
    const first = await newResult()
    await expect(redeemPromoCode(payload, 'orientation2026', first)).rejects.toMatchObject({ key: 'promoWrong', status: 400 })
    expect(isUnlocked(await payload.findByID({ collection: 'riasec-results', id: first.id }))).toBe(false)
    await redeemPromoCode(payload, 'Orientation2026', first)
    const unlocked = await payload.findByID({ collection: 'riasec-results', id: first.id })
    expect(isUnlocked(unlocked)).toBe(true)
    expect(unlocked.unlockSource).toBe('promo')

    const [second, third] = await Promise.all([newResult(), newResult()])
    const outcomes = await Promise.allSettled([redeemPromoCode(payload, 'Orientation2026', second), redeemPromoCode(payload, 'Orientation2026', third)])
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1)
    const code = (await payload.find({ collection: 'promo-codes', where: { code: { equals: 'Orientation2026' } } })).docs[0]!
    expect(code.uses).toBe(2)
  })

  it('takes one use for one result, however many redeems for it arrive together', async () => {
    await payload.create({ collection: 'promo-codes', data: { code: 'DoubleClic', active: true } })
    const result = await newResult()
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => redeemPromoCode(payload, 'DoubleClic', result)))
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true)
    expect(await payload.findByID({ collection: 'riasec-results', id: result.id })).toMatchObject({ unlockSource: 'promo' })
    expect((await payload.find({ collection: 'promo-codes', where: { code: { equals: 'DoubleClic' } } })).docs[0]!.uses).toBe(1)
  })

  it('keeps every use counted when an admin saves the code from a form loaded before a use, or sends a count', async () => {
    const admin = await createActor(payload, 'admin')
    const created = await payload.create({ collection: 'promo-codes', data: { code: 'Classe2026', active: true, maxUses: 2, uses: 5 }, user: admin, overrideAccess: false })
    expect(created.uses).toBe(0)
    // The admin opens the code (no use yet); a pupil uses it; the admin then saves a note from the form as loaded.
    const opened = await payload.findByID({ collection: 'promo-codes', id: created.id, user: admin, overrideAccess: false })
    await redeemPromoCode(payload, 'Classe2026', await newResult())
    const save = (data: Record<string, unknown>) => payload.update({ collection: 'promo-codes', id: created.id, data, user: admin, overrideAccess: false })
    expect(await save({ ...opened, note: 'Lycée Victor-Hugo' })).toMatchObject({ uses: 1, note: 'Lycée Victor-Hugo' })
    expect(await save({ uses: 0 })).toMatchObject({ uses: 1 })
    // The limit still holds: one more pupil, then the next is refused.
    await redeemPromoCode(payload, 'Classe2026', await newResult())
    await expect(redeemPromoCode(payload, 'Classe2026', await newResult())).rejects.toMatchObject({ key: 'promoWrong' })
    expect((await payload.findByID({ collection: 'promo-codes', id: created.id, overrideAccess: true })).uses).toBe(2)
  })

  it('stores a code pasted with spaces around it as visitors type it (their input is trimmed), and still requires one', async () => {
    const saved = await payload.create({ collection: 'promo-codes', data: { code: '  Rentree2026\n', active: true } })
    expect(saved.code).toBe('Rentree2026')
    const result = await newResult()
    await redeemPromoCode(payload, 'Rentree2026', result)
    expect(await payload.findByID({ collection: 'riasec-results', id: result.id })).toMatchObject({ unlockSource: 'promo' })
    const refusal = await payload.create({ collection: 'promo-codes', data: { code: '   ', active: true } }).then(
      () => null,
      (error: { status?: number }) => error,
    )
    expect(refusal?.status).toBe(400)
  })

  it('refuses an inactive or expired code', async () => {
    await payload.create({ collection: 'promo-codes', data: { code: 'Ancien', active: false } })
    await payload.create({ collection: 'promo-codes', data: { code: 'Expire', active: true, expiresAt: new Date(Date.now() - 1000).toISOString() } })
    const result = await newResult()
    await expect(redeemPromoCode(payload, 'Ancien', result)).rejects.toMatchObject({ key: 'promoWrong', status: 400 })
    await expect(redeemPromoCode(payload, 'Expire', result)).rejects.toMatchObject({ key: 'promoWrong', status: 400 })
  })
})
