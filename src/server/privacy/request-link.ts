/**
 * « Mes données » without a link at hand: the visitor types their address and, when we hold anything for
 * it, a « Mes données » link is emailed there. The answer is the same either way, after the same floor time.
 */
import type { Payload } from 'payload'
import { frenchSpacing } from '@/domain/typography'
import { VisitorError } from '../assessments/errors'
import { TOO_MANY_ATTEMPTS } from '../http/request'
import { hitRateLimit } from '../rate-limit'
import { escapeHtml } from '../retrieval/html'
import { siteIdentity } from '../retrieval/site-identity'
import { emailSubjectKey } from '../retrieval/subject-key'
import { dataRightsLinkFor } from './links'
import { findPersonRecords } from './person'

export const DATA_LINK_PER_EMAIL = { name: 'data-link-email', limit: 3, windowSeconds: 3600 }
const FLOOR_MS = 600

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const holdsAnything = (records: Awaited<ReturnType<typeof findPersonRecords>>) =>
  records.leadIds.length + records.resultIds.length + records.orderIds.length + records.bookingIds.length + records.emailIds.length > 0

async function sendIfKnown(payload: Payload, email: string): Promise<void> {
  const decision = await hitRateLimit(payload, DATA_LINK_PER_EMAIL, emailSubjectKey(email))
  if (!decision.allowed) throw new VisitorError(TOO_MANY_ATTEMPTS, 429)
  const records = await findPersonRecords(payload, email)
  if (!holdsAnything(records)) return
  const { brandName } = await siteIdentity(payload)
  const link = await dataRightsLinkFor(payload, records.email)
  // French sentences get their no-break spaces before « ; : ! ? »; the link stands apart, exactly as built.
  const lines = [
    'Bonjour,',
    `Tu as demandé à gérer les données que ${brandName} conserve pour cette adresse.`,
    'Ce lien, valable 30 jours, te permet de les télécharger ou de les effacer :',
  ].map(frenchSpacing)
  const after = frenchSpacing(
    'Si tu n’es pas à l’origine de cette demande, ignore cet email : rien ne sera effacé sans ton action.',
  )
  const signature = frenchSpacing(`L’équipe ${brandName}`)
  await payload.sendEmail({
    to: records.email,
    subject: frenchSpacing(`Tes données personnelles — ${brandName}`),
    text: `${lines.join('\n\n')}\n${link}\n\n${after}\n\n${signature}`,
    html:
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">Gérer mes données</a></p><p style="font-size:13px;color:#555">${escapeHtml(after)}</p><p>${escapeHtml(signature)}</p>`,
  })
}

export async function requestDataRightsLink(payload: Payload, email: string, floorMs = FLOOR_MS): Promise<void> {
  const [outcome] = await Promise.allSettled([sendIfKnown(payload, email), sleep(floorMs)])
  if (outcome.status === 'rejected') throw outcome.reason
}
