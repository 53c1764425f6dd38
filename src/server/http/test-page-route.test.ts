import { describe, expect, it } from 'vitest'
import { routeTestPage } from './test-page-route'

const route = (address: string) => {
  const result = routeTestPage(new URL(address, 'https://exemple.fr'))
  return result && { kind: result.kind, to: `${result.url.pathname}${result.url.search}` }
}

describe('the RIASEC test address', () => {
  it('serves /test-riasec from the prerendered page of the bilan type the query names', () => {
    expect(route('/test-riasec?bilan=reconversion')).toEqual({ kind: 'rewrite', to: '/test-riasec/reconversion?bilan=reconversion' })
    expect(route('/test-riasec?bilan=public')).toEqual({ kind: 'rewrite', to: '/test-riasec/public?bilan=public' })
  })

  it('forgives case and spaces and gives the school test for anything else, as the page always did', () => {
    expect(route('/test-riasec?bilan=%20Reconversion%20')?.to).toMatch(/^\/test-riasec\/reconversion\?/)
    expect(route('/test-riasec')).toEqual({ kind: 'rewrite', to: '/test-riasec/scolaire' })
    expect(route('/test-riasec?bilan=inconnu')?.to).toMatch(/^\/test-riasec\/scolaire\?/)
  })

  it('keeps the rest of the query', () => {
    expect(route('/test-riasec?bilan=public&utm_source=lettre')?.to).toBe('/test-riasec/public?bilan=public&utm_source=lettre')
  })

  it('sends the per-type paths, which no link uses, back to the public address', () => {
    expect(route('/test-riasec/reconversion')).toEqual({ kind: 'redirect', to: '/test-riasec?bilan=reconversion' })
    expect(route('/test-riasec/n-importe-quoi/')).toEqual({ kind: 'redirect', to: '/test-riasec?bilan=scolaire' })
    expect(route('/test-riasec/%E0%A4%A')).toEqual({ kind: 'redirect', to: '/test-riasec?bilan=scolaire' })
    expect(route('/test-riasec/public?utm_source=lettre')).toEqual({ kind: 'redirect', to: '/test-riasec?utm_source=lettre&bilan=public' })
  })

  it('leaves every other path alone', () => {
    expect(route('/test')).toBeNull()
    expect(route('/test-riasecx')).toBeNull()
    expect(route('/resultats-riasec?profile=RIA')).toBeNull()
  })
})
