import type { GlobalBeforeOperationHook, GlobalConfig, GlobalSlug } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { execute } from '@/server/db'

/**
 * The history of a global's saves, for the editors: each save is kept (the last 50), so a mistaken save of a
 * whole set of texts can be read again and restored from the admin's « Versions » tab, and the terms of sale
 * as they stood on a recent day read again. Read and restored by editors and admins only. Not the site
 * settings: restoring a version writes every field, the prices and the seller's details (admins' alone)
 * with the rest, so an editor could set them back.
 */
export const EDITOR_HISTORY: Pick<GlobalConfig, 'versions'> = { versions: { max: 50 } }

/**
 * Payload writes a restored version straight to the database, without the checks a save runs (the copy's
 * shape and placeholders, the report's page fit, the price placeholders), and the site may have changed
 * since that version was saved. So the version is first saved as the editor's own save would be, in the
 * restore's transaction, and that trial save is undone at once (a savepoint): a failed check refuses the
 * restore with the save's French message; otherwise Payload's restore goes on as it would, and the history
 * holds no trial version, nor loses the oldest one (the one being restored) to the history's limit.
 */
export const checkRestoredVersion: GlobalBeforeOperationHook = async ({ args, operation, global, req }) => {
  if (operation !== 'restoreVersion') return args
  const transactionID = await req.transactionID
  // Without a transaction a trial save could not be undone: the restore goes on as Payload does it.
  if (!transactionID) return args
  const { id, overrideAccess } = args as { id: number | string; overrideAccess?: boolean }
  const slug = global.slug as GlobalSlug
  const found = await req.payload.findGlobalVersions({ slug, where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true, req })
  const kept = found.docs[0]?.version as Record<string, unknown> | undefined
  // An unknown version: Payload's own restore says so.
  if (!kept) return args
  const { id: _id, createdAt: _created, updatedAt: _updated, globalType: _type, ...data } = kept
  await execute(req.payload, sql`savepoint restore_check`, transactionID)
  // A refusal (a check, the access, another editor's lock) ends the whole transaction (Payload rolls it back
  // in the failed save) and fails the restore with it; a trial that passed is undone.
  await req.payload.updateGlobal({ slug, data: data as never, depth: 0, overrideAccess: overrideAccess ?? false, overrideLock: false, user: req.user, req })
  await execute(req.payload, sql`rollback to savepoint restore_check`, transactionID)
  return args
}
