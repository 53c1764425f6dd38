'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { AccessTexts } from '@/server/retrieval/access-texts'
import { fillTemplate } from '@/domain/template'
import styles from './access.module.css'
import { normalEmail } from '@/domain/email-address'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { useEarlyInput } from '@/lib/early-input'

/** An error says whether the address was refused as written: the field is then marked and focused, to be mended. */
type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string; invalidEmail?: boolean }

/** How long the request may take before the visitor is told to try again. */
const TIMEOUT_MS = 15_000

/**
 * Spec part 2 §5, without its leak: email lower-cased and trimmed, first name trimmed; the button waits for
 * both and for the answer. The answer is the same whether or not a test matches (a link is emailed only
 * when one does), so the form never tells who took the test or what their profile is.
 */
export function RetrievalForm({ texts, supportEmail, linkMinutes }: { texts: AccessTexts['retrieval']; supportEmail: string; linkMinutes: number }) {
  const [email, setEmail] = useState('')
  const [firstName, setFirstName] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const cleanEmail = normalEmail(email)
  const cleanName = firstName.trim()
  const sending = state.kind === 'sending'
  const emailRef = useRef<HTMLInputElement>(null)
  const sentRef = useRef<HTMLHeadingElement>(null)
  const wasSent = useRef(false)
  const errorId = useId()
  const fieldId = useId()
  useEarlyInput((typed) => typed.text(`${fieldId}-email`), setEmail)
  useEarlyInput((typed) => typed.text(`${fieldId}-first-name`), setFirstName)
  const invalidEmail = state.kind === 'error' && state.invalidEmail === true

  // The answer is announced by taking focus; after « Faire une autre demande », the first field takes it back.
  useEffect(() => {
    if (state.kind === 'sent') sentRef.current?.focus()
    if (state.kind === 'idle' && wasSent.current) emailRef.current?.focus()
    wasSent.current = state.kind === 'sent'
  }, [state.kind])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!cleanEmail || !cleanName || sending) return
    setState({ kind: 'sending' })
    try {
      const response = await fetch('/api/retrieval', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email: cleanEmail, firstName: cleanName }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (response.ok) return setState({ kind: 'sent' })
      const data = (await response.json().catch(() => ({}))) as { error?: string; code?: string }
      const refusedEmail = response.status === 400 && data.code === 'emailInvalid'
      // Drawn before the focus moves, so the field is read with its error.
      flushSync(() => setState({ kind: 'error', message: response.status < 500 && data.error ? data.error : texts.error, invalidEmail: refusedEmail }))
      if (refusedEmail) emailRef.current?.focus()
    } catch {
      // The server could not be reached, or did not answer in time.
      setState({ kind: 'error', message: texts.error })
    }
  }

  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(texts.mailSubject)}&body=${encodeURIComponent(
    fillTemplate(texts.mailBody, { email: cleanEmail, firstName: cleanName }),
  )}`

  if (state.kind === 'sent') {
    return (
      <div className={styles.found}>
        <h2 ref={sentRef} tabIndex={-1}>
          {texts.sentTitle}
        </h2>
        <p>{fillTemplate(texts.sentText, { minutes: linkMinutes })}</p>
        <p>{texts.notReceivedText}</p>
        <div className={styles.actions}>
          <a className={styles.secondary} href={mailto}>
            {texts.contactSupport}
          </a>
          <button type="button" className={styles.submit} onClick={() => setState({ kind: 'idle' })}>
            {texts.again}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.field}>
        <span>{texts.emailLabel}</span>
        <input ref={emailRef} id={`${fieldId}-email`} type="email" name="email" autoComplete="email" inputMode="email" maxLength={FIELD_LIMITS.email} required value={email} onChange={(event) => {
            setEmail(event.target.value)
            // Being mended, the address is no longer marked wrong: its message goes with the mark.
            if (invalidEmail) setState({ kind: 'idle' })
          }}
          aria-invalid={invalidEmail || undefined}
          aria-describedby={invalidEmail ? errorId : undefined}
        />
      </label>
      <label className={styles.field}>
        <span>{texts.firstNameLabel}</span>
        <input id={`${fieldId}-first-name`} type="text" name="firstName" autoComplete="given-name" maxLength={FIELD_LIMITS.name} required value={firstName} onChange={(event) => setFirstName(event.target.value)} />
      </label>
      <button type="submit" className={styles.submit} disabled={!cleanEmail || !cleanName} aria-disabled={sending || undefined} aria-busy={sending || undefined}>
        {sending ? texts.searching : texts.submit}
      </button>
      <p id={errorId} className={styles.error} role="alert">
        {state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  )
}
