'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AccessTexts } from '@/server/retrieval/access-texts'
import { forgetPersonalData } from '@/lib/visitor-storage'
import styles from '../acces-resultats/access.module.css'

type Texts = AccessTexts['dataRights']

interface Answer {
  ok: boolean
  error?: string
  /** The emailed link was refused (expired, erased, altered): a new one must be asked for. */
  linkRefused: boolean
}

async function answerOf(response: Response): Promise<Answer> {
  const data = (await response.json().catch(() => ({}))) as { error?: string }
  return { ok: response.ok, error: response.status < 500 ? data.error : undefined, linkRefused: response.status === 400 || response.status === 404 }
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

/** Saves a fetched file under the name the server gave it. */
async function saveFile(response: Response, fallbackName: string): Promise<void> {
  const name = /filename="([^"]+)"/u.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = name
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * The answer that replaces a form once done. The button that was pressed goes with the form, so the answer
 * takes the focus (and is read out), instead of leaving it on the page's body.
 */
function Outcome({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} className={styles.found} role="status" tabIndex={-1}>
      {text}
    </p>
  )
}

/**
 * What we hold, download and erase, for the address the emailed link was made for. Once erased, the
 * summary gives way to the confirmation, and this browser forgets the person too: on a shared device the
 * next visitor's start dialog must not offer their name and email.
 */
export function DataRightsActions({ token, texts, holdings }: { token: string; texts: Texts; holdings: string }) {
  const [confirmed, setConfirmed] = useState(false)
  const [state, setState] = useState<'idle' | 'downloading' | 'erasing' | 'erased' | 'error'>('idle')
  const [error, setError] = useState('')
  const [linkRefused, setLinkRefused] = useState(false)

  const fail = (answer: Pick<Answer, 'error' | 'linkRefused'>) => {
    setError(answer.error ?? texts.error)
    setLinkRefused(answer.linkRefused)
    setState('error')
  }

  // Fetched rather than linked: a link no longer valid shows why, instead of saving the refusal as a file.
  async function download() {
    if (state === 'downloading' || state === 'erasing') return
    setState('downloading')
    try {
      const response = await fetch(`/api/privacy/export?lien=${token}`, { credentials: 'same-origin' })
      if (!response.ok) return fail(await answerOf(response))
      await saveFile(response, 'mes-donnees.json')
      setState('idle')
    } catch {
      fail({ linkRefused: false })
    }
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    if (!confirmed || state === 'erasing' || state === 'downloading') return
    setState('erasing')
    try {
      const answer = await post('/api/privacy/erase', { lien: token, confirm: true })
      if (!answer.ok) return fail(answer)
      forgetPersonalData()
      setState('erased')
    } catch {
      fail({ linkRefused: false })
    }
  }

  if (state === 'erased') return <Outcome text={texts.erased} />
  if (linkRefused) {
    // The link expired (or was erased) while the page was open: say so, and ask for a new one here.
    return (
      <>
        <p className={styles.error} role="alert">
          {error}
        </p>
        <DataLinkRequest texts={texts} />
      </>
    )
  }
  return (
    <>
      <p className={styles.muted}>{holdings}</p>
      <p>
        <button type="button" className={styles.submit} onClick={download} aria-busy={state === 'downloading'}>
          {state === 'downloading' ? texts.downloading : texts.download}
        </button>
      </p>
      <form className={styles.danger} onSubmit={erase}>
        <h2>{texts.eraseTitle}</h2>
        <p>{texts.eraseText}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          <span>{texts.eraseConfirm}</span>
        </label>
        <button type="submit" className={styles.dangerButton} disabled={!confirmed || state === 'erasing'}>
          {state === 'erasing' ? texts.erasing : texts.eraseButton}
        </button>
        <p className={styles.error} role="alert">
          {state === 'error' ? error : ''}
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
  const clean = email.trim().toLowerCase()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!clean || state === 'sending') return
    setState('sending')
    try {
      const answer = await post('/api/privacy/link', { email: clean })
      if (!answer.ok) {
        setError(answer.error ?? texts.error)
        setState('error')
        return
      }
      setState('sent')
    } catch {
      setError(texts.error)
      setState('error')
    }
  }

  if (state === 'sent') return <Outcome text={texts.requestSent} />
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.muted}>{texts.requestIntro}</p>
      <label className={styles.field}>
        <span>{texts.emailLabel}</span>
        <input type="email" autoComplete="email" maxLength={100} required value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="submit" className={styles.submit} disabled={!clean || state === 'sending'} aria-busy={state === 'sending'}>
        {state === 'sending' ? texts.requesting : texts.requestButton}
      </button>
      <p className={styles.error} role="alert">
        {state === 'error' ? error : ''}
      </p>
    </form>
  )
}
