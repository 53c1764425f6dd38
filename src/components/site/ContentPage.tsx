import { notFound } from 'next/navigation'
import { getPage } from '@/server/content'
import { getSiteContext } from '@/server/site-content'
import { logNotFound } from '@/server/not-found'
import { RichText } from './RichText'
import ui from './ui.module.css'
import styles from './ContentPage.module.css'
import { KeepTogether } from './KeepTogether'

/** An editorial page of the `pages` collection made of a title and rich text ('Qui sommes-nous', 'Méthode'). */
export async function ContentPage({ slug }: { slug: string }) {
  const [page, { copy }] = await Promise.all([getPage(slug), getSiteContext()])
  if (!page) {
    await logNotFound(`/${slug}`)
    notFound()
  }
  return (
    <article>
      <header className={`${ui.pageHeader} ${styles.header}`}>
        <div className={ui.narrow}>
          <h1 className={styles.title}>
            <KeepTogether text={page.title} />
          </h1>
          {page.meta?.description ? <p className={styles.lead}>{page.meta.description}</p> : null}
        </div>
      </header>
      <div className={`${ui.narrow} ${styles.body}`}>
        <RichText data={page.body} newTabLabel={copy.ui.newTab} />
      </div>
    </article>
  )
}
