/**
 * The paid report of one result: built from its saved data, rendered once, then served from the cache
 * until something it prints changes.
 */
import { createHash } from 'node:crypto'
import { canonicalJson } from '@/domain/records'
import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { isUnlocked } from '../assessments/visitor-result'
import { cachedReport, storeReport } from './cache'
import { loadReportInput } from './inputs'
import { buildReportModel, type ReportModel } from './model'
import { renderReportPdf } from './render'
import { pageCountOf } from './pdf-text'
import { REPORT_PAGES } from './page-fit'
import { describeError } from '@/server/log-error'

/** Bump when the layout or the fonts change: cached reports are then rendered again on their next download. */
export const REPORT_TEMPLATE_VERSION = 4

export interface ReportFile {
  pdf: Buffer
  filename: string
  fromCache: boolean
}

/**
 * The hash of everything the PDF prints (the model) and of the template that lays it out: a cached report is
 * drawn again when it changes, and the sample's pictures say they are out of date (sample.ts).
 */
export const reportContentHash = (model: ReportModel): string =>
  createHash('sha256').update(canonicalJson({ template: REPORT_TEMPLATE_VERSION, model })).digest('hex')

const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '')
    .toLowerCase()

export const reportFilename = (model: Pick<ReportModel, 'firstName' | 'profile'>): string =>
  `rapport-orientation-${[model.firstName ? asciiSlug(model.firstName) : '', model.profile.code.toLowerCase()].filter(Boolean).join('-')}.pdf`

/** The report of an unlocked result; throws for a locked one (callers check ownership and unlock first). */
export async function reportFor(payload: Payload, result: RiasecResult): Promise<ReportFile> {
  if (!isUnlocked(result)) throw new Error(`Result ${result.id} is locked: no report`)
  const model = buildReportModel(await loadReportInput(payload, result))
  const contentHash = reportContentHash(model)
  const filename = reportFilename(model)
  const cached = await cachedReport(payload, result.id, contentHash)
  if (cached) return { pdf: cached, filename, fromCache: true }
  const pdf = await renderReportPdf(model)
  // Twelve pages is what is sold: a text an editor lengthened past its page adds one (and its page numbers
  // repeat). The buyer still gets their report; the team is told which one to look at.
  const pages = pageCountOf(pdf)
  if (pages !== REPORT_PAGES) {
    payload.logger.error({ msg: 'Report laid out on other than twelve pages: a text is too long for its page', resultId: result.id, profile: model.profile.code, pages })
  }
  await storeReport(payload, result.id, contentHash, pdf)
  return { pdf, filename, fromCache: false }
}

/**
 * Renders the report ahead of the first download, right after an unlock (payment or promo code).
 * Never throws: a failure is logged and the download renders it later.
 */
export async function prepareReport(payload: Payload, resultId: number): Promise<void> {
  try {
    const result = await payload.findByID({ collection: 'riasec-results', id: resultId, depth: 0, overrideAccess: true })
    if (isUnlocked(result)) await reportFor(payload, result)
  } catch (error) {
    payload.logger.error({ msg: 'Report preparation failed', resultId, err: describeError(error) })
  }
}

/**
 * How long after an unlock the preparation starts. Rendering holds the event loop (a few hundred
 * milliseconds of CPU once warm, more when cold), so it waits until the visitor's own next requests (the
 * results page after the promo code, the thank-you page and the results after a payment) have been served.
 */
export const REPORT_PREPARATION_DELAY_MS = 5_000

interface Preparation {
  /** Starts now (at most once). */
  start: () => void
  done: Promise<void>
}

const preparing = new Map<number, Preparation>()

/**
 * Prepares the report of a just-unlocked result without making the caller wait: the payment webhook keeps
 * answering the provider in its usual time (well under a second) and the visitor's next pages are not
 * slowed by the render. The app runs as long-lived Node servers, so the task finishes; if the process stops
 * first, or the visitor downloads before it ran, the download renders the report (and the preparation
 * then finds it in the cache): nothing is lost but that wait. Never throws; a failure is logged.
 */
export function prepareReportSoon(payload: Payload, resultId: number): void {
  if (preparing.has(resultId)) return
  let started = false
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  const start = () => {
    if (started) return
    started = true
    clearTimeout(timer)
    prepareReport(payload, resultId)
      // prepareReport logs its own failures; this only guards against an unexpected throw of the logger.
      .catch(() => undefined)
      .finally(() => {
        preparing.delete(resultId)
        finish()
      })
  }
  // unref: a waiting preparation never keeps a script or a test process alive.
  const timer = setTimeout(start, REPORT_PREPARATION_DELAY_MS).unref()
  preparing.set(resultId, { start, done })
}

/** Runs every waiting preparation now and resolves once all have ended (tests, shutdown). */
export async function reportPreparationsSettled(): Promise<void> {
  while (preparing.size > 0) {
    const pending = [...preparing.values()]
    for (const preparation of pending) preparation.start()
    await Promise.all(pending.map((preparation) => preparation.done))
  }
}
