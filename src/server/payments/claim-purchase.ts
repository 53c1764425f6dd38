import type { Payload } from 'payload'
import type { RiasecResult } from '@/payload-types'
import { claimedOrderId } from './claim'
import { sendClaimedReport } from './emails'
import { followUp } from './follow-ups'

/**
 * A result claims the report its browser bought before the test (claimPaidOrder: the test just saved, the
 * order page, the unlock button), and the buyer then gets the profile and the report by email, after the
 * answer: the purchase email could only say what was left to do. True when this call claimed it.
 */
export async function claimPurchase(payload: Payload, result: Pick<RiasecResult, 'id'>, sessionId: string | null | undefined): Promise<boolean> {
  const orderId = await claimedOrderId(payload, result, sessionId)
  if (orderId === null) return false
  await followUp(payload, true, 'Claimed report email', orderId, () => sendClaimedReport(payload, orderId))
  return true
}
