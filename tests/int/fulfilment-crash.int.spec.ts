/**
 * The process fulfilling a payment dies mid-transaction (SIGKILL: no catch, no rollback by the app). The
 * fulfilment runs in a child process against this file's database; the test holds a row lock on the order
 * from its own connection, so the child blocks inside its transaction right after recording the event,
 * is killed there, and the lock is released. Nothing of the half-done fulfilment may remain, and Stripe's
 * retry of the same event must then fulfil the order exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import pg from 'pg'
import Stripe from 'stripe'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { prepareReportSoon } from '@/server/report/service'
import { paymentProvider } from '@/server/payments/active-provider'
import { handleWebhook } from '@/server/payments/webhook'
import type { PaymentProvider } from '@/server/payments/provider'
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe'
import { paidReportSale } from '../helpers/sales'
import { testPayload } from '../helpers/payload'

// The PDF render that follows an unlock is report.int.spec.ts's subject; here it is only counted.
vi.mock('@/server/report/service', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/report/service')>()),
  prepareReportSoon: vi.fn(),
}))

const WEBHOOK_SECRET = 'whsec_test_crash_0123456789abcdef'
const CHILD_APPLICATION = 'killed-fulfilment'
const CHILD_SCRIPT = path.join(import.meta.dirname, '../helpers/fulfil-child.ts')

let payload: Payload
let fake: FakeStripe
let stripe: PaymentProvider
/** Holds the order's row lock (in a transaction). */
let locker: pg.Client
/** Watches the child's session; outside any transaction, so pg_stat_activity is read afresh each time. */
let observer: pg.Client
let child: ChildProcess | undefined

const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let output = ''
let exited: Promise<NodeJS.Signals | number | null>

/** Node's exit when the loader left the entry's top-level await unsettled: see runIdempotent (scripts/lib/run.ts). */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Starts the fulfilment process now, so that it boots while this file's own Payload does. A boot that
 * stops with exit 13 before it is ready (tsx's loader thread, as scripts/lib/run.ts records for the
 * migrations; the child has done nothing yet) starts again, at most twice; any other end fails the test.
 */
function spawnChild(attempt = 1): Promise<void> {
  const childUrl = new URL(process.env.DATABASE_URL!)
  childUrl.searchParams.set('application_name', CHILD_APPLICATION)
  child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: childUrl.toString(), LOG_LEVEL: 'error' },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  exited = new Promise((resolve) => child!.on('exit', (code, signal) => resolve(signal ?? code)))
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('ready\n')) resolve()
    })
    void exited.then((end) => {
      if (output.includes('ready\n')) return
      if (end === UNSETTLED_TOP_LEVEL_AWAIT && attempt < 3) {
        console.warn(`The fulfilment process stopped while booting (exit ${end}); starting it again (attempt ${attempt + 1} of 3)`)
        output = ''
        return spawnChild(attempt + 1).then(resolve, reject)
      }
      reject(new Error(`The fulfilment process ended while booting (${end}):\n${output}`))
    })
  })
}

beforeAll(async () => {
  fake = await startFakeStripe()
  process.env.STRIPE_SECRET_KEY = fake.secretKey
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_URL = fake.url
  const childReady = spawnChild()
  payload = await testPayload()
  stripe = paymentProvider(payload)
  expect(stripe.name).toBe('stripe')
  locker = new pg.Client({ connectionString: process.env.DATABASE_URL })
  observer = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await Promise.all([locker.connect(), observer.connect()])
  await childReady
})

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await locker?.end()
  await observer?.end()
  await fake?.close()
})

/** What the database holds for the order, as any other connection sees it (committed rows only). */
async function committedState(orderId: number, resultId: number, email: string, sessionId: string) {
  const [order] = (await observer.query<{ status: string; paid_at: Date | null }>('select status, paid_at from orders where id = $1', [orderId])).rows
  const [result] = (await observer.query<{ payment: string | null; unlocked_at: Date | null }>('select payment, unlocked_at from riasec_results where id = $1', [resultId])).rows
  const events = (await observer.query<{ event_id: string }>('select event_id from payment_events where session_id = $1', [sessionId])).rows
  const mails = (await observer.query('select id from outbox_emails where "to" = $1', [email])).rowCount
  const reportLinks = (await observer.query("select id from access_links where purpose = 'report' and result_id = $1", [resultId])).rowCount
  return { order: order!.status, paidAt: order!.paid_at, payment: result!.payment, unlockedAt: result!.unlocked_at, events: events.map((row) => row.event_id), mails, reportLinks }
}

