import { describe, expect, it } from 'vitest'
import { parseBilanType } from '@/domain/bilan'
import { BILAN_TYPE_COOKIE, testPageRewrites } from './test-page-routes'

interface Visit {
  /** The `bilan` query value; undefined when the address has none. */
  query?: string
  /** The bilan type cookie's value; undefined when the browser has none. */
  cookie?: string
}

type Condition = { type: 'query' | 'cookie'; key: string; value?: string }

/**
 * The page Next's router picks for `/test-riasec`: the first rule whose conditions all hold. As in Next's
 * `matchHas`, an empty value counts as absent.
 */
function servedPage(visit: Visit): string | undefined {
  const valueOf = (condition: Condition) =>
    condition.type === 'query' && condition.key === 'bilan' ? visit.query : condition.type === 'cookie' && condition.key === BILAN_TYPE_COOKIE ? visit.cookie : undefined
  const holds = (condition: Condition) => {
    const value = valueOf(condition)
    return Boolean(value) && (condition.value === undefined || new RegExp(`^${condition.value}$`).test(value!))
  }
  return testPageRewrites().find((rule) => {
    const has: Condition[] = 'has' in rule ? rule.has : []
    const missing: Condition[] = 'missing' in rule ? rule.missing : []
    return has.every(holds) && !missing.some(holds)
  })?.destination
}

const VALUES = ['scolaire', 'reconversion', 'public', ' Reconversion ', 'PUBLIC', '\tscolaire', 'inconnu', 'reconversions', 'public scolaire', 'récon']

describe('the RIASEC test address', () => {
  it('serves each query value from the page parseBilanType would have rendered, whatever the cookie', () => {
    for (const query of VALUES) {
      for (const cookie of [undefined, 'reconversion', 'public']) {
        expect(servedPage({ query, cookie }), `${query} / ${cookie}`).toBe(`/test-riasec/${parseBilanType(query)}`)
      }
    }
  })

  it('serves the bilan type this browser chose before when the address names none', () => {
    for (const cookie of [undefined, '', ...VALUES]) {
      expect(servedPage({ cookie }), String(cookie)).toBe(`/test-riasec/${parseBilanType(cookie)}`)
      expect(servedPage({ query: '', cookie }), `empty query / ${cookie}`).toBe(`/test-riasec/${parseBilanType(cookie)}`)
    }
  })
})
