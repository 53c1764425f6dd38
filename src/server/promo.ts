import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { RiasecResult } from '@/payload-types'
import { VisitorError } from './assessments/errors'
import { execute } from './db'
import { prepareReportSoon } from './report/service'

/** Guesses per result, whatever the addresses they come from (the per-address limit is in the endpoint). */
export const PROMO_PER_RESULT = { name: 'promo-result', limit: 12, windowSeconds: 3600 }

/**
 * Redeems a promo code for the visitor's own result: the code is compared exactly (case-sensitive) by
 * PostgreSQL, and its use is counted in the same statement that checks it is active, unexpired and under
 * its limit, so two visitors can never take its last use together. Unlocking is in the same transaction;
 * the report's PDF is then prepared in the background.
 */
export async function redeemPromoCode(payload: Payload, code: string, result: RiasecResult): Promise<void> {
  if (result.payment === 'completed' || result.unlockedAt) return
  const transactionID = await payload.db.beginTransaction()
  const req = { transactionID: transactionID ?? undefined }
  try {
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
    if (taken.length === 0) throw new VisitorError('promoWrong')
    await payload.update({
      collection: 'riasec-results',
      id: result.id,
      overrideAccess: true,
      req,
      data: { unlockSource: 'promo', unlockedAt: new Date().toISOString() },
    })
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  // Committed: the PDF is rendered ahead of the first download, without delaying the visitor's answer.
  prepareReportSoon(payload, result.id)
}
