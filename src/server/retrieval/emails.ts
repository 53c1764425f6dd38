import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { displayFirstName } from '@/domain/first-name'
import { dataRightsFooter } from '../privacy/links'
import { fillTemplate, fillTemplateWithName } from '@/domain/template'
import { loadAccessTexts, type AccessTexts } from './access-texts'
import { escapeHtml } from '../email/html'
import { withFooter, type EmailMessage } from '../email/message'
import { siteIdentity } from './site-identity'

export const RESTORE_PATH = '/acces'

export const restoreUrl = (token: string): string => `${siteUrl()}${RESTORE_PATH}/${token}`

interface RestoreEmail {
  to: string
  name: string | null | undefined
  profileCode: string
  profileName: string | null | undefined
  token: string
  minutes: number
}

interface RestoreEmailContent extends Omit<RestoreEmail, 'token'> {
  /** Where the one-time link leads (restoreUrl). */
  link: string
  brand: string
  texts: AccessTexts
}

/**
 * The email of « Accès à mes résultats »: a one-time link that restores full access on the device that opens it.
 * Its sentences are the editors' (`emails.resultsLink` of the access texts), with their French spacing; the
 * link stands apart, exactly as built.
 */
export function buildRestoreEmail({ to, name, profileCode, profileName, minutes, link, brand, texts }: RestoreEmailContent): EmailMessage {
  const t = texts.emails.resultsLink
  const firstName = displayFirstName(name)
  const profile = profileName ? fillTemplate(t.profile, { code: profileCode, name: profileName }) : profileCode
  const greeting = firstName ? fillTemplateWithName(t.greeting, { firstName }, 'firstName') : t.greetingAnonymous
  const lines = [fillTemplate(t.request, { brand }), fillTemplate(t.linkIntro, { profile })]
  const warning = fillTemplate(t.warning, { minutes })
  const signature = fillTemplate(t.signature, { brand })
  return {
    to,
    subject: fillTemplate(t.subject, { brand }),
    text: `${greeting}\n\n${lines.join('\n')}\n${link}\n\n${warning}\n\n${signature}`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.button)}</a></p>` +
      `<p style="font-size:13px;color:#555">${escapeHtml(warning)}</p>` +
      `<p>${escapeHtml(signature)}</p>`,
  }
}

/** Sends the « Accès à mes résultats » email, with the « Mes données » lines every email to a visitor ends with. */
export async function sendRestoreEmail(payload: Payload, email: RestoreEmail): Promise<void> {
  const [{ brandName: brand }, texts, footer] = await Promise.all([siteIdentity(payload), loadAccessTexts(payload), dataRightsFooter(payload, email.to)])
  await payload.sendEmail(withFooter(buildRestoreEmail({ ...email, link: restoreUrl(email.token), brand, texts }), footer))
}
