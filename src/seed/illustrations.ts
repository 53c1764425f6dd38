/**
 * The site's original illustrations, for the two pictures of the « Exemple de rapport » global and for the
 * articles' covers: hand-written SVG in `media/illustrations/`, rasterised with sharp and uploaded as Payload
 * media, which makes their AVIF and WebP sizes. Editors replace them with real photos in the admin.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { ILLUSTRATIONS_DIR, articleIllustration, illustrationTitle } from './illustration-files'

/** The SVGs are drawn on an 800 × 600 canvas; the upload is twice that, so the 1600 px size exists. */
const CANVAS_WIDTH = 800
const UPLOAD_WIDTH = 1600

type IllustrationField = 'exampleImage' | 'adultResultsImage'

export const ILLUSTRATIONS: ReadonlyArray<{ field: IllustrationField; file: string; alt: string }> = [
  { field: 'exampleImage', file: 'femme-rapport-tablette.svg', alt: 'Une jeune femme souriante consulte son rapport d’orientation sur une tablette' },
  {
    field: 'adultResultsImage',
    file: 'adulte-atelier.svg',
    alt: 'Un homme souriant, en tablier, travaille dans son atelier entre son ordinateur portable et le tabouret en bois qu’il fabrique',
  },
]

export type IllustrationOutcome = 'installed' | 'kept' | 'missing'

/** The PNG of one illustration, UPLOAD_WIDTH wide. */
export async function rasteriseIllustration(file: string): Promise<Buffer> {
  const svg = await readFile(path.join(ILLUSTRATIONS_DIR, file))
  return sharp(svg, { density: (72 * UPLOAD_WIDTH) / CANVAS_WIDTH })
    .resize({ width: UPLOAD_WIDTH })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * The media id of one illustration: the copy uploaded before (same file name) when there is one, so restarts
 * never pile up copies in the media library; otherwise the SVG rasterised and uploaded now.
 */
async function illustrationMedia(payload: Payload, file: string, alt: string, focal?: { focalX: number; focalY: number }): Promise<number> {
  const name = file.replace(/\.svg$/u, '.png')
  const uploaded = await payload.find({
    collection: 'media',
    where: { filename: { in: [name, name.replace(/\.png$/u, '.webp')] } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = uploaded.docs[0]
  if (existing) return existing.id
  const png = await rasteriseIllustration(file)
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: { alt, ...focal },
    file: { data: png, mimetype: 'image/png', name, size: png.length },
  })
  return media.id
}

const hasIllustration = (file: string): boolean => existsSync(path.join(ILLUSTRATIONS_DIR, file))

/**
 * Fills each empty picture field of the global. A field that holds a picture (the illustration, or an
 * editor's photo) is kept.
 */
export async function installIllustrations(payload: Payload): Promise<Record<IllustrationField, IllustrationOutcome>> {
  const current = await payload.findGlobal({ slug: 'sample-report', depth: 0, overrideAccess: true })
  const outcome = {} as Record<IllustrationField, IllustrationOutcome>
  const data: Partial<Record<IllustrationField, number>> = {}
  for (const { field, file, alt } of ILLUSTRATIONS) {
    if (current[field]) outcome[field] = 'kept'
    else if (!hasIllustration(file)) outcome[field] = 'missing'
    else {
      data[field] = await illustrationMedia(payload, file, alt)
      outcome[field] = 'installed'
    }
  }
  if (Object.keys(data).length) {
    await payload.updateGlobal({ slug: 'sample-report', overrideAccess: true, data, context: { disableRevalidate: true } })
  }
  return outcome
}

/**
 * Where the article drawings keep their faces: the cards and the article's cover show a wide strip of them,
 * which the middle of the picture would cut at the forehead.
 */
const ARTICLE_FOCAL_POINT = { focalX: 50, focalY: 25 }

/**
 * Gives each article without a cover picture the illustration drawn for it, when there is one. An article
 * that holds a picture (the illustration, or an editor's photo) is kept. Returns how many got one.
 */
export async function installArticleIllustrations(payload: Payload): Promise<{ installed: number; kept: number }> {
  const articles = await payload.find({ collection: 'articles', limit: 0, depth: 0, overrideAccess: true, select: { slug: true, image: true } })
  const counts = { installed: 0, kept: 0 }
  for (const article of articles.docs) {
    const file = articleIllustration(article.slug)
    if (article.image) counts.kept++
    else if (hasIllustration(file)) {
      const image = await illustrationMedia(payload, file, await illustrationTitle(file), ARTICLE_FOCAL_POINT)
      await payload.update({ collection: 'articles', id: article.id, data: { image }, overrideAccess: true, context: { disableRevalidate: true } })
      counts.installed++
    }
  }
  return counts
}
