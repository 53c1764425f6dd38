import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import Link from 'next/link'
import { getPayload } from '@/server/payload'
import { restoreLinkIsValid } from '@/server/retrieval/access-links'
import { getAccessTexts } from '@/server/retrieval/texts'
import { restoreAccess } from './actions'
import { RestoreButton } from './RestoreButton.client'
import styles from '../../acces-resultats/access.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.restore.title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * The emailed one-time link. Opening it only shows a button: mail scanners that fetch links must not use
 * them up; the visitor's click (a POST) does.
 */
export default async function RestorePage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, texts] = await Promise.all([params, getAccessTexts()])
  const t = texts.restore
  const valid = await restoreLinkIsValid(await getPayload(), token)
  if (!valid) {
    return (
      <section className={styles.page} aria-labelledby="lien-titre">
        <h1 id="lien-titre" className={styles.title}>
          {t.invalidTitle}
        </h1>
        <p className={styles.intro}>{t.invalidText}</p>
        <Link className={styles.submit} href="/acces-resultats">
          {t.newLink}
        </Link>
      </section>
    )
  }
  return (
    <section className={styles.page} aria-labelledby="lien-titre">
      <h1 id="lien-titre" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.intro}>{t.text}</p>
      <form action={restoreAccess}>
        <input type="hidden" name="token" value={token} />
        <RestoreButton className={styles.submit} label={t.button} pendingLabel={t.opening} />
      </form>
    </section>
  )
}
