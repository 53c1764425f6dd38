import type { GlobalBeforeChangeHook, Payload } from 'payload'
import type { ProfileContent } from '@/domain/content-types'
import { interfaceTexts } from '@/content/interface'
import { isRecord } from '@/domain/records'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { toProfileContent } from '@/server/profile-content'
import { mergeDefaults } from '@/server/merge-defaults'
import { reportTexts } from '@/server/report/copy'
import { loadReportTexts, loadRiasecWords } from '@/server/report/inputs'
import { holdsOverlongText, oneCheckAtATime, OVERLONG_TEXT_MESSAGE, pagesAddedBy, tooLongMessage, type ReportVersion } from '@/server/report/page-fit'
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

/** What every report prints besides its profile: the report's texts, and the type names and career markers. */
type PrintedWords = Omit<ReportVersion, 'profile'>

/**
 * The first of the profiles above whose report `after` takes past its twelve pages (and past what `before`
 * took, rendered only for a profile that does not fit), with its pages; null when every one fits. Up to
 * twelve renders, twice as many when reports were already too long.
 */
async function firstOverflow(payload: Payload, after: PrintedWords, before: PrintedWords): Promise<{ profile: ProfileContent; pages: number } | null> {
  const found = await payload.find({ collection: 'profiles', limit: 100, depth: 0, overrideAccess: true, pagination: false })
  return oneCheckAtATime(async () => {
    for (const profile of profilesToTry(found.docs.map(toProfileContent))) {
      const pages = await pagesAddedBy(payload, { ...after, profile }, { ...before, profile })
      if (pages !== null) return { profile, pages }
    }
    return null
  })
}

/** Refuses a save, in French, when `after` takes a report past its pages. */
async function refuseOverflow(payload: Payload, after: PrintedWords, before: PrintedWords): Promise<void> {
  const overflow = await firstOverflow(payload, after, before)
  if (overflow) throw publicApiError(tooLongMessage(overflow.profile, overflow.pages), 400)
}

/**
 * An editor's change to the report's texts is refused when it takes a report past its twelve pages (see
 * src/server/report/page-fit.ts), tried on the profiles above. Saves without a user (the seed adding new
 * keys, scripts) are not checked; neither are texts the field's validation refuses (lists longer than their
 * page).
 */
export const reportTextsStillFit: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // Texts that are not an object (JSON the editor left broken, an emptied box) are the field's validation to answer.
  if (!req.user || !isRecord(data.copy) || JSON.stringify(data.copy) === JSON.stringify(originalDoc?.copy)) return data
  if (holdsOverlongText(data.copy)) throw publicApiError(OVERLONG_TEXT_MESSAGE, 400)
  // Lists longer than their page allows are the field's own validation to answer, with its clearer message.
  if (reportListProblems(reportTexts, data.copy, originalDoc?.copy).length > 0) return data
  const riasec = await loadRiasecWords(req.payload)
  await refuseOverflow(req.payload, { texts: mergeDefaults(reportTexts, data.copy), riasec }, { texts: mergeDefaults(reportTexts, originalDoc?.copy), riasec })
  return data
}

/**
 * The same for the six type names and the career markers of « Textes des tests, résultats et emails », which the
 * report prints too (its scores, its careers, its method): a change to them is tried on the same profiles.
 */
export const riasecWordsStillFit: GlobalBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user || !isRecord(data.copy)) return data
  const wordsOf = (copy: unknown) => mergeDefaults({ riasec: interfaceTexts.riasec }, copy).riasec
  const [riasec, previous] = [wordsOf(data.copy), wordsOf(originalDoc?.copy)]
  if (JSON.stringify(riasec) === JSON.stringify(previous)) return data
  if (holdsOverlongText(riasec)) throw publicApiError(OVERLONG_TEXT_MESSAGE, 400)
  const texts = await loadReportTexts(req.payload)
  await refuseOverflow(req.payload, { texts, riasec }, { texts, riasec: previous })
  return data
}
