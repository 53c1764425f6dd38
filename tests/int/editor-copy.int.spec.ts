/**
 * The editors' JSON copy keeps the `{name}` placeholders the site fills (src/fields/copy-placeholders.ts):
 * a save that mistypes or loses one is refused with the texts to mend, over REST from the admin as through
 * the Local API, and nothing is written; the copy as seeded, and reworded copy, are saved.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { execute } from '@/server/db'
import { createActor, testPayload } from '../helpers/payload'
import { routeRequest, sessionCookie } from '../helpers/api-server'

const PASSWORD = 'a-long-test-password-123'
const context = { disableRevalidate: true }
const SLUGS = ['interface-texts', 'report-texts', 'home-page', 'site-settings'] as const
type Slug = (typeof SLUGS)[number]

let payload: Payload
let editor: Awaited<ReturnType<typeof createActor>>
let cookie: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  editor = await createActor(payload, 'editor')
  cookie = await sessionCookie(payload, editor.email, PASSWORD)
})

const copyOf = async (slug: Slug) => structuredClone((await payload.findGlobal({ slug, depth: 0, overrideAccess: true })).copy) as Record<string, any>

const saveAsEditor = (slug: Slug, copy: unknown) =>
  routeRequest(`/api/globals/${slug}`, { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { copy } })

/** The editor's save is refused (400) with every sentence given, and the stored copy is left as it was. */
async function expectRefused(slug: Slug, before: unknown, edited: unknown, ...sentences: string[]) {
  const response = await saveAsEditor(slug, edited)
  expect(response.status).toBe(400)
  const message = JSON.stringify(await response.json())
  for (const sentence of sentences) expect(message).toContain(sentence)
  expect(await copyOf(slug)).toEqual(before)
}

