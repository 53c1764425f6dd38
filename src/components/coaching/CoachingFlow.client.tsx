'use client'

import { EMAIL_ADDRESS } from '@/domain/email-address'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { formatEuros } from '@/domain/offers'
import type { PaymentTexts } from '@/content/payment-texts'
import { fillTemplate } from '@/domain/template'
import { pushEvent } from '@/components/site/analytics'
import { TermsOfSaleButton } from '@/components/site/TermsOfSale.client'
import type { TermsDialogTexts } from '@/components/site/terms-dialog-texts'
import { failureMessage, followPaymentStart, startPayment } from '@/components/payments/start-payment'
import { useResetOnRestore } from '@/components/payments/use-reset-on-restore'
import { FormCheck, FormField, FormGroup, FormTextArea } from '@/components/ui/FormField'
import { AVAILABILITIES, type Availability, type CoachingOffer } from '@/server/payments/order-offers'
import ui from '@/components/payments/Payments.module.css'
import site from '@/components/site/ui.module.css'
import styles from './Coaching.module.css'
import { coachingAddress, coachingScreen, FLOW_DEPTH_KEY, flowDepth, goesBackTo, type CoachingStep } from './coaching-steps'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { STORAGE_KEYS, TAB_KEYS, readStoredText, readTabStored, writeTabStored } from '@/lib/visitor-storage'
import { bookingDraftOf, type BookingDraft } from './booking-draft'
import { earlyInput } from '@/lib/early-input'
import { useHydrated } from '@/components/site/use-hydrated'

interface CoachingFlowProps {
  initialStep: CoachingStep
  initialOffer: CoachingOffer | null
  /** The visitor arrived on a later step: "back" from the presentation leaves the page (spec part 2 §4). */
  ctaHidden: boolean
  /** The offers on show; premium only when a page asked for it (`?offer=premium`). */
  offers: CoachingOffer[]
  prices: Record<CoachingOffer, number>
  /** Offers that include the report, whose immediate access needs the waiver of the withdrawal right. */
  includesReport: CoachingOffer[]
  texts: PaymentTexts['coaching']
  termsDialog: TermsDialogTexts
  /** What a minor booking a call should know (the privacy settings' notice, as on the checkout page). */
  parentalNotice: string
}

interface NavigationHistory {
  currentEntry?: { index: number } | null
  entries?: () => Array<{ url: string | null }>
}

/**
 * The address of the history entry before this one, when this site's: the Navigation API knows (its entries are
 * this site's, in this tab, so a first one has none before it); without it, the page that opened this one.
 */
function previousEntry(): string | null {
  const navigation = (window as { navigation?: NavigationHistory }).navigation
  if (navigation?.currentEntry && navigation.entries) return navigation.entries()[navigation.currentEntry.index - 1]?.url ?? null
  return document.referrer || null
}

