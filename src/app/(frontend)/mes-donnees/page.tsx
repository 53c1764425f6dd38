import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { env } from '@/env'
import { getPayload } from '@/server/payload'
import { findValidLink, isLinkToken } from '@/server/retrieval/access-links'
import { getAccessTexts } from '@/server/retrieval/texts'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
import { findPersonRecords } from '@/server/privacy/person'
import { DataRightsActions, DataLinkRequest } from './DataRights.client'
import { AccessPage } from '../acces-resultats/AccessPage'
import styles from '../acces-resultats/access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.dataRights.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** Data rights (RGPD): reached from the link every email carries, or by asking for one here. */
export default async function DataRightsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, texts] = await Promise.all([searchParams, getAccessTexts()])
  const t = texts.dataRights
  const token = typeof params.lien === 'string' ? params.lien : null
  const payload = await getPayload()
  const link = token && isLinkToken(token) ? await findValidLink(payload, token, 'data-rights') : null
  const records = link?.email ? await findPersonRecords(payload, link.email) : null
  const years = Math.round(env().LEAD_RETENTION_DAYS / 365)

  return (
    <AccessPage id="donnees-titre" title={t.title} intro={t.intro}>
      {token && records && link ? (
        <>
          <p>{fillTemplate(t.concerned, { email: maskEmail(records.email) })}</p>
          <DataRightsActions
            token={token}
            texts={t}
            holdings={fillTemplate(t.holdings, {
              results: records.resultIds.length,
              leads: records.leadIds.length,
              orders: records.orderIds.length,
              bookings: records.bookingIds.length,
              emails: records.emailIds.length,
            })}
          />
        </>
      ) : (
        <>
          {token ? (
            <p className={styles.notice} role="status">
              {t.invalidLink}
            </p>
          ) : null}
          <DataLinkRequest texts={t} />
        </>
      )}
      <p className={styles.muted}>{fillTemplate(t.retention, { years })}</p>
    </AccessPage>
  )
}
