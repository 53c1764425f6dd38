/**
 * « Refaire les 12 pages » of « Exemple de rapport »: the carousels' pictures drawn again from the texts saved
 * now (src/server/report/sample-refresh.ts), on a real database with the seeded pictures installed.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { seed } from '@/seed'
import { installSampleSlides } from '@/server/report/sample-slides'
import { refreshSampleSlides } from '@/server/report/sample-refresh'
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

const pictureOf = (media: Media) => readFileSync(path.join(process.env.MEDIA_DIR!, media.filename!))
const mediaCount = async () => (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs

async function renamePage(index: number, title: string) {
  const texts = await payload.findGlobal({ slug: 'report-texts', depth: 0, overrideAccess: true })
  const copy = texts.copy as { pageTitles: string[] }
  const pageTitles = copy.pageTitles.map((saved, at) => (at === index ? title : saved))
  await payload.updateGlobal({ slug: 'report-texts', data: { copy: { ...copy, pageTitles } }, user: editor, overrideAccess: false })
}

describe('drawing the sample report’s pages again', () => {
  it('puts 12 new pictures of the report as saved now in the carousels, and deletes the ones it replaced', async () => {
    const installed = await slides()
    const before = await mediaCount()

    expect(await refreshSampleSlides(payload, editor)).toEqual({ pages: 12 })

    const drawn = await slides()
    expect(drawn).toHaveLength(12)
    expect(drawn.map((slide) => slide.caption)).toEqual(installed.map((slide) => slide.caption))
    expect(drawn.map((slide) => slide.image.alt)).toEqual(installed.map((slide) => slide.image.alt))
    for (const { image } of drawn) {
      expect(image.width).toBe(1024)
      expect(image.height).toBeGreaterThan(1400)
      expect(image.mimeType).toBe('image/webp')
    }
    // A page with text on it, not a blank one: its pixels vary.
    const { channels } = await sharp(pictureOf(drawn[2]!.image)).stats()
    expect(channels[0]!.stdev).toBeGreaterThan(10)
    expect(await mediaCount()).toBe(before)
    const replaced = installed.map((slide) => slide.image.id)
    expect((await payload.count({ collection: 'media', where: { id: { in: replaced } }, overrideAccess: true })).totalDocs).toBe(0)
  }, 180_000)

  it('draws a page title an editor changed, on its page and in its caption, and leaves the other pages as they were', async () => {
    const first = await slides()
    await renamePage(2, 'Mode d’emploi de ton rapport')

    await refreshSampleSlides(payload, editor)

    const second = await slides()
    expect(second[2]!.caption).toBe('Mode d’emploi de ton rapport')
    expect(second[2]!.image.alt).toBe('Exemple de rapport, page 3 sur 12 : Mode d’emploi de ton rapport')
    expect(pictureOf(second[2]!.image).equals(pictureOf(first[2]!.image))).toBe(false)
    // The scores' page does not name the pages: drawn again, it is the same picture.
    expect(pictureOf(second[3]!.image).equals(pictureOf(first[3]!.image))).toBe(true)
  }, 180_000)

  it('keeps a picture an editor uploaded in the media, and the slides unchanged when the save is refused', async () => {
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
    expect((await payload.findByID({ collection: 'media', id: own.id, overrideAccess: true })).alt).toBe('Ma photo du rapport')
    expect(await mediaCount()).toBe(before + 1)
  }, 180_000)
})
