import { describe, expect, it } from 'vitest'
import { formerSlugsAfter, isArticleSlug } from './former-slugs'

describe('formerSlugsAfter', () => {
  it('keeps the address the article leaves, after the older ones', () => {
    expect(formerSlugsAfter([], 'reconversion-a-40-ans', 'metier-reconversion-40-ans')).toEqual(['reconversion-a-40-ans'])
    expect(formerSlugsAfter(['premier-nom'], 'deuxieme-nom', 'troisieme-nom')).toEqual(['premier-nom', 'deuxieme-nom'])
  })

  it('changes nothing when the address stays, or when the article was not live', () => {
    expect(formerSlugsAfter(['ancien'], 'actuel', 'actuel')).toEqual(['ancien'])
    expect(formerSlugsAfter(['ancien'], null, 'nouveau')).toEqual(['ancien'])
  })

  it('drops the address the article takes back, and keeps each address once', () => {
    expect(formerSlugsAfter(['premier-nom', 'deuxieme-nom'], 'troisieme-nom', 'premier-nom')).toEqual(['deuxieme-nom', 'troisieme-nom'])
    expect(formerSlugsAfter(['a', 'b', 'a'], 'b', 'c')).toEqual(['a', 'b'])
  })
})

describe('isArticleSlug', () => {
  it('takes lower-case words joined by single dashes', () => {
    for (const slug of ['metier-reconversion-40-ans', 'orientation', '5-metiers']) expect(isArticleSlug(slug), slug).toBe(true)
  })

  it('refuses capitals, accents, spaces, doubled or edge dashes and non-text', () => {
    for (const slug of ['Metier', 'métier', 'deux mots', 'a--b', '-a', 'a-', '', 42, null]) expect(isArticleSlug(slug), String(slug)).toBe(false)
  })
})
