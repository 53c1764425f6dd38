import type { Payload } from 'payload'
import { describeError } from '@/server/log-error'
import { outlastTheAnswer } from '../after-answer'

/** The follow-ups of answers already given (a buyer's return, a test's result), still running. */
const running = new Set<Promise<void>>()

/**
 * Runs a payment's follow-up (an email, closing other sessions) now, or (`answerFirst`) after the answer, so
 * a slow mail server never holds the page a buyer waits for. Either way it never throws: a failure is logged
 * (the confirmation email is claimed with a lease the recovery job takes over; a session left open is closed
 * by the provider's own expiry). Work after the answer outlasts a stop of the server (after-answer.ts).
 */
export function followUp(payload: Payload, answerFirst: boolean | undefined, what: string, orderId: number, work: () => Promise<unknown>): Promise<void> {
  const done = work().then(
    () => undefined,
    (error: unknown) => payload.logger.error({ msg: `${what} failed`, orderId, err: describeError(error) }),
  )
  if (!answerFirst) return done
  const tracked = done.finally(() => running.delete(tracked))
  running.add(tracked)
  outlastTheAnswer(tracked)
  return Promise.resolve()
}

/** Resolves once every follow-up run after its answer has ended (tests). */
export async function followUpsSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running])
}
