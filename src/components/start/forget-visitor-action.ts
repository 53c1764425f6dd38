'use server'

import { cookies } from 'next/headers'
import { serverCookieOptions } from '@/server/http/cookies'
import { PERSON_COOKIES } from '@/server/http/person-cookies'

/**
 * « Ce n’est pas moi » in the start modal: this browser no longer opens the previous visitor's results, and
 * the test taken next does not claim the report they bought before theirs. They get it all back from their
 * emails (« Accès à mes résultats », the purchase email's link for another device).
 */
export async function forgetPreviousVisitorCookies(): Promise<void> {
  const jar = await cookies()
  for (const name of PERSON_COOKIES) if (jar.has(name)) jar.set(name, '', serverCookieOptions(0))
}
