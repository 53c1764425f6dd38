import { describe, expect, it } from 'vitest'
import { isSitePath } from './site-path'

describe('isSitePath', () => {
  it('takes a path on the site, with its query and anchor', () => {
    for (const value of ['/', '/coaching?offer=premium', '/bilan-competences-tous-publics#faq', '/ressources/métiers']) {
      expect(isSitePath(value), value).toBe(true)
    }
  })

  it('refuses what would leave the site or not be an address', () => {
    for (const value of ['//exemple.fr/coaching', '/\\exemple.fr', 'https://exemple.fr/', 'javascript:alert(1)', 'coaching', '/coaching premium', '', null, 7]) {
      expect(isSitePath(value), String(value)).toBe(false)
    }
  })
})
