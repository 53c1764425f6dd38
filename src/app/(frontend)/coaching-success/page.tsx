import type { Metadata } from 'next'
import Link from 'next/link'
import { cookies } from 'next/headers'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { ORDER_COOKIE } from '@/server/payments/claim'
import { loadOrderView } from '@/server/payments/order-view'
import { AwaitPayment } from '@/components/payments/AwaitPayment.client'
import { PurchaseEvent } from '@/components/payments/PurchaseEvent.client'
import { BackHomeCountdown } from '@/components/coaching/BackHomeCountdown.client'
import ui from '@/components/payments/Payments.module.css'
import styles from '@/components/coaching/Coaching.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getPaymentTexts()
  return { title: texts.coachingSuccess.metaTitle, robots: { index: false, follow: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** After a coaching payment: confirmed (or being confirmed), then back home 10 s after the confirmation. */
export default async function CoachingSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const payload = await getPayload()
  const [texts, jar] = await Promise.all([getPaymentTexts(), cookies()])
  const t = texts.coachingSuccess
  const order = await loadOrderView(payload, params.session_id, await findResultByToken(payload, jar.get(ACCESS_COOKIE)?.value), jar.get(ORDER_COOKIE)?.value)
  const pending = order?.status === 'pending'

  return (
    <div className={styles.page}>
      <section className={styles.success} aria-labelledby="coaching-success-title">
        <div className={styles.checkmark} aria-hidden="true">
          {pending ? '…' : '✓'}
        </div>
        <h1 id="coaching-success-title">{pending ? t.pendingTitle : t.title}</h1>
        <p role="status">{pending ? t.pendingText : t.text}</p>
        <BackHomeCountdown texts={t} pending={pending} />
        <div className={ui.actions}>
          <Link className={ui.primaryLink} href="/">
            {t.home}
          </Link>
          <Link className={ui.secondaryButton} href="/test-riasec">
            {t.test}
          </Link>
        </div>
      </section>
      {pending ? <AwaitPayment texts={t} /> : null}
      {order?.status === 'paid' ? <PurchaseEvent orderId={order.id} amountCents={order.amountCents} offer={order.label} /> : null}
    </div>
  )
}
