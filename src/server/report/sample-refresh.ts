/**
 * The sample report's pictures drawn again from the texts saved now, for an editor who changed what they show
 * (the adult profile IA, the report's texts, the types' names, the brand): the button of « Exemple de
 * rapport » in the admin (endpoints/sample-report.ts).
 */
import type { Payload } from 'payload'
import type { Media, User } from '@/payload-types'
import { env } from '@/env'
import { LOCKS, whileAlone } from '../advisory-lock'
import { buildReportModel } from './model'
import { oneCheckAtATime } from './page-fit'
import { savedSampleParts } from './preview'
import { pdfPagesAsPng } from './rasterize'
import { renderReportPdf } from './render'
import { samplePagesFingerprint, sampleReportInput } from './sample'
import { SLIDE_WIDTH, isMadeHere, slideAlt } from './sample-slides'
import { deleteMedia, removeLater } from './sample-cleanup'

/** The sample report's pages drawn from the texts saved now, as PNG pictures, with their titles as saved. */
async function drawSamplePages(payload: Payload): Promise<{ pages: Array<{ png: Buffer; title: string }>; fingerprint: string }> {
  const parts = await savedSampleParts(payload)
  const model = buildReportModel(sampleReportInput(new Date(), parts))
  // One render at a time, as the saves' checks and the previews.
  const pngs = await oneCheckAtATime(async () => pdfPagesAsPng(await renderReportPdf(model), SLIDE_WIDTH))
  const titles = parts.texts.pageTitles
  if (pngs.length !== titles.length) throw new Error(`The sample report has ${pngs.length} pages, expected ${titles.length}`)
  return { pages: pngs.map((png, index) => ({ png, title: titles[index]! })), fingerprint: samplePagesFingerprint(parts) }
}

/**
 * Draws the sample report's 12 pages again from the texts saved now (the adult profile IA, the report's texts,
 * the types' names, the brand) and puts them in place of the carousel's pictures, with the pages' titles as
 * captions. The new pictures are all uploaded before the global changes, and removed if anything fails; the
 * pictures replaced are deleted ten minutes later when this module made them (an editor's own upload stays).
 * One drawing at a time across instances (LockBusy otherwise, at once), and never over « Exemple de rapport »
 * open in another person's admin (Payload's Locked): their save would put the replaced pictures back.
 */
export function refreshSampleSlides(payload: Payload, user: User): Promise<{ pages: number }> {
  return whileAlone(env().DATABASE_URL ?? '', LOCKS.samplePages, () => drawAndReplace(payload, user), { waitMs: 0 })
}

async function drawAndReplace(payload: Payload, user: User): Promise<{ pages: number }> {
  const { pages, fingerprint } = await drawSamplePages(payload)
  const before = await payload.findGlobal({ slug: 'sample-report', depth: 1, overrideAccess: true })
  const created: number[] = []
  // Names of their own for each drawing: Payload would number a name taken apart (« page-01 » → « page-2 »).
  const drawing = Date.now().toString(36)
  try {
    const slides = []
    for (const [index, { png, title }] of pages.entries()) {
      const media = await payload.create({
        collection: 'media',
        overrideAccess: true,
        context: { disableRevalidate: true },
        data: { alt: slideAlt(index, title) },
        file: { data: png, mimetype: 'image/png', name: `exemple-rapport-page-${String(index + 1).padStart(2, '0')}-${drawing}.png`, size: png.length },
      })
      created.push(media.id)
      slides.push({ image: media.id, caption: title })
    }
    await payload.updateGlobal({ slug: 'sample-report', data: { slides, pagesFingerprint: fingerprint }, user, overrideAccess: false, overrideLock: false })
  } catch (error) {
    await deleteMedia(payload, created)
    throw error
  }
  const replaced = (before.slides ?? []).map((slide) => slide.image).filter((image): image is Media => typeof image === 'object' && image !== null && isMadeHere(image))
  if (replaced.length > 0) await removeLater(payload, replaced.map((image) => image.id))
  return { pages: pages.length }
}

/**
 * Whether the carousels' pictures print the texts saved now: `current`, `stale` (an editor changed what they
 * print since, or the report's layout changed), or `unknown` (pictures installed before this was recorded).
 */
export async function samplePagesState(payload: Payload, recorded: string | null | undefined): Promise<'current' | 'stale' | 'unknown'> {
  if (!recorded) return 'unknown'
  return samplePagesFingerprint(await savedSampleParts(payload)) === recorded ? 'current' : 'stale'
}
