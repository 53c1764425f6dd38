import { describe, expect, it } from 'vitest'
import { visitorContactSchema } from './visitor-contact'

const messages = (input: unknown) => {
  const result = visitorContactSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('visitor contact', () => {
  it('trims both fields and lower-cases the email', () => {
    expect(visitorContactSchema.parse({ name: '  Léa ', email: ' Lea@Exemple.FR ' })).toEqual({ name: 'Léa', email: 'lea@exemple.fr' })
  })

  it('says in French what is missing or wrong', () => {
    expect(messages({ name: '   ', email: '' })).toEqual(['Le nom est obligatoire', 'L’email est obligatoire'])
    expect(messages({ name: 'Léa', email: 'lea@' })).toEqual(['Email invalide'])
  })

  it('refuses more than 100 characters', () => {
    expect(messages({ name: 'a'.repeat(101), email: 'lea@exemple.fr' })).toEqual(['100 caractères au maximum'])
    expect(messages({ name: 'Léa', email: `${'a'.repeat(95)}@exemple.fr` })).toEqual(['100 caractères au maximum'])
  })
})
