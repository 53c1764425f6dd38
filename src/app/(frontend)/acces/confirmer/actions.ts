'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { ACCESS_COOKIE, ACCESS_COOKIE_SECONDS, KEPT_ACCESS_COOKIE } from '@/server/access-token'
import { unlockedTokenToKeep } from '@/server/assessments/visitor-result'
import { serverCookieOptions } from '@/server/http/cookies'
import { BILAN_TYPE_COOKIE } from '@/server/http/test-page-routes'
import { getPayload } from '@/server/payload'
import { consumeRestoreLink, isLinkToken } from '@/server/retrieval/access-links'
import { RESTORE_CONFIRM_PATH, RESTORE_LINK_COOKIE, RESTORE_OTHER_LINK, restoredResultsPath, shownLinkTag } from '@/server/retrieval/restore-link'

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
  const payload = await getPayload()
  const restored = await consumeRestoreLink(payload, token)
  if (!restored) redirect(RESTORE_CONFIRM_PATH)
  // A profile kept on this device from an earlier test stays only if it is the same person's.
  const keptToken = jar.get(KEPT_ACCESS_COOKIE)?.value ?? null
  if (keptToken !== null && (await unlockedTokenToKeep(payload, { current: null, kept: keptToken }, restored.result)) === null) {
    jar.set(KEPT_ACCESS_COOKIE, '', serverCookieOptions(0))
  }
  jar.set(ACCESS_COOKIE, restored.deviceToken, serverCookieOptions(ACCESS_COOKIE_SECONDS))
  // The test's type, which the browser's own code sets after a test (TestRunner): not HttpOnly.
  jar.set(BILAN_TYPE_COOKIE, restored.result.bilanType, { ...serverCookieOptions(ACCESS_COOKIE_SECONDS), httpOnly: false })
  redirect(restoredResultsPath(restored.result.dominantProfile))
}
