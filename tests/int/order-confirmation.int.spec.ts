/**
 * The confirmation email of a paid order is durable: the fulfilment sends it at once and marks it sent;
 * when that send fails, or the process dies between the payment's commit and the send, the order keeps
 * its confirmation due, and the recovery job (or a replay of the webhook) sends it exactly once. A
 * payment a few seconds old is left to the fulfilment's own send.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Order } from '@/payload-types'
import { execute } from '@/server/db'
import { createStripeProvider } from '@/server/payments/stripe-provider'
import type { PaymentProvider } from '@/server/payments/provider'
import { handleWebhook } from '@/server/payments/webhook'
import { signEvent } from '@/server/payments/signed-event'
import { inTransaction } from '@/server/payments/transaction'
import { markOrderPaid } from '@/server/payments/orders-store'
import { CLAIM_LEASE_MINUTES, MAX_CONFIRMATION_ATTEMPTS, sendConfirmationIfDue, sendDueConfirmations } from '@/server/payments/confirmation'
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe'
import { paidReportSale, type PaidSale } from '../helpers/sales'
import { testPayload } from '../helpers/payload'
import { releaseStalledJobsNowAndThen, STALLED_CHECK_EVERY_MINUTES } from '@/server/jobs/stalled'

// The PDF render that follows an unlock is report.int.spec.ts's subject.
vi.mock('@/server/report/service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/report/service')>()),
  prepareReportSoon: vi.fn(),
}))

const WEBHOOK_SECRET = 'whsec_test_confirmation_0123456789abcdef'

let payload: Payload
let fake: FakeStripe
let stripe: PaymentProvider

beforeAll(async () => {
  payload = await testPayload()
  fake = await startFakeStripe()
  stripe = createStripeProvider({ secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url })
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await fake?.close()
})

/** A report order whose Stripe session is paid, not yet fulfilled. */
const paidSale = (email = `confirmation-${randomBytes(4).toString('hex')}@exemple.fr`): Promise<PaidSale> => paidReportSale(payload, stripe, fake, email)

const deliver = (body: string) => handleWebhook(payload, stripe, body, signEvent(body, WEBHOOK_SECRET))

/** What fulfilment commits before it sends: the process "dies" right after this commit. */
const payWithoutSending = (sale: PaidSale) => inTransaction(payload, (transactionID) => markOrderPaid(payload, sale.orderId, sale.email, transactionID))

const orderOf = (id: number): Promise<Order> => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const mailsTo = async (to: string) => (await execute<{ subject: string }>(payload, sql`select subject from outbox_emails where "to" = ${to}`)).length

/** Moves the payment (and a pending retry time) into the past, as if `minutes` had gone by. */
async function age(sale: PaidSale, minutes: number): Promise<void> {
  await execute(
    payload,
    sql`update orders
        set paid_at = paid_at - ${minutes}::int * interval '1 minute',
            confirmation_email_next_attempt_at = confirmation_email_next_attempt_at - ${minutes}::int * interval '1 minute'
        where id = ${sale.orderId}`,
  )
}

/** Seconds from the database's now to the order's next attempt time (negative when past, null when none). */
async function secondsToNextAttempt(sale: PaidSale): Promise<number | null> {
  const [row] = await execute<{ seconds: string | null }>(
    payload,
    sql`select extract(epoch from confirmation_email_next_attempt_at - now()) as seconds from orders where id = ${sale.orderId}`,
  )
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds)
}

