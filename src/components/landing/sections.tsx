import Link from 'next/link'
import { fillTemplate } from '@/domain/template'
import type { Benefit, HomeCopy } from '@/content/marketing'
import ui from '@/components/site/ui.module.css'
import { Reveal } from './Reveal.client'
import styles from './Landing.module.css'
import { KeepTogether } from '@/components/site/KeepTogether'

/** Section 1: the promise, the badge and the two ways in (spec part 1 §2.4). */
export function Hero({ copy, proof }: { copy: HomeCopy['hero']; proof?: string }) {
  return (
    <section className={styles.hero} aria-labelledby="accueil-titre">
      <div className={styles.heroGrid}>
        <div className={styles.heroText}>
          <p className={ui.badge}>
            <span aria-hidden="true">✓</span> {copy.badge}
          </p>
          <h1 id="accueil-titre" className={styles.heroTitle}>
            {copy.title}
          </h1>
          <p className={styles.heroSubtitle}>{copy.subtitle}</p>
          <div className={ui.buttonRow}>
            <a href="#exemple-rapport" className={ui.secondary}>
              {copy.exampleButton}
            </a>
            <Link href={copy.startHref} className={ui.primary}>
              {copy.startButton}
            </Link>
          </div>
          {proof ? <p className={styles.proof}>{proof}</p> : null}
        </div>
        <HeroVisual />
      </div>
    </section>
  )
}

/** A drawing of a profile card (decorative: the words around it say everything). */
function HeroVisual() {
  const bars = [62, 88, 45, 74, 38, 55]
  return (
    <div className={styles.heroVisual} aria-hidden="true">
      <div className={styles.visualCard}>
        <div className={styles.visualHeader}>
          <span className={styles.visualAvatar} />
          <span className={styles.visualLines}>
            <span />
            <span />
          </span>
        </div>
        <div className={styles.visualBars}>
          {bars.map((height, index) => (
            <span key={index} style={{ height: `${height}%` }} />
          ))}
        </div>
        <div className={styles.visualLetters}>
          {['R', 'I', 'A', 'S', 'E', 'C'].map((letter) => (
            <span key={letter}>{letter}</span>
          ))}
        </div>
      </div>
      <div className={styles.visualChip}>
        <span>★</span>
        <span className={styles.visualChipLines} />
      </div>
    </div>
  )
}

/** Section 2: the three audiences, each card leading to its assessment page. */
export function AudienceCards({ cards }: { cards: HomeCopy['audienceCards'] }) {
  return (
    <section className={styles.audiences}>
      <Reveal>
        <ul className={styles.audienceGrid}>
          {cards.map((card) => {
            const titleId = `public-${card.audience}`
            return (
              <li key={card.audience} className={`${ui.card} ${styles.audienceCard}`}>
                <span className={styles.audienceIcon} aria-hidden="true">
                  {card.icon}
                </span>
                <h2 id={titleId} className={styles.audienceTitle}>
                  {card.title}
                </h2>
                <p className={styles.audienceText}>{card.text}</p>
                {/* Named by its words and the card's title (« EN SAVOIR PLUS Orientation scolaire »): three links
                    of the same name would read alike in a screen reader's list of links. */}
                <Link id={`${titleId}-lien`} href={card.href} className={ui.secondary} aria-labelledby={`${titleId}-lien ${titleId}`}>
                  {card.button}
                </Link>
              </li>
            )
          })}
        </ul>
      </Reveal>
    </section>
  )
}

/** Section 6: what the free preview shows, and the two direct ways into a test. */
export function FreePreview({ copy }: { copy: HomeCopy['freePreview'] }) {
  return (
    <section className={styles.section} aria-labelledby="apercu-gratuit">
      <Reveal>
        <div className={ui.container}>
          <h2 id="apercu-gratuit" className={ui.sectionTitle}>
            {copy.title}
          </h2>
          <p className={ui.sectionIntro}>{copy.text}</p>
          <ul className={styles.previewGrid}>
            {copy.items.map((item) => (
              <li key={item.title} className={`${ui.card} ${styles.previewCard}`}>
                <span className={styles.previewIcon} aria-hidden="true">
                  {item.icon}
                </span>
                <h3 className={styles.cardTitle}>{item.title}</h3>
                <p className={styles.cardText}>
                  <KeepTogether text={item.description} />
                </p>
              </li>
            ))}
          </ul>
          <div className={`${ui.buttonRow} ${styles.centered}`}>
            <Link href={copy.schoolButton.href} className={ui.primary}>
              {copy.schoolButton.label}
            </Link>
            <Link href={copy.careerChangeButton.href} className={ui.secondary}>
              {copy.careerChangeButton.label}
            </Link>
          </div>
        </div>
      </Reveal>
    </section>
  )
}

interface WellbeingProps {
  copy: HomeCopy['wellbeing']
  bookTitle: string
  url?: string | null
  priceText?: string | null
  newTabLabel: string
}

/** Section 7: the colouring book, sold elsewhere (the external link says so); its button only once an editor gave the book's page. */
export function Wellbeing({ copy, bookTitle, url, priceText, newTabLabel }: WellbeingProps) {
  return (
    <section className={styles.wellbeing} aria-labelledby="bien-etre">
      <Reveal>
        <div className={styles.wellbeingInner}>
          <div className={styles.bookCover} aria-hidden="true">
            <span className={styles.bookPattern} />
            <span className={styles.bookTitle}>
              <KeepTogether text={bookTitle} />
            </span>
          </div>
          <div>
            <p className={`${ui.badge} ${styles.warmBadge}`}>{copy.badge}</p>
            <h2 id="bien-etre" className={styles.wellbeingTitle}>
              {copy.title}
            </h2>
            <p>{copy.text}</p>
            <p className={styles.claim}>{copy.claim}</p>
            <p className={styles.bookLine}>
              <strong>{bookTitle}</strong>
              {priceText ? <> · {fillTemplate(copy.priceLine, { price: priceText })}</> : null}
            </p>
            {url ? (
              <>
                <a href={url} className={ui.primary} target="_blank" rel="noopener noreferrer sponsored">
                  {copy.button}
                  <span className="visually-hidden"> {newTabLabel}</span>
                  <span aria-hidden="true">↗</span>
                </a>
                <p className={styles.externalNote}>{copy.externalNote}</p>
              </>
            ) : null}
          </div>
        </div>
      </Reveal>
    </section>
  )
}

/** Section 8 (anchor #benefices): four reasons, each card lifts under the pointer. */
export function Benefits({ title, benefits }: { title: string; benefits: Benefit[] }) {
  return (
    <section id="benefices" className={styles.section} aria-labelledby="benefices-titre">
      <Reveal>
        <div className={ui.container}>
          <h2 id="benefices-titre" className={ui.sectionTitle}>
            {title}
          </h2>
          <ul className={styles.benefitGrid}>
            {benefits.map((benefit) => (
              <li key={benefit.title} className={`${ui.card} ${styles.benefitCard}`}>
                <span className={styles.benefitIcon} aria-hidden="true">
                  {benefit.icon}
                </span>
                <h3 className={styles.cardTitle}>{benefit.title}</h3>
                <p className={styles.cardText}>
                  <KeepTogether text={benefit.description} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
    </section>
  )
}
