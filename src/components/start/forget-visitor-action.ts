'use server'

import { cookies } from 'next/headers'
import { z } from 'zod'
import { maskEmail } from '@/domain/email-address'
import { serverCookieOptions } from '@/server/http/cookies'
import { PERSON_COOKIES } from '@/server/http/person-cookies'
import { ORDER_COOKIE, awaitingPurchase, keptWhenForgetting, sessionFromOrderCookie } from '@/server/payments/claim'
import { getPayload } from '@/server/payload'

/** The report bought on this device that waits for its test, if any. */
async function purchaseHere() {
  const jar = await cookies()
  return awaitingPurchase(await getPayload(), sessionFromOrderCookie(jar.get(ORDER_COOKIE)?.value))
}

/**
 * Before « Ce n’est pas toi ? » forgets anything: the address (masked) a report bought on this device and
 * waiting for its test was paid with, so the person at the keyboard can say whether it is theirs; null
 * when there is none.
 */
export async function purchaseWaitingHere(): Promise<string | null> {
  const order = await purchaseHere()
  return order?.email ? maskEmail(order.email) : null
}

/** `true`: the visitor said the waiting purchase is theirs; an address: the one they typed, theirs if it paid. */
const purchaseOwner = z.union([z.literal(true), z.string().max(320)]).nullable().catch(null)

/**
 * « Ce n’est pas moi »: this browser no longer opens the previous visitor's results, and the test taken next
 * does not claim the report they bought before theirs. They get it all back from their emails (« Accès à mes
 * résultats », the purchase email's link for another device). A report bought here that waits for its test
 * stays when the new visitor says it is theirs (`owner` true), or typed the address it was paid with.
 */
export async function forgetPreviousVisitorCookies(owner: unknown): Promise<void> {
  const claimant = purchaseOwner.parse(owner)
  const order = claimant === null ? null : await purchaseHere()
  const keepOrder = keptWhenForgetting(order, claimant)
  const jar = await cookies()
  for (const name of PERSON_COOKIES) {
    if (jar.has(name) && !(keepOrder && name === ORDER_COOKIE)) jar.set(name, '', serverCookieOptions(0))
  }
}
