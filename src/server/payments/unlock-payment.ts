import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import { UNLOCKING_ORDER_OFFERS } from './order-offers'

export interface UnlockPayment {
  orderId: number
  offer: Order['offer']
  amountCents: number
  /** 'failed' when the provider declined the payment or let the session expire. */
  state: 'pending' | 'paid' | 'failed' | 'refunded'
}

const stateOf = (status: Order['status']): UnlockPayment['state'] =>
  status === 'paid' || status === 'pending' || status === 'refunded' ? status : 'failed'

/**
 * The newest order that would unlock this result, or null when none was started. On the way back from
 * the payment page the results page waits only while it is pending: a payment the provider declined or
 * let expire, or one since refunded, is said at once, and without an order nothing is awaited, instead of
 * "a few seconds" that never end.
 */
export async function lastUnlockPayment(payload: Payload, resultId: number): Promise<UnlockPayment | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ result: { equals: resultId } }, { offer: { in: UNLOCKING_ORDER_OFFERS } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    select: { status: true, offer: true, amountCents: true },
  })
  const order = docs[0]
  return order ? { orderId: order.id, offer: order.offer, amountCents: order.amountCents, state: stateOf(order.status) } : null
}
