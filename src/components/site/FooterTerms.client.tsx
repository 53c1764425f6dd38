'use client'

import { useId, useRef, useState, type ReactNode } from 'react'
import { Dialog } from '@/components/ui/Dialog.client'
import { loadTermsOfSale } from './terms-action'
import { useHydrated } from './use-hydrated'
import styles from './Footer.module.css'

interface FooterTermsProps {
  columns: Array<{ title: string; items: string[] }>
  dialogTitle: string
  closeLabel: string
  loadingLabel: string
  errorLabel: string
}

/**
 * The "Légal" and "Confiance" columns: every entry opens the same terms-of-sale dialog (spec part 1 §2.3).
 * The text is fetched once, when a pointer or the keyboard reaches an entry, so it is there on opening.
 */
export function FooterTerms({ columns, dialogTitle, closeLabel, loadingLabel, errorLabel }: FooterTermsProps) {
  const [open, setOpen] = useState(false)
  const [terms, setTerms] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef<Promise<void> | null>(null)
  const id = useId()
  const hydrated = useHydrated()

  const load = () => {
    loading.current ??= loadTermsOfSale()
      .then((node) => {
        setTerms(node)
        setFailed(false)
      })
      .catch((error: unknown) => {
        console.warn('terms of sale could not be loaded', error)
        setFailed(true)
        loading.current = null
      })
  }

  return (
    <>
      {columns.map((column, index) => (
        <div key={column.title} className={styles.column}>
          <h2 id={`${id}-${index}`} className={styles.title}>
            {column.title}
          </h2>
          <ul className={styles.list} aria-labelledby={`${id}-${index}`}>
            {column.items.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-haspopup="dialog"
                  disabled={!hydrated}
                  onPointerEnter={load}
                  onFocus={load}
                  onClick={() => {
                    load()
                    setOpen(true)
                  }}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Dialog open={open} onClose={() => setOpen(false)} title={dialogTitle} closeLabel={closeLabel} size="large">
        <div className={styles.terms} aria-busy={!terms && !failed}>
          {terms ?? <p role="status">{failed ? errorLabel : loadingLabel}</p>}
        </div>
      </Dialog>
    </>
  )
}
