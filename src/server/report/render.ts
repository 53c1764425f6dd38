import { createElement, type ReactElement } from 'react'
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer'
import { ReportDocument } from './document'
import { registerReportFonts } from './fonts'
import type { ReportModel } from './model'

/** Lays the report out and returns the PDF file. */
export async function renderReportPdf(model: ReportModel): Promise<Buffer> {
  registerReportFonts()
  // ReportDocument returns a <Document>: renderToBuffer's type wants the Document element itself.
  const element = createElement(ReportDocument, { model }) as unknown as ReactElement<DocumentProps>
  return renderToBuffer(element)
}

let warming: Promise<void> | undefined

/**
 * A fresh process renders its first PDF several times slower than the next ones (fonts parsed, code
 * compiled by the JIT). Rendering the sample report once, in the background, moves that cost off the first
 * visitor's download. Idempotent; never throws.
 */
export function warmReportRenderer(): Promise<void> {
  warming ??= import('./sample')
    .then(async ({ sampleReportInput }) => {
      const { buildReportModel } = await import('./model')
      await renderReportPdf(buildReportModel(sampleReportInput()))
    })
    .catch((error: unknown) => console.error(`[report] warm-up failed: ${(error as Error).message}`))
  return warming
}
