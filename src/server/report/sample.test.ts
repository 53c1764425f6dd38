import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildReportModel } from './model'
import { pdfPagesText } from './pdf-text'
import { renderReportPdf } from './render'
import { sampleReportInput } from './sample'
import { SAMPLE_PDF } from './sample-slides'

/** The date a report was drawn on, as its cover prints it (« établi le 7 décembre 2026 »). */
const drawnOn = (pages: string[]): string | undefined => /établi le ([^\n]+)/u.exec(pages[0] ?? '')?.[1]

describe('the sample report’s committed pages', () => {
  // A new database shows the committed pictures on the landing and the adult results page, and « Exemple de
  // rapport » says they are current. They must print what the report sold prints from the seed's texts.
  it('print, line by line, what the seed’s sample report prints now (its date aside)', { timeout: 60_000 }, async () => {
    const committed = pdfPagesText(readFileSync(SAMPLE_PDF))
    const now = pdfPagesText(await renderReportPdf(buildReportModel(sampleReportInput(new Date('2026-01-01T12:00:00Z')))))
    const [date, committedDate] = [drawnOn(now), drawnOn(committed)]
    expect(date, 'the cover prints the day the report was drawn on').toBeDefined()
    // A committed cover without its date is out of date like any other difference: the hint below says what to run.
    const asCommitted = committedDate ? now.map((page) => page.replaceAll(date!, committedDate)) : now

    expect(committed).toHaveLength(12)
    expect(
      asCommitted,
      'the report or the seed’s texts changed: run `npx tsx scripts/render-sample-report.ts` and commit media/sample-report',
    ).toEqual(committed)
  })
})
