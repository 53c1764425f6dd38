'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { EMAIL_ADDRESS } from '@/domain/email-address'
import { formatEuros, type ReferencePricing } from '@/domain/offers'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import { Dialog } from '@/components/ui/Dialog.client'
import { CheckInput, FormCheck, FormField, FormGroup } from '@/components/ui/FormField'
import { pushEvent } from '@/components/site/analytics'
import { TermsOfSaleButton } from '@/components/site/TermsOfSale.client'
import type { TermsDialogTexts } from '@/components/site/terms-dialog-texts'
import { STORAGE_KEYS, readStored, readStoredText, writeStored } from '@/lib/visitor-storage'
import { failureMessage, followPaymentStart, startPayment } from './start-payment'
import { useResetOnRestore } from './use-reset-on-restore'
import styles from './Payments.module.css'
import { asksForAddon } from './checkout-address'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { earlyInput } from '@/lib/early-input'
import { useHydrated } from '@/components/site/use-hydrated'

export interface CheckoutLineView {
  label: string
  amountCents: number
}

export interface CheckoutPricing {
  report: CheckoutLineView
  addon: CheckoutLineView & { referenceCents: number | null }
  /** The order summary for each choice, from the server's offers table and the admin's reference prices. */
  withoutAddon: { totalCents: number; reference: ReferencePricing | null }
  withAddon: { totalCents: number; reference: ReferencePricing | null }
}

interface CheckoutFormProps {
  texts: PaymentTexts['checkout']
  pricing: CheckoutPricing
  consentText: string
  parentalNotice: string
  termsDialog: TermsDialogTexts
}

interface CheckoutData {
  email?: string
  currentFiliere?: string
}

/**
 * The checkout after the orientation test (spec part 2 "Checkout page"): optional email and study track,
 * the monthly add-on, the order summary, and two required boxes (terms of sale; immediate access with the
 * waiver of the withdrawal right, L221-28). The pay button stays enabled: a box left unticked is pointed
 * out under it. A visitor whose report is theirs already is led to their profile, and to the follow-up alone.
 */
