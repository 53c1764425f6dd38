'use client'

import { useCallback, useRef, useState, type ReactNode } from 'react'
import { Dialog } from '@/components/ui/Dialog.client'
import { loadTermsOfSale } from './terms-action'
import { useHydrated } from './use-hydrated'
import type { TermsDialogTexts } from './terms-dialog-texts'
import styles from './TermsOfSale.module.css'

/**
 * The terms of sale, rendered on the server the first time `load` runs (a pointer or the keyboard reaching a
 * control that opens them), so the long text stays out of every page and is there on opening. A failed load
 * may be tried again.
 */
export function useTermsOfSale() {
  const [terms, setTerms] = useState<ReactNode>(null)
  const [failed, setFailed] = useState(false)
  const loading = useRef<Promise<void> | null>(null)
  const load = useCallback(() => {
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
  }, [])
  return { terms, failed, load }
}

interface TermsOfSaleDialogProps {
  open: boolean
  onClose: () => void
  texts: TermsDialogTexts
  terms: ReactNode
  failed: boolean
}

export function TermsOfSaleDialog({ open, onClose, texts, terms, failed }: TermsOfSaleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} closeLabel={texts.close} size="large">
      <div className={styles.terms} aria-busy={!terms && !failed}>
        {terms ?? <p role="status">{failed ? texts.error : texts.loading}</p>}
      </div>
    </Dialog>
  )
}

/** A button, styled as a link, that opens the terms: beside a sentence saying that paying accepts them. */
export function TermsOfSaleButton({ label, texts, className }: { label: string; texts: TermsDialogTexts; className?: string }) {
  const [open, setOpen] = useState(false)
  const { terms, failed, load } = useTermsOfSale()
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load()
          setOpen(true)
        }}
      >
        {label}
      </button>
      <TermsOfSaleDialog open={open} onClose={() => setOpen(false)} texts={texts} terms={terms} failed={failed} />
    </>
  )
}