describe('placeholders in the editors’ copy', () => {
  it.each(SLUGS)('saves the copy of « %s » as seeded', async (slug) => {
    const copy = await copyOf(slug)
    expect((await saveAsEditor(slug, copy)).status).toBe(200)
    expect(await copyOf(slug)).toEqual(copy)
  })

  it('refuses a mistyped placeholder and a lost price, says where, and writes nothing', async () => {
    const before = await copyOf('interface-texts')
    const edited = structuredClone(before)
    edited.payments.checkout.pay = 'Payer 18 €'
    edited.retrieval.sentText = edited.retrieval.sentText.replace('{minutes}', '{minute}')
    await expectRefused(
      'interface-texts',
      before,
      edited,
      '« payments › checkout › pay » : il manque {price}',
      '« retrieval › sentText » : il manque {minutes} ; {minute} n’est pas remplacé par le site (possibles ici : {minutes})',
    )
  })

  it('never refuses again what is stored: a text saved before the check stays, the seed adds its new keys, another text is saved', async () => {
    const before = await copyOf('interface-texts')
    // As an editor left it before this check: a placeholder dropped; and a key the defaults gained since.
    const legacy = structuredClone(before)
    legacy.results.premiumText = 'Le rapport, un appel et un mois de suivi, à un prix doux.'
    delete legacy.retrieval.sentTitle
    await execute(payload, sql`update interface_texts set copy = ${JSON.stringify(legacy)}::jsonb`)
    await seed(payload)
    const seeded = await copyOf('interface-texts')
    expect(seeded.retrieval.sentTitle).toBe(before.retrieval.sentTitle)
    expect(seeded.results.premiumText).toBe(legacy.results.premiumText)

    seeded.retrieval.title = 'Retrouver mes résultats'
    expect((await saveAsEditor('interface-texts', seeded)).status).toBe(200)
    expect((await copyOf('interface-texts')).retrieval.title).toBe('Retrouver mes résultats')
    expect((await saveAsEditor('interface-texts', before)).status).toBe(200)
  })

  it('refuses the same through the Local API with the editor’s rights, for the report’s texts', async () => {
    const before = await copyOf('report-texts')
    const key = Object.keys(before).find((name) => typeof before[name] === 'object' && JSON.stringify(before[name]).includes('{firstName}'))!
    const edited = JSON.parse(JSON.stringify(before).replaceAll('{firstName}', '{prenom}'))
    const refusal = await payload
      .updateGlobal({ slug: 'report-texts', data: { copy: edited }, overrideAccess: false, user: { ...editor, collection: 'users' }, context })
      .then(() => null, (error: { status?: number; data?: { errors?: { path: string; message: string }[] } }) => error)
    expect(refusal?.status).toBe(400)
    expect(refusal?.data?.errors).toEqual([{ path: 'copy', label: 'Textes', message: expect.stringMatching(new RegExp(`« ${key} › .*\\{prenom\\} n’est pas remplacé par le site`)) }])
    expect(await copyOf('report-texts')).toEqual(before)
  })

  it('refuses a report list longer than its page holds, and page titles of another count; saves a shortened list', async () => {
    const before = await copyOf('report-texts')
    const longer = structuredClone(before)
    longer.pageTitles = [...before.pageTitles, 'Page en trop']
    longer.resources.adult = [...before.resources.adult, before.resources.adult[0]]
    await expectRefused(
      'report-texts',
      before,
      longer,
      '« pageTitles » en compte 13, il en faut 12 (un par page)',
      '« resources › adult » en compte 7, le rapport en tient 6 au plus',
    )

    const shorter = structuredClone(before)
    shorter.resources.adult = before.resources.adult.slice(0, 3)
    expect((await saveAsEditor('report-texts', shorter)).status).toBe(200)
    expect((await copyOf('report-texts')).resources.adult).toHaveLength(3)
    expect((await saveAsEditor('report-texts', before)).status).toBe(200)
  })

  it('refuses a renamed key and a sentence of another kind, which the site would silently ignore, and writes nothing', async () => {
    const before = await copyOf('interface-texts')
    const edited = structuredClone(before)
    edited.payments.checkout.payy = edited.payments.checkout.pay
    delete edited.payments.checkout.pay
    edited.payments.order.ready = 42
    await expectRefused(
      'interface-texts',
      before,
      edited,
      '« payments › checkout › payy » : ce nom n’existe pas ici, le site ne le lit pas (noms possibles : ',
      '« payments › order › ready » : le site attend un texte entre guillemets',
    )
    // A key a former version of the site used, kept in the stored copy, is no reason to refuse another change.
    await execute(payload, sql`update interface_texts set copy = jsonb_set(copy, '{payments,order,formerSentence}', '"Une phrase d’avant"')`)
    const stored = await copyOf('interface-texts')
    stored.payments.order.ready = 'Ton rapport t’attend !'
    try {
      expect((await saveAsEditor('interface-texts', stored)).status).toBe(200)
    } finally {
      expect((await saveAsEditor('interface-texts', before)).status).toBe(200)
    }
  })

  it('saves reworded texts that keep their placeholders, a reordered list and an emptied text', async () => {
    const edited = await copyOf('interface-texts')
    edited.payments.checkout.pay = 'Je règle {price} maintenant'
    edited.retrieval.sentText = ''
    const home = await copyOf('home-page')
    const list = Object.entries(home).find(([, value]) => Array.isArray(value) && value.length > 1)!
    home[list[0]] = [...list[1]].reverse()
    expect((await saveAsEditor('interface-texts', edited)).status).toBe(200)
    expect((await saveAsEditor('home-page', home)).status).toBe(200)
    expect((await copyOf('interface-texts')).payments.checkout.pay).toBe('Je règle {price} maintenant')
    expect((await copyOf('home-page'))[list[0]]).toEqual([...list[1]].reverse())
  })
})

