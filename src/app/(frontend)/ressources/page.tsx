import type { Metadata } from 'next'
import Link from 'next/link'
import { getArticles } from '@/server/content'
import { getSiteContext } from '@/server/site-content'
import { pageMetadata } from '@/components/site/seo'
import { pictureSources, populatedMedia } from '@/components/site/media'
import { Picture } from '@/components/site/Picture.client'
import ui from '@/components/site/ui.module.css'
import styles from './ressources.module.css'
import { KeepTogether } from '@/components/site/KeepTogether'

export async function generateMetadata(): Promise<Metadata> {
  const { settings, copy } = await getSiteContext()
  return pageMetadata({
    title: copy.resourcesIndex.metaTitle,
    description: copy.resourcesIndex.metaDescription,
    path: '/ressources',
    siteName: settings.brandName,
  })
}

/** The advice articles (spec part 2 "Resources index"): one card per published article, then a call to action. */
export default async function ResourcesPage() {
  const [{ copy }, articles] = await Promise.all([getSiteContext(), getArticles()])
  const index = copy.resourcesIndex
  return (
    <>
      <header className={`${ui.pageHeader} ${styles.header}`}>
        <div className={ui.narrow}>
          <p className={ui.badge}>{index.badge}</p>
          <h1 className={styles.title}>
            <KeepTogether text={index.title} />
          </h1>
          <p className={ui.lead}>{index.intro}</p>
        </div>
      </header>
      <section className={ui.container} aria-labelledby="articles-titre">
        <h2 id="articles-titre" className="visually-hidden">
          {index.listTitle}
        </h2>
        {articles.length ? (
          <ul className={styles.grid}>
            {articles.map((article, position) => {
              const titleId = `article-${article.slug}`
              const readMoreId = `${titleId}-lien`
              return (
                <li key={article.id} className={`${ui.card} ${styles.card}`}>
                  <Picture
                    sources={pictureSources(populatedMedia(article.image), ['slide', 'hero'])}
                    width={600}
                    height={224}
                    fallbackCaption={copy.articlePage.imageFallbackCaption}
                    sizes="(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw"
                    priority={position === 0}
                    className={styles.image}
                  />
                  <div className={styles.cardBody}>
                    <h3 id={titleId} className={styles.cardTitle}>
                      {article.title}
                    </h3>
                    <p className={styles.excerpt}>
                      <KeepTogether text={article.excerpt} />
                    </p>
                    {/* Named by its words and the article's title: a list of the page's links reads « En savoir plus
                        Changer de métier à 40 ans », not five times « En savoir plus ». */}
                    <Link id={readMoreId} href={`/${article.slug}`} className={ui.secondary} aria-labelledby={`${readMoreId} ${titleId}`}>
                      {index.readMore}
                    </Link>
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p className={styles.empty}>{index.emptyMessage}</p>
        )}
      </section>
      <section className={ui.ctaBand} aria-labelledby="ressources-action">
        <div className={ui.narrow}>
          <h2 id="ressources-action" className={ui.ctaBandTitle}>
            {index.cta.title}
          </h2>
          <p className={ui.ctaBandText}>{index.cta.text}</p>
          <Link href={index.cta.button.href} className={ui.light}>
            {index.cta.button.label}
          </Link>
        </div>
      </section>
    </>
  )
}
