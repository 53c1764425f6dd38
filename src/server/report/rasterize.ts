/**
 * The pages of a PDF as pictures, drawn by pdf.js on @napi-rs/canvas (npm packages, nothing to install on
 * the machine): the sample report's pages for the carousels (sample-slides.ts). pdf.js is loaded on the
 * first use only: it polyfills a few browser globals (`DOMMatrix`, `Path2D`, `navigator`, as Node 22 has)
 * that the rest of the server never needs.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')

let loading: Promise<PdfJs> | undefined

/**
 * pdf.js, with its worker's code run in this thread (Node has no web worker). The worker and the canvas are
 * imported here by name, so that a standalone build's file tracing keeps them: pdf.js finds both by paths of
 * its own, which the tracing does not follow.
 */
const pdfJs = (): Promise<PdfJs> =>
  (loading ??= (async () => {
    // @ts-expect-error: pdf.js ships no types for its worker's module; only its WorkerMessageHandler is read.
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
    Object.assign(globalThis, { pdfjsWorker: worker })
    return import('pdfjs-dist/legacy/build/pdf.mjs')
  })())

/** Each page of `pdf` as a PNG `width` pixels wide, in order. */
export async function pdfPagesAsPng(pdf: Uint8Array, width: number): Promise<Buffer[]> {
  const [{ getDocument }, { createCanvas }] = await Promise.all([pdfJs(), import('@napi-rs/canvas')])
  // pdf.js takes the bytes over: it gets a copy.
  const document: PDFDocumentProxy = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pages: Buffer[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width })
      const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height))
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, background: 'white' }).promise
      pages.push(canvas.toBuffer('image/png'))
      page.cleanup()
    }
    return pages
  } finally {
    await document.destroy()
  }
}
