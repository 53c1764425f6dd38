/**
 * Starts the whole product: database (embedded PostgreSQL unless DATABASE_URL is set), migrations,
 * French seed content, a first admin account, a production build when sources changed, then Next.js.
 *
 *   tsx scripts/start.ts            production server on PORT (default 3000)
 *   tsx scripts/start.ts --dev      next dev
 *   tsx scripts/start.ts --ephemeral  a brand-new database dropped on exit (end-to-end tests)
 */
import os from 'node:os'
import path from 'node:path'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { parseEnv, EnvError, siteAddressOf } from '../src/env'
import { DATA_DIR, ensurePayloadSecret, loadDotEnv } from './lib/env-file'
import { createFreshDatabase, ensureDatabase, serverUrlOf, startEmbeddedPostgres } from './lib/database'
import type { ChildProcess } from 'node:child_process'
import { run, runIdempotent, startLongRunning, waitUntilHealthy } from './lib/run'
import { buildHash, buildIsCurrent, markBuilt } from './lib/build-stamp'

const dev = process.argv.includes('--dev')
const ephemeral = process.argv.includes('--ephemeral')
const log = (line: string) => console.log(`[start] ${line}`)
const cleanups: Array<() => Promise<void>> = []

async function cleanup() {
  for (const step of cleanups.reverse()) await step().catch((error) => console.error(`[start] cleanup: ${error}`))
  cleanups.length = 0
}

async function database(): Promise<string> {
  if (process.env.DATABASE_URL && !ephemeral) return process.env.DATABASE_URL
  let serverUrl: string
  if (process.env.DATABASE_URL) serverUrl = serverUrlOf(process.env.DATABASE_URL)
  else {
    if (ephemeral) removeLeftovers(DATA_DIR, EPHEMERAL_DATABASE_PREFIX)
    const dir = path.join(DATA_DIR, ephemeral ? `${EPHEMERAL_DATABASE_PREFIX}${process.pid}` : 'postgres')
    log(`starting the embedded PostgreSQL (data in ${path.relative(process.cwd(), dir)})`)
    const server = await startEmbeddedPostgres(dir)
    cleanups.push(async () => {
      await server.stop()
      if (ephemeral) rmSync(dir, { recursive: true, force: true })
    })
    serverUrl = server.serverUrl
  }
  if (!ephemeral) return ensureDatabase(serverUrl, 'orientation')
  const fresh = await createFreshDatabase(serverUrl, 'orientation_e2e')
  cleanups.push(fresh.drop)
  return fresh.url
}

const MEDIA_DIR_PREFIX = 'orientation-media-'
const EPHEMERAL_DATABASE_PREFIX = 'postgres-ephemeral-'

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes the folders `<prefix><pid>…` that ephemeral runs killed outright (Playwright uses SIGKILL) left behind. */
function removeLeftovers(parent: string, prefix: string): void {
  for (const name of readdirSync(parent)) {
    const pid = Number(new RegExp(`^${prefix}(\\d+)`).exec(name)?.[1])
    if (pid && pid !== process.pid && !isAlive(pid)) rmSync(path.join(parent, name), { recursive: true, force: true })
  }
}

/**
 * An ephemeral run uploads its media (the sample report's pages, the illustrations) into a temporary
 * folder removed at exit, so repeated end-to-end runs leave nothing in media/uploads. MEDIA_DIR wins.
 * The folder is named after this process: a run killed outright (Playwright stops its web server with
 * SIGKILL) leaves its folder behind, and the next ephemeral run removes it.
 */
function ephemeralMediaDir(): void {
  if (!ephemeral || process.env.MEDIA_DIR) return
  removeLeftovers(os.tmpdir(), MEDIA_DIR_PREFIX)
  const dir = mkdtempSync(path.join(os.tmpdir(), `${MEDIA_DIR_PREFIX}${process.pid}-`))
  process.env.MEDIA_DIR = dir
  const remove = () => rmSync(dir, { recursive: true, force: true })
  cleanups.push(async () => remove())
  // On SIGINT/SIGTERM the embedded PostgreSQL's exit hook ends the process before the cleanups finish;
  // 'exit' still runs synchronous code.
  process.on('exit', remove)
  log(`media uploads in ${dir} (removed at exit)`)
}

async function main() {
  loadDotEnv()
  ensurePayloadSecret()
  if (!dev) Object.assign(process.env, { NODE_ENV: 'production' })
  const config = parseEnv(process.env)
  process.env.DATABASE_URL = await database()
  ephemeralMediaDir()
  // Prerendered pages carry the site's address: the build and the server get the same one, and a new
  // address (or port) means a new build.
  const siteAddress = siteAddressOf(config)
  const env = { ...process.env, SITE_URL: siteAddress, NODE_OPTIONS: '--no-deprecation' }

  // Next's data cache outlives the database it was filled from (a reset or ephemeral database would
  // be served stale content): it is only a cache, so it starts empty.
  rmSync(path.join(process.cwd(), '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  rmSync(path.join(process.cwd(), '.next', 'dev', 'cache', 'fetch-cache'), { recursive: true, force: true })

  log('applying migrations and seeding French content')
  await runIdempotent('tsx', ['scripts/prepare-database.ts'], env)

  if (!dev) {
    const hash = buildHash(env)
    if (buildIsCurrent(hash)) log('production build is up to date')
    else {
      log('building for production (about a minute)')
      await run('next', ['build'], env)
      markBuilt(hash)
    }
  }

  log(`site: ${siteAddress}   admin: ${siteAddress}/admin`)
  const server = startLongRunning('next', [ dev ? 'dev' : 'start', '-p', String(config.PORT)], env)
  const stop = (signal: NodeJS.Signals) => server.kill(signal)
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', async (code) => {
    await cleanup()
    process.exit(code ?? 0)
  })
  await startJobTimers(config.PORT, server)
}

/**
 * Payload starts its job timers (retention, order-confirmation recovery) on the first API request, not at
 * boot: one health check as soon as the server listens starts them, as the container's health check does.
 */
async function startJobTimers(port: number, server: ChildProcess) {
  if (await waitUntilHealthy(`http://127.0.0.1:${port}`, server, 5 * 60_000)) return log('ready; scheduled jobs started')
  log('the server did not answer its health check: scheduled jobs start with the first API request')
}

main().catch(async (error) => {
  console.error(error instanceof EnvError ? error.message : `[start] ${error instanceof Error ? error.message : error}`)
  await cleanup()
  process.exit(1)
})
