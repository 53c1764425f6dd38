'use client'
import { useState, type FormEvent } from 'react'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

const box = { borderBottom: '1px solid var(--theme-elevation-150)', paddingTop: 16, paddingBottom: 16, marginBottom: 24 } as const
const input = { padding: '6px 8px', minWidth: 280, marginRight: 8 } as const

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null
  return body?.error ?? `Erreur ${response.status}`
}

/**
 * Staff tool for data-protection requests (RGPD): export or erase everything held for one email address.
 * Shown above the access links list; the endpoints check the signed-in user's role.
 */
export function PrivacyTool() {
  const [email, setEmail] = useState('')
  const [confirmEmail, setConfirmEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const busy = status.kind === 'busy'

  async function download(event: FormEvent) {
    event.preventDefault()
    setStatus({ kind: 'busy' })
    const response = await fetch(`/api/privacy/staff/export?email=${encodeURIComponent(email.trim())}`, { credentials: 'include' })
    if (!response.ok) return setStatus({ kind: 'error', message: await errorOf(response) })
    const url = URL.createObjectURL(await response.blob())
    const link = document.createElement('a')
    link.href = url
    link.download = `donnees-${email.trim().toLowerCase()}.json`
    link.click()
    URL.revokeObjectURL(url)
    setStatus({ kind: 'done', message: 'Export téléchargé.' })
  }

  async function erase(event: FormEvent) {
    event.preventDefault()
    setStatus({ kind: 'busy' })
    const response = await fetch('/api/privacy/staff/erase', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, confirmEmail }),
    })
    if (!response.ok) return setStatus({ kind: 'error', message: await errorOf(response) })
    const { report } = (await response.json()) as { report: Record<string, number> }
    setConfirmEmail('')
    setStatus({
      kind: 'done',
      message: `Effacé : ${report.results} résultat(s), ${report.leads} lead(s), ${report.bookings} réservation(s), ${report.emails} email(s), ${report.accessLinks} lien(s) ; ${report.ordersAnonymised} commande(s) anonymisée(s).`,
    })
  }

  return (
    <section className="gutter--left gutter--right" style={box} aria-labelledby="privacy-tool-title">
      <h2 id="privacy-tool-title" style={{ marginTop: 0 }}>
        Données personnelles d’une personne (RGPD)
      </h2>
      <p>
        Pour une demande d’accès ou d’effacement : exportez ou effacez tout ce qui est conservé pour une adresse email (leads, résultats, réservations,
        emails, liens). Les commandes restent pour la comptabilité, sans l’adresse.
      </p>
      <form onSubmit={download} style={{ marginBottom: 12 }}>
        <label>
          Email de la personne{' '}
          <input style={input} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-small" disabled={busy || !email.trim()}>
          Exporter (JSON)
        </button>
      </form>
      <form onSubmit={erase}>
        <label>
          Retapez l’email pour effacer{' '}
          <input style={input} type="email" required value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} />
        </label>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-small"
          disabled={busy || !email.trim() || email.trim().toLowerCase() !== confirmEmail.trim().toLowerCase()}
        >
          Effacer définitivement
        </button>
      </form>
      <p role="status" aria-live="polite" style={{ color: status.kind === 'error' ? 'var(--theme-error-500)' : undefined }}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </section>
  )
}
