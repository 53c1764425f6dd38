import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { RIASEC_QUESTION_COUNT } from '@/domain/riasec'
import { execute } from '@/server/db'
import { publicApiError } from '@/server/http/public-api-error'

/**
 * The RIASEC test scores exactly twelve answers, one per question of a wording: a complete set that lost a
 * question would refuse every visitor's submission. So a question of a complete set cannot be deleted, or
 * moved to the other test or wording; editors change its text, answers and place instead. A set still
 * being assembled (fewer than twelve) is free.
 */
async function isComplete(req: PayloadRequest, set: string): Promise<boolean> {
  const [row] = await execute<{ n: number }>(req.payload, sql`select count(*)::int as n from questions where test = 'riasec' and "set" = ${set}`, await req.transactionID)
  return Number(row?.n) >= RIASEC_QUESTION_COUNT
}

const STAYS = 'Cette question fait partie des 12 questions du test RIASEC de cette formulation : elle ne peut pas en sortir. Modifie plutôt son intitulé et ses réponses.'
const NOT_DELETED = 'Le test RIASEC compte 12 questions par formulation, et celle-ci en fait partie : modifie son intitulé et ses réponses plutôt que de la supprimer.'

export const keepRiasecSetWhole: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.test !== 'riasec') return data
  const leaves = (data.test ?? originalDoc.test) !== 'riasec' || (data.set ?? originalDoc.set) !== originalDoc.set
  if (leaves && (await isComplete(req, originalDoc.set))) {
    const field = (data.test ?? originalDoc.test) !== 'riasec' ? { path: 'test', label: 'Test' } : { path: 'set', label: 'Formulation' }
    throw new ValidationError({ errors: [{ ...field, message: STAYS }], req }, req.t)
  }
  return data
}

export const refuseRiasecDeletion: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const question = await req.payload.findByID({ collection: 'questions', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (question?.test === 'riasec' && (await isComplete(req, question.set))) throw publicApiError(NOT_DELETED, 400)
}
