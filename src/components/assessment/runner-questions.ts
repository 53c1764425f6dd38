import type { Question } from '@/payload-types'
import { isRiasecLetter, type RiasecLetter } from '@/domain/riasec-letters'
import type { RunnerQuestion } from './TestRunner.client'

/** What the test island needs of each question, nothing more. */
export const toRunnerQuestions = (questions: Question[]): RunnerQuestion[] =>
  questions.map((question) => ({
    order: question.order,
    title: question.title,
    type: question.type,
    hasOther: Boolean(question.hasOther),
    encouragement: question.encouragement ?? undefined,
    options: (question.options ?? []).map((option) => ({
      label: option.label,
      ...(option.letter && isRiasecLetter(option.letter) ? { letter: option.letter as RiasecLetter } : {}),
    })),
  }))
