import type { Faq } from '@/payload-types'
import { Accordion } from './Accordion.client'
import styles from './FaqSection.module.css'

interface FaqSectionProps {
  title: string
  faqs: Faq[]
  id?: string
  headingId: string
}

/** Questions and answers (anchor #faq on the landing), as an accordion. */
export function FaqSection({ title, faqs, id, headingId }: FaqSectionProps) {
  if (!faqs.length) return null
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <Accordion items={faqs.map((faq) => ({ id: faq.id, question: faq.question, answer: faq.answer }))} />
      </div>
    </section>
  )
}
