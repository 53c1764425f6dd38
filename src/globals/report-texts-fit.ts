import type { GlobalBeforeChangeHook } from 'payload'
import type { ProfileContent } from '@/domain/content-types'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { toProfileContent } from '@/server/profile-content'
import { mergeDefaults } from '@/server/merge-defaults'
import { reportTexts } from '@/server/report/copy'
import { loadRiasecWords } from '@/server/report/inputs'
import { holdsOverlongText, oneCheckAtATime, OVERLONG_TEXT_MESSAGE, pagesAddedBy, tooLongMessage } from '@/server/report/page-fit'
import { reportListProblems } from '@/domain/report-lists'
import { publicApiError } from '@/server/http/public-api-error'

/**
 * The profiles whose reports the texts are tried on: in each set, the longest profile of each letter (a
 * type's own sentences print in the reports of the profiles holding its letter). Up to twelve renders, a
 * fifth of a second each.
 */
export function profilesToTry(profiles: readonly ProfileContent[]): ProfileContent[] {
  const size = (profile: ProfileContent) => JSON.stringify(profile).length
  const chosen = new Set<ProfileContent>()
  for (const set of new Set(profiles.map((profile) => profile.set))) {
    const ofSet = profiles.filter((profile) => profile.set === set).sort((a, b) => size(b) - size(a))
    for (const letter of RIASEC_LETTERS) {
      const longest = ofSet.find((profile) => profile.code.includes(letter))
      if (longest) chosen.add(longest)
    }
  }
  return [...chosen]
}

/**
 * An editor's change to the report's texts is refused when it takes a report past its twelve pages (see
 * src/server/report/page-fit.ts), tried on the profiles above; the texts as they were are tried only on a
 * profile that does not fit (so up to twelve renders, and twice as many when reports were already too long).
 * Saves without a user (the seed adding new keys, scripts) are not checked; neither are texts the field's
 * validation refuses (lists longer than their page).
 */
export const reportTextsStillFit: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || !('copy' in data) || JSON.stringify(data.copy) === JSON.stringify(originalDoc?.copy)) return data
  if (holdsOverlongText(data.copy)) throw publicApiError(OVERLONG_TEXT_MESSAGE, 400)
  // Lists longer than their page allows are the field's own validation to answer, with its clearer message.
  if (reportListProblems(reportTexts, data.copy, originalDoc?.copy).length > 0) return data
  const texts = mergeDefaults(reportTexts, data.copy)
  const [found, riasec] = await Promise.all([
    req.payload.find({ collection: 'profiles', limit: 100, depth: 0, overrideAccess: true, pagination: false }),
    loadRiasecWords(req.payload),
  ])
  const previous = mergeDefaults(reportTexts, originalDoc?.copy)
  const overflow = await oneCheckAtATime(async () => {
    for (const profile of profilesToTry(found.docs.map(toProfileContent))) {
      const pages = await pagesAddedBy(req.payload, { profile, texts }, { profile, texts: previous }, riasec)
      if (pages !== null) return { profile, pages }
    }
    return null
  })
  if (overflow) throw publicApiError(tooLongMessage(overflow.profile, overflow.pages), 400)
  return data
}
