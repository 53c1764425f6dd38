/**
 * The « Mes données » link every email carries: it leads to /mes-donnees, where the visitor downloads their
 * data or erases it. The link is an access link bound to the email address (only its hash is stored).
 */
import type { Payload } from 'payload'
import { siteUrl } from '@/env'
import { createAccessLink, findValidLink, isLinkToken } from '../retrieval/access-links'
import { loadAccessTexts, type AccessTexts } from '../retrieval/access-texts'
import type { EmailFooter } from '../email/message'
import { escapeHtml } from '../email/html'
import { cookieValue, emailedLinkCookie } from '../http/cookies'
import { shownTag } from '../http/shown-tag'
import { normalEmail } from '@/domain/email-address'
import { describeError } from '@/server/log-error'

export const DATA_RIGHTS_PATH = '/mes-donnees'
/**
 * Where the emailed link points: the link's token, good for 30 days, is swapped there for a cookie, and the
 * visitor lands on DATA_RIGHTS_PATH with a clean address. The token then stays out of the browser's history,
 * of an address copied or shown on screen, and of the page's own HTML and scripts.
 */
export const DATA_RIGHTS_OPEN_PATH = '/mes-donnees/lien'
/** The query DATA_RIGHTS_PATH reads to say the link the visitor came with is no longer valid. */
export const DATA_LINK_REFUSED = 'lien-refuse'
/** The query DATA_RIGHTS_PATH reads to know the visitor came with a valid link: without its cookie, the page says why (cookies refused, or an hour gone by). */
export const DATA_LINK_OPENED = 'lien-ouvert'

/** The cookie that holds the token, for an hour: what the page and its download and erase endpoints read. */
export const DATA_RIGHTS_COOKIE = 'riasec_data_rights'

/** The cookie for a link's token; with null, the cookie that deletes it (a refused link). */
export const dataRightsCookie = (token: string | null): string => emailedLinkCookie(DATA_RIGHTS_COOKIE, token)

export const dataRightsTokenFromCookieHeader = (header: string | null): string | null => cookieValue(header, DATA_RIGHTS_COOKIE)

/**
 * Where the emailed link leads, with which cookie: « Mes données » with the token's cookie for a valid link;
 * for a link expired, erased or altered, the page saying so, without the cookie of a link opened earlier, so
 * that the page never shows another address's data than the one the visitor just asked for.
 */
export async function dataLinkLanding(payload: Payload, token: string | null): Promise<{ path: string; cookie: string }> {
  if (isLinkToken(token) && (await mayBeValid(payload, token))) return { path: `${DATA_RIGHTS_PATH}?${DATA_LINK_OPENED}`, cookie: dataRightsCookie(token) }
  return { path: `${DATA_RIGHTS_PATH}?${DATA_LINK_REFUSED}`, cookie: dataRightsCookie(null) }
}

/** The address a « Mes données » link's token stands for, or null: not a link's token, or a link expired or erased. */
export async function dataRightsEmail(payload: Payload, token: unknown): Promise<string | null> {
  if (!isLinkToken(token)) return null
  return (await findValidLink(payload, token, 'data-rights'))?.email ?? null
}

/** False only when the link is known to be refused: if the database cannot say now, the page asks it again. */
async function mayBeValid(payload: Payload, token: string): Promise<boolean> {
  try {
    return (await dataRightsEmail(payload, token)) !== null
  } catch (error) {
    payload.logger.warn({ msg: 'Data-rights link not checked before its cookie', err: describeError(error) })
    return true
  }
}

/**
 * The address the « Mes données » page shows, as the page names it back when it downloads or erases (see
 * shownTag). The address, not the link: a second link for the same address, opened since, acts alike.
 */
export const shownAddressTag = (email: string): string => shownTag('data-rights-page', normalEmail(email))

/** A new « Mes données » link for this address, valid 30 days. */
export async function dataRightsLinkFor(payload: Payload, email: string): Promise<string> {
  const link = await createAccessLink(payload, 'data-rights', { email: normalEmail(email) })
  return `${siteUrl()}${DATA_RIGHTS_OPEN_PATH}?lien=${link.token}`
}

/** The lines every email to a visitor ends with (text and HTML), in the editors' words (`emails.dataRightsFooter`), around its « Mes données » link. */
export function renderDataRightsFooter(footer: AccessTexts['emails']['dataRightsFooter'], link: string): EmailFooter {
  return {
    text: `\n\n—\n${footer.text}\n${link}\n`,
    html: `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="font-size:13px;color:#555">${escapeHtml(footer.text)} <a href="${escapeHtml(link)}">${escapeHtml(footer.link)}</a></p>`,
  }
}

/** The footer of an email to `email`, with a new « Mes données » link for that address. */
export async function dataRightsFooter(payload: Payload, email: string): Promise<EmailFooter> {
  const [link, texts] = await Promise.all([dataRightsLinkFor(payload, email), loadAccessTexts(payload)])
  return renderDataRightsFooter(texts.emails.dataRightsFooter, link)
}
