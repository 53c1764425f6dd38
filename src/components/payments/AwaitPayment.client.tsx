'use client'

import type { PaymentTexts } from '@/content/payment-texts'
import { usePollServer } from './use-poll-server'
import styles from './Payments.module.css'

export type SlowConfirmationTexts = Pick<PaymentTexts['order'], 'confirmationSlow' | 'checkAgain' | 'checking'>

/**
 * While the provider's confirmation is on its way, asks the server again every two seconds; after a minute
 * without it, says so (the page's "a few seconds" no longer holds) and lets the visitor ask again.
 */
export function AwaitPayment({ texts, active = true, live = true }: { texts: SlowConfirmationTexts; active?: boolean; live?: boolean }) {
  const { gaveUp, checking, pollAgain } = usePollServer(active)
  // The live region is there, empty, before it speaks: text added to a region already on the page is read out.
  // Inside another live region (`live` false), that one speaks for it.
  return (
    <div role={live ? 'status' : undefined}>
      {/* Once the confirmation has come (`active` false), what was said about its delay goes with it. */}
      {active && gaveUp ? (
        <p className={styles.slowConfirmation}>
          {texts.confirmationSlow}{' '}
          {/* It stays while asking again (aria-disabled, not removed nor disabled): the focus stays on it. */}
          <button type="button" className={styles.linkButton} onClick={pollAgain} aria-disabled={checking || undefined}>
            {checking ? texts.checking : texts.checkAgain}
          </button>
        </p>
      ) : null}
    </div>
  )
}
