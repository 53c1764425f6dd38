/**
 * The paid report of one result: built from its saved data, rendered once, then served from the cache
 * until something it prints changes.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { isUnlocked } from '../assessments/visitor-result'
import { cachedReport, storeReport } from './cache'
import { loadReportInput } from './inputs'
import { buildReportModel, type ReportModel } from './model'
import { renderReportPdf } from './render'

/** Bump when the layout changes: cached reports are then rendered again on their next download. */
export const REPORT_TEMPLATE_VERSION = 1

export interface ReportFile {
  pdf: Buffer
  filename: string
  fromCache: boolean
}

/** The hash of everything the PDF prints (the model) and of the template that lays it out. */
export const reportContentHash = (model: ReportModel): string =>
  createHash('sha256').update(JSON.stringify({ template: REPORT_TEMPLATE_VERSION, model })).digest('hex')

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
    payload.logger.error({ msg: 'Report preparation failed', resultId, err: (error as Error).message })
  }
}
