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
