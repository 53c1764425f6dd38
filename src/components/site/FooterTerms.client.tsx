'use client'

import { useId, useState, type ReactNode } from 'react'
import { Dialog } from '@/components/ui/Dialog.client'
import styles from './Footer.module.css'

interface FooterTermsProps {
  columns: Array<{ title: string; items: string[] }>
  dialogTitle: string
  closeLabel: string
  children: ReactNode
}

/** The "Légal" and "Confiance" columns: every entry opens the same terms-of-sale dialog (spec part 1 §2.3). */
export function FooterTerms({ columns, dialogTitle, closeLabel, children }: FooterTermsProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
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
                <button type="button" className={styles.linkButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={dialogTitle}
        closeLabel={closeLabel}
        size="large"
      >
        {children}
      </Dialog>
    </>
  )
}
