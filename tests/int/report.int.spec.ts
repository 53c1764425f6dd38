/** The paid report through its endpoints, on a real database: owner only, cached, regenerated on change. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { riasecSubmissionSchema } from '@/server/assessments/schemas'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { execute } from '@/server/db'
import { reportEndpoint, reportLinkEndpoint } from '@/endpoints/report'
import { reportLinkFor } from '@/server/report/links'
import { prepareReport, reportFor, reportPreparationsSettled } from '@/server/report/service'
import { redeemPromoCode } from '@/server/promo'
import { buildReportModel } from '@/server/report/model'
import { loadReportInput } from '@/server/report/inputs'
import { renderReportPdf } from '@/server/report/render'
import { pdfInfo, pdfPagesText } from '@/server/report/pdf-text'
import { reportTexts, type ReportTexts } from '@/server/report/copy'
import { RIASEC_TYPE_NAMES } from '@/domain/riasec'
import { CAREER_TAGS, type CareerTag } from '@/domain/content-types'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { createActor, testPayload } from '../helpers/payload'

let payload: Payload

function request(options: { cookie?: string; accept?: string; token?: string; address?: string } = {}): PayloadRequest {
  const headers = new Headers()
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.accept) headers.set('accept', options.accept)
  if (options.address) headers.set('x-forwarded-for', options.address)
  return { payload, headers, routeParams: options.token === undefined ? {} : { token: options.token }, searchParams: new URLSearchParams() } as unknown as PayloadRequest
}

async function answersFor(letters: string[], set: 'scolaire' | 'adulte'): Promise<number[]> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: set } }] }, sort: 'order', limit: 20 })
  return questions.docs.map((question, index) => question.options!.findIndex((option) => option.letter === letters[index]))
}

async function newResult(unlocked: boolean, name = 'Léa Martin') {
  const saved = await submitRiasec(
    payload,
    riasecSubmissionSchema.parse({
      idempotencyKey: randomUUID(),
      bilanType: 'reconversion',
      contact: { name, email: `lea-${randomUUID().slice(0, 8)}@exemple.fr` },
      answers: await answersFor(['I', 'I', 'I', 'I', 'A', 'A', 'A', 'S', 'R', 'E', 'C', 'I'], 'adulte'),
    }),
  )
  if (unlocked) {
    await payload.update({ collection: 'riasec-results', id: saved.resultId, overrideAccess: true, data: { unlockSource: 'promo', unlockedAt: new Date().toISOString() } })
  }
  return { ...saved, result: (await findResultByToken(payload, saved.token))! }
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('report download', () => {
  it('gives the owner of an unlocked result a 12-page PDF with their name, six scores and six careers', async () => {
    const { token, result } = await newResult(true)
    const response = await reportEndpoint.handler(request({ cookie: `riasec_access=${token}` }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="rapport-orientation-lea-ia\.pdf"/)
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdfInfo(pdf)).toMatchObject({ pageCount: 12, language: 'fr', title: 'Ton rapport d’orientation professionnelle — Léa' })
    const pages = pdfPagesText(pdf)
    const text = pages.map((page) => page.replace(/\s+/gu, ' ')).join('\n')
    expect(pages[0]).toContain('Léa')
    const scores = { R: result.scores.r, I: result.scores.i, A: result.scores.a, S: result.scores.s, E: result.scores.e, C: result.scores.c }
    expect(scores).toEqual({ R: 1, I: 5, A: 3, S: 1, E: 1, C: 1 })
    for (const letter of RIASEC_LETTERS) expect(pages[3]).toContain(`${letter} ${RIASEC_TYPE_NAMES[letter]}\n${scores[letter]}/12`)
    const profile = (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'adulte' } }, { code: { equals: 'IA' } }] } })).docs[0]!
    expect(profile.careers).toHaveLength(6)
    for (const career of profile.careers!) {
      expect(text).toContain(career.name)
      expect(text).toContain(`ROME ${career.romeCode}`)
    }
  })

  it('refuses anyone but the owner, and the owner until the result is unlocked', async () => {
    const owner = await newResult(true)
    const stranger = await newResult(false, 'Tom')
    expect((await reportEndpoint.handler(request())).status).toBe(403)
    expect((await reportEndpoint.handler(request({ cookie: 'riasec_access=not-a-real-token-at-all-0123456789' }))).status).toBe(403)
    const locked = await reportEndpoint.handler(request({ cookie: `riasec_access=${stranger.token}` }))
    expect(locked.status).toBe(403)
    expect(((await locked.json()) as { error: string }).error).toMatch(/débloqué/)
    const browser = await reportEndpoint.handler(request({ accept: 'text/html' }))
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe('/acces-resultats?rapport=refuse')
    // The owner's own cookie still works: refusals are about the cookie, not the result.
    expect((await reportEndpoint.handler(request({ cookie: `riasec_access=${owner.token}` }))).status).toBe(200)
  })

  it('says why no report is sent past the download limit: a page for a browser, the French sentence for the results page’s script', async () => {
    const { token } = await newResult(false)
    const from = { cookie: `riasec_access=${token}`, address: '10.77.1.5' }
    for (let attempt = 0; attempt < 30; attempt++) expect((await reportEndpoint.handler(request(from))).status).toBe(403)
    const script = await reportEndpoint.handler(request({ ...from, accept: 'application/pdf' }))
    expect(script.status).toBe(429)
    expect(((await script.json()) as { error: string }).error).toMatch(/^Trop de tentatives/)
    // A browser following the link (no script, or the purchase email's link) is not shown that JSON.
    const browser = await reportEndpoint.handler(request({ ...from, accept: 'text/html,application/xhtml+xml' }))
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe('/acces-resultats?rapport=trop-de-demandes')
    const emailed = await reportLinkEndpoint.handler(request({ address: '10.77.1.6', accept: 'text/html', token: 'x'.repeat(43) }))
    expect(emailed.headers.get('location')).toBe('/acces-resultats?rapport=lien-expire')
  })

  it('serves the cached file until what it prints changes, then renders again', async () => {
    const { result } = await newResult(true)
    const first = await reportFor(payload, result)
    const second = await reportFor(payload, result)
    expect(first.fromCache).toBe(false)
    expect(second.fromCache).toBe(true)
    expect(second.pdf.equals(first.pdf)).toBe(true)

    const profile = (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'adulte' } }, { code: { equals: 'IA' } }] } })).docs[0]!
    await payload.update({ collection: 'profiles', id: profile.id, data: { advice: `${profile.advice} Une phrase ajoutée par l’éditeur.` }, context: { disableRevalidate: true } })
    const third = await reportFor(payload, result)
    expect(third.fromCache).toBe(false)
    expect(pdfPagesText(third.pdf)[1]!.replace(/\s+/gu, ' ')).toContain('Une phrase ajoutée par l’éditeur.')
    const rows = await execute<{ result_id: number }>(payload, sql`select result_id from report_cache where result_id = ${result.id}`)
    expect(rows).toHaveLength(1)
  })

  it('downloads through the purchase email’s signed link, never through an unknown or expired one', async () => {
    const { result } = await newResult(true)
    const link = await reportLinkFor(payload, result.id)
    expect(link).toMatch(/\/api\/report\/link\/[0-9a-f]{64}$/)
    const token = link.split('/').pop()!
    const ok = await reportLinkEndpoint.handler(request({ token }))
    expect(ok.status).toBe(200)
    expect(pdfInfo(Buffer.from(await ok.arrayBuffer())).pageCount).toBe(12)
    expect((await reportLinkEndpoint.handler(request({ token: token.replace(/^./u, (c) => (c === 'a' ? 'b' : 'a')) }))).status).toBe(404)
    expect((await reportLinkEndpoint.handler(request({ token: 'RESULT-1' }))).status).toBe(404)
    await execute(payload, sql`update access_links set expires_at = now() - interval '1 minute' where purpose = 'report' and result_id = ${result.id}`)
    expect((await reportLinkEndpoint.handler(request({ token }))).status).toBe(404)
  })

  // How fast it renders is measured by the benchmark (bench/lib/report.ts), not asserted here.
  it('renders the same twelve pages again from the same model, for a download after the cache is gone', async () => {
    const { result } = await newResult(true)
    const model = buildReportModel(await loadReportInput(payload, result))
    const first = await renderReportPdf(model)
    const again = await renderReportPdf(model)
    expect(pdfInfo(again).pageCount).toBe(12)
    expect(pdfPagesText(again)).toEqual(pdfPagesText(first))
  }, 120_000)
})

describe('report preparation after an unlock', () => {
  const cachedRows = async (resultId: number) =>
    execute<{ result_id: number }>(payload, sql`select result_id from report_cache where result_id = ${resultId}`)

  it('renders the report of a result unlocked by a promo code before its first download', async () => {
    const { result } = await newResult(false)
    const code = `Carney${randomUUID().slice(0, 8)}`
    await payload.create({ collection: 'promo-codes', data: { code, active: true }, overrideAccess: true })
    await redeemPromoCode(payload, code, result)
    await reportPreparationsSettled()
    expect(await cachedRows(result.id)).toHaveLength(1)
    const unlocked = await payload.findByID({ collection: 'riasec-results', id: result.id, overrideAccess: true })
    expect((await reportFor(payload, unlocked)).fromCache).toBe(true)
  })

  it('prepares nothing for a locked result, and logs a failure instead of throwing it', async () => {
    const { result } = await newResult(false, 'Tom')
    await prepareReport(payload, result.id)
    expect(await cachedRows(result.id)).toHaveLength(0)
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      await expect(prepareReport(payload, 2_147_483_000)).resolves.toBeUndefined()
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Report preparation failed', resultId: 2_147_483_000 }))
    } finally {
      logged.mockRestore()
    }
  })
})

describe('report texts edited in the admin (« Textes du rapport PDF »)', () => {
  const defaultSentence = reportTexts.labels.actionPlan.keepGoingText
  const editedSentence = 'Affiche ce plan sur ton frigo et relis-le chaque dimanche soir.'
  /** The whole PDF as one line: extraction breaks lines where the layout wraps them, and no-break spaces are spaces here. */
  const printed = (pdf: Buffer) => pdfPagesText(pdf).join(' ').replace(/\s+/gu, ' ')

  async function saveAsEditor(copy: object) {
    const editor = await createActor(payload, 'editor')
    await payload.updateGlobal({ slug: 'report-texts', data: { copy: copy as Record<string, unknown> }, overrideAccess: false, user: editor, context: { disableRevalidate: true } })
  }

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'report-texts', data: { copy: reportTexts }, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('prints an editor’s sentence in the next download instead of the cached PDF with the old one', async () => {
    const { result } = await newResult(true)
    const before = await reportFor(payload, result)
    expect(printed(before.pdf)).toContain(defaultSentence)
    expect((await reportFor(payload, result)).fromCache).toBe(true)

    const copy: ReportTexts = structuredClone(reportTexts)
    copy.labels.actionPlan.keepGoingText = editedSentence
    await saveAsEditor(copy)

    const after = await reportFor(payload, result)
    expect(after.fromCache).toBe(false)
    expect(printed(after.pdf)).toContain(editedSentence)
    expect(printed(after.pdf)).not.toContain(defaultSentence)
    expect(pdfInfo(after.pdf).pageCount).toBe(12)
    expect((await reportFor(payload, result)).fromCache).toBe(true)
  })

  it('keeps the default sentence for a key the editor deleted or gave the wrong type', async () => {
    const { result } = await newResult(true)
    const copy = structuredClone(reportTexts) as unknown as { labels: { actionPlan: Record<string, unknown> }; disclaimer: unknown }
    delete copy.labels.actionPlan.keepGoingText
    await saveAsEditor(copy)
    // A sentence of the wrong type is refused as it is saved (copy-shape); one stored before that check is not read.
    await execute(payload, sql`update report_texts set copy = jsonb_set(copy, '{disclaimer}', '42')`)

    const text = printed((await reportFor(payload, result)).pdf)
    expect(text).toContain(defaultSentence)
    expect(text).toContain(reportTexts.disclaimer)
  })
})

