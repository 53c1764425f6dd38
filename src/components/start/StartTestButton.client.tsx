'use client'

import { useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import type { BilanType } from '@/domain/bilan'
import { useHydrated } from '@/components/site/use-hydrated'
import { pushEvent } from '@/components/site/analytics'
import { STORAGE_KEYS, writeStored } from '@/lib/visitor-storage'
import { chooseTestsWithoutContact } from '@/lib/test-without-contact'
import { ContactDialog, type StartTestCopy } from './ContactDialog.client'

interface StartTestButtonProps {
  bilanType: BilanType
  label: string
  copy: StartTestCopy
  className?: string
}

/**
 * The start modal (spec part 2 "Start-test modal"): name and email (or, for an under-15 alone, none), then
 * the RIASEC test in the wording of the page's assessment type.
 */
export function StartTestButton({ bilanType, label, copy, className }: StartTestButtonProps) {
  const [open, setOpen] = useState(false)
  const router = useRouter()
  const testAddress = `/test-riasec?bilan=${bilanType}`
  /** The test's page loading after « Commencer le test »: the button says so, and a second press does nothing. */
  const [starting, startNavigation] = useTransition()
  // Until React runs, a click would be lost: the button waits for it.
  const hydrated = useHydrated()

  const openDialog = () => {
    setOpen(true)
    router.prefetch(testAddress)
  }
  /** `withoutContact`: an under-15 alone, whose test this tab sends without the device's contact (a contact given ends that). */
  const start = (withoutContact: boolean) => {
    if (withoutContact) chooseTestsWithoutContact()
    writeStored(STORAGE_KEYS.bilanType, bilanType)
    pushEvent('start_test', { bilan_type: bilanType })
    startNavigation(() => router.push(testAddress))
  }

  return (
    <>
      <button type="button" className={className} onClick={openDialog} disabled={!hydrated}>
        {label}
      </button>
      <ContactDialog
        open={open}
        onClose={() => setOpen(false)}
        copy={copy}
        submitLabel={starting ? copy.starting : copy.submit}
        pending={starting}
        onContact={() => start(false)}
        onWithoutContact={() => start(true)}
      />
    </>
  )
}
