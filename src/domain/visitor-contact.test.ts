import { describe, expect, it } from 'vitest'
import { NOT_GIVEN, contactErrorKey, contactFormSchema, contactOfForm, isAnotherVisitor, nameGivenWith, visitorContactSchema, type ContactForm } from './visitor-contact'

const issues = (input: unknown) => {
  const result = visitorContactSchema.safeParse(input)
  return result.success ? [] : result.error.issues
}
const messages = (input: unknown) => issues(input).map((issue) => issue.message)
/** The start modal's message keys, as it finds them: the field and the issue's code. */
const errorKeys = (input: unknown) => issues(input).map((issue) => contactErrorKey(issue.path[0] as keyof ContactForm, issue.code))

describe('visitor contact', () => {
  it('trims both fields and lower-cases the email', () => {
    expect(visitorContactSchema.parse({ name: '  Léa ', email: ' Lea@Exemple.FR ' })).toEqual({ name: 'Léa', email: 'lea@exemple.fr' })
  })

  it('names what is missing or wrong by the key of the API’s sentence (`serverMessages`)', () => {
    expect(messages({ name: '   ', email: '' })).toEqual(['firstNameRequired', 'emailRequired'])
    expect(messages({ name: 'Léa', email: 'lea@' })).toEqual(['emailInvalid'])
  })

  it('refuses more than 100 characters, with the limit for the API’s sentence', () => {
    const tooLong = [...issues({ name: 'a'.repeat(101), email: 'lea@exemple.fr' }), ...issues({ name: 'Léa', email: `${'a'.repeat(95)}@exemple.fr` })]
    expect(tooLong.map((issue) => [issue.code, (issue as { maximum?: unknown }).maximum])).toEqual([
      ['too_big', 100],
      ['too_big', 100],
    ])
  })

  it('names each failure by the key of its editable message in the start modal', () => {
    expect(errorKeys({ name: '   ', email: '' })).toEqual(['firstNameRequired', 'emailRequired'])
    expect(errorKeys({ name: 'Léa', email: 'lea@' })).toEqual(['emailInvalid'])
    expect(errorKeys({ name: 'a'.repeat(101), email: `${'a'.repeat(95)}@exemple.fr` })).toEqual(['tooLong', 'tooLong'])
    expect(errorKeys({ name: 42, email: null })).toEqual(['firstNameRequired', 'emailRequired'])
    expect(errorKeys({ name: ' . ', email: 'lea@exemple.fr' })).toEqual(['firstNameInvalid'])
  })

  it('takes a name only when it holds a first name to print, in any alphabet', () => {
    for (const name of ['.', '123', '« »', '--', '😀']) expect(messages({ name, email: 'lea@exemple.fr' }), name).toEqual(['firstNameInvalid'])
    for (const name of ['Léa', 'jean-pierre DUPONT', '« Zoé »', 'Ελένη', 'محمد', '李']) expect(issues({ name, email: 'lea@exemple.fr' }), name).toEqual([])
  })
})

describe('contact form', () => {
  const form = (fields: Partial<ContactForm>) => ({ name: 'Zoé', email: 'zoe@exemple.fr', under15: false, parentalConsent: false, ...fields })
  const formErrors = (input: unknown) => {
    const result = contactFormSchema.safeParse(input)
    return result.success ? [] : result.error.issues.map((issue) => contactErrorKey(issue.path[0] as keyof ContactForm, issue.code))
  }

  it('takes the contact of a visitor under 15 only with a parent’s consent, said with the other fields’ errors', () => {
    expect(formErrors(form({ under15: true }))).toEqual(['parentalConsentRequired'])
    expect(formErrors(form({ name: '', under15: true }))).toEqual(['firstNameRequired', 'parentalConsentRequired'])
    expect(formErrors(form({ under15: true, parentalConsent: true }))).toEqual([])
    expect(formErrors(form({}))).toEqual([])
  })

  it('gives the parent’s consent with the contact only when the visitor said they were under 15', () => {
    expect(contactOfForm(contactFormSchema.parse(form({ under15: true, parentalConsent: true })))).toEqual({ name: 'Zoé', email: 'zoe@exemple.fr', parentalConsent: true })
    // Ticked, then « J’ai moins de 15 ans » unticked: no consent is claimed for a visitor of 15 or more.
    expect(contactOfForm(contactFormSchema.parse(form({ parentalConsent: true })))).toEqual({ name: 'Zoé', email: 'zoe@exemple.fr' })
  })

  it('lets the API take a consent only as given: a contact saying it was refused is not one the dialog sends', () => {
    expect(visitorContactSchema.safeParse({ name: 'Zoé', email: 'zoe@exemple.fr', parentalConsent: true }).success).toBe(true)
    expect(visitorContactSchema.safeParse({ name: 'Zoé', email: 'zoe@exemple.fr', parentalConsent: false }).success).toBe(false)
  })
})

describe('isAnotherVisitor', () => {
  it('takes another address than the last test’s for another person, whatever the capitals and spaces', () => {
    expect(isAnotherVisitor('lea@exemple.fr', 'hugo@exemple.fr')).toBe(true)
    expect(isAnotherVisitor('Lea@Exemple.fr ', 'lea@exemple.fr')).toBe(false)
  })

  it('finds nobody before the first test on the device', () => {
    expect(isAnotherVisitor('', 'hugo@exemple.fr')).toBe(false)
  })
})

describe('nameGivenWith', () => {
  it('names the person at an address only by a name given with it, or with none', () => {
    expect(nameGivenWith({ name: 'Léa', email: 'Lea@Exemple.fr' }, 'lea@exemple.fr')).toBe('Léa')
    expect(nameGivenWith({ name: 'Léa', email: null }, 'parent@exemple.fr')).toBe('Léa')
    // The teenager's name is not their parent's, who paid with their own address.
    expect(nameGivenWith({ name: 'Léa', email: 'lea@exemple.fr' }, 'parent@exemple.fr')).toBeUndefined()
    expect(nameGivenWith({ name: NOT_GIVEN, email: null }, 'parent@exemple.fr')).toBeUndefined()
    expect(nameGivenWith(null, 'parent@exemple.fr')).toBeUndefined()
  })
})
