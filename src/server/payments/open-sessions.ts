import type { Payload } from 'payload'
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
export async function closeOtherReportSessions(payload: Payload, provider: PaymentProvider, resultId: number, exceptOrderId?: number): Promise<number> {
  let closed = 0
  try {
    const { docs } = await payload.find({
      collection: 'orders',
      where: {
        and: [
          { result: { equals: resultId } },
          { status: { equals: 'pending' } },
          { offer: { in: REPRICED_ONCE_UNLOCKED } },
          { provider: { equals: provider.name } },
          { providerSessionId: { exists: true } },
          ...(exceptOrderId ? [{ id: { not_equals: exceptOrderId } }] : []),
        ],
      },
      depth: 0,
      limit: 20,
      pagination: false,
      overrideAccess: true,
      select: { providerSessionId: true },
    })
    for (const order of docs) {
      if (!order.providerSessionId || !(await provider.expireSession(order.providerSessionId))) continue
      await inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, 'expired', transactionID))
      closed += 1
    }
    if (closed > 0) payload.logger.info({ msg: 'Closed the open checkout sessions of an unlocked result', resultId, closed })
  } catch (error) {
    payload.logger.error({ msg: 'Could not close the open checkout sessions of an unlocked result', resultId, err: describeError(error) })
  }
  return closed
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
