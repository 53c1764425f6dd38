/**
 * The API's refusals say what editors wrote in « Textes des tests, résultats et emails » (`serverMessages`, and the
 * promo dialog's `wrong`), through Payload's router as the Next route runs it: an edit shows on the next
 * answer, and a sentence an editor removed says the default again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '@/seed'
import { defaultMessage } from '@/server/http/refusals'
import { routeRequest } from '../helpers/api-server'
import { newVisitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

let payload: Payload
let storedCopy: unknown
let address = 0

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  storedCopy = (await payload.findGlobal({ slug: 'interface-texts', depth: 0 })).copy
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'interface-texts', data: { copy: storedCopy as never } })
})

/** Each request from its own address, so earlier files' hits on the shared limits do not count. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  routeRequest(`/api${path}`, { method: 'POST', body, headers: { 'x-forwarded-for': `198.51.100.${++address}`, ...headers } })

async function editTexts(edit: (copy: Record<string, Record<string, string>>) => void): Promise<void> {
  const copy = structuredClone(storedCopy) as Record<string, Record<string, string>>
  edit(copy)
  await payload.updateGlobal({ slug: 'interface-texts', data: { copy: copy as never } })
}

async function refusal(response: Response): Promise<{ status: number; error: unknown }> {
  const { error } = (await response.json()) as { error?: unknown }
  return { status: response.status, error }
}

describe('the API’s refusals', () => {
  it('say the sentences an editor changed, on the next answer, with French spacing', async () => {
    const visitor = await newVisitor(payload, 1)
    await editTexts((copy) => {
      copy.serverMessages!.promoNeedsTest = 'Passe d’abord le test, puis reviens !'
      copy.serverMessages!.reportNeedsTest = 'Il faut un profil pour acheter le rapport.'
      copy.serverMessages!.waiverMissing = 'Coche la renonciation : c’est obligatoire.'
      copy.serverMessages!.tooLong = 'Pas plus de {max} caractères.'
      copy.serverMessages!.refused = 'Formulaire venu d’ailleurs.'
      copy.promo!.wrong = 'Ce code ne marche pas.'
    })

    expect(await refusal(await post('/promo/redeem', { code: 'ESSAI' }))).toEqual({ status: 409, error: 'Passe d’abord le test, puis reviens\u202f!' })
    expect(await refusal(await post('/promo/redeem', { code: 'ESSAI' }, { cookie: `riasec_access=${visitor.cookie}` }))).toEqual({
      status: 400,
      error: 'Ce code ne marche pas.',
    })
    expect(await refusal(await post('/payments/checkout', { kind: 'report', withdrawalWaiver: true }))).toEqual({
      status: 409,
      error: 'Il faut un profil pour acheter le rapport.',
    })
    expect(await refusal(await post('/payments/checkout', { kind: 'report', withdrawalWaiver: false }))).toEqual({
      status: 400,
      error: 'Coche la renonciation\u00a0: c’est obligatoire.',
    })
    const longName = { kind: 'coaching', offer: 'coachingSingle', name: 'Hugo'.repeat(30), email: 'hugo@exemple.fr', availability: 'weekend' }
    expect(await refusal(await post('/payments/checkout', longName))).toEqual({ status: 400, error: 'Pas plus de 100 caractères.' })
    expect(await refusal(await post('/promo/redeem', { code: 'ESSAI' }, { origin: 'https://ailleurs.example' }))).toEqual({
      status: 403,
      error: 'Formulaire venu d’ailleurs.',
    })
  })

  it('say the default sentence again for one an editor removed', async () => {
    await editTexts((copy) => {
      delete copy.serverMessages!.reportNeedsTest
    })
    expect(await refusal(await post('/payments/checkout', { kind: 'report', withdrawalWaiver: true }))).toEqual({
      status: 409,
      error: defaultMessage('reportNeedsTest'),
    })
    expect(defaultMessage('reportNeedsTest')).toBe('Termine d’abord le test RIASEC\u00a0: le rapport se construit à partir de ton profil.')
  })

  it('fill the answer’s number into « La question {n} attend une réponse »', async () => {
    await editTexts((copy) => {
      copy.serverMessages!.answerMissing = 'Il manque ta réponse à la question {n}.'
    })
    const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'orientation' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 20, depth: 0 })
    const answers = questions.docs.map((question) => (question.type === 'text' ? { text: '' } : { option: 0 }))
    const first = questions.docs.find((question) => question.type === 'text')!
    const response = await post('/assessments/orientation', { idempotencyKey: crypto.randomUUID(), bilanType: 'scolaire', answers })
    expect(await refusal(response)).toEqual({ status: 400, error: `Il manque ta réponse à la question ${first.order}.` })
  })
})