/** The coaching offer: call to action, choice of formula, then the booking form and payment. */
export function CoachingFlow({ initialStep, initialOffer, ctaHidden, offers, prices, includesReport, texts, termsDialog, parentalNotice }: CoachingFlowProps) {
  const [step, setStep] = useState<CoachingStep>(initialStep)
  const [offer, setOffer] = useState<CoachingOffer | null>(initialOffer)
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [objectives, setObjectives] = useState('')
  const [availability, setAvailability] = useState<Availability | null>(null)
  const [waiver, setWaiver] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  /** An email the server would refuse, said under the field before anything is sent. */
  const [emailError, setEmailError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)
  /** The next screen replaces the current entry: « Retour » to a screen that has no entry of its own. */
  const replacing = useRef(false)
  const id = useId()
  // Until React runs, « Payer » would send the form to the page's own address: it waits.
  const hydrated = useHydrated()
  useResetOnRestore(() => setBusy(false))
  const premiumShown = offers.includes('premium')

  // Each screen the visitor moves forward to is an entry of the browser's history, so the phone's Back
  // button returns to the previous screen with the form as it was; a screen restored from history is
  // already there. Each entry counts the flow's screens behind it, for « Retour ».
  useEffect(() => {
    if (firstRender.current) {
      // The address names the screen. Back from another page, Next.js may draw this page as first rendered
      // (the entries pushed here carry that render's state): the screen the address names is shown instead.
      const named = coachingScreen(new URLSearchParams(window.location.search))
      if (named.step !== step || named.offer !== offer) {
        setStep(named.step)
        setOffer(named.offer)
        return
      }
    }
    const address = coachingAddress(step, offer, premiumShown)
    const state = window.history.state as unknown
    if (firstRender.current || replacing.current) window.history.replaceState(state, '', address)
    else if (`${window.location.pathname}${window.location.search}` !== address) {
      window.history.pushState({ ...(state as object | null), [FLOW_DEPTH_KEY]: flowDepth(state) + 1 }, '', address)
    }
    replacing.current = false
    if (firstRender.current) firstRender.current = false
    else heading.current?.focus()
  }, [step, offer, premiumShown])

  // What the visitor typed before the page's scripts ran first; then the form as it was sent from this tab (a
  // visitor back from the payment page, cancelled or Back, finds it filled in); else the start modal's contact.
  useEffect(() => {
    const typed = earlyInput()
    const draft = bookingDraftOf(readTabStored(TAB_KEYS.coachingDraft))
    const chosen = AVAILABILITIES.find((value) => value === typed.choice(AVAILABILITIES.map((choice) => `${id}-${choice}`)))
    setName(typed.text(`${id}-name`) ?? draft?.name ?? readStoredText(STORAGE_KEYS.userName))
    setEmail(typed.text(`${id}-email`) ?? draft?.email ?? readStoredText(STORAGE_KEYS.userEmail))
    setObjectives(typed.text(`${id}-objectives`) ?? draft?.objectives ?? '')
    setAvailability(chosen ?? draft?.availability ?? null)
    setWaiver(typed.checked(`${id}-waiver`) ?? false)
  }, [id])

  useEffect(() => {
    const restore = () => {
      const screen = coachingScreen(new URLSearchParams(window.location.search))
      setError(null)
      setStep(screen.step)
      setOffer(screen.offer)
    }
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [])

  const needsWaiver = offer !== null && includesReport.includes(offer)
  const filled = Boolean(name.trim() && email.trim() && availability)
  /** The required controls left empty, in the form's order (the availability by its first choice). */
  const missing = [
    !name.trim() && `${id}-name`,
    !email.trim() && `${id}-email`,
    !availability && `${id}-${AVAILABILITIES[0]}`,
    needsWaiver && !waiver && `${id}-waiver`,
  ].filter((control): control is string => Boolean(control))
  /** A control left empty once « Payer » said so: invalid, and described by what is missing. */
  const flagged = (control: string) =>
    error === texts.missingFields && missing.includes(control) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-form-error` } : {}
  const complete = filled && offer !== null && (!needsWaiver || waiver)
  const waitingForFields = !busy && (!filled || (needsWaiver && !waiver))

  const book = (chosen: CoachingOffer) => {
    setOffer(chosen)
    setError(null)
    setStep('booking')
    pushEvent('select_coaching_offer', { offer: chosen, value: prices[chosen] / 100, currency: 'EUR' })
  }

  /** Back to the page the visitor came from on this site; home when they arrived here directly (a new tab, a link from elsewhere). */
  const leavePage = () => {
    if (goesBackTo(previousEntry(), window.location.origin)) window.history.back()
    else window.location.assign('/')
  }

  /** The flow's own previous screen first (its history entry, when it has one), then the page before. */
  const back = () => {
    setError(null)
    if (flowDepth(window.history.state) > 0) return window.history.back()
    if (step === 'presentation' && ctaHidden) return leavePage()
    replacing.current = true
    if (step === 'booking') {
      setOffer(null)
      setStep('presentation')
    } else setStep('cta')
  }

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (!offer) {
      setError(texts.missingPrice)
      return
    }
    if (missing.length > 0) {
      // Each empty field is marked and described by the message, and the first takes the focus: a screen
      // reader says what is missing where it can be filled in, each time « Payer » is pressed.
      flushSync(() => setError(texts.missingFields))
      document.getElementById(missing[0]!)?.focus()
      return
    }
    if (!EMAIL_ADDRESS.test(email.trim())) {
      // Drawn before the focus moves, so the field is read with its error.
      flushSync(() => setEmailError(texts.emailInvalid))
      document.getElementById(`${id}-email`)?.focus()
      return
    }
    setBusy(true)
    setError(null)
    writeTabStored(TAB_KEYS.coachingDraft, { name: name.trim(), email: email.trim(), objectives: objectives.trim(), availability } satisfies BookingDraft)
    pushEvent('begin_checkout', { value: prices[offer] / 100, currency: 'EUR', offer })
    const outcome = await startPayment({
      kind: 'coaching',
      offer,
      name: name.trim(),
      email: email.trim(),
      ...(objectives.trim() ? { objectives: objectives.trim() } : {}),
      availability,
      ...(needsWaiver ? { withdrawalWaiver: waiver } : {}),
      // Checked by the server against its own price, never charged.
      shownAmountCents: prices[offer],
      ...(premiumShown ? { premiumShown } : {}),
    })
    if (followPaymentStart(outcome, '/payment-success')) return
    console.error('Coaching booking failed', outcome)
    setError(fillTemplate(outcome.status === 'refused' ? texts.saveError : texts.otherError, { message: failureMessage(outcome, texts) }))
    setBusy(false)
  }

  /** Each step's title, focused when the step changes. */
  const title = (text: string) => (
    <h1 id={`${id}-title`} ref={heading} tabIndex={-1}>
      {text}
    </h1>
  )
  /** The back button and title of the presentation and booking steps. */
  const stepHeader = (text: string) => (
    <>
      <button type="button" className={`${site.backButton} ${styles.back}`} onClick={back}>
        <span aria-hidden="true">←</span> {texts.back}
      </button>
      {title(text)}
    </>
  )

  if (step === 'cta') {
    return (
      <section className={styles.cta} aria-labelledby={`${id}-title`}>
        <span className={ui.badge}>{texts.ctaBadge}</span>
        {title(texts.ctaTitle)}
        <p>{texts.ctaText}</p>
        <button type="button" className={ui.payButton} onClick={() => setStep('presentation')}>
          {texts.ctaButton}
        </button>
      </section>
    )
  }

  if (step === 'presentation' || !offer) {
    return (
      <section className={styles.step} aria-labelledby={`${id}-title`}>
        {stepHeader(texts.presentationTitle)}
        <p className={styles.intro}>{texts.presentationIntro}</p>
        <ul className={styles.offers}>
          {offers.map((item) => (
            <li key={item} className={`${site.card} ${styles.offer}`}>
              <h2>{texts.offers[item].title}</h2>
              <p className={styles.price}>{formatEuros(prices[item])}</p>
              <p>{texts.offers[item].text}</p>
              <button type="button" className={ui.payButton} onClick={() => book(item)} aria-label={`${texts.choose} : ${texts.offers[item].title}`}>
                {texts.choose}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  }

  return (
    <section className={styles.step} aria-labelledby={`${id}-title`}>
      {stepHeader(texts.bookingTitle)}
      <p className={styles.priceBadge}>
        {texts.offers[offer].badge} · {formatEuros(prices[offer])}
      </p>
      <form className={`${ui.card} ${ui.form}`} onSubmit={pay} noValidate>
        <div className={ui.fields}>
          <FormField
            id={`${id}-name`}
            label={texts.nameLabel}
            requiredLabel={texts.required}
            type="text"
            autoComplete="name"
            maxLength={FIELD_LIMITS.name}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...flagged(`${id}-name`)}
          />
          <FormField
            id={`${id}-email`}
            label={texts.emailLabel}
            requiredLabel={texts.required}
            type="email"
            autoComplete="email"
            maxLength={FIELD_LIMITS.email}
            {...flagged(`${id}-email`)}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailError(null)
            }}
            error={emailError}
          />
          <FormTextArea
            id={`${id}-objectives`}
            label={texts.objectivesLabel}
            maxLength={FIELD_LIMITS.coachingObjectives}
            placeholder={texts.objectivesPlaceholder}
            value={objectives}
            onChange={(event) => setObjectives(event.target.value)}
          />
          <FormGroup legend={texts.availabilityLegend} requiredLabel={texts.required} className={styles.availability}>
            {AVAILABILITIES.map((value) => (
              <FormCheck
                key={value}
                id={`${id}-${value}`}
                label={texts.availability[value]}
                type="radio"
                name="availability"
                value={value}
                checked={availability === value}
                onChange={() => setAvailability(value)}
                {...flagged(`${id}-${AVAILABILITIES[0]}`)}
              />
            ))}
          </FormGroup>
        </div>
        <p className={styles.notice}>
          <span aria-hidden="true">✉️</span> {texts.confirmationNotice}
        </p>
        {needsWaiver ? (
          <FormCheck id={`${id}-waiver`} label={texts.waiverLabel} requiredLabel={texts.required} autoComplete="off" checked={waiver} onChange={(event) => setWaiver(event.target.checked)} {...flagged(`${id}-waiver`)} />
        ) : null}
        <p className={ui.note}>{texts.termsNote}</p>
        <p className={ui.note}>{parentalNotice}</p>
        <TermsOfSaleButton label={texts.termsLink} texts={termsDialog} className={ui.linkButton} />
        <p id={`${id}-form-error`} className={ui.error} role="alert">
          {/* What was missing goes once it is filled in. */}
          {error === texts.missingFields && complete ? '' : (error ?? '')}
        </p>
        <button
          type="submit"
          className={`${ui.payButton} ${ui.fullWidth}`}
          // Unavailable until the form is complete (spec), and while busy: said, not `disabled`, so that it keeps
          // the focus and Enter in a field still answers, with what is missing. Disabled only until React runs.
          disabled={!hydrated}
          aria-disabled={!complete || busy || undefined}
          data-waiting={!complete || undefined}
          aria-busy={busy || undefined}
          aria-describedby={waitingForFields ? `${id}-pay-hint` : undefined}
        >
          {busy ? texts.busy : fillTemplate(texts.pay, { price: formatEuros(prices[offer]) })}
        </button>
        {/* Why the button is greyed out, while it is: the spec enables it only once the form is complete. */}
        <p id={`${id}-pay-hint`} className={ui.note} hidden={!waitingForFields}>
          {needsWaiver ? texts.payHintWithWaiver : texts.payHint}
        </p>
      </form>
    </section>
  )
}
