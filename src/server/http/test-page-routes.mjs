/**
 * The RIASEC test is prerendered once per bilan type (`/test-riasec/[bilan]`) instead of being rendered for
 * each request from its query. Its public address stays `/test-riasec?bilan=…`: Next's router serves it from
 * the page of the bilan type the query names, reading the value as `parseBilanType` does (any case, spaces
 * around, the default for anything else), and sends the per-type paths, which no link uses, back to it.
 * Plain rules in next.config.mjs rather than the proxy (src/proxy.ts), whose run costs a prerendered page a
 * fifth of its CPU or more (README, Performance).
 */

/** The bilan types of src/domain/bilan.ts, default first (a unit test keeps the two lists equal). */
export const TEST_PAGE_BILAN_TYPES = ['scolaire', 'reconversion', 'public']

/** A query value Next matches as `^…$`: the word in any case, with spaces around. */
const anyCase = (word) => `\\s*${[...word].map((letter) => `[${letter}${letter.toUpperCase()}]`).join('')}\\s*`

export const testPageRewrites = () => [
  ...TEST_PAGE_BILAN_TYPES.map((bilan) => ({
    source: '/test-riasec',
    has: [{ type: 'query', key: 'bilan', value: anyCase(bilan) }],
    destination: `/test-riasec/${bilan}`,
  })),
  { source: '/test-riasec', destination: `/test-riasec/${TEST_PAGE_BILAN_TYPES[0]}` },
]

export const testPageRedirects = () => [{ source: '/test-riasec/:bilan', destination: '/test-riasec?bilan=:bilan', permanent: true }]
