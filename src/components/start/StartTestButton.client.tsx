'use client'

import { useId, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { BilanType } from '@/domain/bilan'
import { contactErrorKey, visitorContactSchema, type ContactErrorKey, type VisitorContact } from '@/domain/visitor-contact'
import { splitAtPhrase } from '@/domain/phrase-split'
import { Dialog } from '@/components/ui/Dialog.client'
import { useHydrated } from '@/components/site/use-hydrated'
import { useTermsOfSale } from '@/components/site/TermsOfSale.client'
import type { TermsDialogTexts } from '@/components/site/terms-dialog-texts'
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/visitor-storage'
import styles from './StartTest.module.css'

export interface StartTestCopy {
  title: string
  intro: string
  nameLabel: string
  emailLabel: string
  submit: string
  close: string
  /** The message under a field, by what is wrong with it. */
  errors: Record<ContactErrorKey, string>
  consent: string
  /** The words of `consent` that open the terms of sale. */
  termsLink: string
  termsDialog: TermsDialogTexts
  parentalNotice: string
}

interface StartTestButtonProps {
  bilanType: BilanType
  label: string
  copy: StartTestCopy
  className?: string
}

/**
 * The start modal (spec part 2 "Start-test modal"): name and email, then the RIASEC test in the
 * wording of the page's assessment type. Nothing is sent yet: the answers and the contact travel
 * together when the test is submitted.
 */
export function StartTestButton({ bilanType, label, copy, className }: StartTestButtonProps) {
  const [open, setOpen] = useState(false)
  const formId = useId()
  const router = useRouter()
  // Until React runs, a click would be lost: the button waits for it.
  const hydrated = useHydrated()
  const terms = useTermsOfSale(copy.termsDialog)
  const consent = splitAtPhrase(copy.consent, copy.termsLink)
  const termsButton = (
    <button {...terms.opener} className={styles.termsLink}>
      {consent?.phrase ?? copy.termsLink}
    </button>
  )
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VisitorContact>({ resolver: zodResolver(visitorContactSchema), defaultValues: { name: '', email: '' } })
  // The resolver keeps the zod code of each failure as the error's type: the editors' message is found by it.
  const errorText = (field: keyof VisitorContact): string | null => {
    const error = errors[field]
    return error ? copy.errors[contactErrorKey(field, error.type)] : null
  }
  const nameError = errorText('name')
  const emailError = errorText('email')

  const openDialog = () => {
    // A returning visitor finds what they typed last time.
    reset({ name: readStoredString(STORAGE_KEYS.userName), email: readStoredString(STORAGE_KEYS.userEmail) })
    setOpen(true)
  }

  const start = handleSubmit(({ name, email }) => {
    writeStored(STORAGE_KEYS.userName, name)
    writeStored(STORAGE_KEYS.userEmail, email)
    writeStored(STORAGE_KEYS.bilanType, bilanType)
    window.dataLayer?.push({ event: 'start_test', bilan_type: bilanType })
    router.push(`/test-riasec?bilan=${bilanType}`)
  })

  return (
    <>
      <button type="button" className={className} onClick={openDialog} disabled={!hydrated}>
        {label}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={copy.title}
        closeLabel={copy.close}
        // In the dialog's footer, the button stays in view on a short phone screen while the form scrolls.
        actions={
          <button type="submit" form={formId} className={styles.submit} disabled={isSubmitting}>
            {copy.submit}
          </button>
        }
      >
        <form id={formId} className={styles.form} onSubmit={start} noValidate>
          <p className={styles.intro}>{copy.intro}</p>
          {/* The error under its field, not inside its label (it would be part of the field's name): said as it
              appears, and read with the field afterwards. */}
          <div className={styles.field}>
            <label htmlFor={`${formId}-name`}>{copy.nameLabel}</label>
            <input
              id={`${formId}-name`}
              type="text"
              autoComplete="given-name"
              maxLength={100}
              required
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${formId}-name-error` : undefined}
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
              maxLength={100}
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
      {/* Opens over the start dialog, which it gives the focus back to. */}
      {terms.dialog}
    </>
  )
}

function readStoredString(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string {
  const value = readStored<unknown>(key)
  return typeof value === 'string' ? value : ''
}

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}
