import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { layoutFor } from '@/domain/bilan'
import { displayFirstName } from '@/domain/first-name'
import { formatEuros } from '@/domain/offers'
import { fillTemplateWithName } from '@/domain/template'
import { loadResultsPage } from '@/server/assessments/results-view'
import { getInterfaceTexts, getSampleReport } from '@/server/content'
import { getHomeContent, getSiteContext, getStartTestCopy } from '@/server/site-content'
import { getPayload } from '@/server/payload'
import { lastUnlockPayment } from '@/server/payments/unlock-payment'
import { orderLabel } from '@/server/payments/order-offers'
import { ProfileResults } from '@/components/results/ProfileResults'
import { PaymentReturn } from '@/components/results/PaymentReturn.client'
import { PurchaseEvent } from '@/components/payments/PurchaseEvent.client'
import { SaveResults } from '@/components/results/SaveResults.client'
import { saveTextsOf } from '@/components/results/save-texts'
import { SampleReportCarousel } from '@/components/landing/SampleReportCarousel'
import { pictureSources, populatedMedia } from '@/components/site/media'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.riasecResults.title, robots: { index: false, follow: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export default async function ResultsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') search.set(key, value)
  const profile = typeof params.profile === 'string' ? params.profile : undefined
  const data = await loadResultsPage(profile, search)
  if (data.kind === 'redirect') redirect(data.to)

  const [texts, { offers }] = await Promise.all([getInterfaceTexts(), getSiteContext()])
  const layout = layoutFor(data.bilanType)
  const firstName = displayFirstName(data.result?.name)
  const title =
    layout === 'adult'
      ? firstName
        ? fillTemplateWithName(texts.results.adultTitleWithName, { name: firstName }, 'name')
        : texts.results.adultTitle
      : texts.results.schoolTitle
  // Back from the payment page: wait while this visitor's payment is being confirmed, say at once if it
  // failed or was refunded, and await nothing when there is no order of theirs to confirm.
  const returnedFromPayment = params.payment === 'success'
  const payment = returnedFromPayment && data.result ? await lastUnlockPayment(await getPayload(), data.result.id) : null
  const paymentReturn = !data.view.unlocked && payment && payment.state !== 'paid' ? payment.state : null
  // The adult layout shows the worker photo and the sample report, both from the « Exemple de rapport » global.
  const adult =
    layout === 'adult'
      ? await Promise.all([getSampleReport(), getHomeContent(), getSiteContext()]).then(([sample, home, site]) => ({
          photo: pictureSources(populatedMedia(sample.adultResultsImage), ['slide', 'hero']),
          carousel: <SampleReportCarousel sample={sample} labels={site.copy.ui} copy={home.copy.exampleReport} />,
        }))
      : null
  // Results saved without a contact: only this device can open them until one is given.
  const contactCopy = data.contactMissing ? await getStartTestCopy() : null
  return (
    <ProfileResults
      view={data.view}
      layout={layout}
      title={title}
      texts={texts}
      priceLabel={formatEuros(offers.report.amountCents)}
      premiumPriceLabel={formatEuros(offers.premium.amountCents)}
      scores={data.scores}
      paymentReturn={paymentReturn}
      paymentWatcher={
        paymentReturn === 'pending' || (returnedFromPayment && data.view.unlocked) ? (
          <>
            <PaymentReturn profile={data.view.visible.code} unlocked={data.view.unlocked} texts={texts.payments.order} />
            {data.view.unlocked && payment?.state === 'paid' ? (
              <PurchaseEvent orderId={payment.orderId} amountCents={payment.amountCents} offer={orderLabel(payment.offer, offers)} />
            ) : null}
          </>
        ) : null
      }
      photo={adult?.photo}
      sampleReport={adult?.carousel}
      keptProfile={data.keptProfile}
      notOwn={data.notOwn}
      saveResults={contactCopy ? <SaveResults profile={data.view.visible.code} texts={saveTextsOf(texts.results)} contactCopy={contactCopy} /> : null}
    />
  )
}
