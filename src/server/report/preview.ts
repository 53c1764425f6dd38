/**
 * The report an editor previews (« Aperçu » of a profile, or of the report's texts): what a visitor of that
 * profile would download now, rendered by the same code from the profile, the report's texts, the types'
 * names and the brand as saved, for the sample visitor of the advertised sample report. Never cached nor
 * stored: each preview renders the texts saved at that moment.
 */
import type { Payload } from 'payload'
import type { ProfileSet } from '@/domain/content-types'
import { canonicalCode, profileLetters, type RiasecScores } from '@/domain/riasec'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { findProfile } from '../profile-lookup'
import { toProfileContent } from '../profile-content'
import { siteIdentity } from '../retrieval/site-identity'
import { loadReportTexts, loadRiasecWords } from './inputs'
import { buildReportModel, type ReportInput } from './model'
import { renderReportPdf } from './render'
import { oneCheckAtATime } from './page-fit'
import { romeData } from './rome-data'
import { SAMPLE_PROFILE_CODE, SAMPLE_VISITOR, type SampleParts } from './sample'
import { reportFilename } from './service'

/** Scores that make `code` a clear profile, as a typical visitor's: its letters well ahead (5, then 3), the others behind. */
export function typicalScoresFor(code: string): RiasecScores | null {
  const canonical = canonicalCode(code)
  if (!canonical) return null
  const letters = profileLetters(canonical)
  const others = RIASEC_LETTERS.filter((letter) => !letters.includes(letter))
  const ahead = [5, 3]
  const behind = [2, 1, 1, 0, 0]
  return Object.fromEntries([...letters.map((letter, index) => [letter, ahead[index]]), ...others.map((letter, index) => [letter, behind[index]])]) as RiasecScores
}

/** The texts a report is written with, as saved now: the brand, the report's texts, the types' names. */
async function savedTexts(payload: Payload): Promise<Pick<ReportInput, 'brandName' | 'texts' | 'riasec'>> {
  const [{ brandName }, texts, riasec] = await Promise.all([siteIdentity(payload), loadReportTexts(payload), loadRiasecWords(payload)])
  return { brandName, texts, riasec }
}

/** The sample report's parts as saved now (its profile is the adult IA), for pictures that follow the texts (sample-slides.ts). */
export async function savedSampleParts(payload: Payload): Promise<SampleParts> {
  const profile = await findProfile(payload, 'adulte', SAMPLE_PROFILE_CODE)
  if (!profile) throw new Error(`The adult profile ${SAMPLE_PROFILE_CODE} is missing: the sample report cannot be rendered`)
  return { ...(await savedTexts(payload)), profile: toProfileContent(profile) }
}

export async function previewReport(payload: Payload, set: ProfileSet, code: string): Promise<{ pdf: Buffer; filename: string } | null> {
  const canonical = canonicalCode(code)
  const profile = canonical ? await findProfile(payload, set, canonical) : null
  const scores = typicalScoresFor(code)
  if (!profile || !scores) return null
  const model = buildReportModel({
    ...(await savedTexts(payload)),
    firstName: SAMPLE_VISITOR.firstName,
    generatedOn: new Date(),
    audience: set === 'scolaire' ? 'school' : 'adult',
    profile: toProfileContent(profile),
    scores,
    dominantProfile: profile.code,
    orientationAnswers: SAMPLE_VISITOR.orientationAnswers,
    rome: romeData(),
  })
  // One render at a time, as the saves' checks: each holds the event loop a fifth of a second.
  return { pdf: await oneCheckAtATime(() => renderReportPdf(model)), filename: `apercu-${reportFilename(model)}` }
}
