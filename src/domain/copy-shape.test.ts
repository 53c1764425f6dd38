import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mergeDefaults } from '@/server/merge-defaults'
import { describeShapeProblems, shapeProblems } from './copy-shape'

const defaults = {
  checkout: { title: 'Ta commande', pay: 'Payer {price}' },
  benefits: ['Accès immédiat', 'Rapport de 12 pages'],
  steps: [{ title: 'Étape', text: 'Texte' }],
}

describe('shapeProblems', () => {
  it('finds nothing in the defaults, in reworded texts, a shortened list or new list items', () => {
    expect(shapeProblems(defaults, defaults)).toEqual([])
    const reworded = { checkout: { title: 'Ma commande', pay: 'Régler {price}' }, benefits: ['Accès tout de suite'], steps: [{ title: 'Un', text: 'Deux' }, { title: 'Trois', text: 'Quatre' }] }
    expect(shapeProblems(defaults, reworded, defaults)).toEqual([])
  })

  it('names a key the site would never read, with the names its group has', () => {
    const edited = { ...defaults, checkout: { titel: 'Ma commande', pay: 'Payer {price}' } }
    expect(shapeProblems(defaults, edited, defaults)).toEqual([{ path: ['checkout', 'titel'], problem: 'unknownKey', known: ['title', 'pay'] }])
  })

  it('names a sentence written as something else, a list or a group replaced by a text, and a list item of another shape', () => {
    const edited = { checkout: { title: 12, pay: 'Payer {price}' }, benefits: 'Accès immédiat', steps: [{ title: 'Un', texte: 'Deux' }] }
    expect(shapeProblems(defaults, edited, defaults)).toEqual([
      { path: ['checkout', 'title'], problem: 'notText' },
      { path: ['benefits'], problem: 'notList' },
      { path: ['steps', '1'], problem: 'missingKeys', known: ['text'] },
      { path: ['steps', '1', 'texte'], problem: 'unknownKey', known: ['title', 'text'] },
    ])
    expect(shapeProblems(defaults, { ...defaults, checkout: 'Ta commande' }, defaults)).toEqual([{ path: ['checkout'], problem: 'notGroup' }])
  })

  it('names a list item that lacks a key every default item has (the site would leave it out), and a number or a yes/no of another kind', () => {
    const withFlags = { ...defaults, steps: [{ title: 'Étape', text: 'Texte' }, { title: 'Fin', text: 'Texte', link: '/test' }], limit: 3, shown: true }
    const edited = { ...withFlags, steps: [{ title: 'Un' }, { title: 'Deux', text: 'Trois' }], limit: '3', shown: 'oui' }
    expect(shapeProblems(withFlags, edited, withFlags)).toEqual([
      { path: ['steps', '1'], problem: 'missingKeys', known: ['text'] },
      { path: ['limit'], problem: 'notNumber' },
      { path: ['shown'], problem: 'notYesNo' },
    ])
    expect(describeShapeProblems([{ path: ['steps', '1'], problem: 'missingKeys', known: ['text'] }])).toContain('« steps › 1 » : il manque text à cet élément, que le site laisserait de côté')
  })

  it('names an emptied value in a list item, which would drop the whole item, and lets it through elsewhere, where the default shows', () => {
    const edited = { ...defaults, checkout: { title: null, pay: 'Payer {price}' }, benefits: [null, 'Accès immédiat'], steps: [{ title: 'Un', text: null }] }
    expect(shapeProblems(defaults, edited, defaults)).toEqual([
      { path: ['benefits', '1'], problem: 'notText' },
      { path: ['steps', '1', 'text'], problem: 'notText' },
    ])
  })

  it('finds a problem in every edit that would make the site leave a list item out', () => {
    const lists = {
      notes: ['Lis ton profil.', 'Note tes questions.'],
      resources: [
        { title: 'ONISEP', url: 'https://www.onisep.fr' },
        { title: 'Ton coach', note: { text: 'Sur rendez-vous', days: ['lundi'] } },
      ],
    }
    const value = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.boolean(), fc.constant(null))
    const item = fc.oneof(
      value,
      fc.record({ title: value, url: value }, { requiredKeys: [] }),
      fc.record({ title: value, note: fc.oneof(value, fc.record({ text: value, days: fc.oneof(value, fc.array(value, { maxLength: 2 })) }, { requiredKeys: [] })) }, { requiredKeys: [] }),
    )
    fc.assert(
      fc.property(fc.array(item, { maxLength: 3 }), fc.array(item, { maxLength: 3 }), (notes, resources) => {
        const edited = { notes, resources }
        if (shapeProblems(lists, edited, {}).length > 0) return
        const merged = mergeDefaults(lists, edited)
        expect(merged.notes).toHaveLength(notes.length)
        expect(merged.resources).toHaveLength(resources.length)
      }),
      { numRuns: 2_000 },
    )
    // A group in an item may lack a key too: the item is then named as a whole.
    const edited = { ...lists, resources: [{ title: 'Ton coach', note: {} }] }
    expect(shapeProblems(lists, edited, lists)).toEqual([{ path: ['resources', '1'], problem: 'unlikeItems' }])
    expect(describeShapeProblems(shapeProblems(lists, edited, lists))).toContain('« resources › 1 » : cet élément n’a la forme d’aucun élément par défaut, le site le laisserait de côté')
  })

  it('never refuses again what the stored copy holds: a key an older version used, a value saved before the check', () => {
    const stored = { ...defaults, checkout: { ...defaults.checkout, oldTitle: 'Ancien titre', title: 12 } }
    const edited = { ...stored, benefits: ['Accès immédiat'] }
    expect(shapeProblems(defaults, edited, stored)).toEqual([])
  })

  it('tells the editor where each text went astray, and what the site expects there', () => {
    const message = describeShapeProblems([
      { path: ['checkout', 'titel'], problem: 'unknownKey', known: ['title', 'pay'] },
      { path: ['benefits'], problem: 'notList' },
    ])
    expect(message).toBe(
      'Textes que le site ne lirait pas : « checkout › titel » : ce nom n’existe pas ici, le site ne le lit pas (noms possibles : title, pay) · « benefits » : le site attend une liste entre crochets [ ]. Garde les noms et la forme du texte par défaut ; seuls les textes entre guillemets se modifient.',
    )
  })
})
