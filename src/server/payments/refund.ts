/**
 * The provider's `charge.refunded`, `charge.refund.updated`, `charge.dispute.closed` and
 * `charge.dispute.funds_reinstated` events. A dispute the customer's bank won (a chargeback) counts as a refund
 * of the whole payment: the provider's charge says what the merchant no longer holds; one won by the merchant
 * after all (an appeal) undoes it. What a refund records and takes back, and what a failed one gives again, is
 * in refund-store.ts.
 */
import type { Payload } from 'payload'
import { fulfilOrder } from './fulfil'
import { findOrderBySession, recordEvent } from './orders-store'
import type { PaymentProvider, ProviderEvent } from './provider'
import { lockedPaymentNote, noteChargeback, recordProviderRefund, reverseChargeback, type RecordedRefund } from './refund-store'
import { inTransaction } from './transaction'

export type RefundOutcome =
  | RecordedRefund
  /** The provider does not say the refunded payment was made: it delivers the event again later. */
  | { status: 'awaiting-payment'; orderId: number }
  | { status: 'duplicate-event'; orderId: number }
  | { status: 'unknown-charge' }
  /** The provider's charge does not match the order's amount or currency: nothing changes. */
  | { status: 'mismatch'; orderId: number }

/**
 * A refund event: the charge is fetched from the provider (the event's body is only a hint: a refund it
 * says failed lowers the recorded total only as far as the provider's charge does), tied to its order
 * through the checkout session, checked against the order's amount, then recorded once.
 * A chargeback's order is noted « Litige perdu ».
 * A refund that arrives before its payment's own event first fulfils the order from the provider's view of
 * the session, which records the payment and the refund in one transaction: the result is never unlocked
 * by a payment already given back, whether or not the payment's event ever arrives.
 */
export async function refundCharge(payload: Payload, chargeId: string, { provider, event }: { provider: PaymentProvider; event?: ProviderEvent }): Promise<RefundOutcome> {
  const charge = await provider.retrieveCharge(chargeId)
  if (!charge?.sessionId) return { status: 'unknown-charge' }
  const { sessionId } = charge
  const order = await findOrderBySession(payload, sessionId)
  if (!order || order.provider !== provider.name) return { status: 'unknown-charge' }
  if (charge.amountCents !== order.amountCents || charge.currency.toLowerCase() !== order.currency.toLowerCase()) {
    payload.logger.error({ msg: 'Refunded charge does not match its order: not recorded', orderId: order.id, chargeId, provider: provider.name })
    return { status: 'mismatch', orderId: order.id }
  }
  const settledFirst = order.status === 'pending' ? await fulfilOrder(payload, sessionId, { provider }) : null
  if (settledFirst && settledFirst.status !== 'fulfilled' && settledFirst.status !== 'refunded' && settledFirst.status !== 'already-paid') {
    return { status: 'awaiting-payment', orderId: order.id }
  }
  const outcome = await inTransaction(payload, async (transactionID): Promise<RefundOutcome> => {
    if (event && !(await recordEvent(payload, event, provider.name, sessionId, transactionID))) return { status: 'duplicate-event', orderId: order.id }
    const reversed = event?.aboutDispute && !charge.chargedBack ? await reverseChargeback(payload, order.id, charge.refundedCents, transactionID) : null
    if (reversed) return reversed
    const noteBefore = charge.chargedBack ? await lockedPaymentNote(payload, order.id, transactionID) : null
    const recordedHere = await recordProviderRefund(payload, order.id, charge.refundedCents, transactionID, { refundFailed: event?.refundFailed ?? false })
    // Refunded by the chargeback: the admin and the export say the bank took it back. An order refunded before (by
    // the merchant) keeps its note, and a dispute won later never undoes it. (Refunded with its payment just above:
    // the fulfilment noted it.)
    if (charge.chargedBack && recordedHere.status === 'refunded') await noteChargeback(payload, order.id, noteBefore, transactionID)
    return recordedHere
  })
  // Recorded by the fulfilment just above, with the payment.
  const recorded: RefundOutcome =
    outcome.status === 'unchanged' && settledFirst?.status === 'refunded'
      ? { status: 'refunded', orderId: order.id }
      : outcome.status === 'unchanged' && settledFirst?.status === 'fulfilled' && charge.refundedCents > 0
        ? { status: 'partly-refunded', orderId: order.id }
        : outcome
  if (recorded.status === 'refunded' && charge.chargedBack) {
    payload.logger.warn({ msg: 'Chargeback: a dispute was lost, the order is refunded and what it sold taken back', orderId: order.id, chargeId })
  } else if (recorded.status === 'refunded' || recorded.status === 'partly-refunded') {
    payload.logger.info({ msg: 'Refund recorded', orderId: order.id, refundedCents: charge.refundedCents, full: recorded.status === 'refunded' })
  }
  if (recorded.status === 'chargeback-reversed') {
    payload.logger.warn({ msg: 'Chargeback reversed: the dispute was won after all, the order is paid again and gives again what it sold', orderId: order.id, chargeId })
  }
  if (recorded.status === 'refund-failed') {
    payload.logger.warn({ msg: 'Refund failed at the provider: order paid again, to be refunded another way', orderId: order.id, refundedCents: charge.refundedCents })
  }
  return recorded
}
