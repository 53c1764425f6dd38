import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { getPayload } from '@/server/payload'
import { restoreLinkIsValid } from '@/server/retrieval/access-links'
import { getAccessTexts } from '@/server/retrieval/texts'
import { siteIdentity } from '@/server/retrieval/site-identity'
import { ORDER_LINK_EXPIRED } from '@/server/payments/claim'
import { restoreAccess } from './actions'
import { RestoreButton } from './RestoreButton.client'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.restore.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * The emailed one-time link. Opening it only shows a button: mail scanners that fetch links must not use
 * them up; the visitor's click (a POST) does.
 */
export default async function RestorePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ token }, query, texts] = await Promise.all([params, searchParams, getAccessTexts()])
  const t = texts.restore
  const payload = await getPayload()
  const valid = await restoreLinkIsValid(payload, token)
  // An expired order link: no result to find by email yet, so a new results link would never come.
  if (!valid && `lien=${query.lien}` === ORDER_LINK_EXPIRED) {
    const { supportEmail } = await siteIdentity(payload)
    return (
      <AccessPage id="lien-titre" title={t.orderLinkInvalidTitle} intro={t.orderLinkInvalidText}>
        <a className={styles.submit} href={`mailto:${supportEmail}?subject=${encodeURIComponent(t.supportSubject)}`}>
          {t.contactSupport}
        </a>
      </AccessPage>
    )
  }
  if (!valid) return <AccessPage id="lien-titre" title={t.invalidTitle} intro={t.invalidText} action={{ href: '/acces-resultats', label: t.newLink }} />
  return (
    <AccessPage id="lien-titre" title={t.title} intro={t.text}>
      <form action={restoreAccess}>
        <input type="hidden" name="token" value={token} />
        <RestoreButton className={styles.submit} label={t.button} pendingLabel={t.opening} />
      </form>
    </AccessPage>
  )
}
