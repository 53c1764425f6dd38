import { describe, expect, it } from 'vitest'
import { isMalformedRequest } from './client-errors'

const databaseError = (code: string) => Object.assign(new Error('query failed'), { code })

describe('requests that are wrong rather than failed', () => {
  it('are those PostgreSQL refuses for their values, however deeply the error is wrapped', () => {
    expect(isMalformedRequest(databaseError('22P02'))).toBe(true)
    expect(isMalformedRequest(new Error('Failed query: … ilike', { cause: databaseError('42601') }))).toBe(true)
    expect(isMalformedRequest(new Error('Failed query', { cause: databaseError('2201X') }))).toBe(true)
    expect(isMalformedRequest(new Error('wrapped', { cause: new Error('Failed query', { cause: databaseError('42883') }) }))).toBe(true)
  })

  it('are unreadable bodies and addresses', () => {
    expect(isMalformedRequest(new SyntaxError('Unexpected token'))).toBe(true)
    expect(isMalformedRequest(new URIError('URI malformed'))).toBe(true)
    expect(isMalformedRequest(new Error('Unexpected end of form'))).toBe(true)
  })

  it('are not a database that is down or a bug of ours', () => {
    expect(isMalformedRequest(databaseError('57P01'))).toBe(false)
    expect(isMalformedRequest(databaseError('ECONNREFUSED'))).toBe(false)
    expect(isMalformedRequest(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isMalformedRequest(null)).toBe(false)
  })
})

describe('geographic queries', () => {
  it('are found at any depth of a where', async () => {
    const { usesGeoOperator } = await import('./client-errors')
    expect(usesGeoOperator({ or: [{ and: [{ id: { within: '1' } }] }] })).toBe(true)
    expect(usesGeoOperator({ title: { near: [1, 2] } })).toBe(true)
    expect(usesGeoOperator({ title: { equals: 'near' }, within: undefined })).toBe(true)
    expect(usesGeoOperator({ title: { equals: 'near' } })).toBe(false)
    expect(usesGeoOperator(undefined)).toBe(false)
  })
})