describe('links an editor writes', () => {
  const PUBLIC_PAGE = 'bilan-competences-tous-publics'
  const publicPage = async () =>
    (await payload.find({ collection: 'pages', where: { slug: { equals: PUBLIC_PAGE } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
  const saveSections = (id: number, sections: unknown) =>
    routeRequest(`/api/pages/${id}`, { method: 'PATCH', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { sections } })

  it('seeds the all-audiences page with its button to the Premium offer, under the section that names it', async () => {
    const section = (await publicPage()).sections!.find((item) => item.link?.href)
    expect(section).toMatchObject({ title: 'Le rapport complet, si vous le souhaitez', link: { label: 'Découvrir l’offre Premium', href: '/coaching?offer=premium' } })
  })

  it('refuses a section button leading off the site or missing half of it, and saves one to a page of the site', async () => {
    const page = await publicPage()
    const withLink = (link: Record<string, unknown>) => page.sections!.map((section, index) => ({ ...section, ...(index === 0 ? { link } : {}) }))
    try {
      for (const [link, message] of [
        [{ label: 'Voir', href: 'https://exemple.fr/' }, 'Indique une adresse de ce site commençant par « / »'],
        [{ label: 'Voir', href: '//exemple.fr/' }, 'Indique une adresse de ce site commençant par « / »'],
        [{ label: 'Voir', href: null }, 'Indique l’adresse du bouton, ou efface son texte.'],
        [{ label: '   ', href: '/ressources' }, 'Écris le texte du bouton, ou efface son adresse.'],
      ] as const) {
        const response = await saveSections(page.id, withLink(link))
        expect(response.status, JSON.stringify(link)).toBe(400)
        expect(JSON.stringify(await response.json())).toContain(message)
      }
      expect((await publicPage()).sections).toEqual(page.sections)
      // A pasted address keeps no space at either end.
      expect((await saveSections(page.id, withLink({ label: ' Lire nos ressources ', href: ' /ressources#articles\n' }))).status).toBe(200)
      expect((await publicPage()).sections![0]!.link).toEqual({ label: 'Lire nos ressources', href: '/ressources#articles' })
    } finally {
      expect((await saveSections(page.id, page.sections)).status).toBe(200)
    }
  })

  it('keeps the start button and the section titles of an audience page, which the Méthode page does without', async () => {
    const pageOf = async (slug: string) => (await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const save = (id: number, data: Record<string, unknown>) =>
      routeRequest(`/api/pages/${id}`, { method: 'PATCH', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: data })
    const audience = await pageOf(PUBLIC_PAGE)
    const refused = await save(audience.id, { hero: { ...audience.hero, cta: '  ' }, faqTitle: '' })
    expect(refused.status).toBe(400)
    const said = JSON.stringify(await refused.json())
    expect(said).toContain('Écris le texte du bouton principal : sans lui, la page n’a plus de bouton pour commencer le bilan.')
    expect(said).toContain('Écris le titre de la FAQ')
    expect((await pageOf(PUBLIC_PAGE)).hero).toEqual(audience.hero)

    const method = await pageOf('methode')
    try {
      expect((await save(method.id, { hero: { ...method.hero, cta: '' }, faqTitle: '' })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'pages', id: method.id, data: { hero: method.hero, faqTitle: method.faqTitle }, overrideAccess: true, context })
    }
  })

  it('refuses a social network address that is not a full https address, and saves the account’s page trimmed', async () => {
    const settings = async () => payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const before = (await settings()).socialLinks ?? []
    const taglineBefore = (await settings()).tagline
    const save = (socialLinks: unknown) =>
      routeRequest('/api/globals/site-settings', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { socialLinks } })
    try {
      const refused = await save([{ label: 'Instagram', url: 'instagram.com/caporientation' }])
      expect(refused.status).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('Indique l’adresse complète du compte, commençant par https://')
      expect(((await settings()).socialLinks ?? []).map(({ label, url }) => ({ label, url }))).toEqual(before.map(({ label, url }) => ({ label, url })))
      expect((await save([{ label: 'Instagram', url: ' https://www.instagram.com/caporientation/ ' }])).status).toBe(200)
      expect((await settings()).socialLinks?.map(({ url }) => url)).toEqual(['https://www.instagram.com/caporientation/'])
      // An address stored before the check is no reason to refuse another change of the settings.
      await execute(payload, sql`update site_settings_social_links set url = 'instagram.com/caporientation'`)
      const kept = (await settings()).socialLinks!.map(({ id, label, url }) => ({ id, label, url }))
      const other = await routeRequest('/api/globals/site-settings', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { tagline: 'Une autre accroche', socialLinks: kept } })
      expect(other.status).toBe(200)
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { tagline: taglineBefore, socialLinks: before.map(({ label, url }) => ({ label, url })) }, overrideAccess: true, context })
    }
  })

  it('refuses a colouring book link that is not a full https address, and saves the book’s page', async () => {
    const save = (url: string | null) =>
      routeRequest('/api/globals/site-settings', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { colouringBook: { url } } })
    try {
      const refused = await save('www.exemple.fr/livre')
      expect(refused.status).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain('Indique l’adresse complète de la page du livre, commençant par https://')
      expect((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).colouringBook?.url ?? null).toBeNull()
      expect((await save(' https://www.exemple.fr/livre-coloriage ')).status).toBe(200)
      expect((await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })).colouringBook?.url).toBe('https://www.exemple.fr/livre-coloriage')
    } finally {
      expect((await save(null)).status).toBe(200)
    }
  })
})

