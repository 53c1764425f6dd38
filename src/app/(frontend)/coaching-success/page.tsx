import type { Metadata } from 'next'
import { cache } from 'react'
import Link from 'next/link'
import { cookies } from 'next/headers'
import { fillTemplate } from '@/domain/template'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { ORDER_COOKIE, sessionFromOrderCookie } from '@/server/payments/claim'
import { loadOrderView, type OrderView } from '@/server/payments/order-view'
import type { PaymentTexts } from '@/content/payment-texts'
import { AwaitPayment } from '@/components/payments/AwaitPayment.client'
import { PaymentOutcome } from '@/components/payments/PaymentOutcome.client'
import { PurchaseEvent } from '@/components/payments/PurchaseEvent.client'
import { LeaveCountdown } from '@/components/coaching/LeaveCountdown.client'
import { rebookingAddress } from '@/components/coaching/coaching-steps'
import ui from '@/components/payments/Payments.module.css'
import styles from '@/components/coaching/Coaching.module.css'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The order of the page's session, read once per request (the title and the page both need it). */
const coachingOrder = cache(async (sessionId: string | string[] | undefined): Promise<OrderView | null> => {
  const [payload, jar] = await Promise.all([getPayload(), cookies()])
  return loadOrderView(payload, sessionId, await findResultByToken(payload, jar.get(ACCESS_COOKIE)?.value), sessionFromOrderCookie(jar.get(ORDER_COOKIE)?.value))
})

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [texts, params] = await Promise.all([getPaymentTexts(), searchParams])
  const t = texts.coachingSuccess
  const order = await coachingOrder(params.session_id)
  const title = endedState(order, t)?.title ?? (order?.status === 'pending' ? t.pendingTitle : t.metaTitle)
  return { title, robots: { index: false, follow: false } }
}

/** What the page says of an order that confirms nothing: none found, declined or expired, refunded. */
function endedState(order: OrderView | null, t: PaymentTexts['coachingSuccess']): { title: string; text: string } | null {
  if (!order) return { title: t.unknownTitle, text: t.unknownText }
  if (order.status === 'failed') return { title: t.failedTitle, text: t.failedText }
  if (order.status === 'refunded') return { title: t.refundedTitle, text: t.refundedText }
  return null
}

/**
 * After a coaching payment: confirmed (or being confirmed), then back home 10 s after the confirmation, or to
 * the profile a formula with the report unlocked; a formula with the report bought before the test stays, and
 * leads to the test. The order's state is read from the server: a declined,
 * refunded or unknown order is never called confirmed.
 */
export default async function CoachingSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const [texts, params] = await Promise.all([getPaymentTexts(), searchParams])
  const t = texts.coachingSuccess
  const order = await coachingOrder(params.session_id)
  const pending = order?.status === 'pending'
  const ended = endedState(order, t)

  if (ended) {
    return (
      <div className={styles.page}>
        <section className={styles.success} aria-labelledby="coaching-success-title">
          <PaymentOutcome as="h1" id="coaching-success-title">
            {ended.title}
          </PaymentOutcome>
          <p role="status">{ended.text}</p>
          <div className={ui.actions}>
            <Link className={ui.primaryLink} href={rebookingAddress(order?.offer ?? null)}>
              {t.retry}
            </Link>
            <Link className={ui.secondaryButton} href="/">
              {t.home}
            </Link>
          </div>
        </section>
      </div>
    )
  }

  // A formula with the report (the follow-up, Premium) unlocked the buyer's profile: the page leads there while it is.
  const profileHref =
    order?.status === 'paid' && order.unlocksResult && order.resultUnlocked && order.resultProfile ? `/resultats-riasec?profile=${encodeURIComponent(order.resultProfile)}` : null
  // Bought before the test: the report waits for the buyer's profile, so the page leads to the test and stays.
  const awaitingTest = order?.status === 'paid' && order.unlocksResult && !order.resultProfile
  return (
    <div className={styles.page}>
      <section className={styles.success} aria-labelledby="coaching-success-title">
        <div className={styles.checkmark} aria-hidden="true">
          {pending ? '…' : '✓'}
        </div>
        <h1 id="coaching-success-title">{pending ? t.pendingTitle : t.title}</h1>
        <p role="status">{pending ? t.pendingText : t.text}</p>
        {profileHref ? <p>{t.reportText}</p> : null}
        {awaitingTest ? <p>{t.reportAwaitingTest}</p> : null}
        {order?.reportPartRefund ? <p>{fillTemplate(t.reportPartRefunded, { refund: order.reportPartRefund })}</p> : null}
        {awaitingTest ? null : <LeaveCountdown texts={t} to={profileHref ?? '/'} announcement={profileHref ? t.redirectProfile : t.redirect} pending={pending} />}
        <div className={ui.actions}>
          {profileHref ? (
            <Link className={ui.primaryLink} href={profileHref}>
              {t.viewProfile}
            </Link>
          ) : null}
          {awaitingTest ? (
            <Link className={ui.primaryLink} href="/test-riasec">
              {t.test}
            </Link>
          ) : null}
          <Link className={profileHref || awaitingTest ? ui.secondaryButton : ui.primaryLink} href="/">
            {t.home}
          </Link>
          {profileHref || awaitingTest ? null : (
            <Link className={ui.secondaryButton} href="/test-riasec">
              {t.test}
            </Link>
          )}
        </div>
      </section>
      {pending ? <AwaitPayment texts={t} /> : null}
      {order?.status === 'paid' ? <PurchaseEvent orderId={order.id} amountCents={order.amountCents} offer={order.label} /> : null}
    </div>
  )
}
