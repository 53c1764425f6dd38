import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidateTag } from 'next/cache'
import type { CacheTag } from '@/server/cache-tags'
import { forgetTag } from '@/server/process-cache'

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

/**
 * An editor changed content under this tag: this process's short cache of it goes in every case, seeds
 * included (src/server/process-cache.ts); Next's cache unless the change asked not to.
 */
function contentChanged(tag: CacheTag, req: PayloadRequest): void {
  forgetTag(tag)
  if (!req.context.disableRevalidate) expireTag(tag, req.payload.logger)
}

export const revalidateCollection =
  (tag: CacheTag): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    contentChanged(tag, req)
    return doc
  }

export const revalidateCollectionOnDelete =
  (tag: CacheTag): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    contentChanged(tag, req)
    return doc
  }

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    contentChanged(tag, req)
    return doc
  }
