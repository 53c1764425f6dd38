import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import type { Order } from '@/payload-types'
import { getPayload } from '@/server/payload'
import { getAccessTexts } from '@/server/retrieval/texts'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
import {
  ORDER_COOKIE,
  ORDER_LINK_COOKIE,
  ORDER_LINK_PATH,
  isClaimable,
  orderLinkFrom,
  orderLinkFromCookie,
  orderPagePath,
  sessionFromOrderCookie,
  sessionFromOrderLink,
} from '@/server/payments/claim'
import { INVALID_ORDER_LINK_PATH } from '@/server/http/invalid-link'
import { findOrderBySession } from '@/server/payments/orders-store'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

type Confirmation =
  /** The link in its cookie, for an order still to be claimed: what confirming does, and the button. */
  | { state: 'confirm'; sessionId: string; order: Order }
  /** Its order already unlocked a test, or was refunded. */
  | { state: 'used' }
  /** No link, and this device holds a paid order still waiting for its test (confirmed here, then the page reloaded or gone back to). */
  | { state: 'done'; sessionId: string }
  /** No link, no order: an hour went by, cookies are refused, or the page was opened in another browser. */
  | { state: 'reopen' }
  /** A link forged or expired: the page that says so. */
  | { state: 'invalid' }

/** What the page shows, worked out once per request for both its title and its content. */
const confirmation = cache(async (): Promise<Confirmation> => {
  const jar = await cookies()
  const linked = jar.get(ORDER_LINK_COOKIE)?.value
  if (!linked) {
    // The order cookie is also set when a checkout starts, and kept 90 days: only a paid order still
    // waiting for its test is one this page can say the device holds.
    const held = sessionFromOrderCookie(jar.get(ORDER_COOKIE)?.value)
    const order = held ? await findOrderBySession(await getPayload(), held) : null
    return held && order && isClaimable(order) ? { state: 'done', sessionId: held } : { state: 'reopen' }
  }
  const sessionId = sessionFromOrderLink(orderLinkFromCookie(linked))
  const order = sessionId ? await findOrderBySession(await getPayload(), sessionId) : null
  if (!sessionId || !order) return { state: 'invalid' }
  return isClaimable(order) ? { state: 'confirm', sessionId, order } : { state: 'used' }
})

export async function generateMetadata(): Promise<Metadata> {
  const [{ restore: t }, { state }] = await Promise.all([getAccessTexts(), confirmation()])
  const title = { confirm: t.orderLinkTitle, used: t.orderLinkUsedTitle, done: t.orderLinkDoneTitle, reopen: t.orderLinkReopenTitle, invalid: t.orderLinkInvalidTitle }[state]
  return { title, robots: { index: false, follow: false } }
}


/**
 * Where the purchase email's « Passer le test sur cet appareil » leads (ORDER_LINK_PATH), the link kept in
 * its cookie: what the link does, said before it does it, since a result without an email of its own
 * becomes the buyer's to read and erase. Its button posts the order shown to ORDER_LINK_PATH, which gives
 * this device that order. Without the link, the page says the order is this device's (once confirmed), or
 * to open the link again (see Confirmation).
 */
export default async function ConfirmOrderLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams
  // An address from before the link waited in a cookie (the link in the query): opened as the link is now.
  const inQuery = orderLinkFrom((key) => query[key])
  if (inQuery.size > 0) redirect(`${ORDER_LINK_PATH}?${inQuery}`)
  const [{ restore: t }, shown] = await Promise.all([getAccessTexts(), confirmation()])
  switch (shown.state) {
    case 'invalid':
      redirect(INVALID_ORDER_LINK_PATH)
    case 'reopen':
      return <AccessPage id="commande-titre" title={t.orderLinkReopenTitle} intro={t.orderLinkReopenText} />
    case 'done':
      return (
        <AccessPage
          id="commande-titre"
          title={t.orderLinkDoneTitle}
          intro={t.orderLinkDoneText}
          action={{ href: orderPagePath(shown.sessionId), label: t.orderLinkDoneAction }}
        />
      )
    case 'used':
      return <AccessPage id="commande-titre" title={t.orderLinkUsedTitle} intro={t.orderLinkUsedText} action={{ href: '/acces-resultats', label: t.orderLinkUsedAction }} />
    case 'confirm':
      return (
        <AccessPage id="commande-titre" title={t.orderLinkTitle} intro={fillTemplate(t.orderLinkText, { email: shown.order.email ? maskEmail(shown.order.email) : '' })}>
          <p>{t.orderLinkPayer}</p>
          <form method="post" action={ORDER_LINK_PATH}>
            <input type="hidden" name="commande" value={shown.sessionId} />
            <button type="submit" className={styles.submit}>
              {t.orderLinkButton}
            </button>
          </form>
        </AccessPage>
      )
  }
}
