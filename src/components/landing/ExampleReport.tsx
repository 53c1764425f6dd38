import type { HomeCopy } from '@/content/marketing'
import type { SampleReport } from '@/payload-types'
import type { UiLabels } from '@/components/site/ui-labels'
import { pictureSources, populatedMedia } from '@/components/site/media'
import { ReportCarousel, type ReportSlide } from './ReportCarousel.client'
import { PriceModal } from './PriceModal.client'
import { Reveal } from './Reveal.client'
import styles from './Landing.module.css'

const REPORT_PAGES = 12

interface ExampleReportProps {
  copy: HomeCopy['exampleReport']
  priceModal: HomeCopy['priceModal']
  sample: SampleReport
  labels: UiLabels
  /** The report's price, formatted ("18 €"), for a title written with {price}. */
  priceText: string
  priceEuros: number
}

/**
 * Section 4 (anchor #exemple-rapport): the 12 pages of the sample report and the price modal. A page
 * without an uploaded image shows a stand-in with its title, in the same frame.
 */
export function ExampleReport({ copy, priceModal, sample, labels, priceText, priceEuros }: ExampleReportProps) {
  const uploaded = sample.slides ?? []
  const slides: ReportSlide[] = Array.from({ length: REPORT_PAGES }, (_, index) => {
    const slide = uploaded[index]
    return {
      title: slide?.caption || labels.reportPages[index] || String(index + 1),
      picture: pictureSources(populatedMedia(slide?.image), 'slide'),
    }
  })
  return (
    <section id="exemple-rapport" className={styles.example} aria-labelledby="exemple-rapport-titre">
      <Reveal>
        <div className={styles.exampleGrid}>
          <div className={styles.exampleText}>
            <h2 id="exemple-rapport-titre" className={styles.exampleTitle}>
              {copy.title}
            </h2>
            <p>{copy.text}</p>
            <div className={styles.exampleAction}>
              <PriceModal
                buttonLabel={copy.priceButton}
                title={priceModal.title.replace('{price}', priceText)}
                items={priceModal.items}
                note={priceModal.note}
                startButton={priceModal.startButton}
                startHref={priceModal.startHref}
                closeLabel={priceModal.closeLabel}
                priceEuros={priceEuros}
              />
            </div>
          </div>
          <ReportCarousel
            slides={slides}
            label={labels.carouselLabel}
            roleDescription={labels.carouselRole}
            slideRoleDescription={labels.slideRole}
            copy={{
              pageIndicator: copy.pageIndicator,
              goToPageLabel: copy.goToPageLabel,
              slideAlt: copy.slideAlt,
              previousLabel: copy.previousLabel,
              nextLabel: copy.nextLabel,
            }}
          />
        </div>
      </Reveal>
    </section>
  )
}
