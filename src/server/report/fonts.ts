import path from 'node:path'
import { existsSync } from 'node:fs'
import { Font } from '@react-pdf/renderer'
import { breakableParts } from './long-words'

/** The report's typeface: a subset of Source Sans 3 renamed "Rapport Sans" (SIL Open Font License 1.1, see fonts/README.md). */
export const REPORT_FONT = 'Rapport Sans'

/**
 * The fonts ship in the repository beside this file. Next bundles server code elsewhere, so the folder is
 * found from the working directory (the app's root); REPORT_FONTS_DIR overrides it for unusual layouts.
 */
export function fontsDir(): string {
  const candidates = [process.env.REPORT_FONTS_DIR, path.join(process.cwd(), 'src/server/report/fonts')].filter(
    (dir): dir is string => Boolean(dir),
  )
  const found = candidates.find((dir) => existsSync(path.join(dir, 'RapportSans-Regular.ttf')))
  if (!found) throw new Error(`Report fonts not found (looked in ${candidates.join(', ')})`)
  return found
}

let registered = false

/** Registers the font once per process; French words are never hyphenated (react-pdf's default rules are English), only words too long for a line (see long-words.ts). */
export function registerReportFonts(): void {
  if (registered) return
  const dir = fontsDir()
  Font.register({
    family: REPORT_FONT,
    fonts: [
      { src: path.join(dir, 'RapportSans-Regular.ttf'), fontWeight: 400 },
      { src: path.join(dir, 'RapportSans-Italic.ttf'), fontWeight: 400, fontStyle: 'italic' },
      { src: path.join(dir, 'RapportSans-SemiBold.ttf'), fontWeight: 600 },
      { src: path.join(dir, 'RapportSans-Bold.ttf'), fontWeight: 700 },
    ],
  })
  Font.registerHyphenationCallback(breakableParts)
  registered = true
}
