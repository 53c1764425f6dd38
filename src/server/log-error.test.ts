import { describe, expect, it } from 'vitest'
import { describeError } from './log-error'

/** As drizzle-orm's DrizzleQueryError builds it (node_modules/drizzle-orm/errors.js). */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause?: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params}`)
    this.cause = cause
  }
}

describe('describeError', () => {
  it('tells a failed query by the database’s reason and its statement, never by the values it wrote', () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    const error = new DrizzleQueryError(
      'insert into "leads" ("name", "email", "source")\n  values ($1, $2, $3) returning "id"',
      ['Inès Bernard', 'ines.bernard@exemple.fr', 'checkout'],
      cause,
    )
    const said = describeError(error)
    expect(said).toBe('terminating connection due to administrator command [57P01] in « insert into "leads" ("name", "email", "source") values ($1, $2, $3) returning "id" »')
    expect(said).not.toContain('Inès')
    expect(said).not.toContain('exemple.fr')
  })

  it('keeps a visitor’s address in a rate-limit key out, and shortens a long statement', () => {
    const statement = `insert into rate_limits (key, hits) values ($1, 1) on conflict (key) do update set hits = rate_limits.hits + 1 ${'where true '.repeat(20)}`
    const said = describeError(new DrizzleQueryError(statement, ['submit-riasec:203.0.113.7'], new Error('Connection terminated unexpectedly')))
    expect(said).not.toContain('203.0.113.7')
    expect(said).toMatch(/^Connection terminated unexpectedly in « insert into rate_limits .{100,}… »$/)
  })

  it('masks the addresses a mail server quotes in its refusal', () => {
    const refusal = new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ines.bernard@exemple.fr>: Recipient address rejected")
    expect(describeError(refusal)).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>: Recipient address rejected")
  })

  it('says any other failure as it is', () => {
    expect(describeError(new Error('PDF renderer crashed'))).toBe('PDF renderer crashed')
    expect(describeError('timeout')).toBe('timeout')
  })
})
