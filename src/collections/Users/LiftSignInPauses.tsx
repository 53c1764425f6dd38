'use client'
import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string }

const box = { marginBottom: 24 } as const

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
  return body?.errors?.[0]?.message ?? `Erreur ${response.status}`
}

/** The sign-in pauses of one account and the admin's button to lift them all (see SignInPausesField). */
export function LiftSignInPauses({ email, lines, paused }: { email: string; lines: string[]; paused: boolean }) {
  const router = useRouter()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const statusRef = useRef<HTMLParagraphElement>(null)

  async function lift() {
    setStatus({ kind: 'busy' })
    const response = await fetch('/api/users/unlock', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }).catch(() => null)
    setStatus(response?.ok ? { kind: 'done' } : { kind: 'error', message: response ? await errorOf(response) : 'Le serveur ne répond pas. Réessaie.' })
    requestAnimationFrame(() => statusRef.current?.focus())
    if (response?.ok) router.refresh()
  }

  return (
    <section style={box} aria-labelledby="sign-in-pauses-title">
      <h3 id="sign-in-pauses-title">Pauses de connexion</h3>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {paused && (
        <button type="button" className="btn btn--style-secondary btn--size-small" disabled={status.kind === 'busy'} onClick={lift}>
          Lever les pauses
        </button>
      )}
      <p ref={statusRef} tabIndex={-1} role="status" aria-live="polite" style={{ color: status.kind === 'error' ? 'var(--theme-error-750)' : undefined }}>
        {status.kind === 'done' ? 'Pauses levées\u00a0: ce compte peut de nouveau se connecter depuis tout appareil.' : status.kind === 'error' ? status.message : ''}
      </p>
    </section>
  )
}
