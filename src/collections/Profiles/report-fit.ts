import type { CollectionBeforeChangeHook } from 'payload'
import type { Profile } from '@/payload-types'
import { toProfileContent } from '@/server/profile-content'
import { loadReportTexts, loadRiasecWords } from '@/server/report/inputs'
import { holdsOverlongText, oneCheckAtATime, OVERLONG_TEXT_MESSAGE, pagesAddedBy, tooLongMessage } from '@/server/report/page-fit'
import { publicApiError } from '@/server/http/public-api-error'

/** The profile as its report would read it, or null while the data is not a whole profile yet (validation answers it). */
function contentOf(doc: Partial<Profile>): ReturnType<typeof toProfileContent> | null {
  try {
    return toProfileContent(doc as Profile)
  } catch {
    return null
  }
}

/**
 * An editor's change to a profile's texts is refused when it takes the profile's report past its twelve
 * pages (see src/server/report/page-fit.ts): a demanding report is rendered with the change (a fifth of a
 * second), and with the profile as it was only when that one does not fit. Saves without a user (the seed,
 * scripts) are not checked; neither is a change the report does not print.
 */
export const reportStillFits: CollectionBeforeChangeHook<Profile> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !originalDoc) return data
  if (holdsOverlongText(data)) throw publicApiError(OVERLONG_TEXT_MESSAGE, 400)
  const before = contentOf(originalDoc)
  // The saved profile: what was sent over what was stored (a group sent in part keeps its other values);
  // its set and code never change once created.
  const after = contentOf({ ...originalDoc, ...data, radarScores: { ...originalDoc.radarScores, ...data.radarScores }, set: originalDoc.set, code: originalDoc.code })
  if (!before || !after || JSON.stringify(before) === JSON.stringify(after)) return data
  const [texts, riasec] = await Promise.all([loadReportTexts(req.payload), loadRiasecWords(req.payload)])
  const lengthened = await oneCheckAtATime(() => pagesAddedBy(req.payload, { profile: after, texts, riasec }, { profile: before, texts, riasec }))
  if (lengthened !== null) throw publicApiError(tooLongMessage(after, lengthened), 400)
  return data
}
