import type { Metadata } from 'next'
import Link from 'next/link'
import { getSiteContext } from '@/server/site-content'
import { notFoundMetadata } from '@/components/site/seo'
import ui from '@/components/site/ui.module.css'
import styles from './status-page.module.css'
import { KeepTogether } from '@/components/site/KeepTogether'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return notFoundMetadata(copy.notFound.title)
}

/** Any unknown path (spec part 2 "Not-found page"), answered with HTTP 404. */
export default async function NotFound() {
  const { copy } = await getSiteContext()
  const notFound = copy.notFound
  return (
    <section className={styles.page} aria-labelledby="introuvable-titre">
      <p className={styles.code}>{notFound.code}</p>
      <h1 id="introuvable-titre" className={styles.title}>
        <KeepTogether text={notFound.title} />
      </h1>
      <p className={styles.text}>
        <KeepTogether text={notFound.text} />
      </p>
      <div className={`${ui.buttonRow} ${styles.actions}`}>
        <Link href={notFound.testButton.href} className={ui.primary}>
          {notFound.testButton.label}
        </Link>
        <Link href={notFound.homeButton.href} className={ui.secondary}>
          {notFound.homeButton.label}
        </Link>
      </div>
    </section>
  )
}