/** The recovery, as the scheduler runs it: a job of the `emails` queue. */
async function runRecoveryJob() {
  const job = await payload.jobs.queue({ task: 'sendDueOrderConfirmations', queue: 'emails', input: {} })
  await payload.jobs.run({ queue: 'emails' })
  const done = await payload.findByID({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  expect(done.completedAt).toBeTruthy()
  expect(done.hasError).toBeFalsy()
  const [entry] = done.log ?? []
  expect(entry).toMatchObject({ taskSlug: 'sendDueOrderConfirmations', state: 'succeeded' })
  return entry!.output as Record<string, number>
}

describe('the fulfilment’s own send', () => {
  it('sends exactly one confirmation and marks it sent; replays and later recovery runs send nothing more', async () => {
    const sale = await paidSale()
    expect((await orderOf(sale.orderId)).confirmationEmail ?? null).toBeNull()
    expect((await deliver(sale.event)).body.outcome).toBe('fulfilled')

    const order = await orderOf(sale.orderId)
    expect(order).toMatchObject({ status: 'paid', confirmationEmail: 'sent', confirmationEmailAttempts: 1, confirmationEmailNextAttemptAt: null })
    expect(order.confirmationEmailSentAt).toBeTruthy()
    expect(await mailsTo(sale.email)).toBe(1)

    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    await age(sale, 60)
    await sendDueConfirmations(payload)
    expect(await runRecoveryJob()).toMatchObject({ sent: 0 })
    expect(await mailsTo(sale.email)).toBe(1)
    expect((await orderOf(sale.orderId)).confirmationEmailAttempts).toBe(1)
  })

  it('sends one confirmation per order when the fulfilment, replays and recovery runs all race', async () => {
    const sales = await Promise.all(Array.from({ length: 4 }, () => paidSale()))
    await Promise.all(sales.map(payWithoutSending))
    await Promise.all(sales.map((sale) => age(sale, 10)))
    await Promise.all([
      ...sales.flatMap((sale) => [deliver(sale.event), deliver(sale.event), sendConfirmationIfDue(payload, sale.orderId)]),
      sendDueConfirmations(payload),
      sendDueConfirmations(payload),
    ])
    for (const sale of sales) {
      expect(await mailsTo(sale.email)).toBe(1)
      expect(await orderOf(sale.orderId)).toMatchObject({ confirmationEmail: 'sent', confirmationEmailAttempts: 1 })
    }
  })
})

describe('the recovery of confirmations still due', () => {
  it('sends, once, a confirmation whose send failed at fulfilment, after the retry delay', async () => {
    const sale = await paidSale()
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP connection refused'))
    const logged = vi.spyOn(payload.logger, 'error')
    expect((await deliver(sale.event)).body.outcome).toBe('fulfilled')
    expect(sendEmail).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Order confirmation email failed; will retry', orderId: sale.orderId, err: 'SMTP connection refused' }))

    const failed = await orderOf(sale.orderId)
    expect(failed).toMatchObject({ status: 'paid', confirmationEmail: 'due', confirmationEmailAttempts: 1, confirmationEmailSentAt: null })
    expect(await mailsTo(sale.email)).toBe(0)
    // Retried five minutes later, not at once: a replay or a run before then leaves it.
    expect(await secondsToNextAttempt(sale)).toBeGreaterThan(4 * 60)
    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    await age(sale, 3)
    await sendDueConfirmations(payload)
    expect(await mailsTo(sale.email)).toBe(0)

    await age(sale, 3)
    expect(await runRecoveryJob()).toMatchObject({ sent: 1, failed: 0 })
    expect(await mailsTo(sale.email)).toBe(1)
    const sent = await orderOf(sale.orderId)
    expect(sent).toMatchObject({ confirmationEmail: 'sent', confirmationEmailAttempts: 2, confirmationEmailNextAttemptAt: null })
    expect(sent.confirmationEmailSentAt).toBeTruthy()

    expect(await runRecoveryJob()).toMatchObject({ due: 0, sent: 0 })
    expect(await mailsTo(sale.email)).toBe(1)
  })

  it('sends, once, the confirmation of an order paid by a process that died before sending', async () => {
    const sale = await paidSale()
    expect(await payWithoutSending(sale)).toBe(true)
    expect(await orderOf(sale.orderId)).toMatchObject({ status: 'paid', confirmationEmail: 'due', confirmationEmailAttempts: 0 })
    expect(await mailsTo(sale.email)).toBe(0)

    await age(sale, 3)
    expect(await runRecoveryJob()).toMatchObject({ due: 1, sent: 1 })
    expect(await mailsTo(sale.email)).toBe(1)
    expect(await orderOf(sale.orderId)).toMatchObject({ confirmationEmail: 'sent', confirmationEmailAttempts: 1 })

    expect(await runRecoveryJob()).toMatchObject({ due: 0, sent: 0 })
    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    expect(await mailsTo(sale.email)).toBe(1)
  })

  it('leaves an order paid a few seconds ago to the fulfilment’s own send', async () => {
    const sale = await paidSale()
    await payWithoutSending(sale)
    const report = await sendDueConfirmations(payload)
    expect(report).toMatchObject({ due: 0, sent: 0 })
    expect(await mailsTo(sale.email)).toBe(0)
    expect(await orderOf(sale.orderId)).toMatchObject({ confirmationEmail: 'due', confirmationEmailAttempts: 0 })

    // Two minutes on, it is the recovery's.
    await age(sale, 2)
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 1, sent: 1 })
    expect(await mailsTo(sale.email)).toBe(1)
  })

  it('sends on the provider’s replay of the event, without waiting for the recovery', async () => {
    const sale = await paidSale()
    await payWithoutSending(sale)
    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    expect(await mailsTo(sale.email)).toBe(1)
    expect(await orderOf(sale.orderId)).toMatchObject({ confirmationEmail: 'sent', confirmationEmailAttempts: 1 })
    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    expect(await mailsTo(sale.email)).toBe(1)
  })

  it('waits for the lease of a sender that died mid-send, then sends', async () => {
    const sale = await paidSale()
    await payWithoutSending(sale)
    await age(sale, 10)
    // A process claimed the order and died before its send completed.
    await execute(
      payload,
      sql`update orders set confirmation_email_attempts = 1, confirmation_email_next_attempt_at = now() + ${CLAIM_LEASE_MINUTES}::int * interval '1 minute' where id = ${sale.orderId}`,
    )
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 0 })
    expect((await deliver(sale.event)).body.outcome).toBe('already-paid')
    expect(await mailsTo(sale.email)).toBe(0)

    await age(sale, CLAIM_LEASE_MINUTES)
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 1, sent: 1 })
    expect(await mailsTo(sale.email)).toBe(1)
    expect(await orderOf(sale.orderId)).toMatchObject({ confirmationEmail: 'sent', confirmationEmailAttempts: 2 })
  })

  it('sends at most `limit` per run, oldest payment first, and keeps going past a failing order', async () => {
    const sales = [await paidSale(), await paidSale(), await paidSale()]
    for (const sale of sales) await payWithoutSending(sale)
    await age(sales[0]!, 30)
    await age(sales[1]!, 20)
    await age(sales[2]!, 10)
    const sendEmail = vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('SMTP timeout'))
    vi.spyOn(payload.logger, 'error').mockImplementation(() => {})

    expect(await sendDueConfirmations(payload, { limit: 2 })).toEqual({ due: 2, sent: 1, failed: 1, abandoned: 0, skipped: 0 })
    expect(sendEmail).toHaveBeenCalledTimes(2)
    expect([await mailsTo(sales[0]!.email), await mailsTo(sales[1]!.email), await mailsTo(sales[2]!.email)]).toEqual([0, 1, 0])

    expect(await sendDueConfirmations(payload, { limit: 2 })).toEqual({ due: 1, sent: 1, failed: 0, abandoned: 0, skipped: 0 })
    expect(await mailsTo(sales[2]!.email)).toBe(1)
    // The failed one waits for its retry time.
    await age(sales[0]!, 5)
    expect(await sendDueConfirmations(payload, { limit: 2 })).toMatchObject({ due: 1, sent: 1 })
    for (const sale of sales) expect(await mailsTo(sale.email)).toBe(1)
    // All sent: the next run finds nothing due.
    expect(await sendDueConfirmations(payload, { limit: 2 })).toMatchObject({ due: 0, sent: 0 })
  })

  it('gives up after the last attempt, and at once when the order has no address', async () => {
    const failing = await paidSale()
    await payWithoutSending(failing)
    await age(failing, 10)
    await execute(payload, sql`update orders set confirmation_email_attempts = ${MAX_CONFIRMATION_ATTEMPTS - 1} where id = ${failing.orderId}`)
    vi.spyOn(payload, 'sendEmail').mockRejectedValueOnce(new Error('550 mailbox unavailable'))
    const logged = vi.spyOn(payload.logger, 'error').mockImplementation(() => {})
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 1, abandoned: 1 })
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ msg: 'Order confirmation email failed for the last time: given up', orderId: failing.orderId }))
    expect(await orderOf(failing.orderId)).toMatchObject({ confirmationEmail: 'abandoned', confirmationEmailNextAttemptAt: null })

    const anonymous = await paidSale()
    await payWithoutSending(anonymous)
    await execute(payload, sql`update orders set email = null, result_id = null where id = ${anonymous.orderId}`)
    vi.spyOn(payload.logger, 'warn').mockImplementation(() => {})
    await age(anonymous, 10)
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 1, abandoned: 1 })
    expect(await orderOf(anonymous.orderId)).toMatchObject({ confirmationEmail: 'abandoned' })

    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 0 })
  })

  it('never mails an order that owes no confirmation (paid before this feature, or by hand)', async () => {
    const sale = await paidSale()
    await execute(payload, sql`update orders set status = 'paid', paid_at = now() - interval '1 day' where id = ${sale.orderId}`)
    expect(await sendDueConfirmations(payload)).toMatchObject({ due: 0 })
    expect(await sendConfirmationIfDue(payload, sale.orderId)).toBe('not-due')
    expect(await mailsTo(sale.email)).toBe(0)
  })
})

