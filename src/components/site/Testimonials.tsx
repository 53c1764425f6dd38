import type { Testimonial } from '@/payload-types'
import styles from './Testimonials.module.css'

interface TestimonialsProps {
  title: string
  testimonials: Testimonial[]
  id?: string
  headingId: string
}

/** Testimonials with their author; used on the landing (anchor #temoignages) and the audience pages. */
export function Testimonials({ title, testimonials, id, headingId }: TestimonialsProps) {
  if (!testimonials.length) return null
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.grid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className={styles.card}>
                {testimonial.emoji ? (
                  <span className={styles.emoji} aria-hidden="true">
                    {testimonial.emoji}
                  </span>
                ) : null}
                <blockquote className={styles.quote}>
                  <p>{`«\u00a0${testimonial.text}\u00a0»`}</p>
                </blockquote>
                <figcaption className={styles.author}>{testimonial.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
