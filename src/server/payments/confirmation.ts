import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { sendOrderConfirmation } from './emails'
import { describeError } from '@/server/log-error'

/**
 * The confirmation email of a paid order is sent at least once, and once in normal operation.
 *
 * Marking an order paid also marks its confirmation `due`, in the same transaction (markOrderPaid), so
 * the debt survives a crash between the commit and the send. Whoever sends first claims the order: the
 * claim is one conditional update that moves `confirmation_email_next_attempt_at` a lease ahead, so no
 * other process takes the order while the message is on its way. Then the order is marked `sent`; a
 * failed send is retried later with a growing delay, and given up after a day or so (`abandoned`).
 * A process that dies between the send and the mark leaves the claim to expire: that one message is
 * sent twice, the only duplicate the design allows (SMTP cannot take part in the transaction).
 *
 * Senders: the fulfilment right after its commit (the visitor expects the email within seconds), a
 * replayed webhook of an order already paid (the provider replays when the first delivery got no answer,
 * typically because the process died), and the recovery job for confirmations still due a few minutes
 * after payment (jobs.ts).
 */

/**
 * The orders a confirmation is for: the paid ones, and a duplicate payment the app gave back (told as such,
 * emails.ts). Other refunded orders owe none.
 */
const confirmable = () => sql`(status = 'paid' or (status = 'refunded' and payment_note = 'duplicate-refunded'))`

/**
 * How long a claim holds the order. Longer than the slowest send that still succeeds: nodemailer's
 * default timeouts (2 min to connect, 10 min of socket inactivity) end a stuck SMTP session before.
 */
export const CLAIM_LEASE_MINUTES = 15
/** The fast path owns a fresh payment for this long: the recovery job only takes older confirmations. */
export const RECOVERY_GRACE_MINUTES = 2
/** Attempts before giving up; with the delays below, the last one comes about a day after the first. */
export const MAX_CONFIRMATION_ATTEMPTS = 10

/** Minutes before the next attempt after the n-th failure: 5, 10, 20 … up to 6 hours. */
export const retryDelayMinutes = (attempts: number): number => Math.min(5 * 2 ** Math.max(attempts - 1, 0), 6 * 60)

export type ConfirmationOutcome =
  /** Sent by this call, and marked sent. */
  | 'sent'
  /** Nothing to do here: already sent or given up, being sent by another process, waiting for its retry time, or no longer owed. */
  | 'not-due'
  /** The send failed; retried at the next attempt time. */
  | 'failed'
  /** No address to send to, or the last attempt failed: given up, logged. */
  | 'abandoned'

/** Takes the order for one attempt; the attempt's number, or null when it is not this call's to send. */
async function claim(payload: Payload, orderId: number): Promise<number | null> {
  const rows = await execute<{ attempts: string | number }>(
    payload,
    sql`update orders
        set confirmation_email_attempts = coalesce(confirmation_email_attempts, 0) + 1,
            confirmation_email_next_attempt_at = now() + ${CLAIM_LEASE_MINUTES}::int * interval '1 minute',
            updated_at = now()
        where id = ${orderId} and ${confirmable()} and confirmation_email = 'due'
          and (confirmation_email_next_attempt_at is null or confirmation_email_next_attempt_at <= now())
        returning confirmation_email_attempts as attempts`,
  )
  return rows[0] ? Number(rows[0].attempts) : null
}

async function settle(payload: Payload, orderId: number, state: 'sent' | 'abandoned'): Promise<void> {
  if (state === 'sent') {
    await execute(
      payload,
      sql`update orders
          set confirmation_email = 'sent', confirmation_email_sent_at = now(), confirmation_email_next_attempt_at = null, updated_at = now()
          where id = ${orderId}`,
    )
  } else {
    await execute(
      payload,
      sql`update orders set confirmation_email = 'abandoned', confirmation_email_next_attempt_at = null, updated_at = now() where id = ${orderId}`,
    )
  }
}

async function retryLater(payload: Payload, orderId: number, delayMinutes: number): Promise<void> {
  await execute(
    payload,
    sql`update orders
        set confirmation_email_next_attempt_at = now() + ${delayMinutes}::int * interval '1 minute', updated_at = now()
        where id = ${orderId}`,
  )
}

/**
 * Sends the order's confirmation if it is due and nobody else is sending it. A failed send is logged
 * and scheduled for a retry, never thrown; a database failure is thrown (the claim then expires and the
 * recovery job sends later).
 */
export async function sendConfirmationIfDue(payload: Payload, orderId: number): Promise<ConfirmationOutcome> {
  const attempt = await claim(payload, orderId)
  if (attempt === null) return 'not-due'
  let sent: Awaited<ReturnType<typeof sendOrderConfirmation>>
  try {
    sent = await sendOrderConfirmation(payload, orderId)
  } catch (error) {
    const err = describeError(error)
    if (attempt >= MAX_CONFIRMATION_ATTEMPTS) {
      payload.logger.error({ msg: 'Order confirmation email failed for the last time: given up', orderId, attempt, err })
      await settle(payload, orderId, 'abandoned')
      return 'abandoned'
    }
    const delay = retryDelayMinutes(attempt)
    payload.logger.error({ msg: 'Order confirmation email failed; will retry', orderId, attempt, retryInMinutes: delay, err })
    await retryLater(payload, orderId, delay)
    return 'failed'
  }
  // No address (sendOrderConfirmation logs it): retrying would not find one.
  if (!sent) {
    await settle(payload, orderId, 'abandoned')
    return 'abandoned'
  }
  await settle(payload, orderId, 'sent')
  if (attempt > 1) payload.logger.info({ msg: 'Order confirmation email sent after an earlier attempt', orderId, attempt })
  return 'sent'
}

export interface RecoveryReport {
  /** Confirmations due and past the grace period when the run started (at most `limit`). */
  due: number
  sent: number
  failed: number
  abandoned: number
  /** Taken by another process between the search and the claim. */
  skipped: number
}

/**
 * Sends the confirmations still due for orders paid more than a couple of minutes ago (the fulfilment's
 * own send failed, or its process died), oldest first, at most `limit` per run. Each order is claimed
 * before it is sent, so concurrent runs and a late fast path never send the same order twice.
 */
export async function sendDueConfirmations(payload: Payload, { limit = 25 }: { limit?: number } = {}): Promise<RecoveryReport> {
  const due = await execute<{ id: string | number }>(
    payload,
    sql`select id from orders
        where confirmation_email = 'due' and ${confirmable()}
          and paid_at <= now() - ${RECOVERY_GRACE_MINUTES}::int * interval '1 minute'
          and (confirmation_email_next_attempt_at is null or confirmation_email_next_attempt_at <= now())
        order by paid_at, id
        limit ${limit}`,
  )
  const report: RecoveryReport = { due: due.length, sent: 0, failed: 0, abandoned: 0, skipped: 0 }
  for (const row of due) {
    const orderId = Number(row.id)
    try {
      const outcome = await sendConfirmationIfDue(payload, orderId)
      if (outcome === 'not-due') report.skipped++
      else report[outcome]++
    } catch (error) {
      // A database failure on one order: the others are still tried, and this one comes back next run.
      report.failed++
      payload.logger.error({ msg: 'Order confirmation recovery failed for one order', orderId, err: describeError(error) })
    }
  }
  if (due.length > 0) payload.logger.info({ msg: 'Due order confirmations processed', ...report })
  return report
}
