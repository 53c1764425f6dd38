import { notFound } from 'next/navigation'
import { z } from 'zod'
import { getPayload } from '@/server/payload'
import { requireEditor } from '@/server/http/editor-only'
import { previewReport } from '@/server/report/preview'
import { reportPreviewPath } from '@/lib/preview-paths'

const previewParams = z.object({ set: z.enum(['scolaire', 'adulte']), code: z.string().regex(/^[riasec]{1,2}$/) })

/** The « Aperçu » of a profile or of the report's texts: the PDF a visitor of that profile would download now, for editors only. */
export async function GET(_request: Request, { params }: { params: Promise<{ set: string; code: string }> }): Promise<Response> {
  const raw = await params
  await requireEditor(reportPreviewPath(raw.set, raw.code))
  const parsed = previewParams.safeParse(raw)
  const report = parsed.success ? await previewReport(await getPayload(), parsed.data.set, parsed.data.code) : null
  if (!report) notFound()
  return new Response(new Uint8Array(report.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${report.filename}"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  })
}
