import type { GlobalBeforeChangeHook } from 'payload'
import type { ProfileContent } from '@/domain/content-types'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { toProfileContent } from '@/server/profile-content'
import { mergeDefaults } from '@/server/merge-defaults'
import { reportTexts } from '@/server/report/copy'
import { loadRiasecWords } from '@/server/report/inputs'
import { lengthensPastItsPages, pagesForSave, REPORT_PAGES, tooLongMessage } from '@/server/report/page-fit'
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
 * profile that does not fit. Saves without a user (the seed adding new keys, scripts) are not checked.
 */
export const reportTextsStillFit: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || JSON.stringify(data.copy) === JSON.stringify(originalDoc?.copy)) return data
  const texts = mergeDefaults(reportTexts, data.copy)
  const [found, riasec] = await Promise.all([
    req.payload.find({ collection: 'profiles', limit: 100, depth: 0, overrideAccess: true, pagination: false }),
    loadRiasecWords(req.payload),
  ])
  for (const profile of profilesToTry(found.docs.map(toProfileContent))) {
    const pages = await pagesForSave(req.payload, profile, texts, riasec)
    if (pages === null || pages <= REPORT_PAGES) continue
    const before = await pagesForSave(req.payload, profile, mergeDefaults(reportTexts, originalDoc?.copy), riasec)
    if (lengthensPastItsPages(pages, before)) throw publicApiError(tooLongMessage(profile, pages), 400)
  }
  return data
}
