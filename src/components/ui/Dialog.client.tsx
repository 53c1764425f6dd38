'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Accessible name of the close button. */
  closeLabel?: string
  /** Visible footer actions (buttons). */
  actions?: ReactNode
  size?: 'small' | 'large'
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns to the
 * opener. A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, children, closeLabel = 'Fermer', actions, size = 'small' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* Focusable so keyboard users can scroll a long body (terms of sale). */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {actions ? <footer className={styles.actions}>{actions}</footer> : null}
      </div>
    </dialog>
  )
}
