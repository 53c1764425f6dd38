/**
 * « Refaire les 12 pages » of « Exemple de rapport »: the carousels' pictures drawn again from the texts saved
 * now (src/server/report/sample-refresh.ts), on a real database with the seeded pictures installed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLocalReq, type Payload } from 'payload'
import type { Media } from '@/payload-types'
import { seed } from '@/seed'
import { installSampleSlides } from '@/server/report/sample-slides'
import { refreshSampleSlides, samplePagesState } from '@/server/report/sample-refresh'
import { LOCKS, LockBusy, whileAlone } from '@/server/advisory-lock'
import { refreshSamplePagesEndpoint } from '@/endpoints/sample-report'
import { createActor, testPayload, type Actor } from '../helpers/payload'

let payload: Payload
let editor: Exclude<Actor, null>

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  expect(await installSampleSlides(payload)).toBe('installed')
  editor = await createActor(payload, 'editor')
})

const slides = async () => {
  const global = await payload.findGlobal({ slug: 'sample-report', depth: 1, overrideAccess: true })
  return (global.slides ?? []).map((slide) => ({ caption: slide.caption, image: slide.image as Media }))
}

/** What the admin's screen says of the pages: whether they print the texts saved now. */
const pagesState = async () =>
  samplePagesState(payload, (await payload.findGlobal({ slug: 'sample-report', depth: 0, overrideAccess: true })).pagesFingerprint)

/**
 * The deletion the last drawing queued, as the `media` queue would run it ten minutes later (runByID does not
 * wait): its pictures replaced, and when it would run.
 */
async function lastRemoval() {
  const found = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'removeReplacedSamplePages' } }, sort: '-id', limit: 1, overrideAccess: true })
  const job = found.docs[0]!
  return { ids: (job.input as { ids: number[] }).ids, waitUntil: new Date(job.waitUntil!), run: () => payload.jobs.runByID({ id: job.id }) }
}

const pictureOf = (media: Media) => readFileSync(path.join(process.env.MEDIA_DIR!, media.filename!))
const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

async function renamePage(index: number, title: string) {
  const texts = await payload.findGlobal({ slug: 'report-texts', depth: 0, overrideAccess: true })
  const copy = texts.copy as { pageTitles: string[] }
  const pageTitles = copy.pageTitles.map((saved, at) => (at === index ? title : saved))
  await payload.updateGlobal({ slug: 'report-texts', data: { copy: { ...copy, pageTitles } }, user: editor, overrideAccess: false })
}

