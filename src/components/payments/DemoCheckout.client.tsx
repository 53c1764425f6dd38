'use client'

import { useId, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { EMAIL_ADDRESS } from '@/domain/email-address'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import { FormField } from '@/components/ui/FormField'
import { UNEXPECTED_ANSWER, failureMessage, postPaymentRequest } from './start-payment'
import { useResetOnRestore } from './use-reset-on-restore'
import styles from './Payments.module.css'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { useEarlyInput } from '@/lib/early-input'
import { useHydrated } from '@/components/site/use-hydrated'

interface DemoCheckoutProps {
  sessionId: string
  price: string
  /** The order has no email yet: asked here, as Stripe's page does. */
  askEmail: boolean
  cancelHref: string
  texts: PaymentTexts['demo']
}

/** The demo provider's checkout: pay (a signed event goes into the webhook) or cancel (back where the visitor was). */
export function DemoCheckout({ sessionId, price, askEmail, cancelHref, texts }: DemoCheckoutProps) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const emailId = useId()
  useEarlyInput((typed) => typed.text(emailId), setEmail)
  // Until React runs, « Payer » would send the form to the page's own address: it waits.
  const hydrated = useHydrated()
  useResetOnRestore(() => setBusy(false))

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (askEmail && !EMAIL_ADDRESS.test(email.trim())) {
      // Drawn before the focus moves, so the field is read with its error.
      flushSync(() => setEmailError(texts.emailInvalid))
      document.getElementById(emailId)?.focus()
      return
    }
    setBusy(true)
    setError(null)
    const answer = await postPaymentRequest<{ redirect: string }>('/api/payments/demo/pay', {
      session: sessionId,
      ...(askEmail ? { email: email.trim() } : {}),
    })
    if (answer.status === 'answered' && answer.data.redirect) {
      window.location.assign(answer.data.redirect)
      return
    }
    console.error('Demo payment failed', answer)
    setError(fillTemplate(texts.error, { message: failureMessage(answer.status === 'answered' ? UNEXPECTED_ANSWER : answer, texts) }))
    setBusy(false)
  }

  return (
    <form className={styles.form} onSubmit={pay} noValidate>
      {askEmail ? (
        <FormField
          id={emailId}
          label={texts.emailLabel}
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setEmailError(null)
          }}
          error={emailError}
        />
      ) : null}
      <p className={styles.error} role="alert">
        {error ?? ''}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={styles.payButton} disabled={!hydrated} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy ? texts.busy : fillTemplate(texts.pay, { price })}
        </button>
        <a className={styles.secondaryButton} href={cancelHref}>
          {texts.cancel}
        </a>
      </div>
    </form>
  )
}
