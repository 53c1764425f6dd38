import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'
import { canonicalCode } from '@/domain/riasec'

/** Editors may type "ai": the stored code is always the canonical "IA". */
export const canonicalProfileCode: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || typeof data.code !== 'string') return data
  const code = canonicalCode(data.code)
  if (!code) {
    throw new ValidationError({
      errors: [{ message: 'Code invalide : une lettre R, I, A, S, E ou C, ou deux lettres différentes.', path: 'code', label: 'Code' }],
      req,
    }, req.t)
  }
  return { ...data, code }
}
