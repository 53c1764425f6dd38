import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { siteUrl } from '@/env'
import { getArticle, getArticleMovedFrom, getArticles } from '@/server/content'
import { isArticleSlug } from '@/domain/former-slugs'
import { getSiteContext } from '@/server/site-content'
import { logNotFound } from '@/server/not-found'
import { notFoundMetadata, pageMetadata } from '@/components/site/seo'
import { JsonLd } from '@/components/site/JsonLd'
import { populatedMedia, versionedUrl } from '@/components/site/media'
import { ArticleView } from '@/components/site/ArticleView'

interface ArticleRouteProps {
  params: Promise<{ slug: string[] }>
}

/**
 * Every article lives at the top level (/metier-reconversion-40-ans…). This catch-all also answers any
 * other unknown path, with the site's own 404 page instead of the framework's.
 */
async function slugOf(params: ArticleRouteProps['params']): Promise<string | null> {
  const { slug } = await params
  const [only] = slug
  // Article slugs are lower-case words and dashes (the collection validates them): anything else is unknown.
  return slug.length === 1 && isArticleSlug(only) ? only : null
}

async function articleOf(params: ArticleRouteProps['params']) {
  const slug = await slugOf(params)
  return slug ? getArticle(slug) : null
}

export async function generateStaticParams() {
  const articles = await getArticles()
  return articles.map((article) => ({ slug: [article.slug] }))
}

export async function generateMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
  const [article, { settings, copy }] = await Promise.all([articleOf(params), getSiteContext()])
  if (!article) return notFoundMetadata(copy.notFound.title)
  const cover = populatedMedia(article.image)
  return pageMetadata({
    title: article.meta?.title || article.title,
    description: article.meta?.description || article.excerpt,
    path: `/${article.slug}`,
    type: 'article',
    publishedTime: article.publishedAt,
    modifiedTime: article.updatedAt,
    siteName: settings.brandName,
    image: cover?.url ? { url: versionedUrl(cover.url, cover.updatedAt), width: cover.width, height: cover.height, alt: cover.alt } : null,
  })
}

export default async function ArticlePage({ params }: ArticleRouteProps) {
  const [article, { settings, copy }] = await Promise.all([articleOf(params), getSiteContext()])
  if (!article) {
    // An address an article had before it was renamed leads to it. The redirect is temporary (307): an editor
    // may give the article its old address back, and a browser that kept a permanent one would then loop.
    const slug = await slugOf(params)
    const movedTo = slug ? await getArticleMovedFrom(slug) : null
    if (movedTo) redirect(`/${movedTo}`)
    await logNotFound(`/${(await params).slug.join('/')}`)
    notFound()
  }
  const cover = populatedMedia(article.image)
  const origin = siteUrl()

  return (
    <ArticleView article={article} copy={copy}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: article.title,
          description: article.meta?.description || article.excerpt,
          inLanguage: 'fr-FR',
          datePublished: article.publishedAt ?? article.createdAt,
          dateModified: article.updatedAt,
          mainEntityOfPage: `${origin}/${article.slug}`,
          ...(cover?.url ? { image: new URL(cover.url, origin).toString() } : {}),
          author: { '@type': 'Organization', name: settings.brandName, url: origin },
          publisher: {
            '@type': 'Organization',
            name: settings.brandName,
            logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
          },
        }}
      />
    </ArticleView>
  )
}
