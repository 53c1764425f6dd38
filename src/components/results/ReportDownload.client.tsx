'use client'

import { useId, useState, type MouseEvent } from 'react'
import type { InterfaceTexts } from '@/content/interface'
import { serverMessage } from '@/lib/submissions'
import { fileNameOf, saveFile } from '@/lib/save-file'
import styles from './Results.module.css'

type ReportTexts = Pick<InterfaceTexts['results'], 'reportDownload' | 'reportPreparing' | 'reportUnreachable'>

/**
 * « Télécharger mon rapport (PDF) »: a link that works as it is (without script, the server sends the file, or a
 * page that says why not); with script the file is fetched here, so that a report that cannot be prepared, or
 * too many downloads, is said under the link instead of leaving the results for a bare answer.
 */
export function ReportDownload({ href, texts, className }: { href: string; texts: ReportTexts; className?: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab, a window or a saved link: the browser's own way.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const response = await fetch(href, { headers: { Accept: 'application/pdf' }, credentials: 'same-origin' })
      if (!response.ok) {
        setError(serverMessage(await response.json().catch(() => null)) ?? texts.reportUnreachable)
        return
      }
      saveFile(await response.blob(), fileNameOf(response, 'rapport.pdf'))
    } catch {
      setError(texts.reportUnreachable)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <a
        className={className}
        href={href}
        onClick={download}
        aria-describedby={error ? errorId : undefined}
        aria-busy={busy || undefined}
      >
        {texts.reportDownload}
      </a>
      <span role="status" className={styles.reportStatus}>
        {busy ? texts.reportPreparing : ''}
      </span>
      {error ? (
        <span role="alert" id={errorId} className={styles.reportError}>
          {error}
        </span>
      ) : null}
    </>
  )
}
