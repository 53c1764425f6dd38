/**
 * The RIASEC test is prerendered once per bilan type (`/test-riasec/[bilan]`) instead of being rendered for
 * each request. Its public address stays `/test-riasec?bilan=…`: Next's router serves it from the page of
 * the bilan type the query names or, with no query, the type this browser chose before (the `bilan_type`
 * cookie, spec: "the set is chosen by the stored bilanType"), reading the value as `parseBilanType` does
 * (any case, spaces around, the default for anything else). The per-type paths, which no link uses, redirect
 * to the public address. Plain rules in next.config.ts rather than the proxy (src/proxy.ts), whose run costs
 * a prerendered page a fifth of its CPU or more (README, Performance).
 *
 * Imported by next.config.ts, which Next loads outside the app's bundler: relative imports only.
 */
import { BILAN_TYPES, DEFAULT_BILAN_TYPE } from '../../domain/bilan'

/** The cookie that keeps the visitor's bilan type (set by the test runner and the results retrieval). */
export const BILAN_TYPE_COOKIE = 'bilan_type'

/** A value Next matches as `^…$`: the word in any case, with spaces around. */
const anyCase = (word: string) => `\\s*${[...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('')}\\s*`

export const testPageRewrites = () => [
  ...BILAN_TYPES.map((bilan) => ({
    source: '/test-riasec',
    has: [{ type: 'query' as const, key: 'bilan', value: anyCase(bilan) }],
    destination: `/test-riasec/${bilan}`,
  })),
  ...BILAN_TYPES.map((bilan) => ({
    source: '/test-riasec',
    has: [{ type: 'cookie' as const, key: BILAN_TYPE_COOKIE, value: anyCase(bilan) }],
    missing: [{ type: 'query' as const, key: 'bilan' }],
    destination: `/test-riasec/${bilan}`,
  })),
  { source: '/test-riasec', destination: `/test-riasec/${DEFAULT_BILAN_TYPE}` },
]

export const testPageRedirects = () => [{ source: '/test-riasec/:bilan', destination: '/test-riasec?bilan=:bilan', permanent: true }]
