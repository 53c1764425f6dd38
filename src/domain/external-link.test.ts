import { describe, expect, it } from 'vitest'
import { isExternalLink } from './external-link'

describe('isExternalLink', () => {
  it('takes a product page on another site, over https', () => {
    expect(isExternalLink('https://www.exemple.fr/livre-coloriage-anti-stress/dp/2012345678')).toBe(true)
    expect(isExternalLink('https://editions.example/livre?ref=cap')).toBe(true)
  })

  it('refuses what would open a broken or unsafe page', () => {
    for (const value of [
      'www.exemple.fr/livre',
      'http://www.exemple.fr/livre',
      'javascript:alert(1)',
      'https://localhost/livre',
      'https://exemple./livre',
      'https://user:secret@www.exemple.fr/livre',
      ' https://www.exemple.fr/livre',
      '',
      42,
      null,
    ]) {
      expect(isExternalLink(value), String(value)).toBe(false)
    }
  })
})
