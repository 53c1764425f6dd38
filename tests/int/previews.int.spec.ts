/**
 * The admin's « Aperçu » of the emails (src/server/email/previews.ts) and of the report
 * (src/server/report/preview.ts), on a real database: what a visitor would receive, written from what
 * editors and admins saved last, and nothing written by looking.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { execute } from '@/server/db'
import { emailPreviews, type EmailPreview } from '@/server/email/previews'
import { previewReport } from '@/server/report/preview'
import { pdfPagesText } from '@/server/report/pdf-text'
import { testPayload } from '../helpers/payload'

const context = { disableRevalidate: true }
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

const byId = (previews: EmailPreview[], id: string): EmailPreview => {
  const found = previews.find((preview) => preview.id === id)
  if (!found) throw new Error(`No preview « ${id} » among ${previews.map((preview) => preview.id).join(', ')}`)
  return found
}

const rowCounts = async () =>
  (await execute<{ links: number; emails: number }>(payload, sql`select (select count(*)::int from access_links) as links, (select count(*)::int from outbox_emails) as emails`))[0]

describe('the emails’ preview', () => {
  it('shows each email a visitor can receive, with its subject as editors wrote it, the « Mes données » lines under all but the one that is that link', async () => {
    const previews = await emailPreviews(payload)
    expect(previews.map((preview) => preview.message.subject)).toEqual([
      'Ton profil complet est débloqué',
      'Ta commande est confirmée : il te reste le test RIASEC',
      'Ton rapport d’orientation est prêt',
      'Ta réservation de coaching est confirmée',
      'Ta commande est confirmée : profil complet et coaching',
      'Ta commande est confirmée : profil complet et coaching',
      'Ton paiement en double a été remboursé',
      'Ton lien d’accès à tes résultats — Cap Orientation',
      'Tes données personnelles — Cap Orientation',
    ].map((subject) => subject.replace(' :', '\u00a0:')))
    for (const preview of previews) {
      expect(preview.message.to).toBe('lea@exemple.fr')
      expect(preview.message.text).toContain('Bonjour')
      expect(preview.message.text).toContain('/mes-donnees/lien?lien=exemple')
      // The « Mes données » email is that link: no second one under it.
      if (preview.id === 'mes-donnees') expect(preview.message.html.match(/Gérer mes données/g)).toHaveLength(1)
      else expect(preview.message.html.endsWith('Gérer mes données</a></p>')).toBe(true)
    }
    // The parts of each kind of order: the waiver, the availability, the refund of a duplicate.
    expect(byId(previews, 'rapport').message.text).toContain('tu as renoncé expressément à ton droit de rétractation')
    expect(byId(previews, 'rapport-avant-test').message.text).toContain('Passer le test sur cet appareil')
    expect(byId(previews, 'coaching').message.text).toContain('Tes disponibilités\u00a0: Le week-end.')
    expect(byId(previews, 'part-du-rapport-remboursee').message.text).toContain('la part du rapport dans ta formule')
    expect(byId(previews, 'paiement-en-double').message.text).toContain('nous te l’avons donc remboursé en entier')
  })

  it('follows the texts, prices and profile names saved since, and writes nothing', async () => {
    const before = await rowCounts()
    const texts = (await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })).copy as Record<string, any>
    const edited = structuredClone(texts)
    edited.payments.emails.reportIntro = 'Merci pour « {offer} » à {price}, le {date} !'
    edited.emails.resultsLink.subject = 'Tes résultats {brand}'
    const profile = (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'adulte' } }, { code: { equals: 'AS' } }] }, limit: 1, overrideAccess: true })).docs[0]!
    try {
      await payload.updateGlobal({ slug: 'interface-texts', data: { copy: edited }, overrideAccess: true, context })
      await payload.updateGlobal({ slug: 'site-settings', data: { prices: { report: 2400 }, brandName: 'Boussole' }, overrideAccess: true, context })
      await payload.update({ collection: 'profiles', id: profile.id, data: { name: 'Le Guide inspiré' }, overrideAccess: true, context })

      const previews = await emailPreviews(payload)
      expect(byId(previews, 'rapport').message.text).toMatch(/^Merci pour «.+» à 24,00[\u00a0\u202f]€, le \d{1,2}(er)? \p{L}+ \d{4}\u202f!$/mu)
      expect(byId(previews, 'acces-resultats').message.subject).toBe('Tes résultats Boussole')
      expect(byId(previews, 'acces-resultats').message.text).toContain('AS — Le Guide inspiré')
      expect(byId(previews, 'coaching').message.text).toContain('L’équipe Boussole')
      expect(await rowCounts()).toEqual(before)
    } finally {
      await payload.updateGlobal({ slug: 'interface-texts', data: { copy: texts }, overrideAccess: true, context })
      await payload.updateGlobal({ slug: 'site-settings', data: { prices: { report: null }, brandName: 'Cap Orientation' }, overrideAccess: true, context })
      await payload.update({ collection: 'profiles', id: profile.id, data: { name: profile.name }, overrideAccess: true, context })
    }
  })
})

describe('the report’s preview', () => {
  it('renders the twelve pages a visitor of the profile would download now, with the profile as saved, and stores nothing', async () => {
    const profile = (await payload.find({ collection: 'profiles', where: { and: [{ set: { equals: 'scolaire' } }, { code: { equals: 'SE' } }] }, limit: 1, overrideAccess: true })).docs[0]!
    const cached = async () => (await execute<{ count: number }>(payload, sql`select count(*)::int as count from report_cache`))[0]!.count
    const before = await cached()
    try {
      await payload.update({ collection: 'profiles', id: profile.id, data: { name: 'La Boussole des autres' }, overrideAccess: true, context })
      const report = await previewReport(payload, 'scolaire', 'SE')
      expect(report?.filename).toBe('apercu-rapport-orientation-camille-se.pdf')
      const pages = pdfPagesText(report!.pdf)
      expect(pages).toHaveLength(12)
      expect(pages.join(' ')).toContain('La Boussole des autres')
      expect(pages[0]).toContain('Camille')
      expect(await cached()).toBe(before)
    } finally {
      await payload.update({ collection: 'profiles', id: profile.id, data: { name: profile.name }, overrideAccess: true, context })
    }
    // A set or code no profile has: nothing to preview.
    expect(await previewReport(payload, 'scolaire', 'RX')).toBeNull()
    expect(await previewReport(payload, 'adulte', 'SR')).not.toBeNull()
  })
})
