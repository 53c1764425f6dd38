import type { TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { sendDueConfirmations, type RecoveryReport } from './confirmation'
import { describeError } from '@/server/log-error'

export const CONFIRMATION_QUEUE = 'emails'
const TASK_SLUG = 'sendDueOrderConfirmations'

/** Past runs of this task are kept a week: one run every five minutes would otherwise pile up. */
async function pruneOldRuns(payload: Parameters<typeof sendDueConfirmations>[0]): Promise<void> {
  await execute(payload, sql`delete from payload_jobs where task_slug = ${TASK_SLUG} and completed_at < now() - interval '7 days'`)
}

/**
 * Every five minutes, sends the order confirmations still due a couple of minutes after payment (see
 * confirmation.ts). A failed send is retried by a later run, not by the job runner: `retries: 0`.
 */
export const confirmationRecoveryTask: TaskConfig<{ input: object; output: RecoveryReport }> = {
  slug: TASK_SLUG,
  label: 'Envoi des confirmations de commande en attente',
  retries: 0,
  outputSchema: [
    { name: 'due', type: 'number', label: 'À envoyer', required: true },
    { name: 'sent', type: 'number', label: 'Envoyées', required: true },
    { name: 'failed', type: 'number', label: 'Échecs (nouvel essai plus tard)', required: true },
    { name: 'abandoned', type: 'number', label: 'Abandonnées', required: true },
    { name: 'skipped', type: 'number', label: 'Déjà prises par un autre envoi', required: true },
  ],
  schedule: [{ cron: '0 */5 * * * *', queue: CONFIRMATION_QUEUE }],
  handler: async ({ req }) => {
    const output = await sendDueConfirmations(req.payload)
    await pruneOldRuns(req.payload).catch((error: unknown) =>
      req.payload.logger.warn({ msg: 'Pruning old confirmation recovery runs failed', err: describeError(error) }),
    )
    return { output }
  },
}
