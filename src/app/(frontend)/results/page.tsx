import type { Metadata } from 'next'
import Link from 'next/link'
import { cookies } from 'next/headers'
import { fillTemplate } from '@/domain/template'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { findResultByToken, isUnlocked } from '@/server/assessments/visitor-result'
import { ORDER_COOKIE, sessionFromOrderCookie } from '@/server/payments/claim'
import { loadOrderView } from '@/server/payments/order-view'
import { ReportPreparation } from '@/components/payments/ReportPreparation.client'
import { AwaitPayment } from '@/components/payments/AwaitPayment.client'
import { PaymentOutcome } from '@/components/payments/PaymentOutcome.client'
import { PurchaseEvent } from '@/components/payments/PurchaseEvent.client'
import styles from '@/components/payments/Payments.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getPaymentTexts()
  return { title: texts.order.metaTitle, robots: { index: false, follow: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** An order that will not unlock anything (declined, expired, refunded): what happened, and what to do next. */
function OrderEnded({ title, text, action, href = '/checkout' }: { title: string; text: string; action: string; href?: string }) {
  return (
    <div className={styles.status} role="status">
      <PaymentOutcome as="h2" className={styles.statusTitle}>
        {title}
      </PaymentOutcome>
      <p>{text}</p>
      <Link className={styles.primaryLink} href={href}>
        {action}
      </Link>
    </div>
  )
}

/**
 * The order page after checkout (`?session_id=`), and the confirmation after the orientation test:
 * congratulations, the report in preparation then ready after 3 s, and the coaching call. The order's
 * state is read from the server; the browser's word is never taken for a payment.
 */
export default async function OrderPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const payload = await getPayload()
  const [texts, jar] = await Promise.all([getPaymentTexts(), cookies()])
  const t = texts.order
  const result = await findResultByToken(payload, jar.get(ACCESS_COOKIE)?.value)
  const order = await loadOrderView(payload, params.session_id, result, sessionFromOrderCookie(jar.get(ORDER_COOKIE)?.value))
  const profile = order?.resultProfile ?? (result && isUnlocked(result) ? result.dominantProfile : null)

  const nextStep = profile ? (
    <Link className={styles.primaryLink} href={`/resultats-riasec?profile=${encodeURIComponent(profile)}`}>
      {t.viewResults}
    </Link>
  ) : (
    <>
      <PaymentOutcome as="h2" className={styles.statusTitle}>
        {t.noResultTitle}
      </PaymentOutcome>
      <p>{t.noResultText}</p>
      <Link className={styles.primaryLink} href="/test-riasec">
        {t.takeTest}
      </Link>
    </>
  )

  // Congratulations only for an order paid or on its way, or a profile already unlocked; the report is
  // « en préparation » only once it is theirs.
  const ended = order?.status === 'failed' || order?.status === 'refunded'
  const owned = order?.status === 'paid' || (!order && result !== null && isUnlocked(result))
  const celebrates = !ended && (order !== null || owned)

  return (
    <div className={styles.narrowPage}>
      <section className={styles.banner} aria-labelledby="order-title">
        <h1 id="order-title">{celebrates ? t.congratsTitle : t.metaTitle}</h1>
        {order?.status === 'paid' ? <p>{fillTemplate(t.paidText, { offer: order.label, price: order.price })}</p> : celebrates ? <p>{t.congratsText}</p> : null}
        {order?.reportPartRefund ? <p>{fillTemplate(texts.coachingSuccess.reportPartRefunded, { refund: order.reportPartRefund })}</p> : null}
        {order?.status === 'paid' && order.email ? <p>{fillTemplate(t.emailSent, { email: order.email })}</p> : null}
      </section>

      <section className={styles.card} aria-label={owned && profile ? t.reportRegion : undefined}>
        {order?.status === 'pending' ? (
          <div className={styles.status} role="status">
            <p className={styles.statusTitle}>
              <span className={styles.spinner} aria-hidden="true" />
              {t.pendingTitle}
            </p>
            <p className={styles.pending}>{t.pendingText}</p>
            <AwaitPayment texts={t} live={false} />
          </div>
        ) : order?.status === 'failed' ? (
          <OrderEnded title={t.failedTitle} text={t.failedText} action={t.retry} />
        ) : order?.refundedAsDuplicate && profile ? (
          // A report paid for a profile already unlocked (another tab, a promo code): given back, nothing lost.
          <OrderEnded title={t.duplicateTitle} text={t.duplicateText} action={t.viewResults} href={`/resultats-riasec?profile=${encodeURIComponent(profile)}`} />
        ) : order?.status === 'refunded' ? (
          <OrderEnded title={t.refundedTitle} text={t.refundedText} action={t.checkoutButton} />
        ) : order?.status === 'paid' || (result && isUnlocked(result)) ? (
          // Bought before the test, the report is not being prepared yet: the next step alone.
          profile ? (
            <ReportPreparation preparing={t.preparing} ready={t.ready}>
              {nextStep}
            </ReportPreparation>
          ) : (
            <div className={styles.status}>{nextStep}</div>
          )
        ) : (
          <div className={styles.status}>
            <p>{t.noOrderText}</p>
            <div className={styles.actions}>
              {result ? (
                <Link className={styles.primaryLink} href={`/resultats-riasec?profile=${encodeURIComponent(result.dominantProfile)}`}>
                  {t.viewPreview}
                </Link>
              ) : (
                <Link className={styles.primaryLink} href="/test-riasec">
                  {t.takeTest}
                </Link>
              )}
              <Link className={styles.secondaryButton} href="/checkout">
                {t.checkoutButton}
              </Link>
            </div>
          </div>
        )}
      </section>

      <section className={styles.card} aria-labelledby="order-coaching">
        <h2 id="order-coaching">{t.coachingTitle}</h2>
        <p>{order?.status === 'paid' && order.includesCoaching ? t.coachingIncluded : t.coachingText}</p>
        {order?.status === 'paid' && order.includesCoaching ? null : (
          <Link className={styles.secondaryButton} href="/coaching?step=presentation">
            {t.coachingButton}
          </Link>
        )}
      </section>
      {order?.status === 'paid' ? <PurchaseEvent orderId={order.id} amountCents={order.amountCents} offer={order.label} /> : null}
    </div>
  )
}
