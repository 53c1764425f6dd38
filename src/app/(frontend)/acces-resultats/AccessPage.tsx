import type { ReactNode } from 'react'
import Link from 'next/link'
import styles from './access.module.css'

/**
 * The frame of the pages reached from an emailed link or about one (« Accès à mes résultats », a restore
 * link, « Mes données », the order link): a section named by its title, what changed since the visitor
 * last saw it (`notice`, announced), an introduction, then what the page offers: its controls, or the one
 * page of the site to go on to (`action`).
 */
export function AccessPage({
  id,
  title,
  notice,
  intro,
  action,
  children,
}: {
  id: string
  title: string
  notice?: string | null
  intro: ReactNode
  action?: { href: string; label: string }
  children?: ReactNode
}) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <p className={styles.intro}>{intro}</p>
      {action ? (
        <Link className={styles.submit} href={action.href}>
          {action.label}
        </Link>
      ) : null}
      {children}
    </section>
  )
}
