/**
 * An order's status as a person may change it in the admin. Payment, failure and expiry are what the
 * provider confirmed (the webhook records them); the one change left to staff is recording a refund made
 * in the provider's dashboard, on a paid order.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Why a person may not move an order from `from` to `to`; null when they may. */
export function orderStatusRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to || (from === 'paid' && to === 'refunded')) return null
  return 'Seule une commande payée peut être marquée « Remboursée », une fois le remboursement fait chez le prestataire : les autres statuts suivent le paiement.'
}
