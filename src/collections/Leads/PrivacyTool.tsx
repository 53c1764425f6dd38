'use client'
import { useRef, useState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { erasureSummary, exportSummary, type PersonalDataCounts } from '@/domain/personal-data-summary'
import type { PersonExport } from '@/server/privacy/export'
import type { ErasureReport } from '@/server/privacy/erase'
import { normalEmail } from '@/domain/email-address'
import { saveFile } from '@/lib/save-file'
import { refusalOf, UNREACHABLE } from '@/components/admin/refusal'

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; message: string } | { kind: 'error'; message: string }

const box = { borderBottom: '1px solid var(--theme-elevation-150)', paddingTop: 16, paddingBottom: 16, marginBottom: 24 } as const
const input = { padding: '6px 8px', minWidth: 280, marginRight: 8 } as const

const exportCounts = (data: PersonExport): PersonalDataCounts => ({
  results: data.results.length,
  leads: data.leads.length,
  orders: data.orders.length,
  bookings: data.coachingBookings.length,
  emails: data.emails.length,
  accessLinks: data.accessLinks.length,
})

const erasureCounts = (report: ErasureReport): PersonalDataCounts => ({
  results: report.results,
  leads: report.leads,
  orders: report.ordersAnonymised,
  ordersOfPayers: report.ordersOfPayers,
  bookings: report.bookings,
  emails: report.emails,
  accessLinks: report.accessLinks,
})

/**
 * Staff tool for data-protection requests (RGPD): export or erase everything held for one email address,
 * saying what was found. Shown above the leads list, which staff and admins read; the endpoints check
 * the signed-in user's role.
 */
export function PrivacyTool() {
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [confirmEmail, setConfirmEmail] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const statusRef = useRef<HTMLParagraphElement>(null)
  const busy = status.kind === 'busy'

  /** The button pressed is disabled while busy (and the erase one after): the message takes the focus. */
  function settle(next: Status) {
    setStatus(next)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  /** A request that never got an answer (the connection lost) says so, and gives the buttons back. */
  async function unlessOffline(run: () => Promise<void>) {
    try {
      await run()
    } catch {
      settle({ kind: 'error', message: UNREACHABLE })
    }
  }

  const download = (event: FormEvent) => {
    event.preventDefault()
    void unlessOffline(() => downloadExport())
  }

  async function downloadExport() {
    setStatus({ kind: 'busy' })
    const response = await fetch(`/api/privacy/staff/export?email=${encodeURIComponent(email.trim())}`, { credentials: 'include' })
    if (!response.ok) return settle({ kind: 'error', message: await refusalOf(response) })
    const file = await response.blob()
    const counts = exportCounts(JSON.parse(await file.text()) as PersonExport)
    saveFile(file, `donnees-${normalEmail(email)}.json`)
    settle({ kind: 'done', message: exportSummary(counts) })
  }

  const erase = (event: FormEvent) => {
    event.preventDefault()
    void unlessOffline(() => eraseData())
  }

  async function eraseData() {
    setStatus({ kind: 'busy' })
    const response = await fetch('/api/privacy/staff/erase', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, confirmEmail }),
    })
    if (!response.ok) return settle({ kind: 'error', message: await refusalOf(response) })
    const { report } = (await response.json()) as { report: ErasureReport }
    setConfirmEmail('')
    settle({ kind: 'done', message: erasureSummary(erasureCounts(report)) })
    // The contacts listed below the tool no longer hold that person's rows.
    router.refresh()
  }

  return (
    <section className="gutter--left gutter--right" style={box} aria-labelledby="privacy-tool-title">
      <h2 id="privacy-tool-title" style={{ marginTop: 0 }}>
        Données personnelles d’une personne (RGPD)
      </h2>
      <p>
        Pour une demande d’accès ou d’effacement : exporte ou efface tout ce qui est conservé pour une adresse email (contacts, résultats, réservations,
        emails, liens). Les commandes restent pour la comptabilité, sans l’adresse ; celles qu’une autre personne a payées pour elle (un parent)
        gardent l’adresse de cette personne.
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
          Retape l’email pour effacer{' '}
          <input style={input} type="email" required value={confirmEmail} onChange={(event) => setConfirmEmail(event.target.value)} />
        </label>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-small"
          disabled={busy || !email.trim() || normalEmail(email) !== normalEmail(confirmEmail)}
        >
          Effacer définitivement
        </button>
      </form>
      <p ref={statusRef} tabIndex={-1} role="status" aria-live="polite" style={{ color: status.kind === 'error' ? 'var(--theme-error-750)' : undefined }}>
        {status.kind === 'done' || status.kind === 'error' ? status.message : ''}
      </p>
    </section>
  )
}
