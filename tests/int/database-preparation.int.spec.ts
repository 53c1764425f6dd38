/**
 * Two instances started together on one database (two hosts running `npm start`, two containers of a
 * release): one prepares it (migrations, seed) while the other waits, and both start. Without the lock
 * both ran the same migration and the second stopped on a column the first had added; seeding together,
 * the second stopped on a profile the first had just created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import pg from 'pg'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { seed } from '@/seed'
import { orientationQuestions } from '@/content/questions'
import { createFreshDatabase } from '../../scripts/lib/database'
import { LockBusy, whilePreparingAlone } from '@/server/advisory-lock'
import { runIdempotent } from '../../scripts/lib/run'
import { migrations } from '../../migrations'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A promise and the function that settles it, to hold a lock for as long as a test wants. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** Takes the lock and keeps it until `release`; resolves once it is held. */
async function holdLock(url: string): Promise<{ release: () => Promise<void> }> {
  const held = gate()
  let holding = false
  const holder = whilePreparingAlone(url, async () => {
    holding = true
    await held.opened
  })
  await expect.poll(() => holding).toBe(true)
  return {
    release: async () => {
      held.open()
      await holder
    },
  }
}

describe('preparing a database, one process at a time', () => {
  const fresh: Array<{ drop: () => Promise<void> }> = []
  afterAll(async () => {
    for (const database of fresh) await database.drop()
  })

  it('lets two processes migrate a new database together: both finish, each migration runs once', async () => {
    const database = await createFreshDatabase(inject('databaseServerUrl'), `${inject('fileDatabasePrefix')}_lock`)
    fresh.push(database)
    const env = { ...process.env, DATABASE_URL: database.url, NODE_OPTIONS: '--no-deprecation', LOG_LEVEL: 'error' }

    const outcomes = await Promise.allSettled([runIdempotent('tsx', ['scripts/migrate.ts'], env), runIdempotent('tsx', ['scripts/migrate.ts'], env)])

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled'])
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const applied = await client.query<{ name: string; runs: number }>('SELECT name, count(*)::int AS runs FROM payload_migrations GROUP BY name')
      expect(applied.rows.filter((row) => row.name !== 'dev').map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
      expect(applied.rows.every((row) => row.runs === 1)).toBe(true)
    } finally {
      await client.end()
    }
  }, 240_000)

  it('seeds once, without an error, when two processes seed together', async () => {
    const seedAlone = () => whilePreparingAlone(process.env.DATABASE_URL!, () => seed(payload), { pollMs: 50 })

    await Promise.all([seedAlone(), seedAlone()])

    const [questions] = await execute<{ count: number }>(payload, sql`SELECT count(*)::int AS count FROM questions WHERE test = 'orientation'`)
    expect(questions?.count).toBe(orientationQuestions.length)
    const [settings] = await execute<{ count: number }>(payload, sql`SELECT count(*)::int AS count FROM site_settings`)
    expect(settings?.count).toBe(1)
  }, 120_000)

  it('makes the second process wait for the first, then run', async () => {
    const url = process.env.DATABASE_URL!
    const held = gate()
    const events: string[] = []
    const first = whilePreparingAlone(url, async () => {
      events.push('first runs')
      await held.opened
      events.push('first done')
    })
    await expect.poll(() => events).toContain('first runs')

    const second = whilePreparingAlone(url, async () => void events.push('second runs'), {
      pollMs: 50,
      onWait: () => events.push('second waits'),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(events).toEqual(['first runs', 'second waits'])

    held.open()
    await Promise.all([first, second])
    expect(events).toEqual(['first runs', 'second waits', 'first done', 'second runs'])
  })

  it('gives up after its wait, having done nothing, and the lock is free once its holder ends', async () => {
    const url = process.env.DATABASE_URL!
    const first = await holdLock(url)
    let ran = false

    await expect(whilePreparingAlone(url, async () => void (ran = true), { waitMs: 300, pollMs: 50 })).rejects.toBeInstanceOf(LockBusy)
    expect(ran).toBe(false)

    await first.release()
    await whilePreparingAlone(url, async () => void (ran = true), { waitMs: 0 })
    expect(ran).toBe(true)
  })

  it.each([
    ['ends transactions left idle', 'idle_in_transaction_session_timeout'],
    ['ends long transactions', 'transaction_timeout'],
  ])('keeps the lock for the whole work on a server that %s', async (_, setting) => {
    // The lock's transaction is idle while the work runs, and lasts as long: a server with either setting (a
    // managed database's default, say) ended it after 200 ms, and the lock with it.
    const url = new URL(process.env.DATABASE_URL!)
    url.searchParams.set('options', `-c ${setting}=200`)
    const first = await holdLock(url.toString())
    await new Promise((resolve) => setTimeout(resolve, 600))
    let ran = false

    await expect(whilePreparingAlone(url.toString(), async () => void (ran = true), { waitMs: 0 })).rejects.toBeInstanceOf(LockBusy)
    expect(ran).toBe(false)
    await first.release()
  })

  it('frees the lock when its holder fails', async () => {
    const url = process.env.DATABASE_URL!
    await expect(whilePreparingAlone(url, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed')
    let ran = false
    await whilePreparingAlone(url, async () => void (ran = true), { waitMs: 0 })
    expect(ran).toBe(true)
  })
})
