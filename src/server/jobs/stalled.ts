import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'

/** Far longer than any run of ours takes (seconds): a job still « processing » after this was left by a dead process. */
export const STALLED_AFTER_MINUTES = 30

/**
 * Hands back to the runner the jobs a process left « processing » when it died (a kill, a deploy, a lost
 * database connection between the job's claim and its end). Payload never does: such a job is neither run
 * again nor finished, and, as it still counts as the task's pending run, no later run of that task is ever
 * scheduled: no more recovered confirmations, no more nightly anonymisation. Every task here can run twice
 * safely (each claims its rows), so the job is simply run again.
 */
export async function releaseStalledJobs(payload: Payload): Promise<number> {
  const released = await execute<{ id: number; task_slug: string | null }>(
    payload,
    sql`update payload_jobs set processing = false, updated_at = now()
        where processing and completed_at is null and updated_at < now() - make_interval(mins => ${STALLED_AFTER_MINUTES})
        returning id, task_slug`,
  )
  for (const job of released) payload.logger.warn({ msg: 'Job left processing by a stopped process: handed back to the runner', jobId: job.id, task: job.task_slug })
  return released.length
}

/** How often a process looks for them: a job counts as stalled after half an hour anyway. */
export const STALLED_CHECK_EVERY_MINUTES = 10
let lastCheck = Number.NEGATIVE_INFINITY

/**
 * `releaseStalledJobs`, at most every ten minutes in this process: called before each tick of the job
 * runner (every minute), where an update on every tick of every instance would only find nothing.
 */
export async function releaseStalledJobsNowAndThen(payload: Payload, now: number = Date.now()): Promise<number> {
  if (now - lastCheck < STALLED_CHECK_EVERY_MINUTES * 60_000) return 0
  lastCheck = now
  return releaseStalledJobs(payload)
}
