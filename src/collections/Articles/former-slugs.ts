import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import type { Article } from '@/payload-types'
import { formerSlugsAfter } from '@/domain/former-slugs'
import { execute } from '@/server/db'

type FormerSlugRow = NonNullable<Article['formerSlugs']>[number]

/**
 * The address the article was last live at: its row's while it is published; once unpublished, the address
 * of its last published version, which links shared then still name (a later version is a draft).
 */
async function lastPublishedSlug(req: PayloadRequest, id: number): Promise<string | null> {
  const current = await req.payload.findByID({ collection: 'articles', id, draft: false, depth: 0, overrideAccess: true, req, select: { slug: true, _status: true } })
  if (current._status === 'published') return current.slug
  const [version] = await execute<{ slug: string | null }>(
    req.payload,
    sql`select version_slug as slug from _articles_v where parent_id = ${id} and version__status = 'published' order by id desc limit 1`,
    await req.transactionID,
  )
  return version?.slug ?? null
}

/**
 * A save that publishes an article under another address keeps the address it was live at among its
 * « Anciennes adresses », which lead to it (src/app/(frontend)/[...slug]/page.tsx): links shared, bookmarked
 * or indexed keep working. The live address is the collection's own row, which holds the last published
 * version (a draft lives among the versions): a draft that changes the address records nothing until it is
 * published, and an article never published has no address to keep. An article unpublished, then published
 * again elsewhere, keeps the address it was last live at. The address it leaves leads to it alone:
 * another article that had left it before (and lost it to this one since) no longer lists it.
 */
export const keepFormerSlug: CollectionBeforeChangeHook<Article> = async ({ data, operation, originalDoc, req }) => {
  // A partial update (the API) leaves out what it does not change: the document's own values stand.
  const slug = data.slug ?? originalDoc?.slug
  if (operation !== 'update' || !originalDoc?.id || typeof slug !== 'string') return data
  // A restored version brings back the list it had then: the addresses left since are kept as well.
  const rows: FormerSlugRow[] = req.context.isRestoringVersion
    ? [...(originalDoc.formerSlugs ?? []), ...(data.formerSlugs ?? [])]
    : (data.formerSlugs ?? originalDoc.formerSlugs ?? [])
  const live = (data._status ?? originalDoc._status) === 'published' ? await lastPublishedSlug(req, Number(originalDoc.id)) : null
  const next = formerSlugsAfter(
    rows.map((row) => row.slug),
    live,
    slug,
  )
  if (live && next.includes(live)) {
    await execute(req.payload, sql`delete from articles_former_slugs where slug = ${live} and _parent_id <> ${originalDoc.id}`, await req.transactionID)
  }
  // Rows keep their ids where they stay, so the admin's list does not flicker on save.
  return { ...data, formerSlugs: next.map((former) => rows.find((row) => row.slug === former) ?? { slug: former }) }
}
