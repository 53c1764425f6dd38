import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { BilanType } from '@/domain/bilan'
import { isSitePath } from '@/domain/site-path'
import { getFaqs, getPage, getTestimonials } from '@/server/content'
import { getSiteContext, getStartTestCopy } from '@/server/site-content'
import { logNotFound } from '@/server/not-found'
import { StartTestButton } from '@/components/start/StartTestButton.client'
import { JsonLd, faqPageSchema } from './JsonLd'
import { Testimonials } from './Testimonials'
import { FaqSection } from './FaqSection'
import ui from './ui.module.css'
import styles from './AudiencePage.module.css'
import { KeepTogether } from './KeepTogether'

interface AudiencePageProps {
  /** The page's slug in the `pages` collection, also its path. */
  slug: string
  bilanType: BilanType
}

/**
 * One of the three audience pages (spec part 2): hero with the start button, explanatory sections,
 * two testimonials, three questions, a closing call to action. The start modal stores the bilan type.
 * A section may end with a button to another page of the site (the Premium offer on the coaching page).
 */
export async function AudiencePage({ slug, bilanType }: AudiencePageProps) {
  const [page, start, testimonials, faqs] = await Promise.all([
    getPage(slug),
    getStartTestCopy(),
    getTestimonials(bilanType),
    getFaqs(bilanType),
  ])
  if (!page) {
    await logNotFound(`/${slug}`)
    notFound()
  }
  const shownFaqs = faqs.slice(0, 3)
  const hero = page.hero ?? {}

  return (
    <div className={styles.page} data-audience={bilanType}>
      <section className={styles.hero} aria-labelledby="page-titre">
        <div className={ui.narrow}>
          {hero.badge ? <p className={`${ui.badge} ${styles.badge}`}>{hero.badge}</p> : null}
          <h1 id="page-titre" className={styles.title}>
            <KeepTogether text={hero.title || page.title} />
          </h1>
          {hero.subtitle ? <p className={styles.subtitle}>{hero.subtitle}</p> : null}
          {hero.cta ? (
            <div className={styles.start}>
              <StartTestButton bilanType={bilanType} label={hero.cta} copy={start} className={`${ui.primary} ${styles.startButton}`} />
              {hero.reassurance ? <p className={styles.reassurance}>{hero.reassurance}</p> : null}
            </div>
          ) : null}
        </div>
      </section>

      {page.sections?.length ? (
        <div className={`${ui.container} ${styles.sections}`}>
          {page.sections.map((section, index) => (
            <section key={section.id ?? index} className={`${ui.card} ${styles.section}`} aria-labelledby={`section-${index}`}>
              <span className={styles.sectionNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 id={`section-${index}`} className={styles.sectionTitle}>
                <KeepTogether text={section.title} />
              </h2>
              {section.text ? (
                <p className={styles.sectionText}>
                  <KeepTogether text={section.text} />
                </p>
              ) : null}
              {section.items?.length ? (
                <ul className={styles.items}>
                  {section.items.map((item, itemIndex) => (
                    <li key={item.id ?? itemIndex}>{item.text}</li>
                  ))}
                </ul>
              ) : null}
              {section.link?.label && isSitePath(section.link.href) ? (
                <Link href={section.link.href} className={`${ui.secondary} ${styles.sectionLink}`}>
                  {section.link.label}
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      ) : null}

      <Testimonials
        headingId="temoignages-titre"
        title={page.testimonialsTitle ?? ''}
        testimonials={testimonials.slice(0, 2)}
      />
      <FaqSection headingId="faq-titre" title={page.faqTitle ?? ''} faqs={shownFaqs} />

      {page.closing?.title ? (
        <section className={ui.ctaBand} aria-labelledby="conclusion-titre">
          <div className={ui.narrow}>
            <h2 id="conclusion-titre" className={ui.ctaBandTitle}>
              {page.closing.title}
            </h2>
            {page.closing.text ? <p className={ui.ctaBandText}>{page.closing.text}</p> : null}
            {page.closing.button ? (
              <StartTestButton bilanType={bilanType} label={page.closing.button} copy={start} className={ui.light} />
            ) : null}
          </div>
        </section>
      ) : null}
      {shownFaqs.length ? <JsonLd data={faqPageSchema(shownFaqs)} /> : null}
    </div>
  )
}
