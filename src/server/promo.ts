import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { RiasecResult } from '@/payload-types'
import { VisitorError } from './assessments/errors'
import { execute } from './db'
import { inTransaction } from './payments/transaction'
import { paymentProvider } from './payments/active-provider'
import { closeOtherReportSessions } from './payments/open-sessions'
import { prepareReportSoon } from './report/service'

/** Guesses per result, whatever the addresses they come from (the per-address limit is in the endpoint). */
export const PROMO_PER_RESULT = { name: 'promo-result', limit: 12, windowSeconds: 3600 }

/**
 * Redeems a promo code for the visitor's own result: the code is compared exactly (case-sensitive) by
 * PostgreSQL, and its use is counted in the same statement that checks it is active, unexpired and under
 * its limit, so two visitors can never take its last use together. The result is unlocked first, in the
 * same transaction and only if still locked: of two redeems for one result (a double click, two codes),
 * the second waits for the first's row lock, finds it unlocked and takes no use. The report's PDF is then
 * prepared in the background, and the report's checkout sessions still open for this result are closed,
 * so that none of them can be paid for what is now free.
 */
export async function redeemPromoCode(payload: Payload, code: string, result: RiasecResult): Promise<void> {
  if (result.payment === 'completed' || result.unlockedAt) return
  const unlocked = await inTransaction(payload, async (transactionID) => {
    const locked = await execute<{ id: number }>(
      payload,
      sql`update riasec_results set unlock_source = 'promo', unlocked_at = now(), updated_at = now()
          where id = ${result.id} and unlocked_at is null and payment is distinct from 'completed'
          returning id`,
      transactionID,
    )
    if (locked.length === 0) return false
    const taken = await execute<{ id: number }>(
      payload,
      sql`
      update promo_codes set uses = coalesce(uses, 0) + 1, updated_at = now()
      where code = ${code} and active = true
        and (max_uses is null or coalesce(uses, 0) < max_uses)
        and (expires_at is null or expires_at > now())
      returning id`,
      transactionID,
    )
    // Thrown, so the unlock above is rolled back with it.
    if (taken.length === 0) throw new VisitorError('promoWrong')
    return true
  })
  // Committed: the PDF is rendered ahead of the first download, without delaying the visitor's answer.
  if (!unlocked) return
  prepareReportSoon(payload, result.id)
  await closeOtherReportSessions(payload, paymentProvider(payload), result.id)
}
