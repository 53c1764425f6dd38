/**
 * Integration tests run against a real PostgreSQL: the server at DATABASE_URL when set, the embedded
 * one otherwise. The run migrates one template database with the committed migrations; each test file
 * then works on its own copy (see setup-env.ts). Everything is dropped at the end.
 */
import path from 'node:path'
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { createFreshDatabase, dropDatabasesLike, serverUrlOf, startEmbeddedPostgres } from '../../scripts/lib/database'
import { DATA_DIR } from '../../scripts/lib/env-file'
import { runIdempotent } from '../../scripts/lib/run'

export const TEST_SECRET = 'integration-tests-secret-0123456789abcdef'

export default async function setup(project: TestProject) {
  const dir = path.join(DATA_DIR, `postgres-test-${process.pid}`)
  const server = process.env.DATABASE_URL ? null : await startEmbeddedPostgres(dir)
  const serverUrl = process.env.DATABASE_URL ? serverUrlOf(process.env.DATABASE_URL) : server!.serverUrl
  const template = await createFreshDatabase(serverUrl, 'orientation_template')
  await runIdempotent('tsx', ['scripts/migrate.ts'], {
    ...process.env,
    DATABASE_URL: template.url,
    PAYLOAD_SECRET: TEST_SECRET,
    NODE_OPTIONS: '--no-deprecation',
    LOG_LEVEL: 'warn',
  })
  project.provide('databaseServerUrl', serverUrl)
  project.provide('templateDatabase', template.name)
  const fileDatabasePrefix = `orientation_test_${process.pid}`
  project.provide('fileDatabasePrefix', fileDatabasePrefix)
  return async () => {
    await dropDatabasesLike(serverUrl, fileDatabasePrefix)
    await template.drop()
    if (server) {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
    templateDatabase: string
    fileDatabasePrefix: string
  }
}
