'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import Link from 'next/link'
import { Dialog } from '@/components/ui/Dialog.client'
import type { AccessTexts } from '@/server/retrieval/access-texts'
import { fillTemplate } from '@/domain/template'
import styles from './access.module.css'

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; profile: string } | { kind: 'not-found' } | { kind: 'error'; message: string }

/** How long the search may take before the visitor is told to try again. */
const TIMEOUT_MS = 15_000

/** Spec part 2 §5: email lower-cased and trimmed, first name trimmed; the button waits for both and for the answer. */
export function RetrievalForm({ texts, supportEmail }: { texts: AccessTexts['retrieval']; supportEmail: string }) {
  const [email, setEmail] = useState('')
  const [firstName, setFirstName] = useState('')
  const [state, setState] = useState<State>({ kind: 'idle' })
  const cleanEmail = email.trim().toLowerCase()
  const cleanName = firstName.trim()
  const searching = state.kind === 'searching'
  const emailRef = useRef<HTMLInputElement>(null)
  const foundRef = useRef<HTMLHeadingElement>(null)
  const dialogWasOpen = useRef(false)

  // The found block is announced by taking focus; once the not-found dialog closes (and gave focus back to
  // a button disabled meanwhile), the visitor is back on the first field to correct it.
  useEffect(() => {
    if (state.kind === 'found') foundRef.current?.focus()
    if (state.kind === 'idle' && dialogWasOpen.current) emailRef.current?.focus()
    dialogWasOpen.current = state.kind === 'not-found'
  }, [state.kind])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!cleanEmail || !cleanName || searching) return
    setState({ kind: 'searching' })
    try {
      const response = await fetch('/api/retrieval', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ email: cleanEmail, firstName: cleanName }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const data = (await response.json().catch(() => ({}))) as { found?: boolean; profile?: string; error?: string }
      if (!response.ok) {
        setState({ kind: 'error', message: response.status < 500 && data.error ? data.error : texts.error })
        return
      }
      setState(data.found && data.profile ? { kind: 'found', profile: data.profile } : { kind: 'not-found' })
    } catch {
      // The server could not be reached, or did not answer in time.
      setState({ kind: 'error', message: texts.error })
    }
  }

  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(texts.mailSubject)}&body=${encodeURIComponent(
    fillTemplate(texts.mailBody, { email: cleanEmail, firstName: cleanName }),
  )}`

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.field}>
          <span>{texts.emailLabel}</span>
          <input ref={emailRef} type="email" name="email" autoComplete="email" inputMode="email" maxLength={100} required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>{texts.firstNameLabel}</span>
          <input type="text" name="firstName" autoComplete="given-name" maxLength={100} required value={firstName} onChange={(event) => setFirstName(event.target.value)} />
        </label>
        <button type="submit" className={styles.submit} disabled={!cleanEmail || !cleanName || searching} aria-busy={searching}>
          {searching ? texts.searching : texts.submit}
        </button>
        <p className={styles.error} role="alert">
          {state.kind === 'error' ? state.message : ''}
        </p>
      </form>

      {state.kind === 'found' ? (
        <div className={styles.found}>
          <h2 ref={foundRef} tabIndex={-1}>
            {texts.foundTitle}
          </h2>
          <p>{fillTemplate(texts.foundText, { profile: state.profile })}</p>
          <Link className={styles.submit} href={`/resultats-riasec?profile=${encodeURIComponent(state.profile)}`}>
            {texts.viewResults}
          </Link>
        </div>
      ) : null}

      <Dialog
        open={state.kind === 'not-found'}
        onClose={() => setState({ kind: 'idle' })}
        title={texts.notFoundTitle}
        closeLabel={texts.close}
        actions={
          <>
            <a className={styles.secondary} href={mailto}>
              {texts.contactSupport}
            </a>
            <button type="button" className={styles.submit} onClick={() => setState({ kind: 'idle' })}>
              {texts.close}
            </button>
          </>
        }
      >
        <p>{texts.notFoundText}</p>
      </Dialog>
    </>
  )
}
