/**
 * « Garde tes résultats »: a result saved without a contact takes one from its own device, through Payload's
 * router as the page sends it, and « Accès à mes résultats » finds it by that email and first name from then on.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { execute } from '@/server/db'
import { newAccessToken } from '@/server/access-token'
import { findRetrievableResult } from '@/server/retrieval/lookup'
import { defaultMessage } from '@/server/http/refusals'
import { send } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

/** A result as a test reached without the start modal saves it: no name, no email; its device's cookie token. */
async function savedWithoutContact(profile = 'AS', fields: { email?: string; unlocked?: boolean } = {}) {
  const { token, hash } = newAccessToken()
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: {
      bilanType: 'scolaire',
      scores: { r: 1, i: 1, a: 3, s: 5, e: 1, c: 1 },
      dominantProfile: profile,
      accessTokenHash: hash,
      email: fields.email,
      ...(fields.unlocked ? { unlockSource: 'promo', unlockedAt: new Date().toISOString() } : {}),
    } as never,
  })
  return { id: result.id, token }
}

const giveContact = (cookie: string | null, body: unknown) =>
  send('/assessments/riasec/contact', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  })

const contactOf = async (id: number) => {
  const [row] = await execute<{ name: string | null; email: string | null }>(payload, sql`select name, email from riasec_results where id = ${id}`)
  return row
}

describe('POST /assessments/riasec/contact', () => {
  it('saves the name and email on the device’s result, which « Accès à mes résultats » then finds', async () => {
    const email = `camille-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await savedWithoutContact()
    expect(await findRetrievableResult(payload, { email, firstName: 'Camille' })).toBeNull()

    const response = await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: ' Camille Roux ', email: ` ${email.toUpperCase()} ` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await contactOf(result.id)).toEqual({ name: 'Camille Roux', email })
    expect((await findRetrievableResult(payload, { email, firstName: 'camille' }))?.id).toBe(result.id)
    // Sent again (the answer was lost): taken again, but the name saved stays (the report and the retrieval use it).
    expect((await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Intrus', email } })).status).toBe(200)
    expect(await contactOf(result.id)).toEqual({ name: 'Camille Roux', email })
  })

  it('records a parent’s consent given with the contact of a visitor under 15', async () => {
    const email = `zoe-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await savedWithoutContact()
    const consentOf = async () =>
      (await execute<{ parental_consent_at: Date | null }>(payload, sql`select parental_consent_at from riasec_results where id = ${result.id}`))[0]!.parental_consent_at
    expect(await consentOf()).toBeNull()
    const response = await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Zoé', email, parentalConsent: true } })
    expect(response.status).toBe(200)
    const given = await consentOf()
    expect(Date.now() - new Date(given!).getTime()).toBeLessThan(60_000)
    // Sent again without it (the next visit's dialog, unticked): the consent recorded stays.
    expect((await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Zoé', email } })).status).toBe(200)
    expect(await consentOf()).toEqual(given)
  })

  it('takes a contact on a result whose address is empty rather than missing', async () => {
    const email = `lou-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await savedWithoutContact('AS', { email: '' })
    expect((await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Lou', email } })).status).toBe(200)
    expect(await contactOf(result.id)).toEqual({ name: 'Lou', email })
  })

  it('never moves results saved with an address to another one', async () => {
    const email = `hugo-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await savedWithoutContact('AS')
    expect((await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Hugo', email } })).status).toBe(200)

    const response = await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Intrus', email: 'intrus@exemple.fr' } })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: defaultMessage('contactOtherAddress'), code: 'contactOtherAddress' })
    expect(await contactOf(result.id)).toEqual({ name: 'Hugo', email })
    expect(await findRetrievableResult(payload, { email: 'intrus@exemple.fr', firstName: 'Intrus' })).toBeNull()
  })

  it('gives a name to results a purchase made before the test saved with its address alone', async () => {
    const email = `ines-${randomUUID().slice(0, 8)}@exemple.fr`
    const result = await savedWithoutContact('AS', { email })
    // Without a name, any first name finds it; with one, only that one.
    expect((await findRetrievableResult(payload, { email, firstName: 'Zoé' }))?.id).toBe(result.id)
    expect((await giveContact(`riasec_access=${result.token}`, { profile: 'AS', contact: { name: 'Inès', email } })).status).toBe(200)
    expect(await contactOf(result.id)).toEqual({ name: 'Inès', email })
    expect(await findRetrievableResult(payload, { email, firstName: 'Zoé' })).toBeNull()
    expect((await findRetrievableResult(payload, { email, firstName: 'Ines' }))?.id).toBe(result.id)
  })

  it('acts only on the device’s latest result, on its profile’s page, never on the unlocked one it kept', async () => {
    const result = await savedWithoutContact('AS')
    const contact = { name: 'Noé', email: `noe-${randomUUID().slice(0, 8)}@exemple.fr` }
    for (const [cookie, profile] of [
      [null, 'AS'],
      ['riasec_access=jeton-inconnu-0123456789', 'AS'],
      [`riasec_access=${result.token}`, 'RI'],
    ] as const) {
      const response = await giveContact(cookie, { profile, contact })
      expect(response.status).toBe(409)
      expect((await response.json()).code).toBe('contactNotOwn')
    }
    expect(await contactOf(result.id)).toEqual({ name: null, email: null })

    // The device took the test again (another profile) and kept its earlier unlocked result, neither with a contact:
    // it may be a previous pupil's on a shared computer. Its page saves nothing, nor does the latest test's for it.
    const kept = await savedWithoutContact('RI', { unlocked: true })
    const device = `riasec_access=${result.token}; riasec_unlocked=${kept.token}`
    expect((await (await giveContact(device, { profile: 'RI', contact })).json()).code).toBe('contactNotOwn')
    const saved = await giveContact(device, { profile: 'AS', contact })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ saved: true, name: 'Noé' })
    expect(await contactOf(result.id)).toEqual(contact)
    expect(await contactOf(kept.id)).toEqual({ name: null, email: null })
  })

  it('refuses a contact the start modal would refuse, with its message', async () => {
    const result = await savedWithoutContact('AS')
    const cookie = `riasec_access=${result.token}`
    for (const [contact, code] of [
      [{ name: '', email: 'lea@exemple.fr' }, 'firstNameRequired'],
      [{ name: '1234', email: 'lea@exemple.fr' }, 'firstNameInvalid'],
      [{ name: 'Léa', email: 'lea@exemple' }, 'emailInvalid'],
      [{ name: 'Léa'.repeat(40), email: 'lea@exemple.fr' }, 'tooLong'],
    ] as const) {
      const response = await giveContact(cookie, { profile: 'AS', contact })
      expect(response.status).toBe(400)
      expect((await response.json()).code).toBe(code)
    }
    expect((await giveContact(cookie, { profile: 'XY', contact: { name: 'Léa', email: 'lea@exemple.fr' } })).status).toBe(400)
    expect(await contactOf(result.id)).toEqual({ name: null, email: null })
  })
})
