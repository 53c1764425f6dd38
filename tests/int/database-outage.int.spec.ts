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
import { runIdempotent } from '../../scripts/lib/run'
import { storedIdempotencyKey } from '@/server/assessments/idempotent-create'

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
  await runIdempotent('tsx', ['scripts/migrate.ts'], { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' })
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
  it('answers 503 quickly while the database is down, then recovers by itself and every kept submission lands once', async () => {
    const before = await post('/assessments/riasec', submission(), '10.7.0.1')
    expect(before.status).toBe(201)

    // Twenty visitors submit as the database stops under them: each gets its answer within the browser's
    // timeout, saved (201) or to keep and retry (503), never a hang or another error.
    const inFlight = Array.from({ length: 20 }, submission)
    const answers = Promise.all(inFlight.map((body, index) => post('/assessments/riasec', body, `10.7.1.${index}`)))
    await server.stop()
    for (const answer of await answers) {
      expect([201, 503]).toContain(answer.status)
      expect(answer.ms).toBeLessThan(8_000)
    }
    // Ten more while it is down: all 503, quickly; the health check says so too.
    const duringOutage = Array.from({ length: 10 }, submission)
    for (const [index, body] of duringOutage.entries()) {
      const during = await post('/assessments/riasec', body, `10.7.2.${index}`)
      expect(during.status).toBe(503)
      expect(during.ms).toBeLessThan(8_000)
    }
    const health = await post('/health', {}, '10.7.0.3')
    expect(health.status).toBe(503)
    expect(health.ms).toBeLessThan(3_000)

    server = await startEmbeddedPostgres(dir, () => {}, server.port)
    // The browser retries each kept submission until the server has it; one already saved answers 200.
    const kept = [...inFlight, ...duringOutage]
    for (const [index, body] of kept.entries()) {
      let status = 0
      for (let attempt = 0; attempt < 10 && status !== 201 && status !== 200; attempt++) {
        status = (await post('/assessments/riasec', body, `10.7.3.${index}`)).status
        if (status !== 201 && status !== 200) await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect([200, 201]).toContain(status)
    }
    expect((await post('/health', {}, '10.7.0.4')).status).toBe(200)
    const rows = await payload.find({ collection: 'riasec-results', overrideAccess: true, limit: 100, depth: 0, select: { idempotencyKey: true } })
    expect(rows.totalDocs).toBe(1 + kept.length)
    for (const body of kept) expect(rows.docs.filter((row) => row.idempotencyKey === storedIdempotencyKey(body.idempotencyKey))).toHaveLength(1)
  }, 180_000)
})
