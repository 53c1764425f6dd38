/**
 * The pictures a drawing of the sample report's pages replaced (sample-refresh.ts) are deleted ten minutes
 * later, by a job of the `media` queue: until then, pages cached elsewhere (another instance, a visitor's
 * open tab) may still show them. Free of server-only modules: the jobs' config (payload.config.ts) is read
 * by the scripts too.
 */
import type { Payload, TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '../db'
import { isMadeHere } from './sample-slides'

/** One at a time: Payload's delete of several documents runs their queries at once on one connection. */
export async function deleteMedia(payload: Payload, ids: number[]): Promise<void> {
  for (const id of ids) await payload.delete({ collection: 'media', id, overrideAccess: true, context: { disableRevalidate: true } })
}

/** How long the pictures replaced stay: pages cached elsewhere (other instances, a visitor's open tab) may still show them. */
export const REPLACED_PAGES_KEPT_MINUTES = 10
export const SAMPLE_PAGES_QUEUE = 'media'
export const REMOVE_REPLACED_PAGES_SLUG = 'removeReplacedSamplePages'

/** Queues the deletion of the pictures replaced; a failure leaves them in the media, and says so. */
export async function removeLater(payload: Payload, ids: number[]): Promise<void> {
  try {
    await payload.jobs.queue({
      task: REMOVE_REPLACED_PAGES_SLUG,
      input: { ids },
      queue: SAMPLE_PAGES_QUEUE,
      waitUntil: new Date(Date.now() + REPLACED_PAGES_KEPT_MINUTES * 60_000),
    })
  } catch (error) {
    payload.logger.warn({ msg: 'The replaced sample report pictures stay in the media: their deletion could not be queued', ids, err: String(error) })
  }
}

/**
 * The pictures among `ids` that something still shows, found in the database itself so that no place is
 * forgotten, now or later: a column pointing at a media document (upload fields: « Exemple de rapport »'s
 * slides and pictures, an article's cover, in documents and their versions), or an upload inside a rich text
 * (an article's, a page's or the terms of sale's body, drafts and versions included). Payload's own tables
 * (locks, preferences, jobs) do not count.
 */
export async function mediaInUse(payload: Payload, ids: readonly number[]): Promise<Set<number>> {
  // One array parameter (drizzle would spread a list into a row of parameters): whole numbers only.
  const wanted = `{${ids.filter((id) => Number.isInteger(id)).join(',')}}`
  const places = await execute<{ table_name: string; column_name: string; kind: 'reference' | 'rich text' }>(
    payload,
    sql`select kcu.table_name, kcu.column_name, 'reference' as kind
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name = 'media' and left(kcu.table_name, 8) <> 'payload_'
        union all
        select table_name, column_name, 'rich text' as kind from information_schema.columns
        where table_schema = current_schema() and data_type = 'jsonb' and left(table_name, 8) <> 'payload_'`,
  )
  if (places.length === 0) return new Set()
  const lookups = places.map(({ table_name: table, column_name: column, kind }) =>
    kind === 'reference'
      ? sql`(select ${sql.identifier(column)} as id from ${sql.identifier(table)} where ${sql.identifier(column)} = any(${wanted}::int[]))`
      : // An upload node's value is the picture's id, or the picture itself with its id.
        sql`(select shown.id::int as id
            from ${sql.identifier(table)},
              jsonb_path_query(${sql.identifier(column)}, 'lax $.** ? (@.type == "upload" && @.relationTo == "media").value') as upload,
              lateral (select coalesce(upload #>> '{id}', upload #>> '{}') as id) as shown
            where shown.id ~ '^[0-9]+$' and shown.id::int = any(${wanted}::int[]))`,
  )
  // One round trip for every place; `union` keeps each id once.
  const rows = await execute<{ id: number }>(payload, sql.join(lookups, sql` union `))
  return new Set(rows.map(({ id }) => Number(id)))
}

/**
 * Deletes the pictures a drawing replaced, a few minutes later (`removeLater`): those made here that nothing
 * shows now (`mediaInUse`: an editor may have put one back in the carousel meanwhile, or into an article).
 */
export async function removeReplacedPages(payload: Payload, ids: readonly number[]): Promise<{ deleted: number }> {
  if (ids.length === 0) return { deleted: 0 }
  const inUse = await mediaInUse(payload, ids)
  const unused = ids.filter((id) => !inUse.has(id))
  if (unused.length === 0) return { deleted: 0 }
  const found = await payload.find({ collection: 'media', where: { id: { in: unused } }, pagination: false, depth: 0, overrideAccess: true })
  const gone = found.docs.filter(isMadeHere).map((media) => media.id)
  await deleteMedia(payload, gone)
  return { deleted: gone.length }
}

/** Runs in the `media` queue (privacy/jobs.ts): the pictures of one drawing, once their ten minutes are over. */
export const removeReplacedPagesTask: TaskConfig<{ input: { ids: number[] }; output: { deleted: number } }> = {
  slug: REMOVE_REPLACED_PAGES_SLUG,
  label: 'Suppression des anciennes pages de l’exemple de rapport',
  retries: 2,
  inputSchema: [{ name: 'ids', type: 'number', hasMany: true, required: true }],
  outputSchema: [{ name: 'deleted', type: 'number', label: 'Images supprimées', required: true }],
  handler: async ({ input, req }) => ({ output: await removeReplacedPages(req.payload, input.ids) }),
}
