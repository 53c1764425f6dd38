/**
 * Staff read the mail sent to visitors without its personal links' keys (src/server/email/mask-links.ts);
 * admins, and the app itself, read it as kept (whole without SMTP; masked once SMTP delivered it, which the
 * migration below does for the mail kept whole before).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload, Where } from 'payload'
import { siteUrl } from '@/env'
import { MASK, maskPersonalLinks } from '@/server/email/mask-links'
import * as maskedOutbox from '../../migrations/20261125_060000_masked_outbox_links'
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

  it('never lets staff filter or sort by a body, which would spell a masked key out one character at a time', async () => {
    const key = 'ef56'.repeat(16)
    await payload.create({
      collection: 'outbox-emails',
      overrideAccess: true,
      data: { to: `oracle.${Date.now()}@exemple.fr`, subject: 'Accès à tes résultats', text: `Ouvre ${siteUrl()}/acces/${key}`, transport: 'outbox' },
    })
    const staff = { ...(await createActor(payload, 'staff')), collection: 'users' as const }
    const admin = { ...(await createActor(payload, 'admin')), collection: 'users' as const }
    const guesses: Array<{ where?: Where; sort?: string | string[] }> = [
      { where: { text: { like: `/acces/${key.slice(0, 2)}` } } },
      { where: { or: [{ subject: { equals: 'x' } }, { and: [{ html: { contains: key.slice(0, 2) } }] }] } },
      { where: { 'text.x': { exists: true } } },
      { sort: '-text' },
      { sort: ['createdAt', 'html'] },
    ]
    for (const query of guesses) {
      await expect(payload.find({ collection: 'outbox-emails', overrideAccess: false, user: staff, ...query }), JSON.stringify(query)).rejects.toMatchObject({ status: 400 })
      if (query.where) await expect(payload.count({ collection: 'outbox-emails', overrideAccess: false, user: staff, where: query.where })).rejects.toMatchObject({ status: 400 })
    }
    // What staff need still works; admins, who read the mail whole, may query it.
    expect((await payload.find({ collection: 'outbox-emails', overrideAccess: false, user: staff, where: { subject: { like: 'Accès' } }, sort: '-createdAt' })).docs.length).toBeGreaterThan(0)
    expect((await payload.find({ collection: 'outbox-emails', overrideAccess: false, user: admin, where: { text: { like: key } } })).totalDocs).toBe(1)
  })

  it('masks, by migration, the keys of the emails SMTP delivered before they were archived masked, as the app masks them', async () => {
    const site = siteUrl()
    const text = [
      `Ton accès : ${site}/acces/${'ab12'.repeat(16)}`,
      `Ton rapport : ${site}/api/report/link/AbC-_123xyz`,
      `Tes données : ${site}/mes-donnees/lien?lien=${'cd34'.repeat(16)}`,
      `Avant : ${site}/mes-donnees?lien=${'ef56'.repeat(16)}`,
      `Sur un autre appareil : ${site}/commande/appareil?commande=cs_test_1&expire=1790000000&signature=abc-_DEF`,
      `Et rien d’autre : ${site}/acces-resultats, ${site}/mes-donnees.`,
      `Suivi d’une espace insécable : ${site}/mes-donnees?lien=${'ab'.repeat(32)}\u00a0»`,
    ].join('\n')
    const html = `<a href="${site}/commande/appareil?commande=cs_1&amp;expire=17&amp;signature=ff">Passer le test</a> <a href='${site}/acces/deadbeef'>Voir</a>`
    const row = (transport: 'smtp' | 'outbox') =>
      payload.create({ collection: 'outbox-emails', overrideAccess: true, data: { to: `ancien.${Date.now()}@exemple.fr`, subject: 'Avant', text, html, transport } })
    const delivered = await row('smtp')
    const kept = await row('outbox')
    const migrate = { db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} as never }
    await maskedOutbox.up(migrate)
    await maskedOutbox.up(migrate)
    const read = (id: number) => payload.findByID({ collection: 'outbox-emails', id, overrideAccess: true })
    expect(await read(delivered.id)).toMatchObject({ text: maskPersonalLinks(text), html: maskPersonalLinks(html) })
    expect((await read(delivered.id)).text).not.toContain('ab12ab12')
    expect(await read(kept.id)).toMatchObject({ text, html })
  })
})
