import type { JobsConfig, PayloadRequest, TaskConfig } from 'payload'
import { checkRole } from '@/access/roles'
import { anonymiseExpiredData } from './retention'
import { CONFIRMATION_QUEUE, PAYMENTS_QUEUE, confirmationRecoveryTask, staleOrdersTask } from '../payments/jobs'
import { releaseStalledJobsNowAndThen } from '../jobs/stalled'
import { SAMPLE_PAGES_QUEUE, removeReplacedPagesTask } from '../report/sample-cleanup'
import { describeError } from '../log-error'

const adminsOnly = ({ req }: { req: PayloadRequest }) => checkRole(['admin'], req.user)

const count = (name: string, label: string) => ({ name, type: 'number' as const, label })

/** Anonymises what is older than the retention period, every night at 03:30 (server time). */
export const retentionTask: TaskConfig<{ input: object; output: Record<string, number | string> }> = {
  slug: 'anonymiseExpiredData',
  label: 'Anonymisation des données expirées',
  retries: 2,
  outputSchema: [
    { name: 'cutoff', type: 'text', label: 'Données antérieures au' },
    count('results', 'Résultats'),
    count('leads', 'Contacts'),
    count('bookings', 'Réservations'),
    count('orders', 'Commandes'),
    count('emails', 'Emails supprimés'),
    count('accessLinks', 'Liens supprimés'),
  ],
  schedule: [{ cron: '0 30 3 * * *', queue: 'privacy' }],
  handler: async ({ req }) => ({ output: { ...(await anonymiseExpiredData(req.payload)) } }),
}

/**
 * The jobs queue of the app (payload.config.ts: `jobs: jobsConfig`). The `privacy` queue is run every
 * ten minutes by the long-running server, which also queues the nightly retention task when it is due.
 * The `emails` queue is checked every minute: a scheduled job waits for its time in the queue, so a
 * runner as slow as the schedule would run it only every other time; this one runs the recovery of
 * order confirmations on its five-minute schedule. The `payments` queue, every ten minutes, runs the
 * hourly settling of orders left pending (stale-orders.ts). The `media` queue, every five minutes, deletes the
 * sample report's pictures an editor's new drawing replaced ten minutes before (sample-cleanup.ts). Before a run, every ten minutes at most, a job a
 * stopped process left « processing » is handed back (stalled.ts). Only admins may run or queue jobs through the API.
 */
export const jobsConfig: JobsConfig = {
  access: { run: adminsOnly, queue: adminsOnly, cancel: adminsOnly },
  tasks: [retentionTask, confirmationRecoveryTask, staleOrdersTask, removeReplacedPagesTask],
  autoRun: [
    { cron: '0 */10 * * * *', queue: 'privacy', limit: 5 },
    { cron: '0 * * * * *', queue: CONFIRMATION_QUEUE, limit: 1 },
    { cron: '0 */10 * * * *', queue: PAYMENTS_QUEUE, limit: 1 },
    { cron: '0 */5 * * * *', queue: SAMPLE_PAGES_QUEUE, limit: 5 },
  ],
  deleteJobOnComplete: false,
  shouldAutoRun: async (payload) => {
    await releaseStalledJobsNowAndThen(payload).catch((error: unknown) =>
      payload.logger.warn({ msg: 'Looking for stalled jobs failed; the queues run anyway', err: describeError(error) }),
    )
    return true
  },
}
