import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { revalidateTag } from 'next/cache'
import type { CacheTag } from '@/server/cache-tags'

/**
 * Expire a cache tag so the next request renders the editor's change.
 * Outside a Next request (seed script, tests) there is no cache to expire: Next throws, and we ignore it.
 */
export function expireTag(tag: CacheTag, logger?: { debug: (msg: string) => void }): void {
  try {
    revalidateTag(tag, { expire: 0 })
  } catch {
    logger?.debug(`cache tag ${tag} not revalidated: not inside a Next.js request`)
  }
}

export const revalidateCollection =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.disableRevalidate) expireTag(tag, req.payload.logger)
    return doc
  }

export const revalidateCollectionOnDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.disableRevalidate) expireTag(tag, req.payload.logger)
    return doc
  }

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.disableRevalidate) expireTag(tag, req.payload.logger)
    return doc
  }
