'use client'

import { useEffect } from 'react'
import { useErrorLabels } from '@/components/site/ErrorLabels.client'
import ui from '@/components/site/ui.module.css'
import styles from './status-page.module.css'

/**
 * Anything unexpected in a page (the old product showed "Unexpected Application Error!"): a French
 * message and a retry, inside the site's header and footer, in the editors' words (the layout read them).
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const labels = useErrorLabels()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className={styles.page} aria-labelledby="erreur-titre">
      <p className={`${styles.code} ${styles.codeWord}`}>{labels.code}</p>
      <h1 id="erreur-titre" className={styles.title}>
        {labels.title}
      </h1>
      <p className={styles.text}>{labels.text}</p>
      <div className={`${ui.buttonRow} ${styles.actions}`}>
        <button type="button" className={ui.primary} onClick={() => retry()}>
          {labels.retry}
        </button>
        {/* A full page load: the client router may be in the state that failed. */}
        <a href="/" className={ui.secondary}>
          {labels.home}
        </a>
      </div>
    </section>
  )
}
