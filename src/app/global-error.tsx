'use client'

import { useEffect } from 'react'
import { DEFAULT_UI_LABELS } from '@/components/site/ui-labels'
import ui from '@/components/site/ui.module.css'
import styles from './(frontend)/status-page.module.css'
import './(frontend)/globals.css'

/** When even the site's layout fails (the CMS is unreachable…): the same French retry box, on a bare page. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const labels = DEFAULT_UI_LABELS.error
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="fr">
      <body style={{ paddingTop: 0 }}>
        <title>{labels.title}</title>
        <main className={styles.page}>
          <p className={`${styles.code} ${styles.codeWord}`}>{labels.code}</p>
          <h1 className={styles.title}>{labels.title}</h1>
          <p className={styles.text}>{labels.text}</p>
          <div className={`${ui.buttonRow} ${styles.actions}`}>
            <button type="button" className={ui.primary} onClick={() => retry()}>
              {labels.retry}
            </button>
            <a href="/" className={ui.secondary}>
              {labels.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  )
}
