'use client'

import { useEffect } from 'react'
import { AwaitPayment, type SlowConfirmationTexts } from '@/components/payments/AwaitPayment.client'

/**
 * Back from the payment page: once the server shows the result unlocked, the address keeps only `profile`
 * (the page sends the purchase event with the order); until then the page asks the server again (AwaitPayment).
 */
export function PaymentReturn({ profile, unlocked, texts }: { profile: string; unlocked: boolean; texts: SlowConfirmationTexts }) {
  useEffect(() => {
    if (!unlocked) return
    window.history.replaceState(null, '', `/resultats-riasec?profile=${encodeURIComponent(profile)}`)
  }, [unlocked, profile])
  return <AwaitPayment texts={texts} active={!unlocked} />
}
