import type { Payload } from 'payload'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

const adapter = (payload: Payload) => payload.db as unknown as PostgresAdapter

/**
 * Runs one SQL statement, inside the given Payload transaction when there is one. Used where the Local
 * API cannot express an atomic check-and-write (counters, rate limits).
 */
export async function execute<Row>(payload: Payload, query: SQL, transactionID?: string | number | null): Promise<Row[]> {
  const db = adapter(payload)
  const executor = (transactionID && db.sessions[String(transactionID)]?.db) || db.drizzle
  const result = await executor.execute(query)
  return result.rows as Row[]
}

/**
 * When PostgreSQL restarts, it terminates the pool's idle connections; pg reports that as an 'error'
 * event on the pool, which without a listener crashes the process. Log it instead: the pool opens new
 * connections on the next query, so the app recovers by itself.
 */
export function keepPoolAliveOnDatabaseRestart(payload: Payload): void {
  adapter(payload).pool?.on('error', (error) => {
    payload.logger.warn({ msg: 'Idle database connection lost; the pool will reconnect', err: error.message })
  })
}
