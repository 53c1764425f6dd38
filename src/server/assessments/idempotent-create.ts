import type { DataFromCollectionSlug, Payload } from 'payload'
import { hashToken } from '../access-token'

type KeyedCollection = 'leads'

/**
 * How a submission's key is stored: its hash, as the access token's. For a few days a retry with the key
 * takes its result over (RETRY_WINDOW), so a copy of the database must not hold the keys themselves.
 */
export const storedIdempotencyKey = (key: string): string => hashToken(key)

/** The row an earlier submission with this key created, if any. */
export async function findByIdempotencyKey<C extends KeyedCollection>(
  payload: Payload,
  collection: C,
  key: string,
): Promise<DataFromCollectionSlug<C> | null> {
  // The adapter's read: neither collection has read hooks, and submissions call this on their hot path.
  return payload.db.findOne<DataFromCollectionSlug<C>>({ collection, where: { idempotencyKey: { equals: storedIdempotencyKey(key) } } })
}

/** Payload reports the unique index refusing a second row as a ValidationError on that field. */
const isDuplicateKey = (error: unknown): boolean => {
  const errors = (error as { data?: { errors?: Array<{ path?: string }> } })?.data?.errors ?? []
  return errors.some((entry) => entry.path === 'idempotencyKey')
}

/**
 * Creates the row unless a concurrent retry with the same key won the race: then the unique index
 * refuses ours and we return theirs. Either way exactly one row exists per key.
 */
export async function createOnce<T>(payload: Payload, collection: KeyedCollection, key: string, create: () => Promise<T>): Promise<{ doc: T; created: boolean }> {
  try {
    return { doc: await create(), created: true }
  } catch (error) {
    if (!isDuplicateKey(error)) throw error
    const existing = await findByIdempotencyKey(payload, collection, key)
    if (!existing) throw error
    return { doc: existing as T, created: false }
  }
}
