/** Applies pending migrations to DATABASE_URL (run with tsx: `tsx scripts/migrate.ts`). */
import { getPayload } from 'payload'
import config from '@payload-config'

const payload = await getPayload({ config })
await payload.db.migrate()
await payload.destroy()
process.exit(0)