export function CheckoutForm({ texts, pricing, consentText, parentalNotice, termsDialog }: CheckoutFormProps) {
  const [email, setEmail] = useState('')
  const [filiere, setFiliere] = useState('')
  const [addon, setAddon] = useState(false)
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [waiver, setWaiver] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** The server found the visitor's report unlocked already: nothing to pay for it (their profile, when named). */
  const [owned, setOwned] = useState<{ profile?: string } | null>(null)
  /** A mistake the visitor can mend, said under its field rather than beside the pay button. */
  const [fieldError, setFieldError] = useState<{ field: 'email' | 'terms' | 'waiver'; text: string } | null>(null)
  const [coachingOpen, setCoachingOpen] = useState(false)
  /** A field changed after its mistake was pointed out: the message goes with it. */
  const mend = (field: 'email' | 'terms' | 'waiver') => {
    if (fieldError?.field !== field) return
    setFieldError(null)
    setError(null)
  }
  const id = useId()
  // Until React runs, « Payer » would send the form to the page's own address: it waits.
  const hydrated = useHydrated()
  useResetOnRestore(() => setBusy(false))

  // What the visitor typed or ticked before the page's scripts ran first; then what they sent last time, or
  // the start modal's address.
  useEffect(() => {
    const typed = earlyInput()
    const saved = readStored<CheckoutData>(STORAGE_KEYS.checkoutData)
    setEmail(typed.text(`${id}-email`) ?? saved?.email ?? readStoredText(STORAGE_KEYS.userEmail))
    setFiliere(typed.text(`${id}-filiere`) ?? saved?.currentFiliere ?? '')
    setAddon(typed.checked(`${id}-addon`) ?? asksForAddon(window.location.search))
    setTermsAccepted(typed.checked(`${id}-terms`) ?? false)
    setWaiver(typed.checked(`${id}-waiver`) ?? false)
  }, [id])

  const choice = addon ? pricing.withAddon : pricing.withoutAddon
  const total = formatEuros(choice.totalCents)

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    // The button stays usable (spec: disabled only while processing), so a visitor who missed a box is told
    // which, and is taken to it, instead of facing a greyed-out button.
    if (busy) return
    const cleanEmail = email.trim()
    const mistake =
      cleanEmail && !EMAIL_ADDRESS.test(cleanEmail)
        ? ({ field: 'email', text: texts.emailInvalid } as const)
        : !termsAccepted || !waiver
          ? ({ field: termsAccepted ? 'waiver' : 'terms', text: texts.consentMissing } as const)
          : null
    if (mistake) {
      // Drawn before the focus moves, so the field is read with its error.
      flushSync(() => {
        setFieldError(mistake)
        setError(mistake.text)
      })
      document.getElementById(`${id}-${mistake.field}`)?.focus()
      return
    }
    setFieldError(null)
    setBusy(true)
    setError(null)
    writeStored(STORAGE_KEYS.checkoutData, { email: cleanEmail, currentFiliere: filiere.trim() })
    pushEvent('begin_checkout', { value: choice.totalCents / 100, currency: 'EUR', offer: addon ? 'reportWithMonthly' : 'report' })
    const orientationKey = readStored<string>(STORAGE_KEYS.orientationKey)
    const outcome = await startPayment({
      kind: 'checkout',
      monthlyAddon: addon,
      ...(cleanEmail ? { email: cleanEmail } : {}),
      ...(filiere.trim() ? { currentFiliere: filiere.trim() } : {}),
      ...(typeof orientationKey === 'string' ? { orientationKey } : {}),
      termsAccepted: true,
      withdrawalWaiver: true,
    })
    if (followPaymentStart(outcome, '/payment-success')) return
    setBusy(false)
    if (outcome.status === 'refused' && outcome.code === 'alreadyUnlocked') {
      // The pay button gives way to the ways on, and the focus goes to the first, described by the sentence
      // (a screen reader may cut the alert short when the focus moves).
      flushSync(() => {
        setOwned({ profile: outcome.profile })
        setError(texts.ownedText)
      })
      document.getElementById(`${id}-owned`)?.focus()
      return
    }
    console.error('Payment start failed', outcome)
    setError(fillTemplate(texts.error, { message: failureMessage(outcome, texts) }))
  }

  return (
    <form className={styles.layout} onSubmit={pay} noValidate>
      <div className={styles.form}>
        <section className={styles.card} aria-labelledby={`${id}-details`}>
          <h2 id={`${id}-details`}>{texts.detailsTitle}</h2>
          <div className={styles.fields}>
            <FormField
              id={`${id}-email`}
              label={texts.emailLabel}
              hint={texts.emailHint}
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value)
                mend('email')
              }}
              error={fieldError?.field === 'email' ? fieldError.text : null}
            />
            <FormField
              id={`${id}-filiere`}
              label={texts.filiereLabel}
              type="text"
              maxLength={FIELD_LIMITS.currentFiliere}
              placeholder={texts.filierePlaceholder}
              value={filiere}
              onChange={(event) => setFiliere(event.target.value)}
            />
          </div>
        </section>

        <section className={`${styles.addon} ${addon ? styles.addonChecked : ''}`} aria-label={texts.addonTitle}>
          <CheckInput id={`${id}-addon`} autoComplete="off" checked={addon} onChange={(event) => setAddon(event.target.checked)} aria-describedby={`${id}-addon-text`} />
          <label htmlFor={`${id}-addon`}>
            {texts.addonTitle} ({fillTemplate(texts.addonPrice, { price: formatEuros(pricing.addon.amountCents) })})
          </label>
          <p id={`${id}-addon-text`}>
            {texts.addonText}
            {pricing.addon.referenceCents ? ` ${fillTemplate(texts.addonValue, { price: formatEuros(pricing.addon.referenceCents) })}.` : ''}
          </p>
          <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => setCoachingOpen(true)}>
            {texts.addonMore}
          </button>
        </section>

        <FormGroup legend={texts.legend} className={styles.consent}>
          <FormCheck
            id={`${id}-terms`}
            label={texts.termsLabel}
            requiredLabel={texts.required}
            autoComplete="off"
            checked={termsAccepted}
            onChange={(event) => {
              setTermsAccepted(event.target.checked)
              mend('terms')
            }}
            error={fieldError?.field === 'terms' ? fieldError.text : null}
          />
          <TermsOfSaleButton label={texts.termsLink} texts={termsDialog} className={styles.linkButton} />
          <FormCheck
            id={`${id}-waiver`}
            label={texts.waiverLabel}
            requiredLabel={texts.required}
            autoComplete="off"
            checked={waiver}
            onChange={(event) => {
              setWaiver(event.target.checked)
              mend('waiver')
            }}
            error={fieldError?.field === 'waiver' ? fieldError.text : null}
          />
          <p className={styles.note}>{consentText}</p>
          <p className={styles.note}>{parentalNotice}</p>
        </FormGroup>
      </div>

      <aside className={`${styles.card} ${styles.summary}`} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`}>{texts.summaryTitle}</h2>
        <ul className={styles.lines}>
          <li>
            <span>{pricing.report.label}</span>
            <span>{formatEuros(pricing.report.amountCents)}</span>
          </li>
          {addon ? (
            <li>
              <span>{pricing.addon.label}</span>
              <span>{formatEuros(pricing.addon.amountCents)}</span>
            </li>
          ) : null}
        </ul>
        <p className={styles.total}>
          <span>{texts.totalLabel}</span>
          <span>{total}</span>
        </p>
        {choice.reference ? (
          <>
            <p className={styles.reference}>
              {texts.referenceLabel} <s>{formatEuros(choice.reference.referenceCents)}</s>
            </p>
            <p className={styles.savings}>
              {fillTemplate(texts.savings, { price: formatEuros(choice.reference.savingsCents) })}&nbsp;(-{choice.reference.discountPercent}&nbsp;%)
            </p>
          </>
        ) : null}
        {/* A box left unticked is said under it too, where the focus goes and a screen reader hears it: here it is only seen. */}
        <p id={`${id}-status`} className={styles.error} role="alert" aria-hidden={fieldError ? true : undefined}>
          {error ?? ''}
        </p>
        {owned ? (
          <div className={styles.actions}>
            {owned.profile ? (
              <a
                id={`${id}-owned`}
                aria-describedby={`${id}-status`}
                className={styles.primaryLink}
                href={`/resultats-riasec?profile=${encodeURIComponent(owned.profile)}`}
              >
                {texts.ownedProfile}
              </a>
            ) : null}
            <a
              id={owned.profile ? undefined : `${id}-owned`}
              aria-describedby={owned.profile ? undefined : `${id}-status`}
              className={owned.profile ? styles.secondaryButton : styles.primaryLink}
              href="/coaching?step=booking&offer=coachingMonthly"
            >
              {texts.ownedCoaching}
            </a>
          </div>
        ) : (
          <button type="submit" className={`${styles.payButton} ${styles.fullWidth}`} disabled={!hydrated} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {busy ? texts.busy : fillTemplate(texts.pay, { price: total })}
          </button>
        )}
      </aside>

      <Dialog open={coachingOpen} onClose={() => setCoachingOpen(false)} title={texts.coachingDialogTitle} closeLabel={texts.termsDialogClose}>
        {texts.coachingDialogText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Dialog>
    </form>
  )
}
