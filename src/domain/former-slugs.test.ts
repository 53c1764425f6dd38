import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { articleSlugProblem, formerSlugsAfter, isArticleSlug, ROUTE_SEGMENTS } from './former-slugs'

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

describe('articleSlugProblem', () => {
  it('takes a free address', () => {
    expect(articleSlugProblem('metier-reconversion-40-ans')).toBeNull()
    // Only the whole first segment is the route's.
    expect(articleSlugProblem('test-orientation-professionnelle-adulte')).toBeNull()
  })

  it('refuses a malformed address, and one of the site’s own pages, saying which', () => {
    expect(articleSlugProblem('Métier')).toBe('Lettres minuscules, chiffres et tirets uniquement.')
    expect(articleSlugProblem('coaching')).toBe('L’adresse « /coaching » est celle d’une page du site : l’article n’y serait jamais affiché. Choisis-en une autre.')
    for (const slug of ['methode', 'qui-sommes-nous', 'test', 'admin', 'api']) expect(articleSlugProblem(slug), slug).not.toBeNull()
  })

  it('knows every route folder of the site, so a new page cannot be hidden behind an article', () => {
    const routes = (group: string) =>
      readdirSync(path.resolve(__dirname, '../app', group), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
        .map((entry) => entry.name)
    const folders = [...routes('(frontend)'), ...routes('(payload)')]
    expect(folders.length).toBeGreaterThan(15)
    expect([...ROUTE_SEGMENTS].sort()).toEqual(folders.sort())
  })
})
