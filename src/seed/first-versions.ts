import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'


/** A slug's table name, as Payload's PostgreSQL adapter names it (« interface-texts » → interface_texts). */
const tableOf = (slug: string) => slug.replaceAll('-', '_')

/**
 * A document written before its history began (a database older than this release) has no version: the first
 * save after it could not be taken back. Its state as stored becomes its first version, once; a database
 * seeded since has one from its creation. Returns how many versions were written.
 */
export async function keepFirstVersions(payload: Payload): Promise<number> {
  let written = 0
  const now = new Date().toISOString()
  // The globals and collections that keep a history, as configured (src/globals/versions.ts, content-access.ts).
  const globals = payload.config.globals.filter((global) => global.versions).map((global) => global.slug as GlobalSlug)
  const collections = payload.config.collections.filter((collection) => collection.versions).map((collection) => collection.slug as CollectionSlug)
  for (const slug of globals) {
    if ((await payload.findGlobalVersions({ slug, limit: 1, depth: 0, overrideAccess: true })).totalDocs > 0) continue
    const doc = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
    // Never written (no row yet): nothing to keep.
    if (!doc.updatedAt) continue
    await payload.db.createGlobalVersion({ globalSlug: slug, versionData: doc as never, autosave: false, createdAt: String(doc.updatedAt), updatedAt: now })
    written++
  }
  for (const collection of collections) {
    const table = sql.identifier(tableOf(collection))
    const versions = sql.identifier(`_${tableOf(collection)}_v`)
    const missing = await execute<{ id: number }>(payload, sql`select id from ${table} t where not exists (select 1 from ${versions} v where v.parent_id = t.id)`)
    for (const { id } of missing) {
      const doc = (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
      await payload.db.createVersion({ collectionSlug: collection, parent: id, versionData: doc as never, autosave: false, createdAt: String(doc.updatedAt ?? now), updatedAt: now })
      written++
    }
  }
  return written
}
