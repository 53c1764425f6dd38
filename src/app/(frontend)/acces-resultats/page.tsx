import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { getAccessTexts } from '@/server/retrieval/texts'
import { getSiteSettings } from '@/server/content'
import { RetrievalForm } from './RetrievalForm.client'
import { purposePolicy } from '@/server/retrieval/purposes'
import { AccessPage } from './AccessPage'
import styles from './access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { ...copy.meta.retrieval, robots: { index: false, follow: true } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** « Accès à mes résultats » (spec part 2 §2): the form lives in a client island; the notices come from links that sent the visitor here. */
export default async function RetrievalPage({ searchParams }: { searchParams: SearchParams }) {
  const [texts, settings, params] = await Promise.all([getAccessTexts(), getSiteSettings(), searchParams])
  const t = texts.retrieval
  // Why a report's link sent the visitor here (`rapport=`, src/endpoints/report.ts), or an expired access link (`lien=`).
  const reportNotices: Record<string, string> = {
    'lien-expire': t.expiredLinkNotice,
    refuse: t.reportRefusedNotice,
    verrouille: t.reportLockedNotice,
    echec: t.reportFailedNotice,
    'trop-de-demandes': t.reportTooManyNotice,
  }
  const notice =
    (typeof params.rapport === 'string' ? reportNotices[params.rapport] : undefined) ??
    (params.lien === 'expire' ? t.expiredLinkNotice : null)
  return (
    <AccessPage id="acces-titre" title={t.title} notice={notice} intro={t.intro}>
      <RetrievalForm texts={t} supportEmail={settings.supportEmail} linkMinutes={purposePolicy('restore').ttlMinutes} />
      <p className={styles.footnote}>
        <a href="/mes-donnees">{t.dataLink}</a>
      </p>
    </AccessPage>
  )
}
