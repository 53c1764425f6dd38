/**
 * One cached PDF per result, in PostgreSQL (table `report_cache`, created by the access-links migration)
 * so every app instance shares it. A row is valid while its content hash matches the report the result
 * would produce now: an edit of the profile content, the brand, the report texts or the template gives a
 * new hash, and the next download renders again. Rows go with their result (ON DELETE CASCADE).
 */
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'

export async function cachedReport(payload: Payload, resultId: number, contentHash: string): Promise<Buffer | null> {
  const rows = await execute<{ pdf: Buffer }>(
    payload,
    sql`select pdf from report_cache where result_id = ${resultId} and content_hash = ${contentHash}`,
  )
  const pdf = rows[0]?.pdf
  return pdf ? Buffer.from(pdf) : null
}

export async function storeReport(payload: Payload, resultId: number, contentHash: string, pdf: Buffer): Promise<void> {
  await execute(
    payload,
    sql`insert into report_cache (result_id, content_hash, pdf, generated_at) values (${resultId}, ${contentHash}, ${pdf}, now())
        on conflict (result_id) do update set content_hash = excluded.content_hash, pdf = excluded.pdf, generated_at = excluded.generated_at`,
  )
}
