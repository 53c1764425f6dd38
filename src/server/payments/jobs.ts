import type { Payload, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { sendDueConfirmations, type RecoveryReport } from './confirmation'
import { describeError } from '@/server/log-error'
import { paymentProvider } from './active-provider'
import { settleStaleOrders, type StaleOrdersReport } from './stale-orders'

export const CONFIRMATION_QUEUE = 'emails'
export const PAYMENTS_QUEUE = 'payments'
const TASK_SLUG = 'sendDueOrderConfirmations'
const STALE_ORDERS_SLUG = 'settleStalePendingOrders'

/** Past runs of a frequent task are kept a week: one run every few minutes would otherwise pile up. */
async function pruneOldRuns(payload: Payload, taskSlug: string): Promise<void> {
  await execute(payload, sql`delete from payload_jobs where task_slug = ${taskSlug} and completed_at < now() - interval '7 days'`).catch((error: unknown) =>
    payload.logger.warn({ msg: 'Pruning old job runs failed', task: taskSlug, err: describeError(error) }),
  )
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
    await pruneOldRuns(req.payload, TASK_SLUG)
    return { output }
  },
}

/**
 * Every hour, the orders still pending a day after their session opened get the provider's word
 * (stale-orders.ts): « Expirée » for a session that ended unpaid, fulfilled for one paid after all. A
 * failure is retried by the next run: `retries: 0`.
 */
export const staleOrdersTask: TaskConfig<{ input: object; output: StaleOrdersReport }> = {
  slug: STALE_ORDERS_SLUG,
  label: 'Clôture des commandes restées en attente',
  retries: 0,
  outputSchema: [
    { name: 'checked', type: 'number', label: 'Commandes vérifiées', required: true },
    { name: 'expired', type: 'number', label: 'Expirées', required: true },
    { name: 'declined', type: 'number', label: 'Paiement refusé après coup', required: true },
    { name: 'fulfilled', type: 'number', label: 'Payées finalement', required: true },
    { name: 'left', type: 'number', label: 'Encore ouvertes ou inconnues du prestataire', required: true },
    { name: 'failed', type: 'number', label: 'Échecs (nouvel essai plus tard)', required: true },
  ],
  schedule: [{ cron: '0 20 * * * *', queue: PAYMENTS_QUEUE }],
  handler: async ({ req }) => {
    const output = await settleStaleOrders(req.payload, paymentProvider(req.payload))
    await pruneOldRuns(req.payload, STALE_ORDERS_SLUG)
    return { output }
  },
}
