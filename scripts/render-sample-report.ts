/**
 * Renders the sample report (a real report, same code as the paid one) and its 12 pages as images for the
 * landing's and the adult results page's carousels.
 *
 *   npx tsx scripts/render-sample-report.ts            PDF + page-NN.avif/.webp into media/sample-report/
 *   npx tsx scripts/render-sample-report.ts --upload   …then into Payload media and the « Exemple de rapport »
 *                                                      global (needs the database: prefix with
 *                                                      `tsx scripts/with-db.ts`, or set DATABASE_URL)
 *   npx tsx scripts/render-sample-report.ts --bench    render time over 20 generations (p50, p90)
 *
 * Pages are rasterised with poppler's `pdftoppm` (Debian: apt-get install poppler-utils), then encoded
 * with sharp. The committed images let a fresh machine install the slides without poppler.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { buildReportModel } from '../src/server/report/model'
import { pdfInfo } from '../src/server/report/pdf-text'
import { renderReportPdf } from '../src/server/report/render'
import { sampleReportInput } from '../src/server/report/sample'
import { SAMPLE_DIR, samplePageFile } from '../src/server/report/sample-slides'

const SLIDE_WIDTH = 1024
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
  const pdfFile = path.join(SAMPLE_DIR, 'rapport-exemple.pdf')
  writeFileSync(pdfFile, pdf)
  const prefix = path.join(SAMPLE_DIR, 'page')
  try {
    execFileSync('pdftoppm', ['-png', '-scale-to-x', String(SLIDE_WIDTH), '-scale-to-y', '-1', pdfFile, prefix])
  } catch (error) {
    throw new Error(`pdftoppm failed (is poppler-utils installed?): ${(error as Error).message}`)
  }
  for (let index = 0; index < info.pageCount; index++) {
    const png = samplePageFile(index, 'png')
    await sharp(png).avif({ quality: 55 }).toFile(samplePageFile(index, 'avif'))
    await sharp(png).webp({ quality: 82 }).toFile(samplePageFile(index, 'webp'))
    rmSync(png)
  }
  console.log(`[sample-report] ${info.pageCount} pages → ${path.relative(process.cwd(), SAMPLE_DIR)}/page-01…12.{avif,webp} and rapport-exemple.pdf`)
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
