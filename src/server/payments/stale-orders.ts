import type { Payload } from 'payload'
import { describeError } from '@/server/log-error'
import { fulfilOrder } from './fulfil'
import { markOrderUnpaid } from './orders-store'
import type { PaymentProvider } from './provider'
import { inTransaction } from './transaction'

/** A checkout session lasts a day at most (Stripe's longest, the demo's): an order pending an hour longer has had its end. */
export const STALE_PENDING_HOURS = 25
/** Orders asked about per run at most (one provider call each): far more than a day's abandoned checkouts. */
export const MAX_STALE_ORDERS_PER_RUN = 500

export interface StaleOrdersReport {
  checked: number
  expired: number
  /** Completed with a payment that failed later (a bank debit refused): « Échouée », as its lost event would have. */
  declined: number
  fulfilled: number
  /** Still open at the provider (an asynchronous payment in progress), unknown to it, or not settled by it: asked again next run. */
  left: number
  failed: number
}

type Settled = 'expired' | 'declined' | 'fulfilled' | 'left'

/**
 * One order still pending: the provider's word on its session, applied as its own event would have been. A
 * session paid after all is fulfilled, once (fulfilOrder); one that ended unpaid closes the order « Expirée »,
 * and one completed with a payment that failed later (a bank debit refused) « Échouée », either way its
 * booking cancelled and its result's « En attente » ended (markOrderUnpaid). A session the provider does
 * not know is left alone, as its webhook would leave it: keys of another account or mode answer so for every
 * session, and would otherwise close every live order.
 */
async function settle(payload: Payload, provider: PaymentProvider, order: { id: number; providerSessionId: string }): Promise<Settled> {
  const session = await provider.retrieveSession(order.providerSessionId)
  if (!session) return 'left'
  if (session.paymentStatus === 'paid') {
    const outcome = await fulfilOrder(payload, order.providerSessionId, { provider })
    return outcome.status === 'fulfilled' || outcome.status === 'refunded' ? 'fulfilled' : 'left'
  }
  const closedAs = (status: 'failed' | 'expired') => inTransaction(payload, (transactionID) => markOrderUnpaid(payload, order.id, status, transactionID))
  if (session.paymentFailed) return (await closedAs('failed')) ? 'declined' : 'left'
  if (session.status !== 'expired') return 'left'
  return (await closedAs('expired')) ? 'expired' : 'left'
}

/**
 * The orders still « En attente » a day after their session opened, settled from the provider's word
 * (`settle`). Stripe sends `checkout.session.expired` and retries it for three days; this is the net under a
 * webhook lost or misconfigured longer, and the clock of the demo provider, which sends no event of its own.
 * Every stale order is asked about at each run, in id order (up to MAX_STALE_ORDERS_PER_RUN), so the few a
 * provider keeps open cannot hold back the others; a failure is logged and retried at the next run.
 */
export async function settleStaleOrders(
  payload: Payload,
  provider: PaymentProvider,
  { max = MAX_STALE_ORDERS_PER_RUN, batch = 25, now = new Date() }: { max?: number; batch?: number; now?: Date } = {},
): Promise<StaleOrdersReport> {
  const before = new Date(now.getTime() - STALE_PENDING_HOURS * 3_600_000).toISOString()
  const report: StaleOrdersReport = { checked: 0, expired: 0, declined: 0, fulfilled: 0, left: 0, failed: 0 }
  let after = 0
  while (report.checked < max) {
    const found = await payload.find({
      collection: 'orders',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { provider: { equals: provider.name } },
          { providerSessionId: { exists: true } },
          { createdAt: { less_than: before } },
          { id: { greater_than: after } },
        ],
      },
      sort: 'id',
      limit: Math.min(batch, max - report.checked),
      depth: 0,
      overrideAccess: true,
      select: { providerSessionId: true },
    })
    if (found.docs.length === 0) break
    for (const order of found.docs) {
      after = order.id
      report.checked += 1
      try {
        report[await settle(payload, provider, { id: order.id, providerSessionId: order.providerSessionId! })] += 1
      } catch (error) {
        report.failed += 1
        payload.logger.error({ msg: 'Settling a stale pending order failed; next run retries', orderId: order.id, err: describeError(error) })
      }
    }
  }
  return report
}
