/**
 * The database stops in the middle of a run and comes back: requests during the outage fail fast with
 * a 503 (the browser keeps the answers and retries), nothing hangs past its timeout, and the app
 * recovers by itself once the database is back.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest } from 'payload'
import { ensureDatabase, startEmbeddedPostgres, type DatabaseServer } from '../../scripts/lib/database'
import { DATA_DIR } from '../../scripts/lib/env-file'
import { run } from '../../scripts/lib/run'

const dir = path.join(DATA_DIR, `postgres-outage-${process.pid}`)
let server: DatabaseServer & { port: number }
let payload: Payload

const post = async (endpointPath: string, body: unknown, address: string) => {
  const { endpoints } = await import('@/endpoints')
  const endpoint = endpoints.find((candidate) => candidate.path === endpointPath)!
  const started = performance.now()
  const response = await endpoint.handler({
    payload,
    headers: new Headers({ 'content-type': 'application/json', 'x-forwarded-for': address }),
    text: async () => JSON.stringify(body),
  } as unknown as PayloadRequest)
  return { status: response.status, ms: performance.now() - started }
}

const submission = () => ({ idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5] })

beforeAll(async () => {
  // This file's own server, so that stopping it touches no other test.
  server = await startEmbeddedPostgres(dir)
  const url = await ensureDatabase(server.serverUrl, 'outage')
  await run('tsx', ['scripts/migrate.ts'], { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' })
  process.env.DATABASE_URL = url
  const { testPayload } = await import('../helpers/payload')
  payload = await testPayload()
  const { seed } = await import('@/seed')
  await seed(payload)
})

afterAll(async () => {
  await server.stop().catch(() => {})
  rmSync(dir, { recursive: true, force: true })
})

describe('database outage', () => {
  it('answers 503 quickly while the database is down, then recovers by itself', async () => {
    const before = await post('/assessments/riasec', submission(), '10.7.0.1')
    expect(before.status).toBe(201)

    await server.stop()
    const pending = submission()
    const during = await post('/assessments/riasec', pending, '10.7.0.2')
    expect(during.status).toBe(503)
    expect(during.ms).toBeLessThan(8_000)
    const health = await post('/health', {}, '10.7.0.3')
    expect(health.status).toBe(503)
    expect(health.ms).toBeLessThan(3_000)

    server = await startEmbeddedPostgres(dir, () => {}, server.port)
    // The browser's retry of the same submission now lands, once.
    let status = 0
    for (let attempt = 0; attempt < 10 && status !== 201; attempt++) {
      status = (await post('/assessments/riasec', pending, '10.7.0.4')).status
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(status).toBe(201)
    const again = await post('/assessments/riasec', pending, '10.7.0.5')
    expect(again.status).toBe(200)
    const rows = await payload.count({ collection: 'riasec-results', overrideAccess: true })
    expect(rows.totalDocs).toBe(2)
  }, 120_000)
})
