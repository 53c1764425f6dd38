import { describe, expect, it } from 'vitest'
import { MASK, maskPersonalLinks } from './mask-links'

const site = 'https://orientation.exemple.fr'

describe('maskPersonalLinks', () => {
  it('takes the key out of every personal link, in the text and in the HTML', () => {
    const text = [
      `Ton accès : ${site}/acces/0f3a9c2b7d11e8aa`,
      `Ton rapport : ${site}/api/report/link/AbC-_123xyz`,
      `Tes données : ${site}/mes-donnees/lien?lien=9b8c7d6e`,
      `Envoyé avant : ${site}/mes-donnees?lien=9b8c7d6e`,
      `Sur un autre appareil : ${site}/commande/appareil?commande=cs_test_1&expire=1790000000&signature=abcdef`,
    ].join('\n')
    const html = `<a href="${site}/commande/appareil?commande=cs_1&amp;expire=17&amp;signature=ff">Passer le test</a> <a href='${site}/acces/deadbeef'>Voir</a>`
    expect(maskPersonalLinks(text)).toBe(
      [
        `Ton accès : ${site}/acces/${MASK}`,
        `Ton rapport : ${site}/api/report/link/${MASK}`,
        `Tes données : ${site}/mes-donnees/lien?${MASK}`,
        `Envoyé avant : ${site}/mes-donnees?${MASK}`,
        `Sur un autre appareil : ${site}/commande/appareil?${MASK}`,
      ].join('\n'),
    )
    expect(maskPersonalLinks(html)).toBe(`<a href="${site}/commande/appareil?${MASK}">Passer le test</a> <a href='${site}/acces/${MASK}'>Voir</a>`)
  })

  it('leaves a link already masked as it is, so a body kept masked reads the same masked again', () => {
    const text = `Tes données : ${site}/mes-donnees/lien?lien=9b8c7d6e et ${site}/acces/0f3a9c2b7d11e8aa`
    expect(maskPersonalLinks(maskPersonalLinks(text))).toBe(maskPersonalLinks(text))
  })

  it('leaves the other links and the words alone', () => {
    const text = `Fais le test sur ${site}/test-riasec ou écris-nous. La page ${site}/acces-resultats t’aide, comme ${site}/mes-donnees.`
    expect(maskPersonalLinks(text)).toBe(text)
  })
})
