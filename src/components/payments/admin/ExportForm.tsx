'use client'
import { useId, useRef, useState, type FormEvent } from 'react'
import { exportedSummary, exportQuery, isReversedRange, REVERSED_RANGE, type ExportFilterValues } from '@/domain/export-filters'
import { fileNameOf, saveFile } from '@/lib/save-file'
import { refusalOf, UNREACHABLE } from '@/components/admin/refusal'
import type { ExportChoice, SelectChoice } from '@/server/payments/csv-export'
import styles from './ActivityDashboard.module.css'

type Outcome = { kind: 'busy' } | { kind: 'done' | 'error'; message: string }

const NO_FILTERS: Required<ExportFilterValues> = { from: '', to: '', status: '', offer: '' }

/** A value kept when the file changes only if the new file offers it too (orders and bookings have other statuses). */
const keptIn = (value: string, choices: SelectChoice[]) => (choices.some((choice) => choice.value === value) ? value : '')

/** A filter by one of the file's select fields, « any » first; none for a file that has no such field. */
function ChoiceFilter({ label, any, choices, value, onChange }: { label: string; any: string; choices: SelectChoice[]; value: string; onChange: (value: string) => void }) {
  if (choices.length === 0) return null
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * The dashboard's CSV exports as a form: the file, a range of days and, for orders and bookings, a status and
 * an offer, each with its French label. The file is fetched, then saved under the server's name, and the form
 * says how many rows it holds; a refusal (a session ended, a range the wrong way round) is said beside it.
 */
export function ExportForm({ choices }: { choices: ExportChoice[] }) {
  const [file, setFile] = useState(choices[0]!.file)
  const [filters, setFilters] = useState(NO_FILTERS)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [tried, setTried] = useState(false)
  const toRef = useRef<HTMLInputElement>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const id = useId()
  const choice = choices.find((candidate) => candidate.file === file) ?? choices[0]!
  const reversed = isReversedRange(filters)
  const rangeProblem = tried && reversed
  const set = (name: keyof ExportFilterValues) => (value: string) => setFilters((current) => ({ ...current, [name]: value }))

  function chooseFile(next: string) {
    const nextChoice = choices.find((candidate) => candidate.file === next)
    if (!nextChoice) return
    setFile(nextChoice.file)
    setFilters((current) => ({ ...current, status: keptIn(current.status, nextChoice.statuses), offer: keptIn(current.offer, nextChoice.offers) }))
  }

  function settle(next: Outcome) {
    setOutcome(next)
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  async function download() {
    setOutcome({ kind: 'busy' })
    try {
      const response = await fetch(`/api/exports/${choice.file}.csv${exportQuery(filters)}`, { credentials: 'include' })
      if (!response.ok) return settle({ kind: 'error', message: await refusalOf(response) })
      const name = fileNameOf(response, `${choice.file}.csv`)
      saveFile(await response.blob(), name)
      settle({ kind: 'done', message: exportedSummary(name, Number(response.headers.get('x-export-rows') ?? 0)) })
    } catch {
      settle({ kind: 'error', message: UNREACHABLE })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setTried(true)
    if (reversed) {
      setOutcome(null)
      toRef.current?.focus()
      return
    }
    void download()
  }

  const paidOrdersByPayment = choice.file === 'orders' && filters.status === 'paid'
  return (
    <form className={styles.exportForm} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Exports CSV</h3>
      <div className={styles.fields}>
        <label>
          Fichier
          <select value={file} onChange={(event) => chooseFile(event.target.value)}>
            {choices.map((candidate) => (
              <option key={candidate.file} value={candidate.file}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Du
          <input type="date" value={filters.from} onChange={(event) => set('from')(event.target.value)} aria-describedby={`${id}-dates`} />
        </label>
        <label>
          Au
          <input
            ref={toRef}
            type="date"
            value={filters.to}
            onChange={(event) => set('to')(event.target.value)}
            aria-invalid={rangeProblem || undefined}
            aria-describedby={rangeProblem ? `${id}-range ${id}-dates` : `${id}-dates`}
          />
        </label>
        <ChoiceFilter label="Statut" any="Tous" choices={choice.statuses} value={filters.status} onChange={set('status')} />
        <ChoiceFilter label="Offre" any="Toutes" choices={choice.offers} value={filters.offer} onChange={set('offer')} />
      </div>
      <p id={`${id}-dates`} className={styles.hint}>
        Jours inclus, à l’heure de Paris ; sans date, tout l’historique.
        {paidOrdersByPayment ? ' Les commandes payées sont datées par leur paiement.' : ''}
      </p>
      {rangeProblem && (
        <p id={`${id}-range`} className={styles.error} role="alert">
          {REVERSED_RANGE}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary btn--size-small" disabled={outcome?.kind === 'busy'}>
        Télécharger le CSV
      </button>
      <p ref={outcomeRef} tabIndex={-1} role="status" className={outcome?.kind === 'error' ? styles.error : styles.hint}>
        {outcome?.kind === 'busy' ? 'Préparation du fichier…' : (outcome?.message ?? '')}
      </p>
    </form>
  )
}
