/**
 * The sample report advertised on the landing page and the adult results page: a real report, rendered by
 * the same code from the seeded adult profile IA, for a fictional visitor. What is advertised is what is sold.
 */
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { siteDefaults } from '@/content/marketing'
import { interfaceTexts } from '@/content/interface'
import { reportTexts } from './copy'
import type { ReportInput } from './model'
import { romeData } from './rome-data'

export const SAMPLE_PROFILE_CODE = 'IA'

/** The fictional visitor of the sample report, and of the report editors preview (preview.ts). */
export const SAMPLE_VISITOR = {
  firstName: 'Camille',
  orientationAnswers: [{ question: 'Si tout était possible, quel serait ton rêve professionnel ?', answer: 'Concevoir des applications utiles et belles à utiliser' }],
}

export function sampleReportInput(generatedOn = new Date()): ReportInput {
  const profile = adultProfiles.find((item) => item.code === SAMPLE_PROFILE_CODE)
  if (!profile) throw new Error(`The adult profile ${SAMPLE_PROFILE_CODE} is missing from the seed content`)
  return {
    brandName: siteDefaults.brand.name,
    firstName: SAMPLE_VISITOR.firstName,
    generatedOn,
    audience: 'adult',
    profile,
    scores: { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 },
    dominantProfile: SAMPLE_PROFILE_CODE,
    ranking: ['I', 'A', 'S', 'R', 'C', 'E'],
    tieBreak: 'none',
    orientationAnswers: SAMPLE_VISITOR.orientationAnswers,
    rome: romeData(),
    texts: reportTexts,
    riasec: interfaceTexts.riasec,
  }
}
