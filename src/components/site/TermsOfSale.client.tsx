'use client'

import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Dialog } from '@/components/ui/Dialog.client'
import { loadTermsOfSale } from './terms-action'
import { useHydrated } from './use-hydrated'
import type { TermsDialogTexts } from './terms-dialog-texts'
import styles from './TermsOfSale.module.css'

/**
 * One request for the whole page: the footer's dialog and a payment form's share it. A failure is
 * forgotten, so the next approach asks again.
 */
let request: Promise<ReactNode> | null = null
const requestTerms = (): Promise<ReactNode> =>
  (request ??= loadTermsOfSale().catch((error: unknown) => {
    request = null
    throw error
  }))

/**
 * The terms-of-sale dialog and the props of the buttons that open it. The text is rendered on the server
 * the first time a pointer or the keyboard reaches one of those buttons, so the long text stays out of
 * every page and is there on opening; a failed load is tried again on the next approach.
 */
export function useTermsOfSale(texts: TermsDialogTexts) {
  const [open, setOpen] = useState(false)
  const [terms, setTerms] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef<Promise<void> | null>(null)
  const hydrated = useHydrated()
  const load = useCallback(() => {
    if (loading.current) return
    // Tried again: « Chargement… » while it loads, so that another failure is said anew.
    setFailed(false)
    loading.current = requestTerms()
      .then((node) => {
        setTerms(node)
        setFailed(false)
      })
      .catch((error: unknown) => {
        console.warn('terms of sale could not be loaded', error)
        setFailed(true)
        loading.current = null
      })
  }, [])

  const opener = {
    type: 'button',
    'aria-haspopup': 'dialog',
    disabled: !hydrated,
    onPointerEnter: load,
    onFocus: load,
    onClick: () => {
      load()
      setOpen(true)
    },
  } as const
  const dialog = (
    <Dialog open={open} onClose={() => setOpen(false)} title={texts.title} closeLabel={texts.close} size="large" closeInFooter>
      <div className={styles.terms} aria-busy={!terms && !failed}>
        {terms ?? <p role="status">{failed ? texts.error : texts.loading}</p>}
      </div>
    </Dialog>
  )
  return { opener, dialog }
}

/** A button, styled as a link, that opens the terms: beside a sentence saying that paying accepts them. */
export function TermsOfSaleButton({ label, texts, className }: { label: string; texts: TermsDialogTexts; className?: string }) {
  const { opener, dialog } = useTermsOfSale(texts)
  return (
    <>
      <button {...opener} className={className}>
        {label}
      </button>
      {dialog}
    </>
  )
}
