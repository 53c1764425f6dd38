import type { Payload } from 'payload'
import { scoreRiasec } from '@/domain/riasec'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { isRiasecLetter } from '@/domain/riasec-letters'
import { profileSetFor } from '@/domain/bilan'
import type { ProfileSet } from '@/domain/content-types'
import { newAccessToken } from '../access-token'
import type { RiasecSubmission } from './schemas'
import { loadQuestions } from './questions'
import { profileNameOf } from '../profile-lookup'
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
  // Profiles are neither created nor deleted by editors: a missing one is a damaged database, the result still saved.
  const profileName = (await profileNameOf(payload, set, outcome.dominantProfile)) ?? 'Profil Unique'

  const saved = await insertRiasecResult(payload, {
    name: submission.contact?.name,
    email: submission.contact?.email,
    parentalConsent: submission.contact?.parentalConsent,
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
