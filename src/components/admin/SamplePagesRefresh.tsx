'use client'
import { useEffect, useRef, useState } from 'react'
import { useFormModified } from '@payloadcms/ui'
import { refusalOf, UNREACHABLE } from '@/components/admin/refusal'

type Status =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string }

/** Survives the reload that shows the new pages in the form: the message the reload would otherwise lose. */
const DONE_KEY = 'sample-pages-refreshed'
const DONE = 'Les 12 pages ont été refaites avec les textes actuels : les carrousels de l’accueil et des résultats adultes les montrent.'
const UNSAVED = 'Enregistre ou annule d’abord tes modifications de cette page : refaire les pages recharge l’écran.'

const box = { borderBottom: '1px solid var(--theme-elevation-150)', paddingBottom: 24, marginBottom: 24 } as const
const notice = { borderLeft: '4px solid var(--theme-warning-500)', background: 'var(--theme-warning-50)', padding: '8px 12px' } as const

/**
 * « Exemple de rapport »: draws the sample report's pages again from the texts saved now (POST
 * /api/sample-report/pages). The pictures change in the database, so the screen reloads to show them: a save
 * of the old form would otherwise put the replaced pictures back. A form with unsaved changes is not reloaded.
 */
export function SamplePagesRefresh({ state }: { state: 'current' | 'stale' | 'unknown' }) {
  const modified = useFormModified()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const statusRef = useRef<HTMLParagraphElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const startRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (sessionStorage.getItem(DONE_KEY) !== null) {
      sessionStorage.removeItem(DONE_KEY)
      settle({ kind: 'done', message: DONE })
    }
  }, [])

  function settle(next: Status) {
    setStatus(next)
    requestAnimationFrame(() => statusRef.current?.focus())
  }

  function ask() {
    if (modified) return settle({ kind: 'error', message: UNSAVED })
    setStatus({ kind: 'confirming' })
    requestAnimationFrame(() => confirmRef.current?.focus())
  }

  function cancel() {
    setStatus({ kind: 'idle' })
    requestAnimationFrame(() => startRef.current?.focus())
  }

  async function refresh() {
    // Changed while the question was shown: the reload would lose them.
    if (modified) return settle({ kind: 'error', message: UNSAVED })
    setStatus({ kind: 'busy' })
    requestAnimationFrame(() => statusRef.current?.focus())
    try {
      const response = await fetch('/api/sample-report/pages', { method: 'POST', credentials: 'include' })
      if (!response.ok) return settle({ kind: 'error', message: await refusalOf(response) })
      sessionStorage.setItem(DONE_KEY, '1')
      window.location.reload()
    } catch {
      settle({ kind: 'error', message: UNREACHABLE })
    }
  }

  const message = status.kind === 'busy' ? 'Préparation des 12 pages… (une dizaine de secondes : garde cette page ouverte)' : status.kind === 'done' || status.kind === 'error' ? status.message : ''

  return (
    <section style={box} aria-labelledby="sample-pages-title">
      <h2 id="sample-pages-title" style={{ marginTop: 0 }}>
        Refaire les pages avec les textes actuels
      </h2>
      <p>
        Les pages ci-dessous sont des images du rapport d’exemple : celui que recevrait « Camille », une adulte de profil IA. Après une modification du profil IA
        des adultes, des textes du rapport, des noms des types ou du nom du site, refais-les pour qu’elles montrent les textes actuels. Les 12 images et leurs
        légendes sont remplacées ; une image que tu as téléversée toi-même reste dans les médias.
      </p>
      {state === 'stale' ? (
        <p style={notice}>
          <strong>Ces pages ne montrent plus le rapport tel qu’il est vendu</strong> : le profil IA des adultes, les textes du rapport, les noms des types, le nom du
          site ou la mise en page du rapport ont changé depuis qu’elles ont été faites. Refais-les pour que les visiteurs voient le rapport actuel.
        </p>
      ) : null}
      {state === 'current' ? <p>Le rapport d’exemple n’a pas changé depuis que ces pages ont été faites.</p> : null}
      {status.kind === 'confirming' ? (
        <div role="group" aria-labelledby="sample-pages-confirm">
          <p id="sample-pages-confirm">Remplacer les 12 pages et leurs légendes par celles du rapport d’exemple tel qu’il est maintenant ?</p>
          <button ref={confirmRef} type="button" className="btn btn--style-primary btn--size-small" onClick={() => void refresh()}>
            Oui, refaire les pages
          </button>{' '}
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={cancel}>
            Annuler
          </button>
        </div>
      ) : (
        <button ref={startRef} type="button" className="btn btn--style-secondary btn--size-small" onClick={ask} disabled={status.kind === 'busy'}>
          Refaire les 12 pages
        </button>
      )}
      {/* Not a live region: it takes the focus at each change (the button it follows may be disabled), which reads it once. */}
      <p id="sample-pages-status" ref={statusRef} tabIndex={-1} style={{ marginBottom: 0, color: status.kind === 'error' ? 'var(--theme-error-750)' : undefined }}>
        {message}
      </p>
    </section>
  )
}
