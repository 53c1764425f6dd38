/**
 * Runs a command with DATABASE_URL pointing at the development database (the embedded PostgreSQL
 * unless DATABASE_URL is set), e.g. `npm run migrate:create -- add-orders-index`.
 */
import path from 'node:path'
import { DATA_DIR, ensurePayloadSecret, loadDotEnv } from './lib/env-file'
import { ensureDatabase, startEmbeddedPostgres } from './lib/database'
import { run } from './lib/run'

loadDotEnv()
ensurePayloadSecret()
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args…]')
  process.exit(2)
}
const server = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(path.join(DATA_DIR, 'postgres'))
try {
  const url = process.env.DATABASE_URL ?? (await ensureDatabase(server!.serverUrl, 'orientation'))
  await run(command, args, { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--no-deprecation' })
} finally {
  await server?.stop()
}
