import { describe, expect, it } from 'vitest'
import { email as payloadEmail } from 'payload/shared'
import { EMAIL_ADDRESS, normalEmail } from './email-address'

const payloadAccepts = (value: string) =>
  payloadEmail(value, { req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key }, required: true } as never) === true

describe('email addresses', () => {
  const samples = ['lea.martin@exemple.fr', 'hugo+bilan@sous.domaine.fr', 'x@a-.fr', 'x@-a.fr', 'a..b@exemple.fr', 'a b@exemple.fr', '"a"@exemple.fr', 'x@ex--ample.com', 'x@exemple.f']

  it('accepts exactly what the collections accept', () => {
    for (const sample of samples) expect(EMAIL_ADDRESS.test(sample), sample).toBe(payloadAccepts(sample))
  })

  it('refuses a domain ending with a hyphen, which a looser check let through', () => {
    expect(EMAIL_ADDRESS.test('x@a-.fr')).toBe(false)
    expect(EMAIL_ADDRESS.test('lea.martin@exemple.fr')).toBe(true)
  })

  it('compares addresses typed with capitals or spaces as the one address', () => {
    expect(normalEmail('  Lea.Martin@Exemple.FR ')).toBe('lea.martin@exemple.fr')
    expect(normalEmail(' ')).toBe('')
  })
})
