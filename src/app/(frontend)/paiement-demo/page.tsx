import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { formatEuros } from '@/domain/offers'
import { getPayload } from '@/server/payload'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { getSiteContext } from '@/server/site-content'
import { logNotFound } from '@/server/not-found'
import { isDemoMode } from '@/server/payments/active-provider'
import { demoSessionOf } from '@/server/payments/demo-provider'
import { findOrderBySession } from '@/server/payments/orders-store'
import { orderLines } from '@/server/payments/order-offers'
import { sessionIdSchema } from '@/server/payments/schemas'
import { safeCancelPath } from '@/server/payments/urls'
import { DemoCheckout } from '@/components/payments/DemoCheckout.client'
import styles from '@/components/payments/Payments.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getPaymentTexts()
  return { title: texts.demo.metaTitle, robots: { index: false, follow: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** The demo provider's checkout page (only without STRIPE_SECRET_KEY), clearly marked "Mode démo". */
export default async function DemoPaymentPage({ searchParams }: { searchParams: SearchParams }) {
  if (!isDemoMode()) {
    await logNotFound('/paiement-demo')
    notFound()
  }
  const params = await searchParams
  const [texts, { offers }] = await Promise.all([getPaymentTexts(), getSiteContext()])
  const t = texts.demo
  const sessionId = sessionIdSchema.safeParse(params.session)
  const payload = await getPayload()
  const order = sessionId.success ? await findOrderBySession(payload, sessionId.data) : null
  // Over a day after it opened, an unpaid session is over, as Stripe's; one paid but not yet confirmed is sent on again.
  const payable = order?.provider === 'demo' && order.status === 'pending' && (await demoSessionOf(payload, order)).status !== 'expired'

  return (
    <div className={styles.narrowPage}>
      <section className={styles.banner} aria-labelledby="demo-title">
        <span className={styles.demoBadge}>{t.badge}</span>
        <h1 id="demo-title">{payable ? t.title : t.unknownTitle}</h1>
        <p>{payable ? t.notice : t.unknownText}</p>
      </section>
      {payable && sessionId.success ? (
        <section className={styles.card} aria-labelledby="demo-summary">
          <h2 id="demo-summary">{t.summary}</h2>
          <ul className={styles.lines}>
            {orderLines(order.offer, offers).map((line) => (
              <li key={line.id}>
                <span>{line.label}</span>
              </li>
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t.total}</span>
            <span>{formatEuros(order.amountCents)}</span>
          </p>
          <DemoCheckout
            sessionId={sessionId.data}
            price={formatEuros(order.amountCents)}
            askEmail={!order.email}
            cancelHref={safeCancelPath(typeof params.retour === 'string' ? params.retour : null)}
            texts={t}
          />
        </section>
      ) : (
        <Link className={styles.secondaryButton} href="/">
          {t.back}
        </Link>
      )}
    </div>
  )
}
