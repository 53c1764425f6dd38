import { z } from 'zod'
import { BILAN_TYPES } from '@/domain/bilan'
import { PROFILE_CODES, RIASEC_QUESTION_COUNT } from '@/domain/riasec'
import { visitorContactSchema } from '@/domain/visitor-contact'
import { FIELD_LIMITS } from '@/domain/field-limits'

/** A client-generated UUID: a retried submission carries the same key and never makes a second row. */
const idempotencyKey = z.uuid()

export const riasecSubmissionSchema = z.object({
  idempotencyKey,
  bilanType: z.enum(BILAN_TYPES),
  contact: z.optional(visitorContactSchema),
  /** The index of the chosen option for each question, in question order. */
  answers: z
    .array(z.number().int().min(0).max(5))
    .length(RIASEC_QUESTION_COUNT, 'answersMissing'),
  /** The orientation questionnaire's key, when the visitor answered it first: its answers break ties. */
  orientationKey: idempotencyKey.optional(),
})
export type RiasecSubmission = z.infer<typeof riasecSubmissionSchema>

const orientationAnswer = z.object({
  option: z.number().int().min(0).max(20).optional(),
  other: z.string().trim().max(FIELD_LIMITS.otherAnswer).optional(),
  text: z.string().trim().max(FIELD_LIMITS.freeAnswer).optional(),
})

export const orientationSubmissionSchema = z.object({
  idempotencyKey,
  bilanType: z.enum(BILAN_TYPES),
  contact: z.optional(visitorContactSchema),
  answers: z.array(orientationAnswer).min(1).max(20),
})
export type OrientationSubmission = z.infer<typeof orientationSubmissionSchema>
export type OrientationAnswerInput = z.infer<typeof orientationAnswer>

/** « Garde tes résultats »: the page's profile, and the name and email to find its results by. */
export const resultContactSchema = z.object({ profile: z.enum(PROFILE_CODES), contact: visitorContactSchema })
