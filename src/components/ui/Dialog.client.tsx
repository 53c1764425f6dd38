'use client'

import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { useOverflows } from './use-overflows'
import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /**
   * Accessible name of the × button, from the editors' texts: « Fermer », never the name of another button
   * in the dialog (« Annuler » beside « Payer »), so that each control of the dialog has its own name.
   */
  closeLabel: string
  /** Visible footer actions (buttons). */
  actions?: ReactNode
  size?: 'small' | 'large'
  /**
   * The close button is a worded one (`closeLabel`) at the end of the footer rather than the × above: for a
   * long read (the terms of sale), left by the button under it.
   */
  closeInFooter?: boolean
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns to the
 * opener. One may open over another (the terms of sale from the payment dialog). A click on the backdrop
 * closes it too, when both the press and the release are on it: a text selection dragged out of the panel
 * keeps the dialog open.
 */
export function Dialog({ open, onClose, title, children, closeLabel, actions, size = 'small', closeInFooter = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()

  // Before paint, so the body is measured as shown.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  const scrolls = useOverflows(bodyRef, open)

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={titleId}
      // React passes a nested dialog's close and cancel events up to this one: only its own count.
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === ref.current
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === ref.current) onClose()
        pressedOnBackdrop.current = false
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {closeInFooter ? null : (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        {/* A body that scrolls (terms of sale) is a named tab stop, so the keyboard scrolls it too. Without the ×
            it is one from the start: the dialog opens on the text, not on the « Fermer » under it. */}
        <div
          ref={bodyRef}
          className={styles.body}
          role={scrolls || closeInFooter ? 'region' : undefined}
          aria-labelledby={scrolls || closeInFooter ? titleId : undefined}
          tabIndex={scrolls || closeInFooter ? 0 : undefined}
        >
          {children}
        </div>
        {actions || closeInFooter ? (
          <footer className={styles.actions}>
            {actions}
            {closeInFooter ? (
              <button type="button" className={styles.closeWorded} onClick={onClose}>
                {closeLabel}
              </button>
            ) : null}
          </footer>
        ) : null}
      </div>
    </dialog>
  )
}
