'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { normalEmail } from '@/domain/email-address'
import { contactErrorKey, contactFormSchema, contactOfForm, isAnotherVisitor, type ContactErrorKey, type ContactForm, type VisitorContact } from '@/domain/visitor-contact'
import { splitAtPhrase } from '@/domain/phrase-split'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { Dialog } from '@/components/ui/Dialog.client'
import { useTermsOfSale } from '@/components/site/TermsOfSale.client'
import type { TermsDialogTexts } from '@/components/site/terms-dialog-texts'
import { STORAGE_KEYS, holdsATest, readStoredText } from '@/lib/visitor-storage'
import { storeContact, storedParentalConsent } from '@/lib/stored-contact'
import { useForgetPreviousVisitor } from './forget-previous-visitor'
import { PurchaseQuestion } from './PurchaseQuestion'
import styles from './StartTest.module.css'

export interface StartTestCopy {
  title: string
  intro: string
  nameLabel: string
  emailLabel: string
  submit: string
  starting: string
  close: string
  /** The message under a field, by what is wrong with it. */
  errors: Record<ContactErrorKey, string>
  consent: string
  /** The words of `consent` that open the terms of sale. */
  termsLink: string
  termsDialog: TermsDialogTexts
  parentalNotice: string
  /** The box a visitor under 15 ticks; the parent's consent is then asked, and recorded with the contact. */
  under15: string
  parentalConsent: string
  /** Under the parent's box, where the test can start without a contact: what that means, and its button. */
  withoutContact: string
  withoutContactButton: string
  /** The same, over the last test's contact: « Ce n’est pas moi » comes first. */
  withoutContactNotMe: string
  previousVisitor: string
  /** Instead, when the device holds a test but no contact: whose it is, nobody can tell. */
  previousTest: string
  notMe: string
  forgotten: string
  notMeFailed: string
  anotherAddress: string
  purchaseQuestion: string
  purchaseMine: string
  purchaseNotMine: string
}

interface ContactDialogProps {
  open: boolean
  onClose: () => void
  copy: StartTestCopy
  /** The submit button's words: the caller's, which may say what its press is doing (« Ouverture du test… »). */
  submitLabel: string
  /** The caller is carrying the contact out (the test's page loading): a press does nothing meanwhile. */
  pending?: boolean
  /**
   * The contact given: what follows is the caller's. The device keeps it (the next test is sent with it), at
   * once, or, when the caller sends it somewhere first, once its promise says it was accepted: a contact the
   * server refused is not the next test's.
   */
  onContact: (contact: VisitorContact) => void | Promise<boolean>
  /**
   * The dialog offers to forget the last test's person on this device (a shared computer's next visitor):
   * « Ce n’est pas moi », and a warning before another address replaces theirs. Not in the middle of a test,
   * whose answers in progress the visitor is giving their contact for.
   */
  forgetsPreviousVisitor?: boolean
  /** What went wrong with the contact on the caller's side (the server refused it, the connection dropped): said here, the dialog open to try again. */
  failure?: string | null
  /**
   * Where the contact is asked before a test (the start modal): a visitor under 15 without a parent at hand may
   * start without one, only this device then opening their results. Not offered over the last test's contact,
   * which the test would be sent with, nor over a test kept without one, whose results would stay open to it:
   * « Ce n’est pas moi » first.
   */
  onWithoutContact?: () => void
  /** The visitor said they are under 15 on this tab (their test started without a contact): the box starts ticked. */
  saidUnder15?: boolean
}

/**
 * Name and email for the tests this device sends (spec part 2 "Start-test modal"), kept on the device: the
 * start modal of the audience pages asks them before the test, the test's page when it was reached without it
 * (a search result, a bookmark). Nothing is sent yet: the answers and the contact travel together when the
 * test is submitted. A returning visitor finds what they typed last time, and someone else on a shared
 * computer can say so. Under 15, a parent's consent goes with the contact; in the start modal, a pupil alone
 * may take the test without one.
 */
