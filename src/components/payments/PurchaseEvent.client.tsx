'use client'

import { useEffect } from 'react'
import { pushEvent } from '@/components/site/analytics'

/** The analytics purchase event, once per order even if the page is reloaded. */
export function PurchaseEvent({ orderId, amountCents, offer }: { orderId: number; amountCents: number; offer: string }) {
  useEffect(() => {
    const key = `purchase:${orderId}`
    try {
      if (window.sessionStorage.getItem(key)) return
      window.sessionStorage.setItem(key, '1')
    } catch {
      // Storage blocked: the event may be sent again on a reload, which analytics deduplicates by transaction_id.
    }
    pushEvent('purchase', { value: amountCents / 100, currency: 'EUR', transaction_id: String(orderId), offer })
  }, [orderId, amountCents, offer])
  return null
}
