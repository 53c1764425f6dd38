import type { Payload } from 'payload'
import { scoreRiasec } from '@/domain/riasec'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { isRiasecLetter } from '@/domain/riasec-letters'
import { profileSetFor } from '@/domain/bilan'
import { newAccessToken } from '../access-token'
import type { RiasecSubmission } from './schemas'
import { loadQuestions } from './questions'
import { VisitorError } from './errors'
import { createOnce, findByIdempotencyKey } from './idempotent-create'
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
  const existing = await findByIdempotencyKey(payload, 'riasec-results', submission.idempotencyKey)
  if (existing) {
    await payload.update({ collection: 'riasec-results', id: existing.id, overrideAccess: true, data: { accessTokenHash: access.hash } })
    return { resultId: existing.id, dominantProfile: existing.dominantProfile, token: access.token, created: false }
  }

  const set = profileSetFor(submission.bilanType)
  const questions = await loadQuestions(payload, 'riasec', set)
  if (questions.length !== submission.answers.length) throw new VisitorError('Le test a changé entre-temps : rechargez la page.', 409)
  const detailedAnswers = questions.map((question, index) => {
    const option = question.options?.[submission.answers[index]!]
    if (!option?.letter || !isRiasecLetter(option.letter)) throw new VisitorError(`La question ${question.order} attend une réponse.`)
    return { order: question.order, question: question.title, answer: option.label, letter: option.letter as RiasecLetter }
  })

  const lead = submission.orientationKey ? await findByIdempotencyKey(payload, 'leads', submission.orientationKey) : null
  const outcome = scoreRiasec(
    detailedAnswers.map((answer) => answer.letter),
    { orientationLetters: orientationLettersOf(lead) },
  )
  const profile = await payload.find({
    collection: 'profiles',
    where: { and: [{ set: { equals: set } }, { code: { equals: outcome.dominantProfile } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { name: true },
  })

  const { doc, created } = await createOnce(payload, 'riasec-results', submission.idempotencyKey, () =>
    payload.create({
      collection: 'riasec-results',
      overrideAccess: true,
      data: {
        name: submission.contact?.name,
        email: submission.contact?.email,
        bilanType: submission.bilanType,
        scores: {
          r: outcome.scores.R,
          i: outcome.scores.I,
          a: outcome.scores.A,
          s: outcome.scores.S,
          e: outcome.scores.E,
          c: outcome.scores.C,
        },
        dominantProfile: outcome.dominantProfile,
        profileName: profile.docs[0]?.name ?? 'Profil Unique',
        detailedAnswers: { answers: detailedAnswers, ranking: outcome.ranking, tieBreak: outcome.tieBreak },
        lead: lead?.id,
        accessTokenHash: access.hash,
        idempotencyKey: submission.idempotencyKey,
      },
    }),
  )
  if (!created) {
    await payload.update({ collection: 'riasec-results', id: doc.id, overrideAccess: true, data: { accessTokenHash: access.hash } })
  }
  return { resultId: doc.id, dominantProfile: doc.dominantProfile, token: access.token, created }
}
