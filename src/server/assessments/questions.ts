import type { Payload } from 'payload'
import type { Question } from '@/payload-types'
import type { ProfileSet } from '@/domain/content-types'
import { TAGS } from '../cache-tags'
import { cachedInProcess } from '../process-cache'

/** How long another instance may validate submissions against questions an editor just changed. */
const QUESTIONS_TTL_MS = 30_000

/**
 * The questions of one test, in order. Every submission reads them, so they are kept for a few seconds in
 * this process (Next's data cache is not available to services that also run in scripts and tests).
 */
export function loadQuestions(payload: Payload, test: Question['test'], set: ProfileSet): Promise<Question[]> {
  return cachedInProcess(TAGS.questions, `${test}:${set}`, QUESTIONS_TTL_MS, async () => {
    const found = await payload.find({
      collection: 'questions',
      where: { and: [{ test: { equals: test } }, { set: { equals: set } }] },
      sort: 'order',
      limit: 50,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs
  })
}
