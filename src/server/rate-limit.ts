import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from './db'

export interface RateLimitRule {
  /** What is limited, e.g. 'promo' — part of the key. */
  name: string
  limit: number
  windowSeconds: number
}

export interface RateLimitDecision {
  allowed: boolean
  retryAfterSeconds: number
}

/**
 * One atomic upsert per check on a fixed window: every instance of the app sees the same counters,
 * and two concurrent requests can never both take the last slot.
 */
export async function hitRateLimit(payload: Payload, rule: RateLimitRule, subject: string): Promise<RateLimitDecision> {
  const key = `${rule.name}:${subject}`
  const window = `${rule.windowSeconds} seconds`
  const rows = await execute<{ hits: number; remaining: string | number }>(
    payload,
    sql`
    insert into rate_limits (key, window_started_at, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - ${window}::interval then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - ${window}::interval then now() else rate_limits.window_started_at end
    returning hits, extract(epoch from (window_started_at + ${window}::interval - now())) as remaining`,
  )
  const row = rows[0]
  const hits = Number(row?.hits ?? 1)
  return { allowed: hits <= rule.limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? rule.windowSeconds))) }
}

/**
 * Forgets what a subject has done under a rule (an account's failed sign-ins, once it signs in); with
 * `{ startingWith }`, what every subject starting so has done (an account, from every address).
 */
export async function clearRateLimit(payload: Payload, rule: RateLimitRule, subject: string | { startingWith: string }): Promise<void> {
  if (typeof subject === 'string') await execute(payload, sql`delete from rate_limits where key = ${`${rule.name}:${subject}`}`)
  else await execute(payload, sql`delete from rate_limits where starts_with(key, ${`${rule.name}:${subject.startingWith}`})`)
}

/** Takes one hit back from a subject's count (an attempt that turned out not to be what the rule counts). */
export async function takeBackHit(payload: Payload, rule: RateLimitRule, subject: string): Promise<void> {
  await execute(payload, sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${`${rule.name}:${subject}`}`)
}

/** Drops windows that ended long ago (called by the scheduled clean-up). */
export async function purgeRateLimits(payload: Payload): Promise<void> {
  await execute(payload, sql`delete from rate_limits where window_started_at < now() - interval '1 day'`)
}
