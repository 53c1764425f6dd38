/**
 * Mail over SMTP through the app's own configuration (SMTP_URL, read when Payload starts), to a listener on
 * loopback: what a visitor receives is the one place their personal links stay whole, and they work; the
 * outbox keeps the copy without their keys; a recipient the server refuses leaves no copy behind.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '@/seed'
import { retrieveResult } from '@/server/retrieval/lookup'
import { restoreConfirmation } from '@/server/retrieval/restore-link'
import { requestDataRightsLink } from '@/server/privacy/request-link'
import { dataRightsEmail } from '@/server/privacy/links'
import { MASK } from '@/server/email/mask-links'
import { decodedSource, startSmtpListener } from '../helpers/smtp-listener'
import { testPayload } from '../helpers/payload'

const REFUSED = `inconnu-${randomUUID().slice(0, 8)}@exemple.fr`
const listener = await startSmtpListener({ refuse: REFUSED })
// Before Payload reads its environment: this file's instance delivers over SMTP (setup-env.ts unsets it).
process.env.SMTP_URL = listener.url

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
}, 120_000)
afterAll(() => listener.close())
beforeEach(() => {
  listener.received.length = 0
})

async function resultFor(email: string): Promise<void> {
  await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name: 'Léa Martin', email, bilanType: 'scolaire', scores: { r: 1, i: 4, a: 3, s: 2, e: 1, c: 1 }, dominantProfile: 'IA' },
  })
}

const outboxFor = async (email: string) =>
  (await payload.find({ collection: 'outbox-emails', where: { to: { equals: email } }, overrideAccess: true, limit: 10 })).docs

describe('mail over SMTP', () => {
  it('delivers the results link and the « Mes données » link whole, and both work; the outbox keeps them without their keys', async () => {
    const email = `smtp-${randomUUID().slice(0, 8)}@exemple.fr`
    await resultFor(email)
    expect(await (await retrieveResult(payload, { email, firstName: 'Léa' }, 0)).delivered).toBe(true)

    expect(listener.received).toMatchObject([{ to: [email] }])
    const delivered = decodedSource(listener.received[0]!.raw)
    const restore = /\/acces\/([0-9a-f]{64})/u.exec(delivered)?.[1]
    const rights = /\/mes-donnees\/lien\?lien=([0-9a-f]{64})/u.exec(delivered)?.[1]
    expect(restore).toBeDefined()
    expect(rights).toBeDefined()
    // The visitor's links open what they were made for.
    expect(await restoreConfirmation(payload, restore, undefined)).toMatchObject({ state: 'confirm', email })
    expect(await dataRightsEmail(payload, rights)).toBe(email)

    const [copy, ...others] = await outboxFor(email)
    expect(others).toEqual([])
    expect(copy).toMatchObject({ transport: 'smtp', subject: expect.stringContaining('accès') })
    for (const body of [copy!.text, copy!.html]) {
      expect(body).toContain(`/acces/${MASK}`)
      expect(body).toContain(`/mes-donnees/lien?${MASK}`)
      expect(body).not.toContain(restore)
      expect(body).not.toContain(rights)
    }
  })

  it('delivers a « Mes données » link asked for by address, which opens that address’s data', async () => {
    const email = `droits-${randomUUID().slice(0, 8)}@exemple.fr`
    await resultFor(email)
    expect(await (await requestDataRightsLink(payload, email, 0)).delivered).toBe(true)
    expect(listener.received).toMatchObject([{ to: [email] }])
    const rights = /\/mes-donnees\/lien\?lien=([0-9a-f]{64})/u.exec(decodedSource(listener.received[0]!.raw))?.[1]
    expect(await dataRightsEmail(payload, rights)).toBe(email)
    expect(JSON.stringify(await outboxFor(email))).not.toContain(rights)
  })

  it('keeps no copy of a message the server refused, and tells the caller it was not sent', async () => {
    await resultFor(REFUSED)
    expect(await (await retrieveResult(payload, { email: REFUSED, firstName: 'Léa' }, 0)).delivered).toBe(false)
    expect(listener.received).toEqual([])
    expect(await outboxFor(REFUSED)).toEqual([])
  })
})
