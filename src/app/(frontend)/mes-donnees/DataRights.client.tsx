'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { AccessTexts } from '@/server/retrieval/access-texts'
import { forgetPersonalData } from '@/lib/visitor-storage'
import styles from '../acces-resultats/access.module.css'
import { normalEmail } from '@/domain/email-address'
import { fileNameOf, saveFile } from '@/lib/save-file'
import { FIELD_LIMITS } from '@/domain/field-limits'
import { useEarlyInput } from '@/lib/early-input'

type Texts = AccessTexts['dataRights']

interface Answer {
  ok: boolean
  error?: string
  /** The emailed link was refused (expired, erased, or its cookie gone): it must be opened again, or a new one asked for. */
  linkRefused: boolean
  /** The page is out of date: another link was opened since on this device (or the page's code is older). */
  outdated: boolean
  /** The request itself was refused as written (an address that is not one). */
  invalid: boolean
}

async function answerOf(response: Response): Promise<Answer> {
  const data = (await response.json().catch(() => ({}))) as { error?: string }
  return {
    ok: response.ok,
    error: response.status < 500 ? data.error : undefined,
    linkRefused: response.status === 404,
    outdated: response.status === 409 || response.status === 400,
    invalid: response.status === 400,
  }
}

async function post(path: string, body: unknown): Promise<Answer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  })
  return answerOf(response)
}

/**
 * The answer that replaces a form once done. The button that was pressed goes with the form, so the answer
 * takes the focus (and is read out), instead of leaving it on the page's body.
 */
function Outcome({ text, refusal = false }: { text: string; refusal?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} className={refusal ? styles.error : styles.found} role={refusal ? 'alert' : 'status'} tabIndex={-1}>
      {text}
    </p>
  )
}

/**
 * What we hold, download and erase, for the address the emailed link was made for. Once erased, the
 * summary gives way to the confirmation, and this browser forgets the person too: on a shared device the
 * next visitor's start dialog must not offer their name and email.
 */
export function DataRightsActions({ address, texts, holdings }: { address: string; texts: Texts; holdings: string }) {
  const [confirmed, setConfirmed] = useState(false)
  const confirmId = useId()
  useEarlyInput((typed) => typed.checked(confirmId), setConfirmed)
  const [state, setState] = useState<'idle' | 'downloading' | 'erasing' | 'erased'>('idle')
  /** The last failure, said beside the button that failed. */
  const [failure, setFailure] = useState<{ action: 'download' | 'erase'; text: string } | null>(null)
  /** The summary can do nothing more: its link was refused, or the page is out of date. */
  const [ended, setEnded] = useState<'linkRefused' | 'outdated' | null>(null)
  const busy = state === 'downloading' || state === 'erasing'

  const fail = (action: 'download' | 'erase', answer: Partial<Pick<Answer, 'error' | 'linkRefused' | 'outdated'>>) => {
    setFailure({ action, text: answer.error ?? texts.error })
    setEnded(answer.linkRefused ? 'linkRefused' : answer.outdated ? 'outdated' : null)
    setState('idle')
  }

  // Fetched rather than linked: a link no longer valid shows why, instead of saving the refusal as a file.
  async function download() {
    if (busy) return
    setState('downloading')
    setFailure(null)
    try {
      // The address shown here: a link for another one opened since on this device (its cookie) is refused, not served.
      const response = await fetch(`/api/privacy/export?address=${encodeURIComponent(address)}`, { credentials: 'same-origin' })
      if (!response.ok) return fail('download', await answerOf(response))
      saveFile(await response.blob(), fileNameOf(response, 'mes-donnees.json'))
      setState('idle')
    } catch {
      fail('download', {})
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (!confirmed || busy) return
    setState('erasing')
    setFailure(null)
    try {
      const answer = await post('/api/privacy/erase', { confirm: true, address })
      if (!answer.ok) return fail('erase', answer)
      forgetPersonalData()
      setState('erased')
    } catch {
      fail('erase', {})
    }
  }

  if (state === 'erased') return <Outcome text={texts.erased} />
  if (ended) {
    // The link expired, was erased or its cookie is gone while the page was open; or another link was
    // opened since in another tab: say so, taking the focus from the button that went with the summary,
    // and offer the way on (a new link, or the page again with the address it now acts for).
    return (
      <>
        <Outcome text={failure?.text ?? texts.error} refusal />
        {ended === 'linkRefused' ? (
          <DataLinkRequest texts={texts} />
        ) : (
          <p>
            <button type="button" className={styles.submit} onClick={() => window.location.reload()}>
              {texts.reload}
            </button>
          </p>
        )}
      </>
    )
  }
  return (
    <>
      <p className={styles.muted}>{holdings}</p>
      <p>
        <button
          type="button"
          className={styles.submit}
          onClick={download}
          aria-disabled={busy || undefined}
          aria-busy={state === 'downloading' || undefined}
        >
          {state === 'downloading' ? texts.downloading : texts.download}
        </button>
      </p>
      <p className={styles.error} role="alert">
        {failure?.action === 'download' ? failure.text : ''}
      </p>
      <form className={styles.danger} onSubmit={erase}>
        <h2>{texts.eraseTitle}</h2>
        <p>{texts.eraseText}</p>
        <label className={styles.check}>
          <input id={confirmId} type="checkbox" autoComplete="off" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          <span>{texts.eraseConfirm}</span>
        </label>
        <button
          type="submit"
          className={styles.dangerButton}
          disabled={!confirmed}
          aria-disabled={busy || undefined}
          aria-busy={state === 'erasing' || undefined}
        >
          {state === 'erasing' ? texts.erasing : texts.eraseButton}
        </button>
        <p className={styles.error} role="alert">
          {failure?.action === 'erase' ? failure.text : ''}
        </p>
      </form>
    </>
  )
}

/** No link at hand: one is emailed to the address, if we hold anything for it (the answer is the same either way). */
export function DataLinkRequest({ texts }: { texts: Texts }) {
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle')
  const [error, setError] = useState('')
  /** The address was refused as written (not a limit reached, nor a network failure): the field says so. */
  const [invalid, setInvalid] = useState(false)
  const clean = normalEmail(email)
  const errorId = useId()
  const emailId = useId()
  useEarlyInput((typed) => typed.text(emailId), setEmail)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!clean || state === 'sending') return
    setState('sending')
    try {
      const answer = await post('/api/privacy/link', { email: clean })
      if (!answer.ok) {
        setError(answer.error ?? texts.error)
        setInvalid(answer.invalid)
        setState('error')
        return
      }
      setState('sent')
    } catch {
      setError(texts.error)
      setInvalid(false)
      setState('error')
    }
  }

  if (state === 'sent') return <Outcome text={texts.requestSent} />
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{texts.requestIntro}</p>
      <label className={styles.field}>
        <span>{texts.emailLabel}</span>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.anyEmail}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={(state === 'error' && invalid) || undefined}
          aria-describedby={state === 'error' ? errorId : undefined}
        />
      </label>
      <button
        type="submit"
        className={styles.submit}
        disabled={!clean}
        aria-disabled={state === 'sending' || undefined}
        aria-busy={state === 'sending' || undefined}
      >
        {state === 'sending' ? texts.requesting : texts.requestButton}
      </button>
      <p id={errorId} className={styles.error} role="alert">
        {state === 'error' ? error : ''}
      </p>
    </form>
  )
}
