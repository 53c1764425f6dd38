/**
 * The one-time link of « Accès à mes résultats » (and of the purchase email): RESTORE_PATH/<token>. Opening
 * it uses nothing (mail scanners fetch links): its token waits in an hour-long cookie, and the visitor lands
 * on RESTORE_CONFIRM_PATH, with a clean address, whose button uses the link. The token, good for 30 minutes
 * (days in a purchase email), then stays out of the browser's history, of an address copied or shown on
 * screen, of the tag manager, and of the page's HTML.
 */
import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { hashToken } from '../access-token'
import { emailedLinkCookie } from '../http/cookies'
import { INVALID_LINK_PATH } from '../http/invalid-link'
import { shownTag } from '../http/shown-tag'
import { findResultByToken } from '../assessments/visitor-result'
import { findRestoreLink, isLinkToken } from './access-links'
import { findRetrievableResult } from './lookup'
import { normalEmail } from '@/domain/email-address'

export const RESTORE_CONFIRM_PATH = '/acces/confirmer'
export const RESTORE_LINK_COOKIE = 'riasec_restore_link'
/** The query RESTORE_CONFIRM_PATH reads to say another link was opened since the page the visitor confirmed was drawn. */
export const RESTORE_OTHER_LINK = 'autre-lien'

/** The cookie for a link's token; with null, the cookie that deletes it. */
export const restoreLinkCookie = (token: string | null): string => emailedLinkCookie(RESTORE_LINK_COOKIE, token)

/** How the confirmation page names back the link it showed, for its button (see shownTag). */
export const shownLinkTag = (token: string): string => shownTag('restore-page', token)

/**
 * Where the emailed link leads, with which cookie. A token of the right shape always replaces the cookie of
 * a link opened earlier, so the page speaks of the link just opened, whether it can still be used or not; the
 * page looks it up. Anything else leads to the page that says the link is invalid, and deletes that cookie.
 */
export function restoreLinkLanding(token: unknown): { path: string; cookie: string } {
  return isLinkToken(token) ? { path: RESTORE_CONFIRM_PATH, cookie: restoreLinkCookie(token) } : { path: INVALID_LINK_PATH, cookie: restoreLinkCookie(null) }
}

export type RestoreConfirmation =
  /**
   * A link still unused: the button, naming the link (`tag`); the address of the test it opens, to check;
   * whether this device already opens another test's results, which confirming replaces here (`lost` when
   * « Accès à mes résultats » would not give that test back: no address, or another test of the same
   * address and first name comes first).
   */
  | { state: 'confirm'; tag: string; email: string | null; replaces: 'recoverable' | 'lost' | null }
  /** A link still unused, on a device that already opens its results: nothing to confirm, the link kept for another device. */
  | { state: 'held'; profile: string }
  /**
   * Its link used, and this device's access cookie opens the link's result: the page reloaded or gone back
   * to after confirming (`restored`), or the device the test was taken on, which kept its access (`own`).
   */
  | { state: 'done'; profile: string; here: 'restored' | 'own' }
  /** No link: an hour went by, cookies are refused, or the page was opened in another browser. */
  | { state: 'reopen' }
  /** A link expired, used by another device, or whose result was erased. */
  | { state: 'invalid' }

/** Whether « Accès à mes résultats » gives this result back, by its email and first name (it gives one result per pair). */
async function canBeFoundAgain(payload: Payload, result: RiasecResult): Promise<boolean> {
  if (!result.email || !result.name) return false
  // As the page's form sends it: trimmed and in lower case.
  return (await findRetrievableResult(payload, { email: normalEmail(result.email), firstName: result.name }))?.id === result.id
}

/** What the confirmation page shows, from the link's cookie and the visitor's access cookie. */
export async function restoreConfirmation(payload: Payload, linkToken: string | undefined, accessToken: string | undefined): Promise<RestoreConfirmation> {
  if (!linkToken) return { state: 'reopen' }
  const link = await findRestoreLink(payload, linkToken)
  if (!link) return { state: 'invalid' }
  const held = await findResultByToken(payload, accessToken)
  if (link.used) {
    if (!held || held.id !== link.resultId) return { state: 'invalid' }
    return { state: 'done', profile: held.dominantProfile, here: held.accessTokenHash === hashToken(accessToken ?? '') ? 'own' : 'restored' }
  }
  if (held?.id === link.resultId) return { state: 'held', profile: held.dominantProfile }
  const result = await payload.db.findOne<RiasecResult>({ collection: 'riasec-results', where: { id: { equals: link.resultId } } })
  if (!result) return { state: 'invalid' }
  const replaces = held === null ? null : (await canBeFoundAgain(payload, held)) ? 'recoverable' : 'lost'
  return { state: 'confirm', tag: shownLinkTag(linkToken), email: result.email ?? null, replaces }
}

/** The full results of a restored result. */
export const restoredResultsPath = (profile: string): string => `/resultats-riasec?profile=${encodeURIComponent(profile)}`
