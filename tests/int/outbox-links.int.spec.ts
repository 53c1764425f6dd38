/**
 * Staff read the mail sent to visitors without its personal links' keys (src/server/email/mask-links.ts);
 * admins, and the app itself, read it as sent.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { MASK } from '@/server/email/mask-links'
import { createActor, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the outbox', () => {
  it('masks the keys of the personal links for staff, and only for staff', async () => {
    const restore = `${siteUrl()}/acces/${'ab12'.repeat(16)}`
    const rights = `${siteUrl()}/mes-donnees/lien?lien=${'cd34'.repeat(16)}`
    const sent = await payload.create({
      collection: 'outbox-emails',
      overrideAccess: true,
      data: {
        to: `visiteur.${Date.now()}@exemple.fr`,
        subject: 'Accès à tes résultats',
        text: `Ouvre ${restore}\nTes données : ${rights}`,
        html: `<a href="${restore}">Voir</a> <a href="${rights}">Mes données</a>`,
        transport: 'outbox',
      },
    })
    const as = async (role: 'staff' | 'admin') =>
      payload.findByID({ collection: 'outbox-emails', id: sent.id, overrideAccess: false, user: { ...(await createActor(payload, role)), collection: 'users' } })

    const forStaff = await as('staff')
    expect(forStaff.text).toBe(`Ouvre ${siteUrl()}/acces/${MASK}\nTes données : ${siteUrl()}/mes-donnees/lien?${MASK}`)
    expect(forStaff.html).not.toContain('ab12ab12')
    expect(forStaff.html).not.toContain('cd34cd34')
    expect((await as('admin')).text).toBe(sent.text)
    expect((await payload.findByID({ collection: 'outbox-emails', id: sent.id, overrideAccess: true })).text).toBe(sent.text)
  })
})
