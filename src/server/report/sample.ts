/**
 * The sample report advertised on the landing page and the adult results page: a real report, rendered by
 * the same code from the seeded adult profile IA, for a fictional visitor. What is advertised is what is sold.
 */
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { siteDefaults } from '@/content/marketing'
import { interfaceTexts } from '@/content/interface'
import { reportTexts } from './copy'
import { buildReportModel, type ReportInput } from './model'
import { reportContentHash } from './service'
import { romeData } from './rome-data'

export const SAMPLE_PROFILE_CODE = 'IA'

/** The fictional visitor of the sample report, and of the report editors preview (preview.ts). */
export const SAMPLE_VISITOR = {
  firstName: 'Camille',
  orientationAnswers: [{ question: 'Si tout était possible, quel serait ton rêve professionnel ?', answer: 'Concevoir des applications utiles et belles à utiliser' }],
}

/** What editors may have changed in the sample report: the profile, the report's texts, the types' names, the brand. */
export type SampleParts = Pick<ReportInput, 'brandName' | 'profile' | 'texts' | 'riasec'>

/** The seed's texts: the pictures committed with the code, rendered by scripts/render-sample-report.ts. */
function seededParts(): SampleParts {
  const profile = adultProfiles.find((item) => item.code === SAMPLE_PROFILE_CODE)
  if (!profile) throw new Error(`The adult profile ${SAMPLE_PROFILE_CODE} is missing from the seed content`)
  return { brandName: siteDefaults.brand.name, profile, texts: reportTexts, riasec: interfaceTexts.riasec }
}

/** The sample report's input, from the seed's texts or from `parts` (the texts saved: savedSampleParts in preview.ts). */
export function sampleReportInput(generatedOn = new Date(), parts: SampleParts = seededParts()): ReportInput {
  return {
    ...parts,
    firstName: SAMPLE_VISITOR.firstName,
    generatedOn,
    audience: 'adult',
    scores: { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 },
    dominantProfile: SAMPLE_PROFILE_CODE,
    ranking: ['I', 'A', 'S', 'R', 'C', 'E'],
    tieBreak: 'none',
    orientationAnswers: SAMPLE_VISITOR.orientationAnswers,
    rome: romeData(),
  }
}

/**
 * What the sample's pictures print, as one hash (`reportContentHash`): its model built from `parts`, its
 * date aside. Kept with the pictures (« Exemple de rapport »), it tells whether an editor has
 * changed since what they show.
 */
export const samplePagesFingerprint = (parts: SampleParts = seededParts()): string =>
  reportContentHash(buildReportModel(sampleReportInput(new Date(0), parts)))
