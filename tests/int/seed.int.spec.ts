/**
 * Re-seeding an existing database (every `npm start` does): an editor's wording survives, the sentences
 * added to the defaults since the database was seeded appear in the admin's JSON copy, and an article,
 * testimonial, FAQ entry or orientation question an editor deleted, moved or reworded stays so.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '@/seed'
import { accessTexts } from '@/server/retrieval/access-texts'
import { pageMetaDefaults } from '@/content/page-meta'
import { DEFAULT_UI_LABELS } from '@/components/site/ui-labels'
import { faqs, homeCopy, siteDefaults, testimonials } from '@/content/marketing'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { articles } from '@/content/articles'
import { orientationQuestions } from '@/content/questions'
import { installArticleIllustrations } from '@/seed/illustrations'
import { articleIllustration, illustrationTitle } from '@/seed/illustration-files'
import { createActor, testPayload, type Actor } from '../helpers/payload'

type Copy = Record<string, Record<string, unknown>>

let payload: Payload
let editor: Actor

const storedCopy = async (slug: 'site-settings' | 'home-page' | 'interface-texts') =>
  (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })).copy as Copy

const saveCopy = (slug: 'site-settings' | 'home-page' | 'interface-texts', copy: Copy) =>
  payload.updateGlobal({ slug, data: { copy } as never, user: editor, overrideAccess: false })

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  editor = await createActor(payload, 'editor')
})

describe('seed over an existing database', () => {
  it('seeds the access texts, the interface labels and the page titles', async () => {
    const texts = await storedCopy('interface-texts')
    expect(texts.retrieval).toEqual(accessTexts.retrieval)
    expect(texts.dataRights).toEqual(accessTexts.dataRights)
    const site = await storedCopy('site-settings')
    expect(site.ui).toEqual(DEFAULT_UI_LABELS)
    expect(site.meta).toEqual(pageMetaDefaults)
  })

  it('keeps an editor’s changes and writes nothing when no key is missing', async () => {
    const texts = await storedCopy('interface-texts')
    const retrieval = { ...texts.retrieval, title: 'Retrouver mon profil', intro: '' }
    await saveCopy('interface-texts', { ...texts, retrieval })
    const site = await storedCopy('site-settings')
    const menu = { ...site.menu, items: (site.menu!.items as unknown[]).slice(1) }
    await saveCopy('site-settings', { ...site, menu })
    const before = await Promise.all([
      payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true }),
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    ])

    const report = await seed(payload)

    expect(report.completed).toBe(0)
    const after = await Promise.all([
      payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true }),
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    ])
    expect(after.map((doc) => doc.updatedAt)).toEqual(before.map((doc) => doc.updatedAt))
    expect((after[0].copy as Copy).retrieval).toEqual(retrieval)
    expect((after[1].copy as Copy).menu!.items).toEqual(siteDefaults.menu.items.slice(1))
  })

  it('adds to an old copy the keys it lacks, beside the editor’s sentences', async () => {
    // As stored before these keys existed, with one sentence an editor rewrote.
    const { dataRights, ...withoutDataRights } = await storedCopy('interface-texts')
    const { resultsLink, ...oldEmails } = withoutDataRights.emails!
    expect(resultsLink).toEqual(accessTexts.emails.resultsLink)
    expect(dataRights).toBeDefined()
    const oldRetrieval = withoutDataRights.retrieval!
    await saveCopy('interface-texts', { ...withoutDataRights, emails: oldEmails })
    const { meta, ...oldSite } = await storedCopy('site-settings')
    expect(meta).toBeDefined()
    await saveCopy('site-settings', oldSite)
    const home = await storedCopy('home-page')
    const { subtitle, ...withoutSubtitle } = home.hero!
    expect(subtitle).toBe(homeCopy.hero.subtitle)
    const oldHero = { ...withoutSubtitle, title: 'Trouve ta voie, à ton rythme' }
    await saveCopy('home-page', { ...home, hero: oldHero })

    const report = await seed(payload)

    expect(report.completed).toBe(3)
    const completed = await storedCopy('interface-texts')
    expect(completed.emails).toEqual({ ...oldEmails, resultsLink: accessTexts.emails.resultsLink })
    expect(completed.retrieval).toEqual(oldRetrieval)
    expect(completed.retrieval!.title).toBe('Retrouver mon profil')
    expect(completed.dataRights).toEqual(accessTexts.dataRights)
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect((site.copy as Copy).meta).toEqual(pageMetaDefaults)
    expect(site.brandName).toBeTruthy()
    expect((await storedCopy('home-page')).hero).toEqual({ ...oldHero, subtitle: homeCopy.hero.subtitle })
  })

  it('gives each article its illustration once, and keeps a picture an editor chose', async () => {
    const find = () => payload.find({ collection: 'articles', limit: 0, depth: 1, overrideAccess: true, sort: 'order' })
    const photo = Buffer.from(SMALL_PNG, 'base64')
    const chosen = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Photo choisie par la rédaction' },
      file: { data: photo, mimetype: 'image/png', name: 'photo-redaction.png', size: photo.length },
    })
    const [first] = (await find()).docs
    await payload.update({ collection: 'articles', id: first!.id, data: { image: chosen.id }, overrideAccess: true })

    expect(await installArticleIllustrations(payload)).toEqual({ installed: articles.length - 1, kept: 1 })

    const docs = (await find()).docs
    expect(docs.map((doc) => doc.slug)).toEqual(articles.map((article) => article.slug))
    expect(docs[0]!.image).toMatchObject({ id: chosen.id })
    for (const doc of docs.slice(1)) {
      const image = doc.image as { alt: string; filename: string; focalY: number }
      expect(image.alt).toBe(await illustrationTitle(articleIllustration(doc.slug)))
      // The wide strip a card shows keeps the faces, in the picture's upper part.
      expect(image.focalY).toBe(25)
      expect(image.filename).toBe(articleIllustration(doc.slug).replace('.svg', '.webp'))
      // The article stays published, with its picture.
      expect(doc._status).toBe('published')
    }
    const media = await payload.count({ collection: 'media', overrideAccess: true })
    expect(await installArticleIllustrations(payload)).toEqual({ installed: 0, kept: articles.length })
    expect(await payload.count({ collection: 'media', overrideAccess: true })).toEqual(media)
  })
})

describe('editorial defaults, seeded once', () => {
  const [faq] = faqs
  const [testimonial] = testimonials
  const findFaq = () => payload.find({ collection: 'faqs', where: { and: [{ question: { equals: faq!.question } }, { placement: { equals: faq!.placement } }] }, overrideAccess: true })
  const testimonialsBy = (author: string) => payload.count({ collection: 'testimonials', where: { author: { equals: author } }, overrideAccess: true })
  const faqKey = `faqs:${faq!.placement}:${faq!.question}`

  it('never brings back a FAQ entry an editor deleted, nor the original beside a testimonial they corrected', async () => {
    const [entry] = (await findFaq()).docs
    await payload.delete({ collection: 'faqs', id: entry!.id, user: editor, overrideAccess: false })
    const [quote] = (await payload.find({ collection: 'testimonials', where: { author: { equals: testimonial!.author } }, overrideAccess: true })).docs
    await payload.update({ collection: 'testimonials', id: quote!.id, data: { author: 'Camille, 17 ans' }, user: editor, overrideAccess: false })

    await seed(payload)

    expect((await findFaq()).totalDocs).toBe(0)
    expect((await testimonialsBy(testimonial!.author)).totalDocs).toBe(0)
    expect((await testimonialsBy('Camille, 17 ans')).totalDocs).toBe(1)
    // Back as seeded, for the files that run after this one.
    await payload.update({ collection: 'testimonials', id: quote!.id, data: { author: testimonial!.author }, overrideAccess: true })
    await execute(payload, sql`delete from seeded_content where key = ${faqKey}`)
    await seed(payload)
    expect((await findFaq()).totalDocs).toBe(1)
  })

  it('never brings back an orientation step an editor deleted, nor one they moved to a free place', async () => {
    const step = async (order: number) =>
      (await payload.find({ collection: 'questions', where: { and: [{ test: { equals: 'orientation' } }, { order: { equals: order } }] }, depth: 0, overrideAccess: true })).docs[0]
    const last = orientationQuestions.length
    const [removed, moved] = [await step(last), await step(last - 1)]
    await payload.delete({ collection: 'questions', id: removed!.id, user: editor, overrideAccess: false })
    await payload.update({ collection: 'questions', id: moved!.id, data: { order: 12 }, user: editor, overrideAccess: false })

    await seed(payload)

    expect(await step(last)).toBeUndefined()
    expect(await step(last - 1)).toBeUndefined()
    expect((await step(12))?.title).toBe(moved!.title)
    // Back as seeded, for the files that run after this one.
    await payload.update({ collection: 'questions', id: moved!.id, data: { order: last - 1 }, overrideAccess: true })
    await execute(payload, sql`delete from seeded_content where key = ${`questions:orientation:${last}`}`)
    await seed(payload)
    expect((await step(last))?.title).toBe(removed!.title)
  })

  it('counts the defaults of a database seeded before the record as seeded, the missing ones included', async () => {
    const [entry] = (await findFaq()).docs
    await payload.delete({ collection: 'faqs', id: entry!.id, overrideAccess: true })
    await execute(payload, sql`delete from seeded_content`)

    const report = await seed(payload)

    expect(report.created).toBe(0)
    expect((await findFaq()).totalDocs).toBe(0)
    const recorded = await execute<{ key: string }>(payload, sql`select key from seeded_content`)
    expect(recorded.map((row) => row.key)).toContain(faqKey)
    expect(recorded).toHaveLength(articles.length + testimonials.length + faqs.length + orientationQuestions.length)
    await execute(payload, sql`delete from seeded_content where key = ${faqKey}`)
    await seed(payload)
    expect((await findFaq()).totalDocs).toBe(1)
  })
})

/** A 1 × 1 PNG: an editor's own picture. */
const SMALL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

