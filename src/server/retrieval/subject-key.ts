import { createHmac } from 'node:crypto'
import { env } from '@/env'
import { normalEmail } from '@/domain/email-address'

/**
 * The key a per-email rate limit is counted under: a keyed hash, so the shared `rate_limits` table never
 * holds an address (and erasing a person's data has nothing to find there).
 */
export const emailSubjectKey = (email: string): string =>
  createHmac('sha256', env().PAYLOAD_SECRET).update(`email:${normalEmail(email)}`).digest('hex').slice(0, 32)
