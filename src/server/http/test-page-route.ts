import { parseBilanType } from '@/domain/bilan'

/** The RIASEC test's address, as visitors and links know it: `/test-riasec`, with `?bilan=` when chosen. */
export const TEST_PAGE_PATH = '/test-riasec'

export type TestPageRoute = { kind: 'rewrite' | 'redirect'; url: URL } | null

/**
 * The test is prerendered once per bilan type (`/test-riasec/[bilan]`) instead of being rendered for each
 * request from its query. The public address stays `/test-riasec?bilan=…`: it is served by the page of the
 * bilan type the query names (forgiving case and spaces, any other value giving the default, as before),
 * and the per-type paths, which no link uses, lead back to it. Other paths: `null`.
 */
export function routeTestPage(requested: URL): TestPageRoute {
  const { pathname } = requested
  if (pathname === TEST_PAGE_PATH) {
    const url = new URL(requested)
    url.pathname = `${TEST_PAGE_PATH}/${parseBilanType(requested.searchParams.get('bilan'))}`
    return { kind: 'rewrite', url }
  }
  const bilan = pathname.startsWith(`${TEST_PAGE_PATH}/`) ? pathname.slice(TEST_PAGE_PATH.length + 1) : null
  if (bilan === null) return null
  const url = new URL(requested)
  url.pathname = TEST_PAGE_PATH
  url.searchParams.set('bilan', parseBilanType(bilan.replace(/\/$/, '')))
  return { kind: 'redirect', url }
}
