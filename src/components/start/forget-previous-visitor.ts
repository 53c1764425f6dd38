import { useState } from 'react'
import { detachKeptTests, sendsSettled } from '@/lib/submissions'
import { STORAGE_KEYS, forgetPreviousVisitor, readStored } from '@/lib/visitor-storage'
import { forgetPreviousVisitorCookies } from './forget-visitor-action'

/**
 * A shared computer's next visitor: the device forgets the previous one, so the next test is neither filed
 * under their address, nor resumes their answers, nor claims the report they bought before their test (a
 * report bought here with another address, the new visitor's, stays: keepsOrderWhenForgetting). Their
 * finished tests still waiting go on being sent, without this browser's cookies (so none of theirs lands
 * here again): detached first, then the sends under way are let finish, then the server deletes their
 * cookies, then the browser's storage forgets them. False when the server could not be reached.
 */
export async function forgetPreviousVisitorHere(): Promise<boolean> {
  detachKeptTests()
  await sendsSettled()
  try {
    await forgetPreviousVisitorCookies(readStored<string>(STORAGE_KEYS.userEmail) ?? '')
  } catch (error) {
    console.warn('Forgetting the previous visitor’s cookies failed', error)
    return false
  }
  forgetPreviousVisitor()
  return true
}

/** The device forgetting the previous visitor: under way, failed (the page says so), or neither (null). */
export type Forgetting = 'busy' | 'failed' | null

/**
 * `forgetPreviousVisitorHere` for a page that says how it went (the start modal's and the test's « Ce n’est pas
 * moi »): `forget` answers whether the device forgot, and does nothing while a call is under way; `clear`
 * drops a failure already said.
 */
export function useForgetPreviousVisitor(): { forgetting: Forgetting; forget: () => Promise<boolean>; clear: () => void } {
  const [forgetting, setForgetting] = useState<Forgetting>(null)
  const forget = async (): Promise<boolean> => {
    if (forgetting === 'busy') return false
    setForgetting('busy')
    const forgotten = await forgetPreviousVisitorHere()
    setForgetting(forgotten ? null : 'failed')
    return forgotten
  }
  return { forgetting, forget, clear: () => setForgetting(null) }
}
