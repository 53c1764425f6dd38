import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getSiteContext } from '@/server/site-content'
import { env } from '@/env'
import { getPayload } from '@/server/payload'
import { getAccessTexts } from '@/server/retrieval/texts'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
import { findPersonRecords } from '@/server/privacy/person'
import { DATA_LINK_OPENED, DATA_LINK_REFUSED, DATA_RIGHTS_COOKIE, DATA_RIGHTS_OPEN_PATH, dataRightsEmail, shownAddressTag } from '@/server/privacy/links'
import { DataRightsActions, DataLinkRequest } from './DataRights.client'
import { AccessPage } from '../acces-resultats/AccessPage'
import styles from '../acces-resultats/access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.dataRights.title, robots: { index: false, follow: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * Data rights (RGPD): reached from the link every email carries, whose token the link's route put in a
 * cookie (DATA_RIGHTS_OPEN_PATH), or by asking for a link here.
 */
export default async function DataRightsPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, texts, jar] = await Promise.all([searchParams, getAccessTexts(), cookies()])
  // A link sent before the token went into a cookie (/mes-donnees?lien=…) is still good for 30 days.
  if (typeof params.lien === 'string') redirect(`${DATA_RIGHTS_OPEN_PATH}?lien=${encodeURIComponent(params.lien)}`)
  const t = texts.dataRights
  const token = jar.get(DATA_RIGHTS_COOKIE)?.value
  const payload = await getPayload()
  const email = await dataRightsEmail(payload, token)
  const records = email ? await findPersonRecords(payload, email) : null
  // The link the visitor came with, or the one whose cookie this is, is no longer valid (expired, or erased);
  // or they came with a valid one, and its cookie is gone (an hour later) or was refused.
  const notice =
    params[DATA_LINK_REFUSED] !== undefined || (token !== undefined && !records) ? t.invalidLink : params[DATA_LINK_OPENED] !== undefined && token === undefined ? t.reopenLink : null
  const years = Math.round(env().LEAD_RETENTION_DAYS / 365)

  return (
    <AccessPage id="donnees-titre" title={t.title} notice={records ? null : notice} intro={t.intro}>
      {records ? (
        <>
          <p>{fillTemplate(t.concerned, { email: maskEmail(records.email) })}</p>
          <DataRightsActions
            address={shownAddressTag(records.email)}
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
        <DataLinkRequest texts={t} />
      )}
      <p className={styles.muted}>{fillTemplate(t.retention, { years })}</p>
    </AccessPage>
  )
}
