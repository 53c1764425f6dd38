import { describe, expect, it } from 'vitest'
import { fitsItemsOf, itemModel, missingKeys } from './list-items'

const resources = [
  { title: 'ONISEP', url: 'https://www.onisep.fr' },
  { title: 'Ton coach', note: { text: 'Sur rendez-vous' } },
]

describe('fitsItemsOf', () => {
  it('takes an item shaped like any one of the default items, with keys of its own besides', () => {
    expect(fitsItemsOf(resources, { title: 'France Travail', url: 'https://www.francetravail.fr' })).toBe(true)
    expect(fitsItemsOf(resources, { title: 'Ta conseillère', note: { text: 'Le mardi' }, extra: 1 })).toBe(true)
    expect(fitsItemsOf(['Lis ton profil.'], 'Note tes questions.')).toBe(true)
    expect(fitsItemsOf([], 42)).toBe(true)
  })

  it('refuses an item with a key missing, empty or of another kind, anywhere down', () => {
    expect(fitsItemsOf(resources, { title: 'Sans adresse' })).toBe(false)
    expect(fitsItemsOf(resources, { title: 'Vide', url: null })).toBe(false)
    expect(fitsItemsOf(resources, { title: 'Note cassée', note: 'texte' })).toBe(false)
    expect(fitsItemsOf(resources, { title: 'Note vide', note: { text: null } })).toBe(false)
    expect(fitsItemsOf(['Lis ton profil.'], 3)).toBe(false)
    expect(fitsItemsOf([['a']], ['b', 2])).toBe(false)
  })
})

describe('missingKeys', () => {
  it('names the keys of the default item the group comes closest to, none when it has every key of one', () => {
    expect(missingKeys(resources, { title: 'Sans adresse' })).toEqual(['url'])
    expect(missingKeys(resources, { url: 'https://www.onisep.fr' })).toEqual(['title'])
    expect(missingKeys(resources, { title: 'Ton coach', note: 'texte' })).toEqual([])
    expect(missingKeys(['Lis ton profil.'], { title: 'x' })).toEqual([])
  })
})

describe('itemModel', () => {
  it('merges the default items: groups key by key, texts joined, lists into one, other values the first', () => {
    expect(itemModel(resources)).toEqual({ title: 'ONISEP Ton coach', url: 'https://www.onisep.fr', note: { text: 'Sur rendez-vous' } })
    expect(itemModel(['Étape {step}', 'Fin sur {total}'])).toBe('Étape {step} Fin sur {total}')
    expect(itemModel([['a'], ['b', 'c']])).toEqual(['a b c'])
    expect(itemModel([3, 4])).toBe(3)
    expect(itemModel([])).toBeUndefined()
  })
})