export function ContactDialog({ open, onClose, copy, submitLabel, pending = false, onContact, forgetsPreviousVisitor = true, failure = null, onWithoutContact, saidUnder15 = false }: ContactDialogProps) {
  /**
   * What the dialog says of the device's last visitor: their contact in the fields (`previous`), a test of theirs
   * kept here without one (`previousTest`), nothing left of them after « Ce n’est pas moi » (`forgotten`), or
   * nothing (null).
   */
  const [shown, setShown] = useState<'previous' | 'previousTest' | 'forgotten' | null>(null)
  const aboutPrevious = shown === 'previous' || shown === 'previousTest'
  const { forgetting, forget, notMe: forgetHere, purchase, answerPurchase, clear: clearForgetting } = useForgetPreviousVisitor()
  /** The address typed over the last test's contact that the dialog warned about: pressing again with it goes on. */
  const [warnedAddress, setWarnedAddress] = useState<string | null>(null)
  const warningRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (warnedAddress !== null) warningRef.current?.scrollIntoView({ block: 'nearest' })
  }, [warnedAddress])
  const failureRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' })
  }, [failure])
  const formId = useId()
  const terms = useTermsOfSale(copy.termsDialog)
  const consent = splitAtPhrase(copy.consent, copy.termsLink)
  const termsButton = (
    <button {...terms.opener} className={styles.linkButton}>
      {consent?.phrase ?? copy.termsLink}
    </button>
  )
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
    watch,
  } = useForm<ContactForm>({ resolver: zodResolver(contactFormSchema), defaultValues: NOBODY })
  // The resolver keeps the zod code of each failure as the error's type: the editors' message is found by it.
  const errorText = (field: keyof ContactForm): string | null => {
    const error = errors[field]
    return error ? copy.errors[contactErrorKey(field, error.type)] : null
  }
  const nameError = errorText('name')
  const emailError = errorText('email')
  const consentError = errorText('parentalConsent')
  const under15 = watch('under15')
  /** An under-15 in the start modal may go on without a contact (the button, or over the last test's contact, how to). */
  const offersWithoutContact = under15 && forgetsPreviousVisitor && onWithoutContact

  /** Counts the openings: each one's fields are focused once the form, reset, has registered them again. */
  const [openings, setOpenings] = useState(0)
  // Each opening starts from what the device holds, before the dialog is painted.
  useLayoutEffect(() => {
    if (!open) return
    // A parent's box is never ticked in advance: their consent is given, beside the child, each time it is asked.
    const stored = { name: readStoredText(STORAGE_KEYS.userName), email: readStoredText(STORAGE_KEYS.userEmail), under15: storedParentalConsent() || saidUnder15, parentalConsent: false }
    reset(stored)
    // A test kept here without a contact (an under-15's, one reached without this dialog) may be someone
    // else's too: its results would stay open to the next test without a contact, its answers resumed.
    setShown(!forgetsPreviousVisitor ? null : stored.name || stored.email ? 'previous' : holdsATest() ? 'previousTest' : null)
    clearForgetting()
    setWarnedAddress(null)
    setOpenings((count) => count + 1)
  }, [open]) // eslint-disable-line react-hooks/exhaustive-deps
  // The dialog opens on its first field (the browser would choose the × above it); the notice about the last
  // test's contact, when there is one, is that field's description.
  useEffect(() => {
    if (openings > 0) setFocus('name')
  }, [openings, setFocus])

  /** « Ce n’est pas moi »: the device forgets the previous visitor, and the fields are emptied. */
  const forgotten = () => {
    reset(NOBODY)
    setShown('forgotten')
  }
  const notMe = async () => {
    if (await forgetHere()) forgotten()
  }
  const purchaseAnswered = async (mine: boolean) => {
    if (await answerPurchase(mine)) forgotten()
  }
  // Once the button is gone, its focus goes to the emptied first field.
  useEffect(() => {
    if (shown === 'forgotten') setFocus('name')
  }, [shown, setFocus])

  const save = handleSubmit(async (form) => {
    const contact = contactOfForm(form)
    // Typed over the last test's contact instead of « Ce n’est pas moi »: another address is another person,
    // whose arrival makes the device forget the previous one. The dialog says so first (a visitor correcting a
    // typo in their own address learns what it costs), and goes on at the second press.
    if (forgetsPreviousVisitor && isAnotherVisitor(readStoredText(STORAGE_KEYS.userEmail), contact.email)) {
      if (warnedAddress !== normalEmail(contact.email)) {
        setWarnedAddress(normalEmail(contact.email))
        return
      }
      // A report bought on this device with the address typed now stays: it is this visitor's.
      if (!(await forget(contact.email))) return
      // Done: the warning is not shown (and said) again while the caller goes on.
      setWarnedAddress(null)
      setShown(null)
    }
    const accepted = onContact(contact)
    if (accepted !== undefined && !(await accepted)) return
    storeContact(contact)
  })

  const busy = isSubmitting || forgetting === 'busy' || pending

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        title={copy.title}
        closeLabel={copy.close}
        // In the dialog's footer, the button stays in view on a short phone screen while the form scrolls.
        actions={
          // Busy, it keeps the focus (aria-disabled, not disabled): a keyboard user stays on it to hear why it failed.
          <button type="submit" form={formId} className={styles.submit} aria-disabled={busy || undefined}>
            {submitLabel}
          </button>
        }
      >
        <form id={formId} className={styles.form} onSubmit={(event) => (busy ? event.preventDefault() : save(event))} noValidate>
          <p className={styles.intro}>{copy.intro}</p>
          {shown ? (
            // A live region: what « Ce n’est pas moi » did is read out, as the focus goes to the emptied first field.
            <div role="status" className={styles.previous}>
              {shown === 'forgotten' ? (
                <p id={`${formId}-forgotten`}>{copy.forgotten}</p>
              ) : purchase ? (
                <PurchaseQuestion email={purchase} texts={copy} busy={forgetting === 'busy'} onAnswer={purchaseAnswered} buttonClassName={styles.linkButton} />
              ) : (
                <>
                  <p id={`${formId}-previous`}>{shown === 'previousTest' ? copy.previousTest : copy.previousVisitor}</p>
                  <button type="button" className={styles.linkButton} onClick={notMe} aria-disabled={forgetting === 'busy'}>
                    {copy.notMe}
                  </button>
                </>
              )}
            </div>
          ) : null}
          {forgetting === 'failed' ? (
            <p className={styles.error} role="alert">
              {copy.notMeFailed}
            </p>
          ) : null}
          {/* The error under its field, not inside its label (it would be part of the field's name): said as it
              appears, and read with the field afterwards. */}
          <div className={styles.field}>
            <label htmlFor={`${formId}-name`}>{copy.nameLabel}</label>
            <input
              id={`${formId}-name`}
              type="text"
              autoComplete="given-name"
              maxLength={FIELD_LIMITS.name}
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy(
                shown === 'forgotten' && `${formId}-forgotten`,
                aboutPrevious && !purchase && `${formId}-previous`,
                nameError && `${formId}-name-error`,
              )}
              {...register('name')}
            />
            {nameError ? (
              <span id={`${formId}-name-error`} className={styles.error} role="alert">
                {nameError}
              </span>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${formId}-email`}>{copy.emailLabel}</label>
            <input
              id={`${formId}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={FIELD_LIMITS.email}
              required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${formId}-email-error` : undefined}
              {...register('email')}
            />
            {emailError ? (
              <span id={`${formId}-email-error`} className={styles.error} role="alert">
                {emailError}
              </span>
            ) : null}
          </div>
          <div className={styles.check}>
            <input id={`${formId}-under15`} type="checkbox" {...register('under15')} />
            <label htmlFor={`${formId}-under15`}>{copy.under15}</label>
          </div>
          {under15 ? (
            <div className={styles.check}>
              <input
                id={`${formId}-consent`}
                type="checkbox"
                aria-required="true"
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${formId}-consent-error` : undefined}
                {...register('parentalConsent')}
              />
              <label htmlFor={`${formId}-consent`}>{copy.parentalConsent}</label>
              {consentError ? (
                <span id={`${formId}-consent-error`} className={styles.error} role="alert">
                  {consentError}
                </span>
              ) : null}
            </div>
          ) : null}
          {!offersWithoutContact ? null : aboutPrevious ? (
            <p className={styles.consent}>{copy.withoutContactNotMe}</p>
          ) : (
            <div className={styles.withoutContact}>
              <p id={`${formId}-without`}>{copy.withoutContact}</p>
              <button
                type="button"
                className={styles.linkButton}
                aria-describedby={`${formId}-without`}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) onWithoutContact()
                }}
              >
                {copy.withoutContactButton}
              </button>
            </div>
          )}
          {/* Under the address it is about; scrolled into view, the form may be taller than a phone's screen. */}
          {warnedAddress !== null && forgetting === null ? (
            <p ref={warningRef} className={styles.warning} role="alert">
              {copy.anotherAddress}
            </p>
          ) : null}
          {failure ? (
            <p ref={failureRef} className={styles.error} role="alert">
              {failure}
            </p>
          ) : null}
          <p className={styles.consent}>
            {consent ? (
              <>
                {consent.before}
                {termsButton}
                {consent.after}
              </>
            ) : (
              <>
                {copy.consent} {termsButton}
              </>
            )}
          </p>
          <p className={styles.consent}>{copy.parentalNotice}</p>
        </form>
      </Dialog>
      {/* Opens over the contact dialog, which it gives the focus back to. */}
      {terms.dialog}
    </>
  )
}

/** The form's fields for nobody: a first visitor, or after « Ce n’est pas moi ». */
const NOBODY: ContactForm = { name: '', email: '', under15: false, parentalConsent: false }

/** The ids of what describes a field, or none. */
const describedBy = (...ids: Array<string | false | null>): string | undefined => ids.filter(Boolean).join(' ') || undefined
