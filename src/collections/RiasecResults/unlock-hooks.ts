import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { completeUnlockFields } from '@/domain/staff-unlock'
import { publicApiError } from '@/server/http/public-api-error'
import { isUnlocked } from '@/server/assessments/visitor-result'
import { paymentProvider } from '@/server/payments/active-provider'
import { closeOtherReportSessions } from '@/server/payments/open-sessions'
import { prepareReportSoon } from '@/server/report/service'

/**
 * « Déverrouillé par » and « Déverrouillé le » agree after every update through Payload (an admin's edit;
 * the app's own unlocks are SQL): the other field follows the one changed (domain/staff-unlock.ts). Payload
 * hands the hook both fields on any update, so an edit of something else leaves them as they were.
 */
export const completeStaffUnlock: CollectionBeforeChangeHook<RiasecResult> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  // By hand, a profile is unlocked by the team or locked again: a payment or a promo code is the site's to record.
  const source = data.unlockSource
  if (req.user && source !== undefined && source !== originalDoc.unlockSource && (source === 'payment' || source === 'promo')) {
    throw publicApiError('« Paiement » et « Code promo » sont posés par le site : pour débloquer ce profil, choisis « Équipe ».', 400)
  }
  const paid = (data.payment ?? originalDoc.payment) === 'completed'
  return { ...data, ...completeUnlockFields(originalDoc, data, new Date(), paid) }
}

/**
 * A result staff just unlocked is treated as a promo code's: its report is rendered ahead of the first
 * download, and the report's checkout sessions still open for it are closed, so the visitor cannot pay
 * for what they were given (one paid all the same is refunded at fulfilment). Both run once the admin's
 * save is done, out of its transaction: the provider's calls never hold the result's row lock, which a
 * payment's fulfilment waits on. Neither throws.
 */
export const afterStaffUnlock: CollectionAfterChangeHook<RiasecResult> = ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || isUnlocked(previousDoc) || !isUnlocked(doc)) return doc
  const { payload } = req
  setImmediate(() => {
    prepareReportSoon(payload, doc.id)
    void closeOtherReportSessions(payload, paymentProvider(payload), doc.id)
  })
  return doc
}
