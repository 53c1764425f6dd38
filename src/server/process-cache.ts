import type { CacheTag } from './cache-tags'

interface Entry {
  tag: CacheTag
  expires: number
  value: Promise<unknown>
}

const entries = new Map<string, Entry>()

/**
 * A short-lived cache in this process for content read on hot write paths (a result submission reads the
 * questions and the profile's name). Next's data cache is not reachable there, since the same services run
 * in scripts and tests. An editor's save drops its tag on this instance at once (src/hooks/revalidate.ts);
 * other instances see the change within `ttlMs`. A failed read is not kept. Values are shared: read only.
 */
export function cachedInProcess<T>(tag: CacheTag, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const id = `${tag}\u0000${key}`
  const now = Date.now()
  const hit = entries.get(id)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  entries.set(id, { tag, expires: now + ttlMs, value })
  value.catch(() => {
    if (entries.get(id)?.value === value) entries.delete(id)
  })
  return value
}

/** Drops every entry read under this tag (an editor changed that content). */
export function forgetTag(tag: CacheTag): void {
  for (const [id, entry] of entries) if (entry.tag === tag) entries.delete(id)
}
