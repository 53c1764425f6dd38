'use client'

import { useState } from 'react'
import type { ContactDialog as ContactDialogComponent } from './ContactDialog.client'

/**
 * The contact dialog where a page only sometimes needs it (the test reached without the start modal, results
 * saved without a contact): its code is loaded when first asked for, not with the page, which most visitors
 * see with a contact given already. A failed load (the connection lost) is said (`unreachable`), and tried
 * again at the next ask.
 */
export function useContactDialogOnDemand() {
  const [Dialog, setDialog] = useState<typeof ContactDialogComponent | null>(null)
  const [open, setOpen] = useState(false)
  const [unreachable, setUnreachable] = useState(false)
  const ask = async () => {
    setUnreachable(false)
    if (!Dialog) {
      try {
        const { ContactDialog } = await import('./ContactDialog.client')
        setDialog(() => ContactDialog)
      } catch (error) {
        console.warn('The contact dialog could not be loaded', error)
        return setUnreachable(true)
      }
    }
    setOpen(true)
  }
  return { Dialog, open, ask, close: () => setOpen(false), unreachable }
}
