import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getSiteContext } from '@/server/site-content'
import { getPayload } from '@/server/payload'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getAccessTexts } from '@/server/retrieval/texts'
import { RESTORE_INVALID_PATH, RESTORE_LINK_COOKIE, restoreConfirmation, restoredResultsPath } from '@/server/retrieval/restore-link'
import { restoreAccess } from './actions'
import { RestoreButton } from './RestoreButton.client'
import { AccessPage } from '../../acces-resultats/AccessPage'
import styles from '../../acces-resultats/access.module.css'

/** What the page shows, worked out once per request for both its title and its content. */
const confirmation = cache(async () => {
  const jar = await cookies()
  return restoreConfirmation(await getPayload(), jar.get(RESTORE_LINK_COOKIE)?.value, jar.get(ACCESS_COOKIE)?.value)
})

export async function generateMetadata(): Promise<Metadata> {
  const [{ copy }, { restore: t }, { state }] = await Promise.all([getSiteContext(), getAccessTexts(), confirmation()])
  const title = { confirm: copy.meta.restore.title, done: t.doneTitle, reopen: t.reopenTitle, invalid: t.invalidTitle }[state]
  return { title, robots: { index: false, follow: false } }
}

/**
 * Where the emailed one-time link leads, its token kept in a cookie (see restore-link.ts). Opening the link
 * only shows a button: mail scanners that fetch links must not use them up; the visitor's click (a POST) does.
 */
export default async function ConfirmRestorePage() {
  const [{ restore: t }, shown] = await Promise.all([getAccessTexts(), confirmation()])
  switch (shown.state) {
    case 'invalid':
      redirect(RESTORE_INVALID_PATH)
    case 'reopen':
      return <AccessPage id="lien-titre" title={t.reopenTitle} intro={t.reopenText} action={{ href: '/acces-resultats', label: t.newLink }} />
    case 'done':
      return <AccessPage id="lien-titre" title={t.doneTitle} intro={t.doneText} action={{ href: restoredResultsPath(shown.profile), label: t.doneAction }} />
    case 'confirm':
      return (
        <AccessPage id="lien-titre" title={t.title} intro={t.text}>
          <form action={restoreAccess}>
            <input type="hidden" name="lien" value={shown.tag} />
            <RestoreButton className={styles.submit} label={t.button} pendingLabel={t.opening} />
          </form>
        </AccessPage>
      )
  }
}
