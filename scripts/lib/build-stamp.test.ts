import { describe, expect, it } from 'vitest'
import { buildHash } from './build-stamp'

const production = { SITE_URL: 'https://www.exemple.fr', GTM_ID: 'GTM-ABC123', DATABASE_URL: 'postgres://a/orientation' }

describe('the production build stamp', () => {
  const reference = buildHash(production)

  it('keeps a build made for the same sources and environment', () => {
    expect(buildHash({ ...production })).toBe(reference)
  })

  it('asks for a new build when the site moves to another address or port', () => {
    expect(buildHash({ ...production, SITE_URL: 'https://exemple.fr' })).not.toBe(reference)
    const onPort = (port: number) => buildHash({ ...production, SITE_URL: `http://localhost:${port}` })
    expect(onPort(3000)).not.toBe(onPort(4000))
  })

  it('asks for a new build when the tag manager changes or goes away', () => {
    expect(buildHash({ ...production, GTM_ID: 'GTM-XYZ789' })).not.toBe(reference)
    expect(buildHash({ ...production, GTM_ID: undefined })).not.toBe(reference)
  })

  it('keeps the build when only what the server reads at run time changes', () => {
    expect(buildHash({ ...production, DATABASE_URL: 'postgres://b/orientation', PAYLOAD_SECRET: 'x'.repeat(32) })).toBe(reference)
  })
})
