'use client'

import { useId } from 'react'
import { useTermsOfSale } from './TermsOfSale.client'
import type { TermsDialogTexts } from './terms-dialog-texts'
import styles from './Footer.module.css'

interface FooterTermsProps {
  columns: Array<{ title: string; items: string[] }>
  dialog: TermsDialogTexts
}

/**
 * The "Légal" and "Confiance" columns: every entry opens the same terms-of-sale dialog (spec part 1 §2.3). Each
 * is described by the dialog's title, so a screen reader says which document « Mentions légales » opens.
 */
export function FooterTerms({ columns, dialog: texts }: FooterTermsProps) {
  const { opener, dialog } = useTermsOfSale(texts)
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
                <button {...opener} className={styles.linkButton} aria-describedby={`${id}-opens`}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <span id={`${id}-opens`} hidden>
        {texts.title}
      </span>
      {dialog}
    </>
  )
}
