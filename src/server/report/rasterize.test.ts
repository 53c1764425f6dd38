import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pdfPagesAsPng } from './rasterize'
import { SAMPLE_PDF } from './sample-slides'

/** The committed sample report (media/sample-report, rendered by scripts/render-sample-report.ts). */
const samplePdf = () => new Uint8Array(readFileSync(SAMPLE_PDF))

/** A PNG's size, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('drawing a PDF’s pages', () => {
  it('gives each page as a PNG of the width asked, in the page’s proportions', { timeout: 60_000 }, async () => {
    const pages = await pdfPagesAsPng(samplePdf(), 512)
    expect(pages).toHaveLength(12)
    for (const page of pages) {
      expect(page.subarray(1, 4).toString()).toBe('PNG')
      const { width, height } = pngSize(page)
      expect(width).toBe(512)
      // A4: 1 : √2.
      expect(height / width).toBeCloseTo(Math.SQRT2, 2)
    }
  })

  it('stops a drawing that takes too long, and says so', { timeout: 60_000 }, async () => {
    await expect(pdfPagesAsPng(samplePdf(), 512, 1)).rejects.toThrow(/took more than 1 ms/)
  })

  it('says when the file is not a PDF', { timeout: 60_000 }, async () => {
    await expect(pdfPagesAsPng(new TextEncoder().encode('pas un PDF'), 512)).rejects.toThrow(/Drawing the PDF's pages failed/)
  })
})
