'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { env } from '@/env'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { consumeRestoreLink, isLinkToken } from '@/server/retrieval/access-links'
import { RESTORE_CONFIRM_PATH, RESTORE_LINK_COOKIE, RESTORE_OTHER_LINK, restoredResultsPath, shownLinkTag } from '@/server/retrieval/restore-link'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Uses the emailed link whose token waits in its cookie (once), when it is the link the page showed (the
 * form's `lien`): this browser gets a new access token of its own, stored as a device grant, so the device
 * that took the test keeps its access too. Then on to the full results. Another link opened since on this
 * device (another tab, or another site sending the browser to its own link) is not used in its place: the
 * page shows it, saying so. Otherwise (the link used or expired meanwhile, no cookie) back to the page, which
 * says what it now is. The link's cookie stays: reloading or going back to the page then says the results
 * are open here.
 */
export async function restoreAccess(formData: FormData): Promise<void> {
  const jar = await cookies()
  const token = jar.get(RESTORE_LINK_COOKIE)?.value
  const shown = formData.get('lien')
  if (!isLinkToken(token)) redirect(RESTORE_CONFIRM_PATH)
  if (shown !== shownLinkTag(token)) redirect(`${RESTORE_CONFIRM_PATH}?${RESTORE_OTHER_LINK}`)
  const restored = await consumeRestoreLink(await getPayload(), token)
  if (!restored) redirect(RESTORE_CONFIRM_PATH)
  const secure = env().NODE_ENV === 'production'
  jar.set(ACCESS_COOKIE, restored.deviceToken, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS })
  jar.set('bilan_type', restored.result.bilanType, { sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS, secure })
  redirect(restoredResultsPath(restored.result.dominantProfile))
}
