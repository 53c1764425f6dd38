import type { Payload, Where } from 'payload'
import type { Order } from '@/payload-types'
import { awaitsItsTest } from './claim'
import { markOrderUnpaid } from './orders-store'
import { REPRICED_ONCE_UNLOCKED } from './order-offers'
import type { PaymentProvider } from './provider'
import { inTransaction } from './transaction'
import { describeError } from '@/server/log-error'

/**
 * Once a result is unlocked (paid, or by a promo code), the report's other checkout sessions still open for
 * it, in another tab or abandoned, can no longer be paid, nor the one-month follow-up's at its price with the
 * report: each is expired at the provider and its order marked « Expirée » (the provider's own expiry event then changes nothing). Done after the unlock
 * committed, and never thrown: a session that cannot be closed (paid meanwhile) is refunded when it is
 * fulfilled (fulfil.ts). Returns how many sessions were closed.
 */
export const closeOtherReportSessions = (payload: Payload, provider: PaymentProvider, resultId: number, exceptOrderId?: number): Promise<number> =>
  closeOpenSessions(
    payload,
    provider,
    [{ result: { equals: resultId } }, { offer: { in: REPRICED_ONCE_UNLOCKED } }, ...(exceptOrderId ? [{ id: { not_equals: exceptOrderId } }] : [])],
    { of: 'an unlocked result', resultId },
  )

/**
 * The checkout sessions still open among the orders an erasure left buying nothing: the person's own (no
 * result, booking or address any more), and another payer's that was to unlock their result. Each is
 * expired at the provider and its order marked « Expirée »; a session that cannot be (paid meanwhile) is left
 * for its webhook and said in the log, for staff to refund. Never thrown: the erasure is done.
 */
export const closeErasedOrdersSessions = async (payload: Payload, provider: PaymentProvider, orderIds: readonly number[]): Promise<number> =>
  orderIds.length === 0 ? 0 : closeOpenSessions(payload, provider, [{ id: { in: [...orderIds] } }], { of: 'an erased person', orderIds })

/**
 * Expires at the provider the pending orders `where` names, and marks each « Expirée »; how many it closed.
 * Never thrown: a failure is logged with `about` (whose sessions they are).
 */
async function closeOpenSessions(payload: Payload, provider: PaymentProvider, where: Where[], { of, ...about }: { of: string } & Record<string, unknown>): Promise<number> {
  try {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { and: [...where, { status: { equals: 'pending' } }, { provider: { equals: provider.name } }, { providerSessionId: { exists: true } }] },
      depth: 0,
      limit: 20,
      pagination: false,
      overrideAccess: true,
      select: { providerSessionId: true },
    })
    let closed = 0
    for (const order of docs) {
      if (!order.providerSessionId || !(await provider.expireSession(order.providerSessionId))) {
        payload.logger.warn({ msg: 'A checkout session could not be closed (paid meanwhile?)', orderId: order.id })
        continue
      }
      await inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, 'expired', transactionID))
      closed += 1
    }
    if (closed > 0) payload.logger.info({ msg: `Closed the open checkout sessions of ${of}`, ...about, closed })
    return closed
  } catch (error) {
    payload.logger.error({ msg: `Could not close the open checkout sessions of ${of}`, ...about, err: describeError(error) })
    return 0
  }
}

/**
 * The report this browser began to buy before the test, in another tab or an earlier visit (the order its
 * cookie names), whose payment page may still be open: a new purchase takes its place in the cookie, so it is
 * closed first, or both could be paid and only the newer one claimed by the test. Answers whether it is out
 * of the way: false when its session was paid meanwhile (its confirmation not in yet), which the test claims.
 */
export async function closeEarlierPurchase(payload: Payload, provider: PaymentProvider, order: Order): Promise<boolean> {
  if (order.status !== 'pending' || !awaitsItsTest(order) || !order.providerSessionId || order.provider !== provider.name) return true
  if (await provider.expireSession(order.providerSessionId)) {
    await inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, 'expired', transactionID))
    payload.logger.info({ msg: 'Closed the earlier checkout session of a report bought before the test', orderId: order.id })
    return true
  }
  return (await provider.retrieveSession(order.providerSessionId))?.status !== 'complete'
}
