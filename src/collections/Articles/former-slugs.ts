import type { CollectionBeforeChangeHook } from 'payload'
import type { Article } from '@/payload-types'
import { formerSlugsAfter } from '@/domain/former-slugs'

/**
 * A save that publishes an article under another address keeps the address it was live at among its
 * « Anciennes adresses », which lead to it (src/app/(frontend)/[...slug]/page.tsx): links shared, bookmarked
 * or indexed keep working. The live address is the collection's own row, which holds the last published
 * version (a draft lives among the versions): a draft that changes the address records nothing until it is
 * published, and an article never published has no address to keep.
 */
export const keepFormerSlug: CollectionBeforeChangeHook<Article> = async ({ data, operation, originalDoc, req }) => {
  // A partial update (the API) leaves out what it does not change: the document's own values stand.
  const slug = data.slug ?? originalDoc?.slug
  if (operation !== 'update' || !originalDoc?.id || typeof slug !== 'string') return data
  const rows = data.formerSlugs ?? originalDoc.formerSlugs ?? []
  let live: string | null = null
  if ((data._status ?? originalDoc._status) === 'published') {
    const current = await req.payload.findByID({
      collection: 'articles',
      id: originalDoc.id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      req,
      select: { slug: true, _status: true },
    })
    live = current._status === 'published' ? current.slug : null
  }
  const next = formerSlugsAfter(
    rows.map((row) => row.slug),
    live,
    slug,
  )
  // Rows keep their ids where they stay, so the admin's list does not flicker on save.
  return { ...data, formerSlugs: next.map((slug) => rows.find((row) => row.slug === slug) ?? { slug }) }
}
