import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { claimPaidOrder } from './claim'
import { sendClaimedReport } from './emails'
import { followUp } from './follow-ups'
import { findOrderBySession } from './orders-store'

/**
 * A result claims the report its browser bought before the test (claimPaidOrder: the test just saved, the
 * order page, the unlock button), and the buyer then gets the profile and the report by email, after the
 * answer: the purchase email could only say what was left to do. True when this call claimed it.
 */
export async function claimPurchase(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<boolean> {
  if (!(await claimPaidOrder(payload, result, sessionId)) || !sessionId) return false
  const order = await findOrderBySession(payload, sessionId)
  if (order) await followUp(payload, true, 'Claimed report email', order.id, () => sendClaimedReport(payload, order.id))
  return true
}
