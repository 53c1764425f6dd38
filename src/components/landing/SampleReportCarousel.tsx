import type { HomeCopy } from '@/content/marketing'
import type { SampleReport } from '@/payload-types'
import type { UiLabels } from '@/components/site/ui-labels'
import { reportTexts } from '@/server/report/copy'
import { pictureSources, populatedMedia } from '@/components/site/media'
import { ReportCarousel, type ReportSlide } from './ReportCarousel.client'

/**
 * The 12 pages of the « Exemple de rapport » global. A page without an uploaded image shows a stand-in
 * with its title (its caption, else the report's own page title), in the same frame. Pages are whole A4 pages: only the uncropped size (1024 px wide,
 * enough for the 20 rem frame on a 3× screen), never the card crop.
 */
export function sampleSlides(sample: SampleReport): ReportSlide[] {
  const uploaded = sample.slides ?? []
  return reportTexts.pageTitles.map((pageTitle, index) => {
    const slide = uploaded[index]
    return {
      title: slide?.caption || pageTitle,
      picture: pictureSources(populatedMedia(slide?.image), ['slide']),
    }
  })
}

interface SampleReportCarouselProps {
  sample: SampleReport
  labels: UiLabels
  /** The carousel's texts, shared by the landing and the adult results page. */
  copy: HomeCopy['exampleReport']
}

/** The sample report's carousel, as on the landing (spec part 1 §2.4) and the adult results page (§2.7). */
export function SampleReportCarousel({ sample, labels, copy }: SampleReportCarouselProps) {
  return (
    <ReportCarousel
      slides={sampleSlides(sample)}
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
  )
}
