import type { Metadata } from 'next'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { getSiteContext } from '@/server/site-content'
import { COACHING_OFFERS, orderOfferTerms, orderTotal, type CoachingOffer } from '@/server/payments/order-offers'
import { CoachingFlow } from '@/components/coaching/CoachingFlow.client'
import { termsDialogTexts } from '@/components/site/terms-dialog-texts'
import { isCoachingOffer, isCoachingStep } from '@/components/coaching/coaching-steps'
import styles from '@/components/coaching/Coaching.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getPaymentTexts()
  return { title: texts.coaching.metaTitle, description: texts.coaching.metaDescription }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The coaching offer (spec part 2 "Coaching flow"): `step` chooses the first screen (presentation by
 * default, when the call to action is skipped); `offer` preselects a formula for the booking form.
 * Premium is shown only when the results page sent the visitor for it.
 */
export default async function CoachingPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const [texts, { offers, copy }] = await Promise.all([getPaymentTexts(), getSiteContext()])
  const offer = isCoachingOffer(params.offer) ? params.offer : null
  const requested = isCoachingStep(params.step) ? params.step : 'presentation'
  const initialStep = requested === 'booking' && !offer ? 'presentation' : requested
  const shown: CoachingOffer[] = offer === 'premium' ? ['coachingSingle', 'coachingMonthly', 'premium'] : ['coachingSingle', 'coachingMonthly']
  const prices = Object.fromEntries(COACHING_OFFERS.map((id) => [id, orderTotal(id, offers)])) as Record<CoachingOffer, number>

  return (
    <div className={styles.page}>
      <CoachingFlow
        key={`${initialStep}-${offer ?? ''}`}
        initialStep={initialStep}
        initialOffer={initialStep === 'booking' ? offer : null}
        ctaHidden={initialStep !== 'cta'}
        offers={shown}
        prices={prices}
        includesReport={COACHING_OFFERS.filter((id) => orderOfferTerms(id).unlocksResult)}
        texts={texts.coaching}
        termsDialog={termsDialogTexts(copy)}
      />
    </div>
  )
}
