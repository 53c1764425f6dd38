/**
 * One process at a time prepares a database. Two instances started together on the same DATABASE_URL (two
 * hosts running `npm start`, two containers of a release) would otherwise both find the same migration
 * missing and both run it, the second failing on a table the first created; and both seed the content the
 * other is seeding. The lock is PostgreSQL's session-level advisory lock: it lives on this script's own
 * connection, so a process that dies holding it releases it with its connection.
 */
import pg from 'pg'

/** The advisory lock's key: any constant the app uses for nothing else ("orienpre" as bytes). */
const PREPARE_LOCK_KEY = 0x6f7269656e707265n

export interface LockOptions {
  /** How long to wait for another process's preparation before giving up (default 10 minutes). */
  waitMs?: number
  /** How often to ask for the lock while another process holds it. */
  pollMs?: number
  /** Called once, when the lock is held by another process and this one starts waiting. */
  onWait?: () => void
}

export class DatabaseBusy extends Error {
  constructor(waitMs: number) {
    super(`Another process has been preparing this database for more than ${Math.round(waitMs / 1000)} s; nothing was done`)
  }
}

/** Runs `work` while this process alone holds the preparation lock of the database at `databaseUrl`. */
export async function whilePreparingAlone<T>(databaseUrl: string, work: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const { waitMs = 10 * 60_000, pollMs = 1_000, onWait } = options
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'prepare-database-lock' })
  await client.connect()
  try {
    const deadline = Date.now() + waitMs
    let waiting = false
    while (!(await tryLock(client))) {
      if (!waiting) onWait?.()
      waiting = true
      if (Date.now() >= deadline) throw new DatabaseBusy(waitMs)
      await new Promise((resolve) => setTimeout(resolve, pollMs))
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY.toString()])
    }
  } finally {
    await client.end()
  }
}

const tryLock = async (client: pg.Client): Promise<boolean> =>
  (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_LOCK_KEY.toString()])).rows[0]!.locked
