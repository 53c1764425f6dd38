import type { Endpoint } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'
import { describeError } from '@/server/log-error'

const DB_TIMEOUT_MS = 2_000

/** Readiness, for load balancers: 200 only when the database answers, within two seconds. */
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const started = performance.now()
    try {
      await Promise.race([
        execute(req.payload, sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), DB_TIMEOUT_MS)),
      ])
      return Response.json(
        { status: 'ok', database: 'up', latencyMs: Math.round(performance.now() - started) },
        { headers: { 'Cache-Control': 'no-store' } },
      )
    } catch (error) {
      req.payload.logger.error({ msg: 'Health check failed: the database did not answer', err: describeError(error) })
      return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
    }
  },
}

