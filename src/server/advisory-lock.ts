/**
 * Work that one process at a time may do on a database, whichever instance it runs in: a PostgreSQL
 * advisory lock taken in a transaction held open on a connection of its own while the work runs, so a process
 * that dies holding it releases it with its connection, and a connection pooler, even in transaction mode,
 * keeps the lock and its release on the same server connection. The transaction sits idle while the work
 * runs, so it lifts the server's `idle_in_transaction_session_timeout` and `transaction_timeout` for itself
 * (`SET LOCAL`): a server that ends long or idle transactions would otherwise end this one, and the lock with
 * it, half-way through the work. (A pooler's own idle-transaction timeout, PgBouncer's
 * `idle_transaction_timeout`, must exceed the work's length; if the connection goes, the work goes on,
 * unprotected, and the log says so.)
 *
 * - Preparing a database (migrations, seed: scripts/prepare-database.ts, scripts/migrate.ts): two
 *   instances started together would both find the same migration missing and both run it, the second
 *   failing on a column the first added, and both seed the content the other is seeding.
 * - Drawing the sample report's pages (report/sample-refresh.ts): two drawings at once would each replace
 *   the pictures the other had just put in place.
 */
import pg from 'pg'

/** The locks' keys: constants the app uses for nothing else (their names as bytes). */
export const LOCKS = {
  /** "orienpre" */
  prepareDatabase: 0x6f7269656e707265n,
  /** "samplpag" */
  samplePages: 0x73616d706c706167n,
} as const

export interface LockOptions {
  /** How long to wait for another process's work before giving up (default 10 minutes; 0: do not wait). */
  waitMs?: number
  /** How often to ask for the lock while another process holds it. */
  pollMs?: number
  /** Called once, when the lock is held by another process and this one starts waiting. */
  onWait?: () => void
}

export class LockBusy extends Error {
  constructor(waitMs: number) {
    super(waitMs > 0 ? `Another process has held the lock for more than ${Math.round(waitMs / 1000)} s; nothing was done` : 'Another process holds the lock; nothing was done')
  }
}

/** Runs `work` while this process alone holds the lock `key` of the database at `databaseUrl`. */
export async function whileAlone<T>(databaseUrl: string, key: bigint, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { waitMs = 10 * 60_000, pollMs = 1_000, onWait } = options
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'advisory-lock' })
  // A connection dropped while the work runs (the database restarted) has released the lock: say so rather
  // than let the client's error end the process half-way through the work.
  client.on('error', (error) => console.warn(`[lock] the connection holding the lock was lost; the work goes on without it: ${error.message}`))
  await client.connect()
  try {
    const deadline = Date.now() + waitMs
    let waiting = false
    for (;;) {
      await client.query(BEGIN_UNTIMED)
      if (await tryLock(client, key)) break
      await client.query('ROLLBACK')
      if (Date.now() >= deadline) throw new LockBusy(waitMs)
      if (!waiting) onWait?.()
      waiting = true
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    try {
      return await work()
    } finally {
      // The end of the transaction releases the lock. The work's own outcome wins over a failed end: the lock
      // goes with the connection anyway.
      await client.query('COMMIT').catch(() => undefined)
    }
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Preparing a database (migrations and seed), as the scripts do. */
export const whilePreparingAlone = <T>(databaseUrl: string, work: () => Promise<T>, options?: LockOptions): Promise<T> =>
  whileAlone(databaseUrl, LOCKS.prepareDatabase, work, options)

/**
 * A transaction that neither of the server's timeouts ends: it sits idle while the work runs, and lasts as long
 * as the work. `transaction_timeout` exists from PostgreSQL 17 on. Both settings return to the server's at its end.
 */
const BEGIN_UNTIMED = `BEGIN;
SET LOCAL idle_in_transaction_session_timeout = 0;
SELECT set_config('transaction_timeout', '0', true) WHERE current_setting('server_version_num')::int >= 170000;`

const tryLock = async (client: pg.Client, key: bigint): Promise<boolean> =>
  (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [key.toString()])).rows[0]!.locked
