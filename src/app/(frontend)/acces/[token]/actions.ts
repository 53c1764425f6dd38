'use server'

import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { env } from '@/env'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { consumeRestoreLink, isLinkToken } from '@/server/retrieval/access-links'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Uses the emailed link (once): this browser gets a new access token of its own, stored as a device grant,
 * so the device that took the test keeps its access too. Then on to the full results.
 */
export async function restoreAccess(formData: FormData): Promise<void> {
  const token = formData.get('token')
  const restored = isLinkToken(token) ? await consumeRestoreLink(await getPayload(), token) : null
  if (!restored) redirect(`/acces/${isLinkToken(token) ? token : 'invalide'}`)
  const jar = await cookies()
  const secure = env().NODE_ENV === 'production'
  jar.set(ACCESS_COOKIE, restored.deviceToken, { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS })
  jar.set('bilan_type', restored.result.bilanType, { sameSite: 'lax', path: '/', maxAge: ONE_YEAR_SECONDS, secure })
  redirect(`/resultats-riasec?profile=${encodeURIComponent(restored.result.dominantProfile)}`)
}
