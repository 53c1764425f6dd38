/**
 * Gathers what the report of one saved result needs: the profile content of its set and code, the six
 * scores and ranking as saved, the orientation answers of the linked lead, the brand, the report's fixed
 * sentences, the types' names and career markers' meanings, and the ROME data.
 */
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Lead, RiasecResult } from '@/payload-types'
import { layoutFor, parseBilanType, profileSetFor } from '@/domain/bilan'
import { displayFirstName } from '@/domain/first-name'
import type { RiasecScores } from '@/domain/riasec'
import { interfaceTexts } from '@/content/interface'
import { mergeDefaults } from '../merge-defaults'
import { toProfileContent } from '../profile-content'
import { siteIdentity } from '../retrieval/site-identity'
import { reportTexts, type ReportTexts } from './copy'
import type { OrientationAnswer, ReportInput, RiasecWords } from './model'
import { romeData } from './rome-data'

const savedDetails = z
  .object({ ranking: z.array(z.string()).optional(), tieBreak: z.string().optional() })
  .passthrough()
  .nullable()
  .catch(null)

const keyAnswers = z
  .record(z.string(), z.object({ question: z.string(), answer: z.string() }).passthrough())
  .catch({})

export function scoresOf(result: Pick<RiasecResult, 'scores'>): RiasecScores {
  const { r, i, a, s, e, c } = result.scores
  return { R: r, I: i, A: a, S: s, E: e, C: c }
}

/** The orientation answers in question order, as the visitor gave them. */
export function orientationAnswersOf(lead: Pick<Lead, 'keyAnswers'> | null): OrientationAnswer[] {
  const answers = keyAnswers.parse(lead?.keyAnswers ?? {})
  return Object.entries(answers)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, answer]) => ({ question: answer.question, answer: answer.answer }))
}

/**
 * The report's fixed sentences as editors left them in « Textes du rapport PDF », over the defaults: a key
 * they deleted or mistyped keeps its default. Read at each download rather than through Next's data cache,
 * which the payment webhook's preparation and the scripts do not run inside; the texts then reach the
 * model, so an edit changes the report's content hash and the next download renders again (service.ts).
 */
export async function loadReportTexts(payload: Payload): Promise<ReportTexts> {
  const doc = await payload.findGlobal({ slug: 'report-texts', depth: 0, overrideAccess: true })
  return mergeDefaults(reportTexts, doc.copy)
}

/**
 * The types' names and the career markers' meanings as editors left them in « Textes des tests et
 * résultats », the same the results page shows; read uncached like the report's texts, so a renamed type
 * changes the report's content hash and the next download says the new name.
 */
export async function loadRiasecWords(payload: Payload): Promise<RiasecWords> {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
  return mergeDefaults({ riasec: interfaceTexts.riasec }, doc.copy).riasec
}

export async function loadReportInput(payload: Payload, result: RiasecResult): Promise<ReportInput> {
  const bilanType = parseBilanType(result.bilanType)
  const found = await payload.find({
    collection: 'profiles',
    where: { and: [{ set: { equals: profileSetFor(bilanType) } }, { code: { equals: result.dominantProfile } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const profile = found.docs[0]
  if (!profile) throw new Error(`No ${profileSetFor(bilanType)} profile ${result.dominantProfile} for result ${result.id}`)
  const leadId = typeof result.lead === 'object' ? result.lead?.id : result.lead
  const lead =
    leadId === null || leadId === undefined
      ? null
      : await payload.findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, disableErrors: true, select: { keyAnswers: true } })
  const details = savedDetails.parse(result.detailedAnswers ?? null)
  const [{ brandName }, texts, riasec] = await Promise.all([siteIdentity(payload), loadReportTexts(payload), loadRiasecWords(payload)])
  return {
    brandName,
    firstName: displayFirstName(result.name),
    // The date of the unlock, not of the download: the same file every time it is opened.
    generatedOn: new Date(result.unlockedAt ?? result.createdAt),
    audience: layoutFor(bilanType) === 'school' ? 'school' : 'adult',
    profile: toProfileContent(profile),
    scores: scoresOf(result),
    dominantProfile: result.dominantProfile,
    ranking: details?.ranking,
    tieBreak: details?.tieBreak,
    orientationAnswers: orientationAnswersOf(lead),
    rome: romeData(),
    texts,
    riasec,
  }
}
