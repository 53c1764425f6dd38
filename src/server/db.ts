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
