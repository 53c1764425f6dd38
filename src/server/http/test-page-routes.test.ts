import { describe, expect, it } from 'vitest'
import { parseBilanType } from '@/domain/bilan'
import { testPageRewrites } from './test-page-routes'

/** The page Next's router picks for `/test-riasec?bilan=<value>`: the first rule whose condition holds. */
function servedPage(value: string | null): string | undefined {
  return testPageRewrites().find((rule) => {
    const condition = 'has' in rule ? rule.has[0] : undefined
    if (!condition) return true
    return value !== null && new RegExp(`^${condition.value}$`).test(value)
  })?.destination
}

describe('the RIASEC test address', () => {
  it('serves each query value from the page parseBilanType would have rendered', () => {
    for (const value of [null, '', 'scolaire', 'reconversion', 'public', ' Reconversion ', 'PUBLIC', '\tscolaire', 'inconnu', 'reconversions', 'public scolaire', 'récon']) {
      expect(servedPage(value), String(value)).toBe(`/test-riasec/${parseBilanType(value ?? undefined)}`)
    }
  })
})
