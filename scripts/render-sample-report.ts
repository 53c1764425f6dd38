/**
 * Renders the sample report (a real report, same code as the paid one) and its 12 pages as images for the
 * landing's and the adult results page's carousels.
 *
 *   npx tsx scripts/render-sample-report.ts            PDF + page-NN.webp into media/sample-report/
 *   npx tsx scripts/render-sample-report.ts --upload   …then into Payload media and the « Exemple de rapport »
 *                                                      global (needs the database: prefix with
 *                                                      `tsx scripts/with-db.ts`, or set DATABASE_URL)
 *   npx tsx scripts/render-sample-report.ts --bench    render time over 20 generations (p50, p90)
 *
 * Pages are drawn by pdf.js (src/server/report/rasterize.ts, as the admin's « Refaire les pages » does), then
 * encoded with sharp. The committed images give a new database its slides without a render at each start
 * (Payload makes their AVIF and WebP sizes on upload); sample.test.ts fails when the committed PDF no longer
 * prints what the seed's sample report prints, until this script has been run again.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { buildReportModel } from '../src/server/report/model'
import { pdfInfo } from '../src/server/report/pdf-text'
import { renderReportPdf } from '../src/server/report/render'
import { sampleReportInput } from '../src/server/report/sample'
import { pdfPagesAsPng } from '../src/server/report/rasterize'
import { SAMPLE_DIR, SAMPLE_PDF, SLIDE_WIDTH, samplePageFile } from '../src/server/report/sample-slides'

const flag = (name: string) => process.argv.includes(name)

async function bench(): Promise<void> {
  const model = buildReportModel(sampleReportInput())
  await renderReportPdf(model)
  const wall: number[] = []
  const cpu: number[] = []
  for (let run = 0; run < 20; run++) {
    const usage = process.cpuUsage()
    const started = performance.now()
    await renderReportPdf(model)
    wall.push(performance.now() - started)
    const spent = process.cpuUsage(usage)
    cpu.push((spent.user + spent.system) / 1000)
  }
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return `p50 ${sorted[9]!.toFixed(0)} ms, p90 ${sorted[17]!.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms`
  }
  console.log(`[sample-report] render over 20 generations (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}): wall ${stats(wall)}; CPU ${stats(cpu)}`)
}

async function renderImages(): Promise<void> {
  mkdirSync(SAMPLE_DIR, { recursive: true })
  const pdf = await renderReportPdf(buildReportModel(sampleReportInput()))
  const info = pdfInfo(pdf)
  if (info.pageCount !== 12) throw new Error(`The sample report has ${info.pageCount} pages, expected 12`)
  writeFileSync(SAMPLE_PDF, pdf)
  const pages = await pdfPagesAsPng(pdf, SLIDE_WIDTH)
  for (const [index, png] of pages.entries()) {
    await sharp(png).webp({ quality: 82 }).toFile(samplePageFile(index))
  }
  console.log(`[sample-report] ${info.pageCount} pages → ${path.relative(process.cwd(), SAMPLE_DIR)}/page-01…12.webp and rapport-exemple.pdf`)
}

async function upload(): Promise<void> {
  const [{ getPayload }, { default: config }, { installSampleSlides }] = await Promise.all([
    import('payload'),
    import('../payload.config'),
    import('../src/server/report/sample-slides'),
  ])
  const payload = await getPayload({ config })
  const outcome = await installSampleSlides(payload, { replace: true })
  console.log(`[sample-report] Payload media and the « Exemple de rapport » global: ${outcome}`)
  await payload.destroy()
}

if (flag('--bench')) await bench()
else {
  await renderImages()
  if (flag('--upload')) await upload()
}
process.exit(0)
