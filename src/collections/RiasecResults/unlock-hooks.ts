import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { completeUnlockFields } from '@/domain/staff-unlock'
import { isUnlocked } from '@/server/assessments/visitor-result'
import { paymentProvider } from '@/server/payments/active-provider'
import { closeOtherReportSessions } from '@/server/payments/open-sessions'
import { prepareReportSoon } from '@/server/report/service'

/** An admin's edit of « Déverrouillé par » or « Déverrouillé le »: the other field follows (domain/staff-unlock.ts). */
export const completeStaffUnlock: CollectionBeforeChangeHook<RiasecResult> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || (!('unlockSource' in data) && !('unlockedAt' in data))) return data
  return { ...data, ...completeUnlockFields(originalDoc, data, new Date()) }
}

/**
 * A result staff just unlocked is treated as a promo code's: its report is rendered ahead of the first
 * download, and the report's checkout sessions still open for it are closed, so the visitor cannot pay
 * for what they were given (one paid all the same is refunded at fulfilment).
 */
export const afterStaffUnlock: CollectionAfterChangeHook<RiasecResult> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || isUnlocked(previousDoc) || !isUnlocked(doc)) return doc
  prepareReportSoon(req.payload, doc.id)
  await closeOtherReportSessions(req.payload, paymentProvider(req.payload), doc.id)
  return doc
}
