import type { Metadata } from 'next'
import Link from 'next/link'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from '@/server/payload'
import { getAccessTexts } from '@/server/retrieval/texts'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
import { ORDER_LINK_COOKIE, ORDER_LINK_EXPIRED, ORDER_LINK_PATH, isClaimable, orderLinkFrom, orderLinkFromCookie, sessionFromOrderLink } from '@/server/payments/claim'
import { findOrderBySession } from '@/server/payments/orders-store'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getAccessTexts()
  return { title: texts.restore.orderLinkTitle, robots: { index: false, follow: false } }
}

/**
 * Where the purchase email's « Passer le test sur cet appareil » leads (ORDER_LINK_PATH), the link kept in
 * its cookie: what the link does, said before it does it, since a result without an email of its own
 * becomes the buyer's to read and erase. Its button posts the order shown to ORDER_LINK_PATH, which gives
 * this device that order.
 */
export default async function ConfirmOrderLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, jar, texts] = await Promise.all([searchParams, cookies(), getAccessTexts()])
  // An address from before the link waited in a cookie (the link in the query): opened as the link is now.
  const inQuery = orderLinkFrom((key) => query[key])
  if (inQuery.size > 0) redirect(`${ORDER_LINK_PATH}?${inQuery}`)
  const t = texts.restore
  const linked = jar.get(ORDER_LINK_COOKIE)?.value
  if (!linked) return <AccessPage id="commande-titre" title={t.orderLinkReopenTitle} intro={t.orderLinkReopenText} />
  const sessionId = sessionFromOrderLink(orderLinkFromCookie(linked))
  const order = sessionId ? await findOrderBySession(await getPayload(), sessionId) : null
  if (!sessionId || !order) redirect(`/acces/invalide?${ORDER_LINK_EXPIRED}`)
  if (!isClaimable(order)) {
    return (
      <AccessPage id="commande-titre" title={t.orderLinkUsedTitle} intro={t.orderLinkUsedText}>
        <Link className={styles.submit} href="/acces-resultats">
          {t.orderLinkUsedAction}
        </Link>
      </AccessPage>
    )
  }
  return (
    <AccessPage id="commande-titre" title={t.orderLinkTitle} intro={fillTemplate(t.orderLinkText, { email: order.email ? maskEmail(order.email) : '' })}>
      <p>{t.orderLinkPayer}</p>
      <form method="post" action={ORDER_LINK_PATH}>
        <input type="hidden" name="commande" value={sessionId} />
        <button type="submit" className={styles.submit}>
          {t.orderLinkButton}
        </button>
      </form>
    </AccessPage>
  )
}
