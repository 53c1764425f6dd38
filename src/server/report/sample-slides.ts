/**
 * The 12 pages of the sample report as pictures in Payload media and the « Exemple de rapport » global, where
 * the landing's and the adult results page's carousels read them. A new database gets the pictures committed
 * with the code (`media/sample-report/`, rendered from the seed's texts by `scripts/render-sample-report.ts`);
 * an editor who changed the texts they show has them drawn again from the texts saved (sample-refresh.ts).
 * Media generate their AVIF and WebP sizes with sharp.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { reportTexts } from './copy'
import { samplePagesFingerprint } from './sample'

const { pageTitles } = reportTexts

/** The pictures' width: the carousels show them at most 1024 px wide. */
export const SLIDE_WIDTH = 1024

export const SAMPLE_DIR = path.join(process.cwd(), 'media', 'sample-report')

/** The sample report the committed pictures were drawn from, committed with them. */
export const SAMPLE_PDF = path.join(SAMPLE_DIR, 'rapport-exemple.pdf')

export const samplePageFile = (index: number) => path.join(SAMPLE_DIR, `page-${String(index + 1).padStart(2, '0')}.webp`)

/**
 * Fills the global with the 12 pages. By default it leaves a global that already has slides alone, however
 * many and whichever images (they are an editor's from then on); `replace` uploads fresh pages and
 * replaces them.
 */
export async function installSampleSlides(payload: Payload, options: { replace?: boolean } = {}): Promise<'installed' | 'kept' | 'missing'> {
  const files = pageTitles.map((_, index) => samplePageFile(index))
  if (!files.every((file) => existsSync(file))) return 'missing'
  const current = await payload.findGlobal({ slug: 'sample-report', depth: 0, overrideAccess: true })
  if (!options.replace && (current.slides ?? []).length > 0) return 'kept'
  const slides = []
  for (const [index, title] of pageTitles.entries()) {
    const media = await payload.create({
      collection: 'media',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { alt: slideAlt(index, title) },
      filePath: files[index]!,
    })
    slides.push({ image: media.id, caption: title })
  }
  // The committed pictures print the seed's texts.
  await payload.updateGlobal({ slug: 'sample-report', overrideAccess: true, data: { slides, pagesFingerprint: samplePagesFingerprint() }, context: { disableRevalidate: true } })
  return 'installed'
}

/** How the text alternative of every page's picture begins: `slideAlt`, and what `isMadeHere` recognises. */
const SLIDE_ALT_START = 'Exemple de rapport, page '

export const slideAlt = (index: number, title: string) => `${SLIDE_ALT_START}${index + 1} sur ${pageTitles.length} : ${title}`

/**
 * A picture of a page made by the start (`page-01.webp`, or `page-2.webp` once Payload has numbered it apart
 * from another) or drawn again here (`exemple-rapport-page-01-<draw>.webp`): its file's name and its text
 * alternative say so.
 */
export const isMadeHere = (media: { filename?: string | null; alt?: string | null }): boolean =>
  /^(?:exemple-rapport-)?page-\d+(?:-[0-9a-z]+)*\.\w+$/u.test(media.filename ?? '') && (media.alt ?? '').startsWith(SLIDE_ALT_START)
