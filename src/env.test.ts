/** The environment is read once and refused with one line naming the variable; a public deployment is told what it lacks. */
import { describe, expect, it } from 'vitest'
import { deploymentWarnings, parseEnv, siteAddressOf } from './env'

const SECRET = 'x'.repeat(32)

describe('parseEnv', () => {
  it('takes the defaults, and counts an empty value as unset', () => {
    const config = parseEnv({ PAYLOAD_SECRET: SECRET, PORT: '', TRUST_PROXY: '' })
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, TRUST_PROXY: false, DATABASE_POOL_MAX: 10, LEAD_RETENTION_DAYS: 1095 })
    expect(siteAddressOf(config)).toBe('http://localhost:3000')
  })

  it('refuses a wrong value with one line naming the variable', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow('Invalid environment: PAYLOAD_SECRET must be at least 32 characters')
    expect(() => parseEnv({ PAYLOAD_SECRET: SECRET, DATABASE_URL: 'mysql://db' })).toThrow('Invalid environment: DATABASE_URL must be a postgres:// connection string')
    expect(() => parseEnv({ PAYLOAD_SECRET: SECRET, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('Invalid environment: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set')
    expect(() => parseEnv({ PAYLOAD_SECRET: SECRET, ADMIN_EMAIL: 'admin@exemple.fr' })).toThrow('Invalid environment: ADMIN_PASSWORD and ADMIN_EMAIL go together')
    expect(() => parseEnv({ PAYLOAD_SECRET: SECRET, TRUST_PROXY: 'yes' })).toThrow(/^Invalid environment: TRUST_PROXY /)
  })
})

describe('deploymentWarnings', () => {
  const production = { PAYLOAD_SECRET: SECRET, NODE_ENV: 'production', SITE_URL: 'https://orientation.exemple.fr' }

  it('tells a public deployment each default it runs on: shared rate limits, mail kept in the outbox', () => {
    const warnings = deploymentWarnings(parseEnv(production))
    expect(warnings).toHaveLength(2)
    expect(warnings[0]).toMatch(/^TRUST_PROXY is unset/)
    expect(warnings[1]).toMatch(/^SMTP_URL is unset/)
    expect(deploymentWarnings(parseEnv({ ...production, TRUST_PROXY: '1' }))).toEqual([warnings[1]])
  })

  it('says nothing once they are set, nor on a machine of one’s own', () => {
    const configured = { ...production, TRUST_PROXY: 'true', SMTP_URL: 'smtp://mail:25' }
    expect(deploymentWarnings(parseEnv(configured))).toEqual([])
    expect(deploymentWarnings(parseEnv({ ...production, SITE_URL: 'http://localhost:3000' }))).toEqual([])
    expect(deploymentWarnings(parseEnv({ ...production, NODE_ENV: 'development' }))).toEqual([])
  })
})
