import { describe, expect, it } from 'vitest'
import { describePlaceholderProblems, placeholderProblems, placeholdersOf } from './template-placeholders'

const defaults = {
  checkout: { pay: 'Payer {price}', title: 'Paiement' },
  greeting: 'Bonjour {firstName}, ton rapport du {date} est prêt.',
  steps: ['Étape {step} sur {total}', 'Presque fini'],
  cards: [
    { title: 'Rapport', price: '{price} une fois' },
    { title: 'Suivi de {months} mois', price: '{price} par mois' },
  ],
}

describe('placeholdersOf', () => {
  it('finds each name once, whatever is between braces on one line', () => {
    expect([...placeholdersOf('{a} et {b}, encore {a} ; {prénom}, { a } ni {}')]).toEqual(['a', 'b', 'prénom', ' a '])
  })
})

describe('placeholderProblems', () => {
  it('accepts reworded texts that keep their placeholders, in any order', () => {
    const edited = {
      checkout: { pay: 'Je règle {price}', title: 'Paiement sécurisé' },
      greeting: 'Le {date}, ton rapport est prêt, {firstName} !',
      steps: ['Presque fini !', 'Question {step}/{total}', 'Une étape de plus'],
      cards: [{ title: 'Suivi ({months} mois)', price: '{price}' }],
    }
    expect(placeholderProblems(defaults, edited)).toEqual([])
  })

  it('finds a mistyped placeholder and says which ones the text may hold', () => {
    expect(placeholderProblems(defaults, { greeting: 'Bonjour {prenom}, ton rapport du {date} est prêt.' })).toEqual([
      { path: ['greeting'], missing: ['firstName'], unknown: ['prenom'], allowed: ['firstName', 'date'] },
    ])
    // With an accent or spaces, a name the site would never fill either.
    expect(placeholderProblems(defaults, { greeting: 'Bonjour {prénom}, ton rapport du { date } est prêt.' })).toEqual([
      { path: ['greeting'], missing: ['firstName', 'date'], unknown: ['prénom', ' date '], allowed: ['firstName', 'date'] },
    ])
  })

  it('finds a placeholder deleted from a text, but not from a list item, which may differ from the others', () => {
    expect(placeholderProblems(defaults, { checkout: { pay: 'Payer 18 €' }, steps: ['Presque fini'] })).toEqual([
      { path: ['checkout', 'pay'], missing: ['price'], unknown: [], allowed: ['price'] },
    ])
  })

  it('checks list items against the whole list, counting from 1', () => {
    expect(placeholderProblems(defaults, { steps: ['Étape {step}', 'Fin {prix}'], cards: [{ title: 'Rapport', price: '{prix}' }] })).toEqual([
      { path: ['steps', '2'], missing: [], unknown: ['prix'], allowed: ['step', 'total'] },
      { path: ['cards', '1', 'price'], missing: [], unknown: ['prix'], allowed: ['price'] },
    ])
  })

  it('checks only the texts the edit changed: what is stored already is never refused again', () => {
    const stored = { greeting: 'Bonjour {prenom} !', checkout: { pay: 'Payer' } }
    expect(placeholderProblems(defaults, { ...stored, checkout: { pay: 'Payer', title: 'Paiement' } }, stored)).toEqual([])
    expect(placeholderProblems(defaults, { ...stored, greeting: 'Salut {prenom} !' }, stored)).toEqual([
      { path: ['greeting'], missing: ['firstName', 'date'], unknown: ['prenom'], allowed: ['firstName', 'date'] },
    ])
  })

  it('refuses a name another sentence gets, which this one would show as written', () => {
    expect(placeholderProblems(defaults, { checkout: { pay: 'Payer {price}', title: 'Paiement de {firstName}' } })).toEqual([
      { path: ['checkout', 'title'], missing: [], unknown: ['firstName'], allowed: [] },
    ])
  })

  it('lets through the names a group of sentences is given besides its defaults’, there only', () => {
    const given = [{ under: ['checkout'], names: ['firstName'] }]
    expect(placeholderProblems(defaults, { checkout: { pay: 'Payer {price}', title: 'Paiement de {firstName}' } }, undefined, given)).toEqual([])
    expect(placeholderProblems(defaults, { greeting: 'Bonjour {firstName}, ton rapport du {date} est prêt pour {price}.' }, undefined, given)).toEqual([
      { path: ['greeting'], missing: [], unknown: ['price'], allowed: ['firstName', 'date'] },
    ])
    // What the message offers includes the names given.
    expect(placeholderProblems(defaults, { checkout: { pay: 'Payer {prix}' } }, undefined, given)).toEqual([
      { path: ['checkout', 'pay'], missing: ['price'], unknown: ['prix'], allowed: ['price', 'firstName'] },
    ])
  })

  it('leaves alone what the site ignores: empty texts, unknown keys, values of another type', () => {
    expect(placeholderProblems(defaults, { greeting: '  ', extra: '{anything}', checkout: 'oops', steps: 'oops' })).toEqual([])
    expect(placeholderProblems(defaults, null)).toEqual([])
  })
})

describe('describePlaceholderProblems', () => {
  it('names each text to mend, what is missing and what is unknown, in French', () => {
    const message = describePlaceholderProblems(placeholderProblems(defaults, { greeting: 'Salut {prenom} !', checkout: { pay: 'Payer' } }))
    expect(message).toContain('« checkout › pay » : il manque {price}')
    expect(message).toContain('« greeting » : il manque {firstName}, {date} ; {prenom} n’est pas remplacé par le site (possibles ici : {firstName}, {date})')
  })

  it('shows the first five and counts the others', () => {
    const edited = { steps: Array.from({ length: 7 }, (_, index) => `{x${index}}`) }
    const message = describePlaceholderProblems(placeholderProblems(defaults, edited))
    expect(message).toContain('« steps › 5 »')
    expect(message).not.toContain('« steps › 6 »')
    expect(message).toContain('(et 2 autres)')
  })
})
