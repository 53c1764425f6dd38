/**
 * An order's status as a person may change it in the admin. « Payée » is what the provider confirmed (the
 * webhook records it): nobody sets it by hand, and a paid order changes only to « Remboursée », once the
 * refund is made in the provider's dashboard. An unpaid order may be closed (« Échouée », « Expirée »).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const BY_HAND: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
  ['paid', 'refunded'],
  ['pending', 'failed'],
  ['pending', 'expired'],
]

/** Why a person may not move an order from `from` to `to`; null when they may. */
export function orderStatusRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to || BY_HAND.some(([before, after]) => before === from && after === to)) return null
  return 'Une commande ne devient « Payée » que par son paiement, et une commande payée ne peut être marquée que « Remboursée », une fois le remboursement fait chez le prestataire.'
}