describe('a text too long for its page, refused as an editor saves it', () => {
  const adultIA = async () => (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'adulte' } }, { code: { equals: 'IA' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  const asEditor = async () => ({ overrideAccess: false, user: await createActor(payload, 'editor'), context: { disableRevalidate: true } })
  let original: Awaited<ReturnType<typeof adultIA>>

  beforeAll(async () => {
    original = await adultIA()
  })
  afterAll(async () => {
    await payload.update({ collection: 'profiles', id: original.id, data: { description: original.description, name: original.name }, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.updateGlobal({ slug: 'report-texts', data: { copy: reportTexts }, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('refuses a profile text that would take its report past twelve pages, and saves one that fits', async () => {
    const lengthened = `${original.description} `.repeat(8)
    await expect(payload.update({ collection: 'profiles', id: original.id, data: { description: lengthened }, ...(await asEditor()) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Avec ce changement, le rapport PDF du profil IA \(jeu adulte\) tiendrait sur 1[3-9] pages au lieu de 12/u),
    })
    expect((await adultIA()).description).toBe(original.description)

    const reworded = `${original.description.replace(/\.$/u, '')}, à ton rythme.`
    await payload.update({ collection: 'profiles', id: original.id, data: { description: reworded }, ...(await asEditor()) })
    expect((await adultIA()).description).toBe(reworded)
  })

  it('refuses a text longer than any page could print before laying anything out', async () => {
    const pasted = 'Une phrase collée deux cents fois par mégarde. '.repeat(200)
    await expect(payload.update({ collection: 'profiles', id: original.id, data: { careers: [{ ...original.careers![0]!, description: pasted }, ...original.careers!.slice(1)] }, ...(await asEditor()) })).rejects.toMatchObject({
      status: 400,
      message: 'Un de ces textes dépasse 5\u202f000 caractères\u00a0: bien trop long pour sa page du rapport PDF.',
    })
    expect((await adultIA()).careers![0]!.description).toBe(original.careers![0]!.description)
  })

  it('keeps six careers and at least three trainings, each with its level, in a profile, as its report and its preview need', async () => {
    const careers = original.careers!
    const seventh = { ...careers[0]!, id: undefined, name: 'Un septième métier' }
    const [firstTraining, ...otherTrainings] = original.formations!
    const withoutLevel = { formations: [{ ...firstTraining!, levelCode: null }, ...otherTrainings] }
    for (const data of [{ careers: [...careers, seventh] }, { careers: careers.slice(0, 5) }, { formations: original.formations!.slice(0, 2) }, withoutLevel]) {
      await expect(payload.update({ collection: 'profiles', id: original.id, data, ...(await asEditor()) })).rejects.toMatchObject({ status: 400 })
    }
    const stored = await adultIA()
    expect(stored.careers).toHaveLength(6)
    expect(stored.formations).toEqual(original.formations)
  })

  it('lets an editor save an unrelated change to a profile whose report was already too long', async () => {
    // Written by a script (no user: not checked), the report of IA is already past its pages.
    await payload.update({ collection: 'profiles', id: original.id, data: { description: `${original.description} `.repeat(8) }, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.update({ collection: 'profiles', id: original.id, data: { name: `${original.name} (bis)` }, ...(await asEditor()) })
    expect((await adultIA()).name).toBe(`${original.name} (bis)`)
  })

  it('refuses a report text that would take a report past twelve pages, naming the profile', async () => {
    const before = (await payload.findGlobal({ slug: 'report-texts', overrideAccess: true })).copy
    const copy: ReportTexts = structuredClone(reportTexts)
    copy.familiesIntro = `${reportTexts.familiesIntro} `.repeat(10)
    await expect(payload.updateGlobal({ slug: 'report-texts', data: { copy: copy as unknown as Record<string, unknown> }, ...(await asEditor()) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Avec ce changement, le rapport PDF du profil [RIASEC]{1,2} \(jeu (scolaire|adulte)\) tiendrait sur 1[3-9] pages/u),
    })
    expect((await payload.findGlobal({ slug: 'report-texts', overrideAccess: true })).copy).toEqual(before)
  })
})

describe('type names and career markers edited in the interface texts (« Textes des tests, résultats et emails »)', () => {
  const printed = (pdf: Buffer) => pdfPagesText(pdf).join(' ').replace(/\s+/gu, ' ')
  let stored: unknown

  beforeAll(async () => {
    stored = (await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })).copy
  })

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'interface-texts', data: { copy: stored as Record<string, unknown> }, overrideAccess: true, context: { disableRevalidate: true } })
  })

  it('prints an editor’s name for a type and meaning for a marker in the next download, not the cached PDF', async () => {
    const { result } = await newResult(true)
    const profile = (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'adulte' } }, { code: { equals: 'IA' } }] } })).docs[0]!
    const tag = profile.careers![0]!.tag as CareerTag
    const before = await reportFor(payload, result)
    expect(printed(before.pdf)).toContain(`I ${RIASEC_TYPE_NAMES.I}`)
    expect(printed(before.pdf)).toContain(CAREER_TAGS[tag])

    const copy = structuredClone(stored) as { riasec: { typeNames: Record<string, string>; careerTags: Record<string, string> } }
    copy.riasec.typeNames.I = 'Chercheur'
    copy.riasec.careerTags[tag] = 'Une piste qui embauche'
    const editor = await createActor(payload, 'editor')
    await payload.updateGlobal({ slug: 'interface-texts', data: { copy }, overrideAccess: false, user: editor, context: { disableRevalidate: true } })

    const after = await reportFor(payload, result)
    expect(after.fromCache).toBe(false)
    const text = printed(after.pdf)
    expect(text).toContain(`I Chercheur ${result.scores.i}/12`)
    expect(text).toContain('I (Chercheur)')
    expect(text).not.toContain(`I ${RIASEC_TYPE_NAMES.I}`)
    expect(text).toContain('Une piste qui embauche')
    expect(text).not.toContain(CAREER_TAGS[tag])
  })

  it('refuses a type name that would take a report past twelve pages, and keeps the texts as they were', async () => {
    const before = (await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })).copy
    const copy = structuredClone(before) as { riasec: { typeNames: Record<string, string> } }
    copy.riasec.typeNames.S = 'Social, tourné vers les autres, l’écoute, l’aide, le soin et la transmission '.repeat(6)
    const editor = await createActor(payload, 'editor')
    await expect(payload.updateGlobal({ slug: 'interface-texts', data: { copy }, overrideAccess: false, user: editor, context: { disableRevalidate: true } })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^Avec ce changement, le rapport PDF du profil [RIASEC]{1,2} \(jeu (scolaire|adulte)\) tiendrait sur 1[3-9] pages/u),
    })
    expect((await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })).copy).toEqual(before)
  })
})
