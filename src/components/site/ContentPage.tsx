import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage } from '@/server/content'
import { getSiteContext } from '@/server/site-content'
import { pageMetadata } from './seo'
import { RichText } from './RichText'
import styles from './ContentPage.module.css'

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, { settings }] = await Promise.all([getPage(slug), getSiteContext()])
  if (!page) return {}
  return pageMetadata({
    title: page.meta?.title || page.title,
    description: page.meta?.description,
    path: `/${slug}`,
    siteName: settings.brandName,
  })
}

/** An editorial page of the `pages` collection made of a title and rich text ('Qui sommes-nous', 'Méthode'). */
export async function ContentPage({ slug }: { slug: string }) {
  const page = await getPage(slug)
  if (!page) notFound()
  return (
    <article>
      <header className={styles.header}>
        <div className={styles.inner}>
          <h1 className={styles.title}>{page.title}</h1>
          {page.meta?.description ? <p className={styles.lead}>{page.meta.description}</p> : null}
        </div>
      </header>
      <div className={`${styles.inner} ${styles.body}`}>
        <RichText data={page.body} />
      </div>
    </article>
  )
}
