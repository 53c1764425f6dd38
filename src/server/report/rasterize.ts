/**
 * The pages of a PDF as pictures, drawn by pdf.js on @napi-rs/canvas (npm packages, nothing to install on
 * the machine): the sample report's pages for the carousels (sample-refresh.ts). The drawing runs in a worker
 * thread (rasterize-worker.mjs): pdf.js never yields while it draws, and it sets browser globals the server
 * must not get.
 */
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * The worker's file, from the working folder, where the tests and the scripts start. The Next.js build
 * follows `new Worker(path)` and compiles the file into a chunk of its own, which the built app starts instead.
 */
const WORKER_FILE = path.join(process.cwd(), 'src', 'server', 'report', 'rasterize-worker.mjs')

/** Far more than the twelve pages take (under two seconds here): a drawing stuck past it is stopped. */
const DRAWING_TIMEOUT_MS = 60_000

/** Each page of `pdf` as a PNG `width` pixels wide, in order. */
export function pdfPagesAsPng(pdf: Uint8Array, width: number, timeoutMs = DRAWING_TIMEOUT_MS): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    // The worker gets its own copy of the bytes.
    const worker = new Worker(WORKER_FILE, { workerData: { pdf: new Uint8Array(pdf), width } })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
      void worker.terminate()
    }
    const timer = setTimeout(() => settle(() => reject(new Error(`Drawing the PDF's pages took more than ${timeoutMs} ms: stopped`))), timeoutMs)
    worker.once('message', (answer: { pages: Uint8Array[] } | { error: string }) =>
      settle(() =>
        'error' in answer
          ? reject(new Error(`Drawing the PDF's pages failed: ${answer.error}`))
          : resolve(answer.pages.map((page) => Buffer.from(page.buffer, page.byteOffset, page.byteLength))),
      ),
    )
    worker.once('error', (error) => settle(() => reject(error)))
    worker.once('exit', (code) => settle(() => reject(new Error(`The PDF drawing worker stopped (exit ${code}) before answering`))))
  })
}
