'use client'

import { useId, useState } from 'react'
import { TermsOfSaleDialog, useTermsOfSale } from './TermsOfSale.client'
import type { TermsDialogTexts } from './terms-dialog-texts'
import { useHydrated } from './use-hydrated'
import styles from './Footer.module.css'

interface FooterTermsProps {
  columns: Array<{ title: string; items: string[] }>
  dialog: TermsDialogTexts
}

/**
 * The "Légal" and "Confiance" columns: every entry opens the same terms-of-sale dialog (spec part 1 §2.3).
 * The text is fetched once, when a pointer or the keyboard reaches an entry, so it is there on opening.
 */
export function FooterTerms({ columns, dialog }: FooterTermsProps) {
  const [open, setOpen] = useState(false)
  const { terms, failed, load } = useTermsOfSale()
  const id = useId()
  const hydrated = useHydrated()

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
      <TermsOfSaleDialog open={open} onClose={() => setOpen(false)} texts={dialog} terms={terms} failed={failed} />
    </>
  )
}
