/**
 * Draws each page of a PDF as a PNG, in a worker thread of its own (rasterize.ts starts it): pdf.js parses
 * and draws without ever yielding, and polyfills browser globals (`navigator`, `DOMMatrix`, `Path2D`), which
 * would otherwise hold the server's requests for the whole drawing and stay in its globals. Plain JavaScript:
 * Node runs it as it is, in development, in tests and in the standalone build alike.
 *
 * In: workerData `{ pdf: Uint8Array, width: number }`. Out: one message, `{ pages: Uint8Array[] }` or `{ error: string }`.
 */
import { parentPort, workerData } from 'node:worker_threads'

try {
  // pdf.js's own worker code, run in this thread: pdf.js looks for it on `globalThis.pdfjsWorker`.
  globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const { createCanvas } = await import('@napi-rs/canvas')
  const { pdf, width } = workerData
  const document = await getDocument({ data: pdf, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width })
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height))
    await page.render({ canvas, viewport, background: 'white' }).promise
    pages.push(new Uint8Array(await canvas.encode('png')))
    page.cleanup()
  }
  await document.destroy()
  parentPort.postMessage({ pages }, pages.map((page) => page.buffer))
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
}
