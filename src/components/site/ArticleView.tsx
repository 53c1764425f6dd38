import Link from 'next/link'
import type { ReactNode } from 'react'
import type { Article } from '@/payload-types'
import type { SiteCopy } from '@/server/site-content'
import { RichText } from './RichText'
import { pictureSources, populatedMedia } from './media'
import { Picture } from './Picture.client'
import { KeepTogether } from './KeepTogether'
import styles from './Article.module.css'

interface ArticleViewProps {
  article: Article
  copy: Pick<SiteCopy, 'articlePage' | 'ui'>
  /** Shown above the article: an editor's preview says which version it is. */
  notice?: ReactNode
  /** Structured data, on the public page only. */
  children?: ReactNode
}

/** An article as visitors read it: on its public address, and in an editor's preview of a version not yet published. */
export function ArticleView({ article, copy, notice, children }: ArticleViewProps) {
  const cover = populatedMedia(article.image)
  const back = copy.articlePage.back
  return (
    <>
      {notice ? (
        <div className={styles.previewNotice}>
          <div className={styles.inner}>{notice}</div>
        </div>
      ) : null}
      <article>
        <header className={styles.header}>
          <div className={styles.inner}>
            <Link href={back.href} className={styles.back}>
              <span aria-hidden="true">←</span> {back.label}
            </Link>
            <h1 className={styles.title}>
              <KeepTogether text={article.title} />
            </h1>
            <p className={styles.lead}>
              <KeepTogether text={article.excerpt} />
            </p>
          </div>
        </header>
        <div className={`${styles.inner} ${styles.body}`}>
          {/* An article written without a cover has none; a cover whose file cannot be loaded gives way to the placeholder. */}
          {cover ? (
            <Picture
              sources={pictureSources(cover, ['slide', 'hero'])}
              width={1200}
              height={448}
              fallbackCaption={copy.articlePage.imageFallbackCaption}
              sizes="(min-width: 48rem) 46rem, 100vw"
              priority
              className={styles.cover}
            />
          ) : null}
          <RichText data={article.body} newTabLabel={copy.ui.newTab} />
        </div>
        {children}
      </article>
    </>
  )
}
