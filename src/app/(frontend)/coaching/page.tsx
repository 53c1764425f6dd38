import type { Metadata } from 'next'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { getSiteContext } from '@/server/site-content'
import { cookies } from 'next/headers'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { findResultByToken, isUnlocked } from '@/server/assessments/visitor-result'
import { asksWaiver, COACHING_OFFERS, coachingOrderOffer, orderTotal, type CoachingOffer } from '@/server/payments/order-offers'
import { CoachingFlow } from '@/components/coaching/CoachingFlow.client'
import { termsDialogTexts } from '@/components/site/terms-dialog-texts'
import { asksForPremium, isCoachingOffer, isCoachingStep } from '@/components/coaching/coaching-steps'
import { pageMetadata } from '@/components/site/seo'
import styles from '@/components/coaching/Coaching.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const [texts, { settings }] = await Promise.all([getPaymentTexts(), getSiteContext()])
  // One page whatever its query (`?offer=premium`, `?step=booking`) for search engines.
  return pageMetadata({ title: texts.coaching.metaTitle, description: texts.coaching.metaDescription, path: '/coaching', siteName: settings.brandName })
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The coaching offer (spec part 2 "Coaching flow"): `step` chooses the first screen (presentation by
 * default, when the call to action is skipped); `offer` preselects a formula for the booking form.
 * Premium is shown only when a page sent the visitor for it (the results page, the all-audiences page).
 */
export default async function CoachingPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const [texts, { offers, copy }, jar, payload] = await Promise.all([getPaymentTexts(), getSiteContext(), cookies(), getPayload()])
  const offer = isCoachingOffer(params.offer) ? params.offer : null
  const requested = isCoachingStep(params.step) ? params.step : 'presentation'
  const initialStep = requested === 'booking' && !offer ? 'presentation' : requested
  const premiumShown = asksForPremium(params)
  const shown: CoachingOffer[] = premiumShown ? ['coachingSingle', 'coachingMonthly', 'premium'] : ['coachingSingle', 'coachingMonthly']
  // A visitor whose profile is unlocked already owns the report: the follow-up is priced without it, and
  // no waiver is asked for it (the checkout applies the same rule).
  const reportOwned = isUnlocked(await findResultByToken(payload, jar.get(ACCESS_COOKIE)?.value))
  const orderOf = (id: CoachingOffer) => coachingOrderOffer(id, reportOwned, offers)
  const prices = Object.fromEntries(COACHING_OFFERS.map((id) => [id, orderTotal(orderOf(id), offers)])) as Record<CoachingOffer, number>
  const monthlyWithoutReport = orderOf('coachingMonthly') === 'monthlyFollowUp'
  const coachingTexts = monthlyWithoutReport
    ? { ...texts.coaching, offers: { ...texts.coaching.offers, coachingMonthly: { ...texts.coaching.offers.coachingMonthly, text: texts.coaching.monthlyOwnedText } } }
    : texts.coaching

  return (
    <div className={styles.page}>
      <CoachingFlow
        key={`${initialStep}-${offer ?? ''}-${premiumShown}`}
        initialStep={initialStep}
        initialOffer={initialStep === 'booking' ? offer : null}
        ctaHidden={initialStep !== 'cta'}
        offers={shown}
        prices={prices}
        includesReport={COACHING_OFFERS.filter((id) => asksWaiver(orderOf(id), reportOwned))}
        texts={coachingTexts}
        termsDialog={termsDialogTexts(copy)}
        parentalNotice={copy.privacy.parentalNotice}
      />
    </div>
  )
}
