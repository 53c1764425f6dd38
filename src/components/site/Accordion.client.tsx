'use client'

import { useId, useState } from 'react'
import { useHydrated } from './use-hydrated'
import styles from './Accordion.module.css'
import { KeepTogether } from './KeepTogether'

interface AccordionProps {
  items: Array<{ id: string | number; question: string; answer: string }>
  /** Level of the question headings, below the section's title. */
  headingLevel?: 3 | 4
}

/**
 * FAQ accordion: one answer open at a time, a second click closes it. Without JavaScript every answer is
 * shown (see the `scripting` media query in the CSS), so the page stays readable.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  const hydrated = useHydrated()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index
        const buttonId = `${baseId}-question-${index}`
        const panelId = `${baseId}-answer-${index}`
        return (
          <div key={item.id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                disabled={!hydrated}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>
                  <KeepTogether text={item.question} />
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!open}>
              <p>
                <KeepTogether text={item.answer} />
              </p>
            </div>
          </div>
        )
      })}
    </div>
  )
}
