import type { TextFieldSingleValidation } from 'payload'
import { careerAgreesWithProfile } from '@/domain/rome-match'
import { canonicalCode } from '@/domain/riasec'
import { romeData } from '@/server/report/rome-data'

/**
 * A career's ROME code, checked as an editor saves it: the report prints the family's official label beside
 * it and ranks the career by its letters, so a mistyped code would print a bare « ROME X1234 », and a family
 * of other letters a career that does not fit the profile. Empty is allowed (a career ROME does not list).
 */
export function romeCodeProblem(value: string | null | undefined, profileCode: string | null | undefined): string | null {
  const written = value?.trim() ?? ''
  if (written === '') return null
  const family = romeData().family(written)
  if (!family) return `« ${written} » n’est pas un code ROME (une lettre et quatre chiffres, par exemple M1805).`
  const code = profileCode ? canonicalCode(profileCode) : null
  if (code && !careerAgreesWithProfile(code, family.major, family.minor)) {
    return `${written} (« ${family.label} ») a pour lettres ROME ${family.major}${family.minor ?? ''} : aucune n’est une lettre du profil ${code}.`
  }
  return null
}

export const validateRomeCode: TextFieldSingleValidation = (value, { data }) =>
  romeCodeProblem(value, (data as { code?: string | null } | undefined)?.code) ?? true