/** The child's database session, once it waits for the test's row lock; with the tables it has written to in its open transaction. */
async function waitForBlockedChild(timeoutMs = 40_000): Promise<{ pid: number; query: string; writes: string[] }> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child!.exitCode !== null || child!.signalCode !== null) throw new Error(`The fulfilment process ended before blocking:\n${output}`)
    const waiting = await observer.query<{ pid: number; query: string }>(
      "select pid, query from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock' and state = 'active'",
      [CHILD_APPLICATION],
    )
    const session = waiting.rows[0]
    if (session) {
      const locks = await observer.query<{ relation: string }>(
        "select relation::regclass::text as relation from pg_locks where pid = $1 and locktype = 'relation' and mode = 'RowExclusiveLock' and granted",
        [session.pid],
      )
      return { pid: session.pid, query: session.query, writes: locks.rows.map((row) => row.relation) }
    }
    await sleep(100)
  }
  const sessions = await observer.query(
    "select application_name, state, wait_event_type, left(query, 80) as query from pg_stat_activity where datname = current_database()",
  )
  throw new Error(`The fulfilment process never reached the order's row lock:\n${output}\n${JSON.stringify(sessions.rows)}`)
}

async function waitForBackendGone(pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await observer.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount === 0) return
    await sleep(50)
  }
  throw new Error(`The killed process's database session ${pid} is still open`)
}

describe('a fulfilment killed mid-transaction', () => {
  it('leaves nothing half-done, and the provider’s retry of the same event fulfils the order exactly once', async () => {
    const email = `crash-${Date.now()}@exemple.fr`
    const started = await paidReportSale(payload, stripe, fake, email)
    const body = started.event
    const eventId = (JSON.parse(body) as { id: string }).id

    // The test's own connection holds the order row, as a slow concurrent writer would.
    await locker.query('begin')
    await locker.query('select id from orders where id = $1 for update', [started.orderId])

    // The Stripe-Signature header is made now: the event is fresh when the child verifies it.
    child!.stdin!.end(`${JSON.stringify({ body, signature: sign(body) })}\n`)

    // The child is inside its transaction: the event row is written, the order update waits for the lock.
    const blocked = await waitForBlockedChild()
    expect(blocked.query).toMatch(/^update orders/i)
    expect(blocked.writes).toContain('payment_events')

    child!.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')
    await locker.query('rollback')
    // PostgreSQL ends the dead client's session once it gets the lock and finds the socket closed.
    await waitForBackendGone(blocked.pid)

    const afterCrash = await committedState(started.orderId, started.resultId, email, started.sessionId)
    expect(afterCrash).toEqual({ order: 'pending', paidAt: null, payment: 'pending', unlockedAt: null, events: [], mails: 0, reportLinks: 0 })

    // Stripe retries the same event (same id, new signature): it fulfils now, then is recognised as done.
    const retry = await handleWebhook(payload, stripe, body, sign(body))
    expect(retry).toEqual({ status: 200, body: { received: true, outcome: 'fulfilled' } })
    expect((await handleWebhook(payload, stripe, body, sign(body))).body.outcome).toBe('already-paid')

    const fulfilled = await committedState(started.orderId, started.resultId, email, started.sessionId)
    expect(fulfilled).toMatchObject({ order: 'paid', payment: 'completed', events: [eventId], mails: 1, reportLinks: 1 })
    expect(fulfilled.paidAt).toBeTruthy()
    expect(fulfilled.unlockedAt?.getTime()).toBe(fulfilled.paidAt?.getTime())
    expect(vi.mocked(prepareReportSoon).mock.calls.map(([, resultId]) => resultId)).toEqual([started.resultId])
    const paidOrders = await execute<{ id: number }>(payload, sql`select id from orders where status = 'paid'`)
    expect(paidOrders.map((row) => Number(row.id))).toEqual([started.orderId])
  }, 75_000)
})
