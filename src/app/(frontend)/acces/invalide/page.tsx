import type { Metadata } from 'next'
import { getPayload } from '@/server/payload'
import { getAccessTexts } from '@/server/retrieval/texts'
import { siteIdentity } from '@/server/retrieval/site-identity'
import { isOrderLinkQuery } from '@/server/http/invalid-link'
import { RESTORE_OTHER_LINK } from '@/server/retrieval/restore-link'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const [query, { restore: t }] = await Promise.all([searchParams, getAccessTexts()])
  return { title: isOrderLinkQuery(query) ? t.orderLinkInvalidTitle : t.invalidTitle, robots: { index: false, follow: false } }
}

/** An emailed link expired, used or altered: a one-time results link, or a purchase's order link (INVALID_ORDER_LINK_PATH). */
export default async function InvalidLinkPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, { restore: t }] = await Promise.all([searchParams, getAccessTexts()])
  // An expired order link: no result to find by email yet, so a new results link would never come.
  if (isOrderLinkQuery(query)) {
    const { supportEmail } = await siteIdentity(await getPayload())
    return (
      <AccessPage id="lien-titre" title={t.orderLinkInvalidTitle} intro={t.orderLinkInvalidText}>
        <a className={styles.submit} href={`mailto:${supportEmail}?subject=${encodeURIComponent(t.supportSubject)}`}>
          {t.contactSupport}
        </a>
      </AccessPage>
    )
  }
  // Sent here from the confirmation page's button, the link opened since in another tab being this one.
  const notice = query[RESTORE_OTHER_LINK] !== undefined ? t.otherLinkOpened : null
  return <AccessPage id="lien-titre" title={t.invalidTitle} notice={notice} intro={t.invalidText} action={{ href: '/acces-resultats', label: t.newLink }} />
}
