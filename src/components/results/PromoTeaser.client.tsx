'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { Dialog } from '@/components/ui/Dialog.client'
import type { InterfaceTexts } from '@/content/interface'
import { serverMessage } from '@/lib/submissions'
import styles from './Results.module.css'
import { FIELD_LIMITS } from '@/domain/field-limits'

const CLICKS_TO_OPEN = 5

interface PromoTeaserProps {
  teaser: string
  /** The id of the teaser's heading, which names its section. */
  headingId: string
  texts: InterfaceTexts['promo']
  locked: boolean
  profile: string
}

/**
 * The teaser line, the heading of its section; on a locked profile, five presses on it open the promo-code
 * dialog (checked on the server). It is a button then, so a keyboard reaches the dialog too (Enter or Space,
 * five times), and the dialog gives it the focus back.
 */
export function PromoTeaser({ teaser, headingId, texts, locked, profile }: PromoTeaserProps) {
  const router = useRouter()
  const [clicks, setClicks] = useState(0)
  const [open, setOpen] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [unlocked, setUnlocked] = useState(false)
  const success = useRef<HTMLParagraphElement>(null)
  const id = useId()

  // Once a code unlocked the profile, the teaser is no button any more: the success message takes the focus the
  // dialog would give back to it, so it is read out.
  useEffect(() => {
    if (unlocked && !open) success.current?.focus()
  }, [unlocked, open])

  const close = () => {
    setOpen(false)
    setCode('')
    setError(null)
  }

  const redeem = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!code.trim() || busy) return
    setBusy(true)
    setError(null)
    try {
      const response = await fetch('/api/promo/redeem', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // The page's profile: the server unlocks the latest test only when it is this one.
        body: JSON.stringify({ code, profile }),
        credentials: 'same-origin',
      })
      if (!response.ok) {
        // The server's sentence: « Code promo incorrect » (this dialog's `wrong`), too many tries, no result yet…
        setError(serverMessage(await response.json().catch(() => null)) ?? texts.failed)
        return
      }
      close()
      setUnlocked(true)
      router.refresh()
    } catch {
      setError(texts.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <h2 id={headingId} className={styles.teaser}>
        {locked ? (
          <button
            type="button"
            className={styles.teaserButton}
            onClick={() => {
              const next = clicks + 1
              setClicks(next >= CLICKS_TO_OPEN ? 0 : next)
              if (next >= CLICKS_TO_OPEN) setOpen(true)
            }}
          >
            {teaser}
          </button>
        ) : (
          teaser
        )}
      </h2>
      {unlocked ? (
        <p ref={success} className={styles.unlockedBadge} role="status" tabIndex={-1}>
          {texts.success}
        </p>
      ) : null}
      <Dialog open={open} onClose={close} title={texts.title} closeLabel={texts.close}>
        <form className={styles.promoForm} onSubmit={redeem}>
          <label className={styles.field}>
            <span>{texts.label}</span>
            <input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              maxLength={FIELD_LIMITS.promoCode}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            />
          </label>
          <p id={`${id}-hint`} className={styles.hint}>
            {texts.hint}
          </p>
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error ?? ''}
          </p>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.secondaryButton} onClick={close}>
              {texts.cancel}
            </button>
            <button type="submit" className={styles.primaryButton} disabled={!code.trim()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {texts.submit}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
