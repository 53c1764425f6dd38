/** Applies pending migrations to DATABASE_URL (run with tsx: `tsx scripts/migrate.ts`), one process at a time. */
import { getPayload } from 'payload'
import config from '@payload-config'
import { whilePreparingAlone } from '../src/server/advisory-lock'

async function migrate(): Promise<void> {
  // A timer keeps the event loop alive: once, in CI, a pending promise with nothing else alive ended this
  // script with exit 13 (unsettled top-level await) instead of finishing. This way it ends in time either way.
  const watchdog = setTimeout(() => {
    console.error('[migrate] timed out after 5 minutes')
    process.exit(1)
  }, 5 * 60_000)
  const payload = await getPayload({ config })
  await payload.db.migrate()
  // The migrations are committed: closing the pool must not hold the script (bounded to 10 s).
  await Promise.race([payload.destroy(), new Promise((resolve) => setTimeout(resolve, 10_000))])
  clearTimeout(watchdog)
}

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts, or set it)')
await whilePreparingAlone(process.env.DATABASE_URL, migrate, {
  onWait: () => console.log('[migrate] another process is preparing this database: waiting for it'),
})
process.exit(0)
