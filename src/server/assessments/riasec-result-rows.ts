import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { BilanType } from '@/domain/bilan'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { execute } from '../db'
import { VisitorError } from './errors'
import { storedIdempotencyKey } from './idempotent-create'

/**
 * How long a retried submission may take the result over. The key lives in the browser only until its
 * answer arrives; a lost answer is retried within minutes (PendingSubmissions), so an older retry is
 * someone else holding a leaked key, and gets no cookie for the result.
 */
export const RETRY_WINDOW = '7 days'

export interface NewRiasecResult {
  name?: string
  email?: string
  /** The contact came with a parent's consent (a visitor under 15): recorded as now. */
  parentalConsent?: boolean
  bilanType: BilanType
  scores: Record<RiasecLetter, number>
  dominantProfile: string
  profileName: string
  detailedAnswers: unknown
  leadId?: number
  accessTokenHash: string
  /** The browser's key, stored as its hash. */
  idempotencyKey: string
}

/**
 * Saves a scored test in one statement, the submission's hot path. A retry with the same idempotency key
 * keeps the first row and only takes the new access-token hash (only the browser that made the key can
 * send it), within `RETRY_WINDOW` of the first: later, it is refused (409) and the result keeps its cookie.
 * Every value was validated at the boundary or computed on the server; the collection has no write hooks
 * for the Local API to run.
 */
export async function insertRiasecResult(payload: Payload, row: NewRiasecResult): Promise<{ id: number; dominantProfile: string; created: boolean }> {
  const [saved] = await execute<{ id: number; dominant_profile: string; created: boolean }>(
    payload,
    sql`
    insert into riasec_results (name, email, parental_consent_at, bilan_type, scores_r, scores_i, scores_a, scores_s, scores_e, scores_c,
      dominant_profile, profile_name, detailed_answers, lead_id, access_token_hash, idempotency_key)
    values (${row.name ?? null}, ${row.email ?? null}, ${row.parentalConsent ? sql`now()` : null}, ${row.bilanType}, ${row.scores.R}, ${row.scores.I}, ${row.scores.A},
      ${row.scores.S}, ${row.scores.E}, ${row.scores.C}, ${row.dominantProfile}, ${row.profileName},
      ${JSON.stringify(row.detailedAnswers)}, ${row.leadId ?? null}, ${row.accessTokenHash}, ${storedIdempotencyKey(row.idempotencyKey)})
    on conflict (idempotency_key) do update set access_token_hash = excluded.access_token_hash, updated_at = now()
      where riasec_results.created_at > now() - ${RETRY_WINDOW}::interval
    returning id, dominant_profile, (xmax = 0) as created`,
  )
  if (!saved) throw new VisitorError('resultAlreadySaved', 409)
  return { id: Number(saved.id), dominantProfile: saved.dominant_profile, created: saved.created }
}
