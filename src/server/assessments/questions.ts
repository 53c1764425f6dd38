import type { Payload } from 'payload'
import type { Question } from '@/payload-types'
import type { ProfileSet } from '@/domain/content-types'

/** The questions of one test, in order (uncached: services run outside the page cache too). */
export async function loadQuestions(payload: Payload, test: Question['test'], set: ProfileSet): Promise<Question[]> {
  const found = await payload.find({
    collection: 'questions',
    where: { and: [{ test: { equals: test } }, { set: { equals: set } }] },
    sort: 'order',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}
