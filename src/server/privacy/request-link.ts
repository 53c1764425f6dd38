/**
 * « Mes données » without a link at hand: the visitor types their address and, when we hold anything for
 * it, a « Mes données » link is emailed there. The answer is the same either way, after the same floor time;
 * the email leaves after it (see quiet-lookup.ts).
 */
import type { Payload } from 'payload'
import { ANSWER_FLOOR_MS, lookUpQuietly, mayEmail, type FoundEmail, type QuietAnswer } from '../http/quiet-lookup'
import { fillTemplate } from '@/domain/template'
import { loadAccessTexts, type AccessTexts } from '../retrieval/access-texts'
import { escapeHtml } from '../email/html'
import type { EmailMessage } from '../email/message'
import { purposePolicy } from '../retrieval/purposes'
import { siteIdentity } from '../retrieval/site-identity'
import { dataRightsLinkFor } from './links'
import { findPersonRecords } from './person'

/** « Mes données » links emailed to one address in an hour (see mayEmail). */
export const DATA_LINK_PER_EMAIL = { name: 'data-link-email', limit: 3, windowSeconds: 3600 }
const DATA_RIGHTS_LINK = 'Data rights link'

const holdsAnything = (records: Awaited<ReturnType<typeof findPersonRecords>>) =>
  records.leadIds.length + records.resultIds.length + records.orderIds.length + records.bookingIds.length + records.emailIds.length > 0

async function lookUp(payload: Payload, email: string): Promise<FoundEmail> {
  const records = await findPersonRecords(payload, email)
  if (!holdsAnything(records)) return null
  if (!(await mayEmail(payload, DATA_LINK_PER_EMAIL, email, DATA_RIGHTS_LINK))) return null
  // Everything else is done after the answer: a slow or failing read or write would tell a match from none.
  return () => sendDataRightsLink(payload, records.email)
}

interface DataRightsLinkEmail {
  to: string
  /** The « Mes données » link (dataRightsLinkFor). */
  link: string
  brand: string
  texts: AccessTexts
}

/** The email that brings a « Mes données » link: the editors' sentences (`emails.dataRightsLink`), with their French spacing; the link stands apart, exactly as built. */
export function buildDataRightsLinkEmail({ to, link, brand, texts }: DataRightsLinkEmail): EmailMessage {
  const t = texts.emails.dataRightsLink
  const days = purposePolicy('data-rights').ttlMinutes / (24 * 60)
  const lines = [t.greeting, fillTemplate(t.request, { brand }), fillTemplate(t.linkIntro, { days })]
  const signature = fillTemplate(t.signature, { brand })
  return {
    to,
    subject: fillTemplate(t.subject, { brand }),
    text: `${lines.join('\n\n')}\n${link}\n\n${t.warning}\n\n${signature}`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(t.warning)}</p><p>${escapeHtml(signature)}</p>`,
  }
}

async function sendDataRightsLink(payload: Payload, email: string): Promise<void> {
  const [{ brandName: brand }, texts, link] = await Promise.all([siteIdentity(payload), loadAccessTexts(payload), dataRightsLinkFor(payload, email)])
  await payload.sendEmail(buildDataRightsLinkEmail({ to: email, link, brand, texts }))
}

/** Emails a « Mes données » link when anything is held for `email`, after the answer (never before `floorMs`). */
export function requestDataRightsLink(payload: Payload, email: string, floorMs = ANSWER_FLOOR_MS): Promise<QuietAnswer> {
  return lookUpQuietly(payload, DATA_RIGHTS_LINK, () => lookUp(payload, email), floorMs)
}