describe('the schedule', () => {
  it('queues the recovery on the `emails` queue, one pending run at a time, for a runner that checks every minute', async () => {
    expect(payload.config.jobs.autoRun as unknown[]).toContainEqual({ cron: '0 * * * * *', queue: 'emails', limit: 1 })
    const first = await payload.jobs.handleSchedules({ queue: 'emails' })
    expect(first.queued.map((queued) => queued.taskConfig?.slug)).toEqual(['sendDueOrderConfirmations'])
    expect((await payload.jobs.handleSchedules({ queue: 'emails' })).queued).toHaveLength(0)
    const [pending] = await execute<{ seconds: string }>(
      payload,
      sql`select extract(epoch from wait_until - now()) as seconds from payload_jobs where task_slug = 'sendDueOrderConfirmations' and completed_at is null`,
    )
    expect(Number(pending!.seconds)).toBeLessThanOrEqual(5 * 60)
  })

  it('hands back a run a stopped process left « processing », so the recovery is scheduled and runs again', async () => {
    // The pending run is claimed by a process that is then killed: it stays « processing », unfinished.
    await payload.jobs.handleSchedules({ queue: 'emails' })
    const [stalled] = await execute<{ id: number }>(
      payload,
      sql`update payload_jobs set processing = true, wait_until = null, updated_at = now() - interval '31 minutes'
          where task_slug = 'sendDueOrderConfirmations' and completed_at is null returning id`,
    )
    expect(stalled).toBeDefined()
    const states = async () =>
      execute<{ id: number; processing: boolean; done: boolean }>(
        payload,
        sql`select id, processing, completed_at is not null as done from payload_jobs where task_slug = 'sendDueOrderConfirmations' order by id`,
      )
    // As Payload leaves it: never run again, and no later run scheduled while it counts as pending.
    await payload.jobs.run({ queue: 'emails' })
    expect((await payload.jobs.handleSchedules({ queue: 'emails' })).queued).toHaveLength(0)
    expect((await states()).find((job) => job.id === stalled!.id)).toMatchObject({ processing: true, done: false })

    // Another run of ours, claimed a minute ago, is left alone.
    const [running] = await execute<{ id: number }>(
      payload,
      sql`insert into payload_jobs (task_slug, queue, input, processing, total_tried, has_error, created_at, updated_at)
          values ('anonymiseExpiredData', 'privacy', '{}'::jsonb, true, 0, false, now(), now() - interval '1 minute') returning id`,
    )
    // Before the runner's next tick: handed back, then run and finished.
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(true)
    await payload.jobs.run({ queue: 'emails' })
    expect((await states()).find((job) => job.id === stalled!.id)).toMatchObject({ processing: false, done: true })
    const [other] = await execute<{ processing: boolean }>(payload, sql`select processing from payload_jobs where id = ${running!.id}`)
    expect(other!.processing).toBe(true)
    await execute(payload, sql`delete from payload_jobs where id = ${running!.id}`)
    // The schedule goes on.
    expect((await payload.jobs.handleSchedules({ queue: 'emails' })).queued.map((queued) => queued.taskConfig?.slug)).toEqual(['sendDueOrderConfirmations'])

    // The runner ticks every minute; the process looks again only ten minutes after it last did.
    const [later] = await execute<{ id: number }>(
      payload,
      sql`update payload_jobs set processing = true, updated_at = now() - interval '31 minutes'
          where task_slug = 'sendDueOrderConfirmations' and completed_at is null returning id`,
    )
    expect(await payload.config.jobs.shouldAutoRun!(payload)).toBe(true)
    expect((await states()).find((job) => job.id === later!.id)).toMatchObject({ processing: true })
    expect(await releaseStalledJobsNowAndThen(payload, Date.now() + STALLED_CHECK_EVERY_MINUTES * 60_000)).toBe(1)
    expect((await states()).find((job) => job.id === later!.id)).toMatchObject({ processing: false, done: false })
  })
})
