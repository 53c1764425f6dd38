import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, orderStatusRefusal } from './order-status'

describe('orderStatusRefusal', () => {
  it('never lets a person mark an order paid: only its payment does', () => {
    for (const from of ORDER_STATUSES.filter((status) => status !== 'paid')) expect(orderStatusRefusal(from, 'paid'), from).toMatch(/que par son paiement/)
  })

  it('lets a paid order be noted refunded, and nothing else', () => {
    expect(orderStatusRefusal('paid', 'refunded')).toBeNull()
    for (const to of ['pending', 'failed', 'expired'] as const) expect(orderStatusRefusal('paid', to), to).not.toBeNull()
    for (const to of ['pending', 'paid', 'failed', 'expired'] as const) expect(orderStatusRefusal('refunded', to), to).not.toBeNull()
  })

  it('lets an unpaid order be closed, and any save keep its status', () => {
    expect(orderStatusRefusal('pending', 'failed')).toBeNull()
    expect(orderStatusRefusal('pending', 'expired')).toBeNull()
    expect(orderStatusRefusal('failed', 'pending')).not.toBeNull()
    for (const status of ORDER_STATUSES) expect(orderStatusRefusal(status, status)).toBeNull()
  })
})
