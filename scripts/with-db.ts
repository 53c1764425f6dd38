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
// An empty DATABASE_URL counts as unset, as everywhere else (src/env.ts): e.g. a Docker build argument not given.
const given = process.env.DATABASE_URL || undefined
const server = given ? null : await startEmbeddedPostgres(path.join(DATA_DIR, 'postgres'))
try {
  const url = given ?? (await ensureDatabase(server!.serverUrl, 'orientation'))
  await run(command, args, { ...process.env, DATABASE_URL: url, NODE_OPTIONS: '--no-deprecation' })
} finally {
  await server?.stop()
}
