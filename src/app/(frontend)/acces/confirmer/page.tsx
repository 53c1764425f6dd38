import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getPayload } from '@/server/payload'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getAccessTexts } from '@/server/retrieval/texts'
import { INVALID_LINK_PATH } from '@/server/http/invalid-link'
import { RESTORE_LINK_COOKIE, RESTORE_OTHER_LINK, restoreConfirmation, restoredResultsPath } from '@/server/retrieval/restore-link'
import { fillTemplate } from '@/domain/template'
import { maskEmail } from '@/domain/email-address'
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
  const [{ restore: t }, { state }] = await Promise.all([getAccessTexts(), confirmation()])
  // The tab says what the page's heading says, from the same text.
  const title = { confirm: t.title, held: t.doneTitle, done: t.doneTitle, reopen: t.reopenTitle, invalid: t.invalidTitle }[state]
  return { title, robots: { index: false, follow: false } }
}

/**
 * Where the emailed one-time link leads, its token kept in a cookie (see restore-link.ts). Opening the link
 * only shows a button: mail scanners that fetch links must not use them up; the visitor's click (a POST) does.
 */
export default async function ConfirmRestorePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ restore: t }, shown, query] = await Promise.all([getAccessTexts(), confirmation(), searchParams])
  // Sent back from the button because another link was opened since: the page now speaks of that one.
  const notice = query[RESTORE_OTHER_LINK] !== undefined ? t.otherLinkOpened : null
  switch (shown.state) {
    case 'invalid':
      redirect(notice ? `${INVALID_LINK_PATH}?${RESTORE_OTHER_LINK}` : INVALID_LINK_PATH)
    case 'reopen':
      return <AccessPage id="lien-titre" title={t.reopenTitle} intro={t.reopenText} action={{ href: '/acces-resultats', label: t.newLink }} />
    case 'held':
    case 'done':
      return (
        <AccessPage
          id="lien-titre"
          title={t.doneTitle}
          notice={notice}
          intro={shown.state === 'held' ? t.heldText : shown.here === 'own' ? t.doneOwnText : t.doneText}
          action={{ href: restoredResultsPath(shown.profile), label: t.doneAction }}
        />
      )
    case 'confirm':
      return (
        <AccessPage id="lien-titre" title={t.title} notice={notice} intro={t.text}>
          {shown.email ? <p>{fillTemplate(t.linkFor, { email: maskEmail(shown.email) })}</p> : null}
          {shown.replaces ? <p>{shown.replaces === 'lost' ? t.replacesLost : t.replaces}</p> : null}
          <form action={restoreAccess}>
            <input type="hidden" name="lien" value={shown.tag} />
            <RestoreButton className={styles.submit} label={t.button} pendingLabel={t.opening} />
          </form>
        </AccessPage>
      )
  }
}