describe('the editors’ history', () => {
  it('starts with the seeded state, and gives a database older than the history its documents’ state as their first version, once', async () => {
    const versionsOf = async () => ({
      texts: (await payload.findGlobalVersions({ slug: 'interface-texts', limit: 1, overrideAccess: true })).totalDocs,
      page: (await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } }, limit: 1, overrideAccess: true })).totalDocs,
    })
    const page = (await payload.find({ collection: 'pages', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    // Seeded with the history: each document has its first version.
    const seeded = await versionsOf()
    expect(seeded.texts).toBeGreaterThan(0)
    expect(seeded.page).toBeGreaterThan(0)

    // A database from before the history: no version at all.
    await execute(payload, sql`delete from _interface_texts_v`)
    await execute(payload, sql`delete from _pages_v where parent_id = ${page.id}`)
    expect(await versionsOf()).toEqual({ texts: 0, page: 0 })
    await seed(payload)
    expect(await versionsOf()).toEqual({ texts: 1, page: 1 })
    const [kept] = (await payload.findVersions({ collection: 'pages', where: { parent: { equals: page.id } }, overrideAccess: true })).docs
    expect(kept!.version.title).toBe(page.title)
    // Once: a later start adds none.
    await seed(payload)
    expect(await versionsOf()).toEqual({ texts: 1, page: 1 })
  })
})
