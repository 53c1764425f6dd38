import type { ReactNode } from 'react'
import styles from './access.module.css'

/**
 * The frame of the pages reached from an emailed link or about one (« Accès à mes résultats », a restore
 * link, « Mes données », the order link): a section named by its title, an introduction, then what the
 * page offers.
 */
export function AccessPage({ id, title, intro, children }: { id: string; title: string; intro: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </section>
  )
}