describe('price placeholders in the site’s texts', () => {
  const saveFaq = (id: number, data: Record<string, unknown>) =>
    routeRequest(`/api/faqs/${id}`, { method: 'PATCH', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: data })

  it('refuses a price placeholder the site does not know, says which under its field, and writes nothing', async () => {
    const faq = (await payload.find({ collection: 'faqs', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    try {
      const refused = await saveFaq(faq.id, { answer: 'Le rapport coûte [Prix du raport], la séance [Prix de la séance].' })
      expect(refused.status).toBe(400)
      const { errors } = (await refused.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string; message: string }> } }> }
      expect(errors[0]?.data?.errors).toEqual([
        {
          path: 'answer',
          label: 'Réponse',
          message: expect.stringMatching(/^« \[Prix du raport\] », « \[Prix de la séance\] » : ces repères de prix sont inconnus du site\. Repères possibles : « \[Prix du rapport\] », /),
        },
      ])
      expect((await payload.findByID({ collection: 'faqs', id: faq.id, depth: 0, overrideAccess: true })).answer).toBe(faq.answer)

      // Typed with the keyboard's straight apostrophe, a placeholder is known (the site fills it: placeholders.test.ts).
      expect((await saveFaq(faq.id, { answer: "L'option de suivi coûte [Prix de l'option suivi]." })).status).toBe(200)
      expect((await payload.findByID({ collection: 'faqs', id: faq.id, depth: 0, overrideAccess: true })).answer).toBe("L'option de suivi coûte [Prix de l'option suivi].")
    } finally {
      await payload.update({ collection: 'faqs', id: faq.id, data: { answer: faq.answer }, overrideAccess: true, context })
    }
  })

  it('names the text of a page’s section that holds an unknown price placeholder, where the admin shows it', async () => {
    const page = (await payload.find({ collection: 'pages', where: { slug: { equals: 'bilan-competences-tous-publics' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!
    const sections = structuredClone(page.sections)!
    sections[1]!.text = 'Le rapport : [Prix du raport].'
    const refused = await routeRequest(`/api/pages/${page.id}`, { method: 'PATCH', headers: { cookie, 'sec-fetch-site': 'same-origin' }, body: { sections } })
    expect(refused.status).toBe(400)
    const { errors } = (await refused.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }
    expect(errors[0]?.data?.errors?.map((error) => error.path)).toEqual(['sections.1.text'])
  })

  it('never refuses again a placeholder the stored text already held: another change is saved', async () => {
    const faq = (await payload.find({ collection: 'faqs', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    try {
      await execute(payload, sql`update faqs set answer = 'Dès [Prix du raport].' where id = ${faq.id}`)
      expect((await saveFaq(faq.id, { question: `${faq.question} `, answer: 'Dès [Prix du raport].' })).status).toBe(200)
    } finally {
      await payload.update({ collection: 'faqs', id: faq.id, data: { question: faq.question, answer: faq.answer }, overrideAccess: true, context })
    }
  })
})
