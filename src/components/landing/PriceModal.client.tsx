'use client'

import Link from 'next/link'
import { useState } from 'react'
import type { IconItem } from '@/content/marketing'
import { Dialog } from '@/components/ui/Dialog.client'
import { pushEvent } from '@/components/site/analytics'
import { useHydrated } from '@/components/site/use-hydrated'
import ui from '@/components/site/ui.module.css'
import styles from './PriceModal.module.css'

interface PriceModalProps {
  buttonLabel: string
  title: string
  items: IconItem[]
  note: string
  startButton: string
  startHref: string
  closeLabel: string
  /** The report's price in euros, sent with the analytics events. */
  priceEuros: number
}

/** The "Rapport Premium" modal (spec part 1 §2.4, item 5) and the button that opens it. */
export function PriceModal({ buttonLabel, title, items, note, startButton, startHref, closeLabel, priceEuros }: PriceModalProps) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const eventParams = { value: priceEuros, currency: 'EUR' }
  return (
    <>
      <button
        type="button"
        className={ui.primary}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => {
          setOpen(true)
          pushEvent('open_price_modal', eventParams)
        }}
      >
        {buttonLabel}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeLabel={closeLabel}>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.title} className={styles.item}>
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span>
                <strong className={styles.itemTitle}>{item.title}</strong>
                <span className={styles.itemText}>{item.description}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{note}</p>
        <Link
          href={startHref}
          className={`${ui.primary} ${styles.start}`}
          onClick={() => pushEvent('click_start_bilan_with_price', eventParams)}
        >
          {startButton}
        </Link>
      </Dialog>
    </>
  )
}
