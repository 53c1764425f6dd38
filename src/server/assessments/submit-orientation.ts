import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { isRiasecLetter } from '@/domain/riasec-letters'
import type { OrientationAnswerInput, OrientationSubmission } from './schemas'
import { loadQuestions } from './questions'
import { VisitorError } from './errors'
import { createOnce, findByIdempotencyKey, storedIdempotencyKey } from './idempotent-create'
import { NOT_GIVEN } from '@/domain/visitor-contact'

export interface KeyAnswer {
  question: string
  answer: string
  letter?: RiasecLetter
  other?: boolean
}

/** Checks every step against the questions as they are now, and keeps the wording the visitor saw. */
export function interpretOrientationAnswers(
  questions: Array<{ order: number; title: string; type: 'single' | 'text'; options?: Array<{ label: string; letter?: string | null }> | null; hasOther?: boolean | null }>,
  answers: OrientationAnswerInput[],
): Record<string, KeyAnswer> {
  if (answers.length !== questions.length) throw new VisitorError('answersMissing', 400, { count: questions.length })
  const keyAnswers: Record<string, KeyAnswer> = {}
  questions.forEach((question, index) => {
    const answer = answers[index]!
    const step = `${question.order}`
    if (question.type === 'text') {
      if (!answer.text) throw new VisitorError('answerMissing', 400, { n: question.order })
      keyAnswers[step] = { question: question.title, answer: answer.text }
      return
    }
    if (answer.other !== undefined && answer.option === undefined) {
      if (!question.hasOther || !answer.other) throw new VisitorError('answerMissing', 400, { n: question.order })
      keyAnswers[step] = { question: question.title, answer: answer.other, other: true }
      return
    }
    const option = answer.option === undefined ? undefined : question.options?.[answer.option]
    if (!option) throw new VisitorError('answerMissing', 400, { n: question.order })
    keyAnswers[step] = {
      question: question.title,
      answer: option.label,
      ...(option.letter && isRiasecLetter(option.letter) ? { letter: option.letter } : {}),
    }
  })
  return keyAnswers
}

/** The interest types the visitor's orientation answers leaned towards: further signal for RIASEC ties. */
export function orientationLettersOf(lead: Pick<Lead, 'keyAnswers'> | null): RiasecLetter[] {
  const answers = (lead?.keyAnswers ?? {}) as Record<string, Partial<KeyAnswer>>
  return Object.values(answers)
    .map((answer) => answer.letter)
    .filter((letter): letter is RiasecLetter => typeof letter === 'string' && isRiasecLetter(letter))
}

/** Saves the orientation questionnaire as a lead, once per idempotency key. */
export async function submitOrientation(payload: Payload, submission: OrientationSubmission): Promise<{ leadId: number; created: boolean }> {
  const existing = await findByIdempotencyKey(payload, 'leads', submission.idempotencyKey)
  if (existing) return { leadId: existing.id, created: false }
  const questions = await loadQuestions(payload, 'orientation', 'scolaire')
  const keyAnswers = interpretOrientationAnswers(questions, submission.answers)
  const { doc, created } = await createOnce(payload, 'leads', submission.idempotencyKey, () =>
    payload.create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        name: submission.contact?.name ?? NOT_GIVEN,
        email: submission.contact?.email,
        source: 'orientation',
        bilanType: submission.bilanType,
        currentFiliere: 'Non spécifié',
        keyAnswers,
        consentAt: submission.contact ? new Date().toISOString() : undefined,
        parentalConsentAt: submission.contact?.parentalConsent ? new Date().toISOString() : undefined,
        idempotencyKey: storedIdempotencyKey(submission.idempotencyKey),
      },
    }),
  )
  return { leadId: doc.id, created }
}
