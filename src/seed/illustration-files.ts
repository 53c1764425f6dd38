/**
 * Where the site's hand-drawn illustrations live and how they are named: read by the seed, and by the
 * end-to-end tests that look for them on the pages (so nothing here needs the app's path aliases).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const ILLUSTRATIONS_DIR = path.join(process.cwd(), 'media', 'illustrations')

/** The illustration drawn for an article: `article-<slug>.svg`. */
export const articleIllustration = (slug: string): string => `article-${slug}.svg`

/** An illustration's alternative text: the SVG's own `<title>`, written with the drawing. */
export async function illustrationTitle(file: string): Promise<string> {
  const svg = await readFile(path.join(ILLUSTRATIONS_DIR, file), 'utf8')
  const title = /<title>([^<]+)<\/title>/u.exec(svg)?.[1]?.trim()
  if (!title) throw new Error(`${file} has no <title> to use as its alternative text`)
  return title
}
