import type { Payload } from 'payload'
import type { ProfileSet } from '@/domain/content-types'
import { TAGS } from './cache-tags'
import { cachedInProcess } from './process-cache'

const PROFILE_NAME_TTL_MS = 30_000

/**
 * A profile's display name as editors last wrote it (kept a few seconds in this process: every submission
 * needs one), or null when the set has no such profile.
 */
export const profileNameOf = (payload: Payload, set: ProfileSet, code: string): Promise<string | null> =>
  cachedInProcess(TAGS.profiles, `name:${set}:${code}`, PROFILE_NAME_TTL_MS, async () => {
    const found = await payload.find({
      collection: 'profiles',
      where: { and: [{ set: { equals: set } }, { code: { equals: code } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
    return found.docs[0]?.name ?? null
  })
