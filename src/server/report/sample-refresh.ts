/**
 * The sample report's pictures drawn again from the texts saved now, for an editor who changed what they show
 * (the adult profile IA, the report's texts, the types' names, the brand): the button of « Exemple de
 * rapport » in the admin (endpoints/sample-report.ts).
 */
import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { buildReportModel } from './model'
import { oneCheckAtATime } from './page-fit'
import { savedSampleParts } from './preview'
import { pdfPagesAsPng } from './rasterize'
import { renderReportPdf } from './render'
import { sampleReportInput } from './sample'
import { SLIDE_WIDTH, slideAlt } from './sample-slides'

/** A picture of a page this module made (installed or drawn again): its file's name and its text alternative say so. */
const isMadeHere = (media: { filename?: string | null; alt?: string | null }): boolean =>
  /^page-\d{2}(?:-\d+)?\.\w+$/u.test(media.filename ?? '') && (media.alt ?? '').startsWith('Exemple de rapport, page ')

/** One at a time: Payload's delete of several documents runs their queries at once on one connection. */
async function deleteMedia(payload: Payload, ids: number[]): Promise<void> {
  for (const id of ids) await payload.delete({ collection: 'media', id, overrideAccess: true, context: { disableRevalidate: true } })
}

/** The sample report's pages drawn from the texts saved now, as PNG pictures, with their titles as saved. */
async function drawSamplePages(payload: Payload): Promise<Array<{ png: Buffer; title: string }>> {
  const parts = await savedSampleParts(payload)
  const model = buildReportModel(sampleReportInput(new Date(), parts))
  // One render at a time, as the saves' checks and the previews.
  const pngs = await oneCheckAtATime(async () => pdfPagesAsPng(await renderReportPdf(model), SLIDE_WIDTH))
  const titles = parts.texts.pageTitles
  if (pngs.length !== titles.length) throw new Error(`The sample report has ${pngs.length} pages, expected ${titles.length}`)
  return pngs.map((png, index) => ({ png, title: titles[index]! }))
}

/**
 * Draws the sample report's 12 pages again from the texts saved now (the adult profile IA, the report's texts,
 * the types' names, the brand) and puts them in place of the carousel's pictures, with the pages' titles as
 * captions. The new pictures are all uploaded before the global changes, and removed if anything fails; the
 * pictures replaced are then deleted when this module made them (an editor's own upload stays in the media).
 */
export async function refreshSampleSlides(payload: Payload, user: User): Promise<{ pages: number }> {
  const pages = await drawSamplePages(payload)
  const before = await payload.findGlobal({ slug: 'sample-report', depth: 1, overrideAccess: true })
  const created: number[] = []
  try {
    const slides = []
    for (const [index, { png, title }] of pages.entries()) {
      const media = await payload.create({
        collection: 'media',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { alt: slideAlt(index, title) },
        file: { data: png, mimetype: 'image/png', name: `page-${String(index + 1).padStart(2, '0')}.png`, size: png.length },
      })
      created.push(media.id)
      slides.push({ image: media.id, caption: title })
    }
    await payload.updateGlobal({ slug: 'sample-report', data: { slides }, user, overrideAccess: false })
  } catch (error) {
    await deleteMedia(payload, created)
    throw error
  }
  const stillShown = new Set([before.exampleImage, before.adultResultsImage].map((image) => (typeof image === 'object' && image ? image.id : image)))
  const replaced = (before.slides ?? [])
    .map((slide) => slide.image)
    .filter((image) => typeof image === 'object' && image !== null && isMadeHere(image) && !stillShown.has(image.id))
    .map((image) => (image as { id: number }).id)
  await deleteMedia(payload, replaced)
  return { pages: pages.length }
}
