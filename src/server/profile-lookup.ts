import type { Payload } from 'payload'
import type { ProfileSet } from '@/domain/content-types'
import type { Profile } from '@/payload-types'
import { TAGS } from './cache-tags'
import { cachedInProcess } from './process-cache'

/** One profile of a set, whole (locked fields included: server-only), or null when the set has no such profile. */
export async function findProfile(payload: Payload, set: ProfileSet, code: string): Promise<Profile | null> {
  const found = await payload.find({
    collection: 'profiles',
    where: { and: [{ set: { equals: set } }, { code: { equals: code } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ?? null
}

const PROFILE_NAME_TTL_MS = 30_000

/**
 * A profile's display name as editors last wrote it (kept a few seconds in this process: every submission
 * needs one), or null when the set has no such profile.
 */
export const profileNameOf = (payload: Payload, set: ProfileSet, code: string): Promise<string | null> =>
  cachedInProcess(TAGS.profiles, `name:${set}:${code}`, PROFILE_NAME_TTL_MS, async () => (await findProfile(payload, set, code))?.name ?? null)
