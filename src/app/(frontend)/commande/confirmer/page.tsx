import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getPayload } from '@/server/payload'
import { getAccessTexts } from '@/server/retrieval/texts'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
import { ORDER_LINK_EXPIRED, ORDER_LINK_PATH, isClaimable, orderLinkFrom, sessionFromOrderLink } from '@/server/payments/claim'
import { findOrderBySession } from '@/server/payments/orders-store'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getAccessTexts()
  // The address holds the signed link: the next pages get the site's origin as referrer, never this address
  // (analytics read it there); the form's POST carries the site's Origin (a no-referrer page sends « null »).
  return { title: texts.restore.orderLinkTitle, robots: { index: false, follow: false }, referrer: 'strict-origin' }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Where the purchase email's « Passer le test sur cet appareil » leads (ORDER_LINK_PATH): what the link
 * does, said before it does it, since a result without an email of its own becomes the buyer's to read and
 * erase. Its button posts the link back to ORDER_LINK_PATH, which gives this device the order.
 */
export default async function ConfirmOrderLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, texts] = await Promise.all([searchParams, getAccessTexts()])
  const link = orderLinkFrom((key) => query[key])
  const sessionId = sessionFromOrderLink(link)
  const order = sessionId ? await findOrderBySession(await getPayload(), sessionId) : null
  if (!sessionId || !order) redirect(`/acces/invalide?${ORDER_LINK_EXPIRED}`)
  const t = texts.restore
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
        {[...link].map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className={styles.submit}>
          {t.orderLinkButton}
        </button>
      </form>
    </AccessPage>
  )
}
