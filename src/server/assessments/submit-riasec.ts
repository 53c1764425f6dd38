import type { Payload } from 'payload'
import { scoreRiasec } from '@/domain/riasec'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { isRiasecLetter } from '@/domain/riasec-letters'
import { profileSetFor } from '@/domain/bilan'
import type { ProfileSet } from '@/domain/content-types'
import { newAccessToken } from '../access-token'
import type { RiasecSubmission } from './schemas'
import { loadQuestions } from './questions'
import { TAGS } from '../cache-tags'
import { cachedInProcess } from '../process-cache'
import { VisitorError } from './errors'
import { findByIdempotencyKey } from './idempotent-create'
import { insertRiasecResult } from './riasec-result-rows'
import { orientationLettersOf } from './submit-orientation'

export interface SavedResult {
  resultId: number
  dominantProfile: string
  /** The new access token, to set in the visitor's cookie (only its hash is stored). */
  token: string
  created: boolean
}

const PROFILE_NAME_TTL_MS = 30_000

/** The profile's display name kept with the result (a few seconds in this process: every submission needs one). */
const profileNameOf = (payload: Payload, set: ProfileSet, code: string): Promise<string> =>
  cachedInProcess(TAGS.profiles, `name:${set}:${code}`, PROFILE_NAME_TTL_MS, async () => {
    const found = await payload.find({
      collection: 'profiles',
      where: { and: [{ set: { equals: set } }, { code: { equals: code } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
    return found.docs[0]?.name ?? 'Profil Unique'
  })

/**
 * Saves a RIASEC test: the letters come from the questions as stored, never from the browser, and the
 * scores are recomputed here. A retry with the same key returns the first row (with a fresh token, since
 * only the browser that generated the key can know it).
 */
export async function submitRiasec(payload: Payload, submission: RiasecSubmission): Promise<SavedResult> {
  const access = newAccessToken()
  const set = profileSetFor(submission.bilanType)
  const questions = await loadQuestions(payload, 'riasec', set)
  if (questions.length !== submission.answers.length) throw new VisitorError('testChanged', 409)
  const detailedAnswers = questions.map((question, index) => {
    const option = question.options?.[submission.answers[index]!]
    if (!option?.letter || !isRiasecLetter(option.letter)) throw new VisitorError('answerMissing', 400, { n: question.order })
    return { order: question.order, question: question.title, answer: option.label, letter: option.letter as RiasecLetter }
  })

  const lead = submission.orientationKey ? await findByIdempotencyKey(payload, 'leads', submission.orientationKey) : null
  const outcome = scoreRiasec(
    detailedAnswers.map((answer) => answer.letter),
    { orientationLetters: orientationLettersOf(lead) },
  )
  const profileName = await profileNameOf(payload, set, outcome.dominantProfile)

  const saved = await insertRiasecResult(payload, {
    name: submission.contact?.name,
    email: submission.contact?.email,
    bilanType: submission.bilanType,
    scores: outcome.scores,
    dominantProfile: outcome.dominantProfile,
    profileName,
    detailedAnswers: { answers: detailedAnswers, ranking: outcome.ranking, tieBreak: outcome.tieBreak },
    leadId: lead?.id,
    accessTokenHash: access.hash,
    idempotencyKey: submission.idempotencyKey,
  })
  return { resultId: saved.id, dominantProfile: saved.dominantProfile, token: access.token, created: saved.created }
}
