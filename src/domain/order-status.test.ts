import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, orderStatusRefusal } from './order-status'

describe('orderStatusRefusal', () => {
  it('lets a person record the refund of a paid order, and nothing else', () => {
    expect(orderStatusRefusal('paid', 'refunded')).toBeNull()
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (from === to || (from === 'paid' && to === 'refunded')) continue
        expect(orderStatusRefusal(from, to), `${from} → ${to}`).toMatch(/Seule une commande payée/)
      }
    }
  })

  it('never refuses a save that keeps the status', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusRefusal(status, status)).toBeNull()
  })
})
