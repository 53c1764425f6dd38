import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import type { User } from '@/payload-types'
import { ArticleView } from '@/components/site/ArticleView'
import { notFoundMetadata } from '@/components/site/seo'
import { articlePreviewPath } from '@/lib/preview-paths'
import { getSiteContext } from '@/server/site-content'
import { getPayload } from '@/server/payload'
import { findArticleVersionToPreview } from '@/server/article-preview'
import { requireEditor, signedInEditor } from '@/server/http/editor-only'

interface PreviewRouteProps {
  params: Promise<{ id: string }>
}

/** Read once per request, for the page and its title. */
const versionToPreview = cache(async (id: string, editor: User) => findArticleVersionToPreview(await getPayload(), id, editor))

export async function generateMetadata({ params }: PreviewRouteProps): Promise<Metadata> {
  const [editor, { copy }] = await Promise.all([signedInEditor(), getSiteContext()])
  const article = editor ? await versionToPreview((await params).id, editor) : null
  if (!article) return notFoundMetadata(copy.notFound.title)
  return { title: article.title, robots: { index: false, follow: false } }
}

/** The admin's « Aperçu » of an article: its last saved version, draft or published, for editors only. */
export default async function ArticlePreviewPage({ params }: PreviewRouteProps) {
  const { id } = await params
  const editor = await requireEditor(articlePreviewPath(id))
  const [article, { copy }] = await Promise.all([versionToPreview(id, editor), getSiteContext()])
  if (!article) notFound()
  const texts = copy.articlePage.preview
  return (
    <ArticleView
      article={article}
      copy={copy}
      notice={
        <p>
          {article._status === 'published' ? texts.published : texts.draft} <a href={`/admin/collections/articles/${article.id}`}>{texts.edit}</a>
        </p>
      }
    />
  )
}
