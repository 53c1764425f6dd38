/** « Accès à mes résultats », the one-time link, the device grant, and data rights, on a real database. */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { submitRiasec } from '@/server/assessments/submit-riasec'
import { submitOrientation } from '@/server/assessments/submit-orientation'
import { riasecSubmissionSchema } from '@/server/assessments/schemas'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { VisitorError } from '@/server/assessments/errors'
import { execute } from '@/server/db'
import { hashToken } from '@/server/access-token'
import { findRetrievableResult, retrieveResult, RETRIEVAL_PER_EMAIL } from '@/server/retrieval/lookup'
import { consumeRestoreLink, createAccessLink, findRestoreLink } from '@/server/retrieval/access-links'
import { restoreConfirmation, shownLinkTag } from '@/server/retrieval/restore-link'
import { retrievalEndpoint } from '@/endpoints/retrieval'
import { eraseDataEndpoint, exportDataEndpoint, staffEraseEndpoint, staffExportEndpoint } from '@/endpoints/privacy'
import { reportFor } from '@/server/report/service'
import { DATA_RIGHTS_COOKIE } from '@/server/privacy/links'
import { DATA_LINK_PER_EMAIL, requestDataRightsLink } from '@/server/privacy/request-link'
import { exportPersonData } from '@/server/privacy/export'
import { anonymiseExpiredData } from '@/server/privacy/retention'
import { createActor, testPayload } from '../helpers/payload'
import { dataLinkFor, type DataLink } from '../helpers/data-links'

let payload: Payload
/** The export's first line, for tests that look at the rest of it. */
const ABOUT = { template: '{brand} : {email}', brand: 'Cap Orientation' }

/** `dataLink`: the « Mes données » link whose token the browser holds in its cookie (put there by the emailed link's route). */
function request(options: { body?: unknown; query?: Record<string, string>; user?: unknown; dataLink?: Pick<DataLink, 'cookie'> } = {}): PayloadRequest {
  const text = options.body === undefined ? '' : JSON.stringify(options.body)
  const cookie: Record<string, string> = options.dataLink ? { cookie: options.dataLink.cookie } : {}
  return {
    payload,
    user: options.user ?? null,
    headers: new Headers({ 'content-type': 'application/json', 'content-length': String(text.length), ...cookie }),
    searchParams: new URLSearchParams(options.query ?? {}),
    routeParams: {},
    text: async () => text,
  } as unknown as PayloadRequest
}

