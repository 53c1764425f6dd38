import type { UIFieldServerProps } from 'payload'
import { samplePagesState } from '@/server/report/sample-refresh'
import { SamplePagesRefresh } from './SamplePagesRefresh'

/**
 * « Exemple de rapport »: whether the pages print the texts saved now, worked out on the server as the screen
 * opens, and the button that draws them again (SamplePagesRefresh).
 */
export async function SamplePagesField({ payload, data }: UIFieldServerProps) {
  const recorded = (data as { pagesFingerprint?: string | null } | undefined)?.pagesFingerprint
  const state = await samplePagesState(payload, recorded).catch((error: unknown) => {
    payload.logger.warn({ msg: 'Could not tell whether the sample report pages are current', err: String(error) })
    return 'unknown' as const
  })
  return <SamplePagesRefresh state={state} />
}