describe('drawing the sample report’s pages again', () => {
  it('says the pages installed at start print the texts saved (the seed’s), and nothing of pages installed before this was recorded', async () => {
    expect(await pagesState()).toBe('current')
    expect(await samplePagesState(payload, null)).toBe('unknown')
  })

  it('puts 12 new pictures of the report as saved now in the carousels, and deletes the ones it replaced ten minutes later', async () => {
    const installed = await slides()
    const before = await mediaCount()

    expect(await refreshSampleSlides(payload, editor)).toEqual({ pages: 12 })

    const drawn = await slides()
    expect(drawn).toHaveLength(12)
    expect(drawn.map((slide) => slide.caption)).toEqual(installed.map((slide) => slide.caption))
    expect(drawn.map((slide) => slide.image.alt)).toEqual(installed.map((slide) => slide.image.alt))
    expect(drawn.map((slide) => slide.image.filename)).toEqual(drawn.map((_, index) => expect.stringMatching(new RegExp(`^exemple-rapport-page-${String(index + 1).padStart(2, '0')}-[0-9a-z]+\\.webp$`))))
    for (const { image } of drawn) {
      expect(image.width).toBe(1024)
      expect(image.height).toBeGreaterThan(1400)
      expect(image.mimeType).toBe('image/webp')
    }
    // A page with text on it, not a blank one: its pixels vary.
    const { channels } = await sharp(pictureOf(drawn[2]!.image)).stats()
    expect(channels[0]!.stdev).toBeGreaterThan(10)
    // The pictures replaced stay ten minutes, for the pages cached elsewhere that still show them.
    expect(await mediaCount()).toBe(before + 12)
    const removal = await lastRemoval()
    const replaced = installed.map((slide) => slide.image.id)
    expect(removal.ids).toEqual(replaced)
    expect(removal.waitUntil.getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(payload.config.jobs.autoRun as unknown[]).toContainEqual({ cron: '0 */5 * * * *', queue: 'media', limit: 5 })
    await removal.run()
    expect(await mediaCount()).toBe(before)
    expect((await payload.count({ collection: 'media', where: { id: { in: replaced } }, overrideAccess: true })).totalDocs).toBe(0)
  }, 180_000)

  it('draws a page title an editor changed, on its page and in its caption, and leaves the other pages as they were', async () => {
    const first = await slides()
    const [page3, page4] = [pictureOf(first[2]!.image), pictureOf(first[3]!.image)]
    await renamePage(2, 'Mode d’emploi de ton rapport')
    expect(await pagesState()).toBe('stale')

    await refreshSampleSlides(payload, editor)
    expect(await pagesState()).toBe('current')

    const second = await slides()
    expect(second[2]!.caption).toBe('Mode d’emploi de ton rapport')
    expect(second[2]!.image.alt).toBe('Exemple de rapport, page 3 sur 12 : Mode d’emploi de ton rapport')
    expect(pictureOf(second[2]!.image).equals(page3)).toBe(false)
    // The scores' page does not name the pages: drawn again, it is the same picture.
    expect(pictureOf(second[3]!.image).equals(page4)).toBe(true)
    // The pictures of the first drawing go ten minutes later, as the start's did.
    const removal = await lastRemoval()
    expect(removal.ids).toEqual(first.map((slide) => slide.image.id))
    await removal.run()
    expect((await payload.count({ collection: 'media', where: { id: { in: removal.ids } }, overrideAccess: true })).totalDocs).toBe(0)
  }, 180_000)

  it('keeps a picture an editor uploaded, put back, or shows elsewhere, and the slides unchanged when the save is refused', async () => {
    const photo = pictureOf((await slides())[0]!.image)
    const own = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: 'Ma photo du rapport' },
      file: { data: photo, mimetype: 'image/webp', name: 'photo-rapport.webp', size: photo.length },
    })
    const current = await slides()
    await payload.updateGlobal({
      slug: 'sample-report',
      overrideAccess: true,
      data: { slides: current.map((slide, index) => ({ caption: slide.caption, image: index === 0 ? own.id : slide.image.id })) },
    })
    const staff = await createActor(payload, 'staff')
    const before = await mediaCount()

    await expect(refreshSampleSlides(payload, staff)).rejects.toThrow()
    expect((await slides()).map((slide) => slide.image.id)).toEqual([own.id, ...current.slice(1).map((slide) => slide.image.id)])
    expect(await mediaCount()).toBe(before)

    await refreshSampleSlides(payload, editor)
    const removal = await lastRemoval()
    expect(removal.ids).toEqual(current.slice(1).map((slide) => slide.image.id))
    // Meanwhile an editor puts a replaced page back in the carousel: it stays.
    const drawn = await slides()
    const putBack = current[1]!.image.id
    await payload.updateGlobal({
      slug: 'sample-report',
      overrideAccess: true,
      data: { slides: drawn.map((slide, index) => ({ caption: slide.caption, image: index === 1 ? putBack : slide.image.id })) },
    })
    // And another is an article's cover, in a draft not yet published: it stays too.
    const coverInDraft = current[2]!.image.id
    const article = (await payload.find({ collection: 'articles', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'articles', id: article.id, draft: true, overrideAccess: true, data: { image: coverInDraft } })
    // And another is shown inside the terms of sale's text.
    const inText = current[3]!.image.id
    const terms = await payload.findGlobal({ slug: 'terms-of-sale', depth: 0, overrideAccess: true })
    const body = terms.body as { root: { children: unknown[] } }
    const upload = { type: 'upload', version: 3, format: '', relationTo: 'media', value: inText, fields: null }
    await payload.updateGlobal({ slug: 'terms-of-sale', overrideAccess: true, data: { body: { ...body, root: { ...body.root, children: [...body.root.children, upload] } } as never } })
    await removal.run()
    expect((await payload.findByID({ collection: 'media', id: own.id, overrideAccess: true })).alt).toBe('Ma photo du rapport')
    for (const kept of [putBack, coverInDraft, inText]) expect((await payload.findByID({ collection: 'media', id: kept, overrideAccess: true })).id).toBe(kept)
    // 12 drawn, 8 of the 11 replaced deleted.
    expect(await mediaCount()).toBe(before + 4)
  }, 180_000)

  it('refuses at once a drawing while another runs, in any instance, or while another person has the global open, and changes nothing', async () => {
    const before = { slides: await slides(), media: await mediaCount() }
    const unchanged = async () => {
      expect((await slides()).map((slide) => slide.image.id)).toEqual(before.slides.map((slide) => slide.image.id))
      expect(await mediaCount()).toBe(before.media)
    }
    const url = process.env.DATABASE_URL!
    const press = async () => refreshSamplePagesEndpoint.handler(await createLocalReq({ user: { ...editor, collection: 'users' } }, payload))

    // Another process is drawing (its lock, from a connection of its own).
    let release!: () => void
    let holding = false
    const other = whileAlone(url, LOCKS.samplePages, () => new Promise<void>((resolve) => ((holding = true), (release = resolve))))
    await expect.poll(() => holding).toBe(true)
    await expect(refreshSampleSlides(payload, editor)).rejects.toBeInstanceOf(LockBusy)
    const busy = await press()
    expect(busy.status).toBe(409)
    expect(await busy.json()).toEqual({ error: 'Les pages de l’exemple sont déjà en train d’être refaites. Recharge la page dans un moment pour les voir.' })
    release()
    await other
    await unchanged()

    // Another editor has « Exemple de rapport » open in the admin: their save would put the old pictures back.
    const colleague = await createActor(payload, 'editor')
    const lock = await payload.create({
      collection: 'payload-locked-documents',
      overrideAccess: true,
      data: { globalSlug: 'sample-report', user: { relationTo: 'users', value: colleague.id } },
    })
    const open = await press()
    expect(open.status).toBe(409)
    expect(await open.json()).toEqual({ error: 'Une autre personne de l’équipe a « Exemple de rapport » ouvert : rien n’a été changé. Réessaie quand elle l’aura quitté.' })
    await unchanged()
    await payload.delete({ collection: 'payload-locked-documents', id: lock.id, overrideAccess: true })
  }, 180_000)
})
