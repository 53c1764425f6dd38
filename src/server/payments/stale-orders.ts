import type { Payload } from 'payload'
import { describeError } from '@/server/log-error'
import { fulfilOrder } from './fulfil'
import { markOrderUnpaid } from './orders-store'
import type { PaymentProvider } from './provider'
import { inTransaction } from './transaction'

/** A checkout session lasts a day at most (Stripe's longest, the demo's): an order pending an hour longer has had its end. */
export const STALE_PENDING_HOURS = 25

export interface StaleOrdersReport {
  checked: number
  expired: number
  fulfilled: number
  /** Still open at the provider, or unknown to it: left as they are. */
  left: number
  failed: number
}

/**
 * The orders still « En attente » a day after their session opened: the provider's word on each is asked
 * and applied, as its own event would have been. Stripe sends `checkout.session.expired` and retries it for
 * three days; this is the net under a webhook lost or misconfigured longer, and the clock of the demo
 * provider, which sends no event of its own. An expired session's order is marked « Expirée », its booking
 * cancelled and its result's « En attente » ended (markOrderUnpaid); a session paid after all is fulfilled,
 * once, as its webhook would have (fulfilOrder). Oldest first, `limit` per run; a failure is logged and
 * retried at the next run.
 */
export async function settleStaleOrders(payload: Payload, provider: PaymentProvider, { limit = 25, now = new Date() } = {}): Promise<StaleOrdersReport> {
  const before = new Date(now.getTime() - STALE_PENDING_HOURS * 3_600_000).toISOString()
  const stale = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'pending' } }, { provider: { equals: provider.name } }, { providerSessionId: { exists: true } }, { createdAt: { less_than: before } }] },
    sort: 'createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
    select: { providerSessionId: true },
  })
  const report: StaleOrdersReport = { checked: stale.docs.length, expired: 0, fulfilled: 0, left: 0, failed: 0 }
  for (const order of stale.docs) {
    const sessionId = order.providerSessionId!
    try {
      const session = await provider.retrieveSession(sessionId)
      if (session?.paymentStatus === 'paid') {
        await fulfilOrder(payload, sessionId, { provider })
        report.fulfilled += 1
      } else if (session?.status === 'expired' && (await inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, 'expired', transactionID)))) {
        report.expired += 1
      } else report.left += 1
    } catch (error) {
      report.failed += 1
      payload.logger.error({ msg: 'Settling a stale pending order failed; next run retries', orderId: order.id, err: describeError(error) })
    }
  }
  return report
}
