import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { BilanType } from '@/domain/bilan'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { execute } from '../db'

export interface NewRiasecResult {
  name?: string
  email?: string
  bilanType: BilanType
  scores: Record<RiasecLetter, number>
  dominantProfile: string
  profileName: string
  detailedAnswers: unknown
  leadId?: number
  accessTokenHash: string
  idempotencyKey: string
}

/**
 * Saves a scored test in one statement, the submission's hot path. A retry with the same idempotency key
 * keeps the first row and only takes the new access-token hash (only the browser that made the key can
 * send it). Every value was validated at the boundary or computed on the server; the collection has no
 * write hooks for the Local API to run.
 */
export async function insertRiasecResult(payload: Payload, row: NewRiasecResult): Promise<{ id: number; dominantProfile: string; created: boolean }> {
  const [saved] = await execute<{ id: number; dominant_profile: string; created: boolean }>(
    payload,
    sql`
    insert into riasec_results (name, email, bilan_type, scores_r, scores_i, scores_a, scores_s, scores_e, scores_c,
      dominant_profile, profile_name, detailed_answers, lead_id, access_token_hash, idempotency_key)
    values (${row.name ?? null}, ${row.email ?? null}, ${row.bilanType}, ${row.scores.R}, ${row.scores.I}, ${row.scores.A},
      ${row.scores.S}, ${row.scores.E}, ${row.scores.C}, ${row.dominantProfile}, ${row.profileName},
      ${JSON.stringify(row.detailedAnswers)}, ${row.leadId ?? null}, ${row.accessTokenHash}, ${row.idempotencyKey})
    on conflict (idempotency_key) do update set access_token_hash = excluded.access_token_hash, updated_at = now()
    returning id, dominant_profile, (xmax = 0) as created`,
  )
  if (!saved) throw new Error('insert into riasec_results returned no row')
  return { id: Number(saved.id), dominantProfile: saved.dominant_profile, created: saved.created }
}
