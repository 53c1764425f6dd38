'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'
import { serverCookieOptions } from '@/server/http/cookies'
import { PERSON_COOKIES } from '@/server/http/person-cookies'
import { ORDER_COOKIE, keepsOrderWhenForgetting, sessionFromOrderCookie } from '@/server/payments/claim'
import { getPayload } from '@/server/payload'

const previousAddress = z.string().max(320)

/**
 * « Ce n’est pas moi » in the start modal: this browser no longer opens the previous visitor's results, and
 * the test taken next does not claim the report they bought before theirs. They get it all back from their
 * emails (« Accès à mes résultats », the purchase email's link for another device). `previousEmail`, the
 * address the device held for them, tells theirs from a report the new visitor bought here with their own
 * (keepsOrderWhenForgetting), which stays.
 */
export async function forgetPreviousVisitorCookies(previousEmail: unknown): Promise<void> {
  const jar = await cookies()
  const address = previousAddress.safeParse(previousEmail)
  const order = sessionFromOrderCookie(jar.get(ORDER_COOKIE)?.value)
  const keepOrder = address.success && order !== null && (await keepsOrderWhenForgetting(await getPayload(), order, address.data))
  for (const name of PERSON_COOKIES) {
    if (jar.has(name) && !(keepOrder && name === ORDER_COOKIE)) jar.set(name, '', serverCookieOptions(0))
  }
}
