'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Dialog } from '@/components/ui/Dialog.client'
import { FormCheck } from '@/components/ui/FormField'
import { pushEvent } from '@/components/site/analytics'
import { TermsOfSaleButton } from '@/components/site/TermsOfSale.client'
import type { TermsDialogTexts } from '@/components/site/terms-dialog-texts'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import { failureMessage, followPaymentStart, startPayment } from './start-payment'
import { useResetOnRestore } from './use-reset-on-restore'
import styles from './Payments.module.css'

interface PaymentDialogProps {
  /** The link's own look, from the page that shows it. */
  className?: string
  label: string
  /** Without JavaScript the link leads to the checkout page. */
  fallbackHref: string
  /** "18,00 €", from the server's offers table. */
  price: string
  amountCents: number
  texts: PaymentTexts['dialog']
  termsDialog: TermsDialogTexts
  /** The page's profile: the server refuses to unlock the visitor's latest test when it is another one. */
  profile: string
}

/**
 * "DÉBLOQUER MAINTENANT" and the payment dialog (spec part 1 §2.8). The server creates the order and the
 * provider's session for the visitor's own result; the browser only sends the visitor's consent, and the
 * page's profile (the server refuses when the visitor's latest test is another).
 */
export function PaymentDialog({ className, label, fallbackHref, price, amountCents, texts, termsDialog, profile }: PaymentDialogProps) {
  const [open, setOpen] = useState(false)
  const [waiver, setWaiver] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const waiverId = useId()
  const alert = useRef<HTMLParagraphElement>(null)
  useResetOnRestore(() => setBusy(false))
  // A message is brought into view: on a phone the dialog's body scrolls, and it could sit below the fold.
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' })
  }, [error])

  /**
   * Closing is never refused, even while the payment starts: the browser may close a modal on a second
   * Escape whatever the page says, and the dialog must then read closed. The start goes on; it leaves for
   * the payment page, or its failure opens the dialog again with the message.
   */
  const close = () => {
    setOpen(false)
    if (!busy) setError(null)
  }

  const pay = async () => {
    if (busy) return
    // The pay button always answers: a missing consent is said, and the box it needs is brought into view.
    if (!waiver) {
      // Drawn before the focus moves, so the box is read with its message from the first press.
      flushSync(() => setError(texts.waiverMissing))
      document.getElementById(waiverId)?.focus()
      return
    }
    setBusy(true)
    setError(null)
    pushEvent('begin_checkout', { value: amountCents / 100, currency: 'EUR', offer: 'report' })
    const outcome = await startPayment({ kind: 'report', withdrawalWaiver: true, profile })
    if (followPaymentStart(outcome, window.location.href)) return
    if (outcome.status === 'refused' && outcome.code === 'alreadyUnlocked') {
      // Unlocked since the page was drawn (another tab, a promo code, a payment confirmed after Back): the
      // page drawn again shows the full profile, which is what the visitor came for.
      window.location.assign(`/resultats-riasec?profile=${encodeURIComponent(outcome.profile ?? profile)}`)
      return
    }
    console.error('Payment start failed', outcome)
    setError(fillTemplate(texts.error, { message: failureMessage(outcome, texts) }))
    setBusy(false)
    setOpen(true)
  }

  return (
    <>
      <a
        className={className}
        href={fallbackHref}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          pushEvent('open_payment_dialog')
          setOpen(true)
        }}
      >
        {label}
      </a>
      <Dialog
        open={open}
        onClose={close}
        title={texts.title}
        closeLabel={texts.close}
        actions={
          <>
            {/* Busy: said, and the focus kept in the dialog (a disabled button would drop it to the page). */}
            <button type="button" className={styles.secondaryButton} onClick={close}>
              {texts.cancel}
            </button>
            <button type="button" className={styles.payButton} onClick={pay} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {busy ? texts.busy : texts.pay}
            </button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <p className={styles.dialogPrice}>
            <strong>{price}</strong>
            <span>{texts.priceNote}</span>
          </p>
          <h3 className={styles.benefitsTitle}>{texts.benefitsTitle}</h3>
          <ul className={styles.benefits}>
            {texts.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <p className={styles.secure}>
            <span aria-hidden="true">🔒</span> {texts.secure}
          </p>
          <ul className={styles.badges}>
            {texts.badges.map((badge) => (
              <li key={badge}>{badge}</li>
            ))}
          </ul>
          <FormCheck
            id={waiverId}
            label={texts.waiverLabel}
            required
            checked={waiver}
            onChange={(event) => {
              setWaiver(event.target.checked)
              // Ticked, the box is no longer what is missing: its message goes with its invalid state.
              if (event.target.checked && error === texts.waiverMissing) setError(null)
            }}
            aria-invalid={error === texts.waiverMissing ? true : undefined}
            aria-describedby={`${waiverId}-message`}
          />
          {/* Right under the box, which a missing consent sends the focus to: the box's description then says it, once (not an alert too). */}
          <p id={`${waiverId}-message`} ref={alert} className={styles.error} role="alert" aria-hidden={error === texts.waiverMissing ? true : undefined}>
            {error ?? ''}
          </p>
          <p className={styles.note}>{texts.termsNote}</p>
          <TermsOfSaleButton label={texts.termsLink} texts={termsDialog} className={styles.linkButton} />
        </div>
      </Dialog>
    </>
  )
}
