import { useState } from 'react'
import { detachKeptTests, sendsSettled } from '@/lib/submissions'
import { forgetPreviousVisitor } from '@/lib/visitor-storage'
import { forgetPreviousVisitorCookies, purchaseWaitingHere } from './forget-visitor-action'

/**
 * A shared computer's next visitor: the device forgets the previous one, so the next test is neither filed
 * under their address, nor resumes their answers, nor claims the report they bought before their test (a
 * report waiting here stays when the new visitor says it is theirs: `owner`, see forgetPreviousVisitorCookies). Their
 * finished tests still waiting go on being sent, without this browser's cookies (so none of theirs lands
 * here again): detached first, then the sends under way are let finish, then the server deletes their
 * cookies, then the browser's storage forgets them. False when the server could not be reached.
 */
export async function forgetPreviousVisitorHere(owner: true | string | null = null): Promise<boolean> {
  detachKeptTests()
  await sendsSettled()
  try {
    await forgetPreviousVisitorCookies(owner)
  } catch (error) {
    console.warn('Forgetting the previous visitor’s cookies failed', error)
    return false
  }
  forgetPreviousVisitor()
  return true
}

/** The device forgetting the previous visitor: under way, failed (the page says so), or neither (null). */
export type Forgetting = 'busy' | 'failed' | null

export interface ForgetPreviousVisitor {
  forgetting: Forgetting
  /** `owner`: an address the new visitor typed; a report bought here with it stays theirs. */
  forget: (owner?: string) => Promise<boolean>
  /**
   * « Ce n’est pas moi »: forgets at once, unless a report bought here waits for its test; then `purchase`
   * holds its address (masked) and the page asks whose it is (`answerPurchase`). True once forgotten.
   */
  notMe: () => Promise<boolean>
  purchase: string | null
  answerPurchase: (mine: boolean) => Promise<boolean>
  /** Starts over (the start modal opened again): no failure said, no question about a purchase pending. */
  clear: () => void
}

/**
 * `forgetPreviousVisitorHere` for a page that says how it went (the start modal's and the test's « Ce n’est pas
 * moi »): each call answers whether the device forgot, and does nothing while a call is under way.
 */
export function useForgetPreviousVisitor(): ForgetPreviousVisitor {
  const [forgetting, setForgetting] = useState<Forgetting>(null)
  const [purchase, setPurchase] = useState<string | null>(null)
  const run = async (owner: true | string | null): Promise<boolean> => {
    setForgetting('busy')
    const forgotten = await forgetPreviousVisitorHere(owner)
    setForgetting(forgotten ? null : 'failed')
    return forgotten
  }
  const forget = async (owner?: string): Promise<boolean> => (forgetting === 'busy' ? false : run(owner ?? null))
  const notMe = async (): Promise<boolean> => {
    if (forgetting === 'busy') return false
    setForgetting('busy')
    const waiting = await purchaseWaitingHere().catch((error: unknown) => {
      console.warn('Looking for a purchase waiting on this device failed', error)
      return undefined
    })
    if (waiting === undefined) {
      setForgetting('failed')
      return false
    }
    if (waiting === null) return run(null)
    setForgetting(null)
    setPurchase(waiting)
    return false
  }
  const answerPurchase = async (mine: boolean): Promise<boolean> => {
    if (forgetting === 'busy') return false
    const forgotten = await run(mine ? true : null)
    if (forgotten) setPurchase(null)
    return forgotten
  }
  const clear = () => {
    setForgetting(null)
    setPurchase(null)
  }
  return { forgetting, forget, notMe, purchase, answerPurchase, clear }
}
