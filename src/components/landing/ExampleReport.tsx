import type { HomeCopy } from '@/content/marketing'
import { fillTemplate } from '@/domain/template'
import type { SampleReport } from '@/payload-types'
import type { UiLabels } from '@/components/site/ui-labels'
import { pictureSources, populatedMedia } from '@/components/site/media'
import { Picture } from '@/components/site/Picture.client'
import { SampleReportCarousel } from './SampleReportCarousel'
import { PriceModal } from './PriceModal.client'
import { Reveal } from './Reveal.client'
import styles from './Landing.module.css'

/** The illustrations are drawn on a 4:3 canvas; an editor's photo is cropped to that frame around its focal point. */
const IMAGE_WIDTH = 800
const IMAGE_HEIGHT = 600

interface ExampleReportProps {
  copy: HomeCopy['exampleReport']
  priceModal: HomeCopy['priceModal']
  sample: SampleReport
  labels: UiLabels
  /** The report's price, formatted ("18,00 €"), for a title written with {price}. */
  priceText: string
  priceEuros: number
}

/**
 * Section 4 (anchor #exemple-rapport): a woman reading her report, the 12 pages of the sample report and
 * the price modal. Without an image set in the « Exemple de rapport » global, the picture is left out.
 */
export function ExampleReport({ copy, priceModal, sample, labels, priceText, priceEuros }: ExampleReportProps) {
  const image = populatedMedia(sample.exampleImage)
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
                title={fillTemplate(priceModal.title, { price: priceText })}
                items={priceModal.items}
                note={priceModal.note}
                startButton={priceModal.startButton}
                startHref={priceModal.startHref}
                closeLabel={priceModal.closeLabel}
                priceEuros={priceEuros}
              />
            </div>
            {image ? (
              <Picture
                sources={pictureSources(image, ['slide', 'hero'])}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                alt={image.alt}
                fallbackCaption={image.alt}
                sizes="(min-width: 72rem) 31rem, (min-width: 60rem) 42vw, (min-width: 36rem) 34rem, calc(100vw - 2rem)"
                className={styles.exampleImage}
              />
            ) : null}
          </div>
          <SampleReportCarousel sample={sample} labels={labels} copy={copy} />
        </div>
      </Reveal>
    </section>
  )
}
