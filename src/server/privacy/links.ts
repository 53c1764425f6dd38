/**
 * The « Mes données » link every email carries: it opens /mes-donnees, where the visitor downloads their
 * data or erases it. The link is an access link bound to the email address (only its hash is stored).
 */
import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { createAccessLink } from '../retrieval/access-links'
import { loadAccessTexts } from '../retrieval/access-texts'
import { escapeHtml } from '../email/html'

export const DATA_RIGHTS_PATH = '/mes-donnees'

/** A new « Mes données » link for this address, valid 30 days. */
export async function dataRightsLinkFor(payload: Payload, email: string): Promise<string> {
  const link = await createAccessLink(payload, 'data-rights', { email: email.trim().toLowerCase() })
  return `${siteUrl()}${DATA_RIGHTS_PATH}?lien=${link.token}`
}

export interface EmailFooter {
  text: string
  html: string
}

/** The lines to append to any email sent to a visitor (text and HTML), in the editors' words (`emails.dataRightsFooter`). */
export async function dataRightsFooter(payload: Payload, email: string): Promise<EmailFooter> {
  const [link, texts] = await Promise.all([dataRightsLinkFor(payload, email), loadAccessTexts(payload)])
  const footer = texts.emails.dataRightsFooter
  return {
    text: `\n\n—\n${footer.text}\n${link}\n`,
    html: `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="font-size:13px;color:#555">${escapeHtml(footer.text)} <a href="${escapeHtml(link)}">${escapeHtml(footer.link)}</a></p>`,
  }
}
