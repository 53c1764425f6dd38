import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { createAccessLink } from '../retrieval/access-links'

export const REPORT_LINK_PATH = '/api/report/link'

/**
 * The signed, expiring download link of the purchase email: an unguessable token (only its hash is
 * stored) that downloads this result's report for 30 days, on any device.
 */
export async function reportLinkFor(payload: Payload, resultId: number): Promise<string> {
  const link = await createAccessLink(payload, 'report', { resultId })
  return `${siteUrl()}${REPORT_LINK_PATH}/${link.token}`
}