async function answersFor(letters: string[]): Promise<number[]> {
  const questions = await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'scolaire' } }] }, sort: 'order', limit: 20 })
  return questions.docs.map((question, index) => question.options!.findIndex((option) => option.letter === letters[index]))
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@exemple.fr`

async function newResult(email: string, name = 'Léa Martin') {
  const orientation = await payload.find({ collection: 'questions', where: { test: { equals: 'orientation' } }, sort: 'order', limit: 20 })
  const orientationKey = randomUUID()
  await submitOrientation(payload, {
    idempotencyKey: orientationKey,
    bilanType: 'scolaire',
    contact: { name, email },
    answers: orientation.docs.map((question) => (question.type === 'text' ? { text: 'Devenir vétérinaire' } : { option: 0 })),
  })
  return submitRiasec(
    payload,
    riasecSubmissionSchema.parse({
      idempotencyKey: randomUUID(),
      bilanType: 'scolaire',
      contact: { name, email },
      orientationKey,
      answers: await answersFor(['S', 'S', 'S', 'S', 'E', 'E', 'E', 'I', 'R', 'A', 'C', 'S']),
    }),
  )
}

async function outboxFor(email: string) {
  return (await payload.find({ collection: 'outbox-emails', where: { to: { equals: email } }, sort: '-createdAt', limit: 20, overrideAccess: true })).docs
}

const restoreTokenIn = (text: string | null | undefined) => /\/acces\/([0-9a-f]{64})/u.exec(text ?? '')?.[1]

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('results retrieval', () => {
  it('finds a result by email and first name, forgivingly, and emails its owner a one-time link', async () => {
    const email = uniqueEmail('lea')
    await newResult(email)
    expect(await (await retrieveResult(payload, { email, firstName: 'lea' }, 0)).delivered).toBe(true)
    const [mail] = await outboxFor(email)
    expect(mail?.subject).toMatch(/Ton lien d’accès/)
    expect(mail?.text).toContain('Bonjour Léa,')
    expect(mail?.text).toMatch(/expire dans 30 minutes/)
    expect(mail?.text).toMatch(/\/mes-donnees\/lien\?lien=[0-9a-f]{64}/)
    expect(restoreTokenIn(mail?.text)).toBeDefined()
  })

  it('says in its emails what an editor wrote in the admin, with French spacing', async () => {
    const editor = await createActor(payload, 'editor')
    const seeded = (await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })).copy as Record<string, Record<string, object>>
    const edited = {
      ...seeded,
      emails: {
        resultsLink: { ...seeded.emails!.resultsLink, warning: 'Lien valable {minutes} minutes : une seule fois !' },
        dataRightsLink: { ...seeded.emails!.dataRightsLink, subject: 'Tes données chez {brand} ?' },
        dataRightsFooter: { ...seeded.emails!.dataRightsFooter, link: 'Mes données, ici' },
      },
    }
    await payload.updateGlobal({ slug: 'interface-texts', data: { copy: edited }, user: editor, overrideAccess: false })
    try {
      const email = uniqueEmail('editee')
      await newResult(email)
      await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered
      const [restore] = await outboxFor(email)
      expect(restore?.text).toContain('Lien valable 30 minutes\u00A0: une seule fois\u202F!')
      expect(restore?.html).toContain('>Mes données, ici</a>')
      await (await requestDataRightsLink(payload, email, 0)).delivered
      const [dataRights] = await outboxFor(email)
      expect(dataRights?.subject).toBe('Tes données chez Cap Orientation\u202F?')
    } finally {
      await payload.updateGlobal({ slug: 'interface-texts', data: { copy: seeded }, overrideAccess: true })
    }
  })

  it('names the profile in its email as editors write it now, as the results page does, not as it was at the test', async () => {
    const email = uniqueEmail('renomme')
    const saved = await newResult(email)
    const [profile] = (
      await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'scolaire' } }, { code: { equals: saved.dominantProfile } }] }, limit: 1, overrideAccess: true })
    ).docs
    await payload.update({ collection: 'profiles', id: profile!.id, data: { name: 'Le Nouveau Nom' }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered
      const [mail] = await outboxFor(email)
      expect(mail?.text).toContain('Le Nouveau Nom')
      expect(mail?.text).not.toContain(profile!.name)
    } finally {
      await payload.update({ collection: 'profiles', id: profile!.id, data: { name: profile!.name }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('sends nothing for a wrong first name or an unknown address', async () => {
    const email = uniqueEmail('tom')
    await newResult(email, 'Tom')
    expect(await (await retrieveResult(payload, { email, firstName: 'Théo' }, 0)).delivered).toBe(false)
    expect(await (await retrieveResult(payload, { email: uniqueEmail('personne'), firstName: 'Tom' }, 0)).delivered).toBe(false)
    expect(await outboxFor(email)).toHaveLength(0)
  })

  it('answers found and not found after the same floor time', async () => {
    const email = uniqueEmail('zoe')
    await newResult(email, 'Zoé')
    const timed = async (firstName: string) => {
      const started = performance.now()
      await retrieveResult(payload, { email, firstName }, 400)
      return performance.now() - started
    }
    expect(await timed('Zoé')).toBeGreaterThanOrEqual(395)
    expect(await timed('Inès')).toBeGreaterThanOrEqual(395)
  })

  it('answers a match without waiting for its email, however slow or broken the mail server', async () => {
    const email = uniqueEmail('lente')
    await newResult(email, 'Zoé')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const slowServer = vi.spyOn(payload, 'sendEmail').mockImplementation(async () => held)
    try {
      const answered = await Promise.race([
        retrieveResult(payload, { email, firstName: 'Zoé' }, 0),
        new Promise<'waited for the email'>((resolve) => setTimeout(() => resolve('waited for the email'), 5000)),
      ])
      if (answered === 'waited for the email') throw new Error('The answer waited for the mail server')
      await vi.waitFor(() => expect(slowServer).toHaveBeenCalledTimes(1), { timeout: 10_000 })
      release()
      expect(await answered.delivered).toBe(true)

      slowServer.mockRejectedValue(new Error('SMTP 421'))
      const failed = await retrieveResult(payload, { email, firstName: 'Zoé' }, 0)
      expect(await failed.delivered).toBe(false)
      const endpoint = await retrievalEndpoint.handler(request({ body: { email, firstName: 'Zoé' } }))
      expect([endpoint.status, await endpoint.text()]).toEqual([200, JSON.stringify({ received: true })])
    } finally {
      slowServer.mockRestore()
    }
  }, 20_000)

  it('emails an address at most so many links an hour, counting only matches, and answers alike beyond', async () => {
    const email = uniqueEmail('limite')
    await newResult(email)
    // Someone who knows only the address, trying first names, uses up none of its owner's tries.
    for (let attempt = 0; attempt < 2 * RETRIEVAL_PER_EMAIL.limit; attempt++) {
      expect(await (await retrieveResult(payload, { email, firstName: 'Xavier' }, 0)).delivered).toBe(false)
    }
    for (let attempt = 0; attempt < RETRIEVAL_PER_EMAIL.limit; attempt++) {
      expect(await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered).toBe(true)
    }
    // Beyond the limit the answer is the same, and nothing is sent.
    expect(await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered).toBe(false)
    expect(await outboxFor(email)).toHaveLength(RETRIEVAL_PER_EMAIL.limit)

    for (let attempt = 0; attempt < DATA_LINK_PER_EMAIL.limit; attempt++) expect(await (await requestDataRightsLink(payload, email, 0)).delivered).toBe(true)
    expect(await (await requestDataRightsLink(payload, email, 0)).delivered).toBe(false)
  })

  it('answers through the endpoint exactly alike whether a test matches or not, and validates the input', async () => {
    const email = uniqueEmail('endpoint')
    await newResult(email, 'Nina')
    const answers = [
      await retrievalEndpoint.handler(request({ body: { email: `  ${email.toUpperCase()} `, firstName: ' Nina ' } })),
      await retrievalEndpoint.handler(request({ body: { email, firstName: 'Personne' } })),
      await retrievalEndpoint.handler(request({ body: { email: uniqueEmail('inconnue'), firstName: 'Nina' } })),
    ]
    const seen = await Promise.all(answers.map(async (answer) => ({ status: answer.status, body: await answer.text(), cookie: answer.headers.get('set-cookie') })))
    expect(seen).toEqual(Array(3).fill({ status: 200, body: JSON.stringify({ received: true }), cookie: null }))
    await vi.waitFor(async () => expect(await outboxFor(email)).toHaveLength(1), { timeout: 5000, interval: 100 })
    expect((await retrievalEndpoint.handler(request({ body: { email: 'pas-un-email', firstName: 'Nina' } }))).status).toBe(400)
  }, 20_000)
})

describe('the emailed one-time link', () => {
  it('works once, gives this device its own token and keeps the first device’s access', async () => {
    const email = uniqueEmail('once')
    const saved = await newResult(email)
    await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered
    const token = restoreTokenIn((await outboxFor(email))[0]?.text)!
    expect(await findRestoreLink(payload, token)).toMatchObject({ used: false })
    const [first, second] = await Promise.all([consumeRestoreLink(payload, token), consumeRestoreLink(payload, token)])
    const restored = first ?? second
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(restored?.result.id).toBe(saved.resultId)
    expect(await consumeRestoreLink(payload, token)).toBeNull()
    expect(await findRestoreLink(payload, token)).toMatchObject({ used: true })
    expect((await findResultByToken(payload, restored!.deviceToken))?.id).toBe(saved.resultId)
    expect((await findResultByToken(payload, saved.token))?.id).toBe(saved.resultId)
    const rows = await execute<{ token_hash: string }>(payload, sql`select token_hash from access_links where result_id = ${saved.resultId}`)
    expect(JSON.stringify(rows)).not.toContain(token)
    expect(JSON.stringify(rows)).not.toContain(restored!.deviceToken)
  })

  it('gives back the unlocked result, not a free test taken again afterwards', async () => {
    const email = uniqueEmail('reprise')
    const paid = await newResult(email)
    await execute(payload, sql`update riasec_results set unlock_source = 'payment', unlocked_at = now(), payment = 'completed' where id = ${paid.resultId}`)
    const retaken = await newResult(email)
    expect(retaken.resultId).not.toBe(paid.resultId)
    await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered
    const token = restoreTokenIn((await outboxFor(email))[0]?.text)!
    expect((await consumeRestoreLink(payload, token))?.result.id).toBe(paid.resultId)
  })

  it('is not led astray by tests a stranger saved under the address: the paid result first, whatever their number, and no name that fits every first name', async () => {
    const email = uniqueEmail('cible')
    const paid = await newResult(email, 'Inès')
    await execute(payload, sql`update riasec_results set unlock_source = 'payment', unlocked_at = now(), payment = 'completed' where id = ${paid.resultId}`)
    const answers = await answersFor(['I', 'I', 'I', 'A', 'A', 'A', 'S', 'S', 'R', 'E', 'C', 'I'])
    const testUnder = (name: string, address: string) =>
      riasecSubmissionSchema.safeParse({ idempotencyKey: randomUUID(), bilanType: 'scolaire', contact: { name, email: address }, answers })
    // Someone who knows the address and the first name saves 25 free tests under them afterwards.
    for (let count = 0; count < 25; count++) await submitRiasec(payload, testUnder('Inès', email).data!)
    expect((await findRetrievableResult(payload, { email, firstName: 'inès' }))?.id).toBe(paid.resultId)

    // A name with nothing to print is no longer taken with a test…
    expect(testUnder('.', email).success).toBe(false)
    // …and one saved before matches no first name: the owner's own result is found.
    const other = uniqueEmail('cible-libre')
    const own = await newResult(other, 'Noé')
    const dotted = await submitRiasec(payload, testUnder('Zoé', other).data!)
    await execute(payload, sql`update riasec_results set name = '.' where id = ${dotted.resultId}`)
    expect((await findRetrievableResult(payload, { email: other, firstName: 'Noé' }))?.id).toBe(own.resultId)
    expect(await findRetrievableResult(payload, { email: other, firstName: 'Camille' })).toBeNull()
    // An address saved with capitals (as a payment provider may give it) is found as typed in lower case.
    await execute(payload, sql`update riasec_results set email = ${other.toUpperCase()} where id = ${own.resultId}`)
    expect((await findRetrievableResult(payload, { email: other, firstName: 'Noé' }))?.id).toBe(own.resultId)
  })

  it('its confirmation page asks to confirm an unused link, says the results are open once this device used it, and the link is dead anywhere else', async () => {
    const email = uniqueEmail('page')
    const saved = await newResult(email)
    const { token } = await createAccessLink(payload, 'restore', { resultId: saved.resultId })
    expect(await restoreConfirmation(payload, token, undefined)).toEqual({ state: 'confirm', tag: shownLinkTag(token), email, replaces: null })
    // The tag names this link, and no other.
    expect(shownLinkTag(token)).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(shownLinkTag(token)).not.toBe(shownLinkTag((await createAccessLink(payload, 'restore', { resultId: saved.resultId })).token))
    // A device that opens another test's results is told confirming replaces them there (for good, when that
    // test has no address); the test's own device needs no link, and keeps it for another one.
    const otherEmail = uniqueEmail('autre')
    const other = await newResult(otherEmail)
    expect(await restoreConfirmation(payload, token, other.token)).toMatchObject({ state: 'confirm', replaces: 'recoverable' })
    // « Accès à mes résultats » gives one test per address and first name: a newer one hides this one.
    await newResult(otherEmail)
    expect(await restoreConfirmation(payload, token, other.token)).toMatchObject({ state: 'confirm', replaces: 'lost' })
    await execute(payload, sql`update riasec_results set email = null where id = ${other.resultId}`)
    expect(await restoreConfirmation(payload, token, other.token)).toMatchObject({ state: 'confirm', replaces: 'lost' })
    expect(await restoreConfirmation(payload, token, saved.token)).toEqual({ state: 'held', profile: saved.dominantProfile })
    const restored = (await consumeRestoreLink(payload, token))!
    // Reloaded, or gone back to, on the device that used it: its results, by the profile they show.
    expect(await restoreConfirmation(payload, token, restored.deviceToken)).toEqual({ state: 'done', profile: restored.result.dominantProfile, here: 'restored' })
    // The device that took the test kept its access: the link served elsewhere.
    expect(await restoreConfirmation(payload, token, saved.token)).toEqual({ state: 'done', profile: restored.result.dominantProfile, here: 'own' })
    // Anyone else, with another result or none: used.
    expect(await restoreConfirmation(payload, token, other.token)).toEqual({ state: 'invalid' })
    expect(await restoreConfirmation(payload, token, undefined)).toEqual({ state: 'invalid' })
    // Its 30 minutes over, the page still says so on the device that used it (its cookie lasts an hour).
    await execute(payload, sql`update access_links set expires_at = now() - interval '1 minute' where token_hash = ${hashToken(token)}`)
    expect(await restoreConfirmation(payload, token, restored.deviceToken)).toMatchObject({ state: 'done' })
    // No link in the cookie: an hour went by, cookies are refused, or another browser.
    expect(await restoreConfirmation(payload, undefined, restored.deviceToken)).toEqual({ state: 'reopen' })
    expect(await restoreConfirmation(payload, 'pas-un-lien', undefined)).toEqual({ state: 'invalid' })
  })

  it('expires', async () => {
    const saved = await newResult(uniqueEmail('late'))
    const link = await createAccessLink(payload, 'restore', { resultId: saved.resultId, now: new Date(Date.now() - 31 * 60_000) })
    expect(await findRestoreLink(payload, link.token)).toBeNull()
    expect(await restoreConfirmation(payload, link.token, undefined)).toEqual({ state: 'invalid' })
    expect(await consumeRestoreLink(payload, link.token)).toBeNull()
    const fresh = await createAccessLink(payload, 'restore', { resultId: saved.resultId })
    expect(await consumeRestoreLink(payload, fresh.token)).not.toBeNull()
  })
})

describe('data rights', () => {
  /** A paid report order by `email` that unlocked the result. */
  const paidReportOrder = (email: string, resultId: number) =>
    payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: { offer: 'report', amountCents: 1800, currency: 'eur', status: 'paid', provider: 'demo', providerSessionId: `demo_${randomUUID()}`, email, result: resultId },
    })

  async function personWithEverything(email: string) {
    const saved = await newResult(email, 'Sacha')
    await payload.update({ collection: 'riasec-results', id: saved.resultId, overrideAccess: true, data: { unlockSource: 'promo', unlockedAt: new Date().toISOString() } })
    const result = (await findResultByToken(payload, saved.token))!
    await reportFor(payload, result)
    const order = await paidReportOrder(email, saved.resultId)
    // The team's notes may name the person: they go with the rest.
    await execute(payload, sql`update orders set staff_note = ${`Appel de ${email}`} where lower(email) = ${email}`)
    await payload.create({
      collection: 'coaching-bookings',
      overrideAccess: true,
      data: { name: 'Sacha', email, availability: 'weekend', offer: 'coachingSingle', status: 'pending', objectives: 'Choisir entre deux BTS', staffNote: `Rappeler ${email}` },
    })
    await (await retrieveResult(payload, { email, firstName: 'Sacha' }, 0)).delivered
    return { ...saved, orderId: order.id }
  }

  it('exports everything held for an address as JSON, without token hashes or email bodies', async () => {
    const email = uniqueEmail('export')
    const saved = await personWithEverything(email)
    const data = await exportPersonData(payload, email, { template: 'Données de {brand} pour {email}.', brand: 'Cap Orientation' })
    expect(data.about).toBe(`Données de Cap Orientation pour ${email}.`)
    expect(data.results.map((result) => result.id)).toEqual([saved.resultId])
    expect(data.leads).toHaveLength(1)
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]?.staffNote).toBe(`Appel de ${email}`)
    expect(data.coachingBookings[0]).toMatchObject({ objectives: 'Choisir entre deux BTS', staffNote: `Rappeler ${email}` })
    expect(data.emails.length).toBeGreaterThan(0)
    expect(data.accessLinks.length).toBeGreaterThan(0)
    const json = JSON.stringify(data)
    expect(json).not.toMatch(/tokenHash|accessTokenHash|idempotencyKey|[0-9a-f]{64}/u)

    const link = await dataLinkFor(payload, email)
    const response = await exportDataEndpoint.handler(request({ dataLink: link, query: { address: link.address } }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"/)
    expect(((await response.json()) as { email: string }).email).toBe(email)
    // An unknown token, no cookie, or a page that showed another address (or none): nothing.
    expect((await exportDataEndpoint.handler(request({ dataLink: { cookie: `${DATA_RIGHTS_COOKIE}=${'f'.repeat(64)}` }, query: { address: link.address } }))).status).toBe(404)
    expect((await exportDataEndpoint.handler(request({ query: { address: link.address } }))).status).toBe(404)
    const other = await dataLinkFor(payload, uniqueEmail('autre'))
    expect((await exportDataEndpoint.handler(request({ dataLink: link, query: { address: other.address } }))).status).toBe(409)
    expect((await exportDataEndpoint.handler(request({ dataLink: link }))).status).toBe(400)
  })

  it('opens the downloaded file with the editors’ sentence, filled with the brand and the address', async () => {
    const email = uniqueEmail('fichier')
    await personWithEverything(email)
    const texts = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
    const copy = texts.copy as { dataRights: Record<string, string> }
    const brand = (await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).brandName
    const download = async () => {
      const link = await dataLinkFor(payload, email)
      return ((await (await exportDataEndpoint.handler(request({ dataLink: link, query: { address: link.address } }))).json()) as { about: string }).about
    }
    expect(await download()).toBe(`Données personnelles détenues par ${brand} pour l’adresse ${email}, à la date de l’export.`)
    await payload.updateGlobal({ slug: 'interface-texts', overrideAccess: true, data: { copy: { ...copy, dataRights: { ...copy.dataRights, exportAbout: 'Ce que {brand} garde pour {email}.' } } } })
    try {
      expect(await download()).toBe(`Ce que ${brand} garde pour ${email}.`)
    } finally {
      await payload.updateGlobal({ slug: 'interface-texts', overrideAccess: true, data: { copy } })
    }
  })

  it('erases a person completely: rows, cached report, links, outbox; orders stay without the address', async () => {
    const email = uniqueEmail('erase')
    const other = uniqueEmail('keep')
    const saved = await personWithEverything(email)
    const kept = await newResult(other, 'Camille')
    const link = await dataLinkFor(payload, email)
    expect((await eraseDataEndpoint.handler(request({ dataLink: link, body: { address: link.address } }))).status).toBe(400)
    const response = await eraseDataEndpoint.handler(request({ dataLink: link, body: { confirm: true, address: link.address } }))
    expect(response.status).toBe(200)

    const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: number }>(payload, query))[0]?.n)
    expect(await count(sql`select count(*) as n from riasec_results where lower(email) = ${email} or id = ${saved.resultId}`)).toBe(0)
    expect(await count(sql`select count(*) as n from leads where lower(email) = ${email}`)).toBe(0)
    expect(await count(sql`select count(*) as n from coaching_bookings where lower(email) = ${email}`)).toBe(0)
    expect(await count(sql`select count(*) as n from outbox_emails where lower("to") = ${email}`)).toBe(0)
    expect(await count(sql`select count(*) as n from access_links where lower(email) = ${email} or result_id = ${saved.resultId}`)).toBe(0)
    expect(await count(sql`select count(*) as n from report_cache where result_id = ${saved.resultId}`)).toBe(0)
    // Their order stays for the accounts, with neither their address nor their result.
    const orders = await execute<{ email: string | null; result_id: number | null; amount_cents: string; staff_note: string | null }>(
      payload,
      sql`select email, result_id, amount_cents, staff_note from orders where id = ${saved.orderId}`,
    )
    expect(orders).toEqual([expect.objectContaining({ email: null, result_id: null })])
    expect(Number(orders[0]!.amount_cents)).toBe(1800)
    const dump = JSON.stringify(await execute(payload, sql`select * from orders`))
    expect(dump).not.toContain(email)
    expect(await findResultByToken(payload, saved.token)).toBeNull()
    expect((await findResultByToken(payload, kept.token))?.id).toBe(kept.resultId)
    // The link erased itself with the rest.
    expect((await eraseDataEndpoint.handler(request({ dataLink: link, body: { confirm: true, address: link.address } }))).status).toBe(404)
  })

  it('finds and erases a result saved without a contact that an order of theirs unlocked, and leaves a staff account’s mail alone', async () => {
    const email = uniqueEmail('sans-contact')
    const saved = await newResult(uniqueEmail('ailleurs'), 'Noé')
    await execute(payload, sql`update riasec_results set email = null, unlock_source = 'payment', unlocked_at = now(), payment = 'completed' where id = ${saved.resultId}`)
    const result = (await findResultByToken(payload, saved.token))!
    await reportFor(payload, result)
    await paidReportOrder(email, saved.resultId)
    // The same address also received a password reset as a staff account: the team's record, not theirs.
    const reset = await payload.create({ collection: 'outbox-emails', overrideAccess: true, data: { to: email, subject: 'Réinitialisation', text: 'Lien', transport: 'outbox', toStaffAccount: true } })

    expect((await exportPersonData(payload, email, ABOUT)).results.map((row) => row.id)).toEqual([saved.resultId])
    const link = await dataLinkFor(payload, email)
    expect((await eraseDataEndpoint.handler(request({ dataLink: link, body: { confirm: true, address: link.address } }))).status).toBe(200)
    const count = async (query: ReturnType<typeof sql>) => Number((await execute<{ n: number }>(payload, query))[0]?.n)
    expect(await count(sql`select count(*) as n from riasec_results where id = ${saved.resultId}`)).toBe(0)
    expect(await count(sql`select count(*) as n from report_cache where result_id = ${saved.resultId}`)).toBe(0)
    expect(await findResultByToken(payload, saved.token)).toBeNull()
    expect(await count(sql`select count(*) as n from outbox_emails where id = ${reset.id}`)).toBe(1)
  })

  it('leaves out of the payer’s export and erasure a result with its own contact that their order unlocked', async () => {
    const parent = uniqueEmail('parent')
    const teenagerEmail = uniqueEmail('ado')
    const teenager = await newResult(teenagerEmail, 'Noé')
    await execute(payload, sql`update riasec_results set unlock_source = 'payment', unlocked_at = now(), payment = 'completed' where id = ${teenager.resultId}`)
    const order = await paidReportOrder(parent, teenager.resultId)
    await execute(payload, sql`update orders set staff_note = ${`Payé par le parent, ${parent}`} where id = ${order.id}`)
    expect((await exportPersonData(payload, parent, ABOUT)).results).toEqual([])
    // The teenager's export lists the order that unlocked their result, without the payer's address.
    const own = await exportPersonData(payload, teenagerEmail, ABOUT)
    expect(own.results.map((result) => result.id)).toEqual([teenager.resultId])
    expect(own.orders).toHaveLength(1)
    expect(own.orders[0]).toMatchObject({ status: 'paid', amountCents: 1800, email: null, staffNote: null })
    expect(JSON.stringify(own)).not.toContain(parent)
    const link = await dataLinkFor(payload, parent)
    expect((await eraseDataEndpoint.handler(request({ dataLink: link, body: { confirm: true, address: link.address } }))).status).toBe(200)
    // The teenager's result, and their access to it, are still theirs.
    expect((await findResultByToken(payload, teenager.token))?.id).toBe(teenager.resultId)
  })

  it('leaves out of a person’s export and erasure a questionnaire with another contact that their result points to', async () => {
    const [first, second] = [uniqueEmail('premier'), uniqueEmail('second')]
    const saved = await newResult(first, 'Noé')
    const leadId = (await execute<{ lead_id: number }>(payload, sql`select lead_id from riasec_results where id = ${saved.resultId}`))[0]!.lead_id
    // The questionnaire was answered under the other address (a device shared by two people).
    await execute(payload, sql`update leads set email = ${second} where id = ${leadId}`)
    expect((await exportPersonData(payload, first, ABOUT)).leads).toEqual([])
    expect((await exportPersonData(payload, second, ABOUT)).leads.map((lead) => lead.id)).toEqual([leadId])
    const link = await dataLinkFor(payload, first)
    expect((await eraseDataEndpoint.handler(request({ dataLink: link, body: { confirm: true, address: link.address } }))).status).toBe(200)
    expect(await execute(payload, sql`select id from leads where id = ${leadId}`)).toHaveLength(1)
    // Without a contact of its own, it goes with the result that points to it.
    const third = uniqueEmail('troisieme')
    const anonymous = await newResult(third, 'Lou')
    const ownLead = (await execute<{ lead_id: number }>(payload, sql`select lead_id from riasec_results where id = ${anonymous.resultId}`))[0]!.lead_id
    await execute(payload, sql`update leads set email = null where id = ${ownLead}`)
    expect((await exportPersonData(payload, third, ABOUT)).leads.map((lead) => lead.id)).toEqual([ownLead])
  })

  it('lets staff export and erase one person from the admin, and no one else', async () => {
    const email = uniqueEmail('staff')
    await personWithEverything(email)
    const staff = await createActor(payload, 'staff')
    const editor = await createActor(payload, 'editor')
    expect((await staffExportEndpoint.handler(request({ query: { email } }))).status).toBe(403)
    expect((await staffExportEndpoint.handler(request({ query: { email }, user: editor }))).status).toBe(403)
    const exported = await staffExportEndpoint.handler(request({ query: { email }, user: staff }))
    expect(exported.status).toBe(200)
    expect(((await exported.json()) as { results: unknown[] }).results).toHaveLength(1)
    expect((await staffEraseEndpoint.handler(request({ body: { email, confirmEmail: uniqueEmail('autre') }, user: staff }))).status).toBe(400)
    const erased = await staffEraseEndpoint.handler(request({ body: { email, confirmEmail: email.toUpperCase() }, user: staff }))
    expect(erased.status).toBe(200)
    expect(((await erased.json()) as { report: { results: number } }).report.results).toBe(1)
    expect((await exportPersonData(payload, email, ABOUT)).results).toHaveLength(0)
  })

  it('anonymises what is older than the retention period, from the scheduled job, and keeps the rest', async () => {
    const oldEmail = uniqueEmail('ancien')
    const newEmail = uniqueEmail('recent')
    const old = await personWithEverything(oldEmail)
    const recent = await newResult(newEmail, 'Alix')
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * 24 * 60 * 60 * 1000).toISOString()
    for (const table of ['riasec_results', 'leads', 'orders', 'coaching_bookings', 'outbox_emails', 'access_links']) {
      await execute(payload, sql`update ${sql.identifier(table)} set created_at = ${fourYearsAgo}::timestamptz where lower(${sql.identifier(table === 'outbox_emails' ? 'to' : 'email')}) = ${oldEmail}`)
    }
    await execute(payload, sql`update leads set created_at = ${fourYearsAgo}::timestamptz where id = (select lead_id from riasec_results where id = ${old.resultId})`)

    await payload.jobs.queue({ task: 'anonymiseExpiredData', queue: 'privacy', input: {} })
    await payload.jobs.run({ queue: 'privacy' })

    const row = (await execute<{ name: string | null; email: string | null; detailed_answers: unknown; scores_s: string; dominant_profile: string }>(
      payload,
      sql`select name, email, detailed_answers, scores_s, dominant_profile from riasec_results where id = ${old.resultId}`,
    ))[0]
    expect(row).toMatchObject({ name: null, email: null, detailed_answers: null, dominant_profile: 'SE' })
    expect(Number(row?.scores_s)).toBe(5)
    const dump = JSON.stringify(
      await Promise.all(['riasec_results', 'leads', 'orders', 'coaching_bookings', 'outbox_emails', 'access_links'].map((table) => execute(payload, sql`select * from ${sql.identifier(table)}`))),
    )
    expect(dump).not.toContain(oldEmail)
    expect(dump).toContain(newEmail)
    expect(await findResultByToken(payload, old.token)).toBeNull()
    expect((await findResultByToken(payload, recent.token))?.id).toBe(recent.resultId)
    expect(await anonymiseExpiredData(payload)).toMatchObject({ results: 0, leads: 0, bookings: 0, orders: 0, emails: 0 })
  }, 30_000)
})
