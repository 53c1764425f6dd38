import type { Order } from '@/payload-types'

/**
 * Whether a formula's report part is given back: dated when it was (automatically, the profile being unlocked
 * already, or by a refund settling it), and the order's refunds still cover it (one the bank returns can take
 * them below). Such a formula no longer pays for the report. The same rule as `partGivenBack` in
 * src/server/payments/orders-store.ts, for the database's side.
 */
export const reportPartGivenBack = (order: Pick<Order, 'reportPartRefundedAt' | 'refundedCents' | 'reportPartCents'>): boolean =>
  Boolean(order.reportPartRefundedAt) && order.reportPartCents != null && (order.refundedCents ?? 0) >= order.reportPartCents
