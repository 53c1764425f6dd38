import { describe, expect, it } from 'vitest'
import { isMalformedRequest, isUnanswerableQuery } from './client-errors'

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
    expect(isMalformedRequest(new Error('Request is not eligible for file upload'))).toBe(true)
  })

  it('are not a database that is down or a bug of ours', () => {
    expect(isMalformedRequest(databaseError('57P01'))).toBe(false)
    expect(isMalformedRequest(databaseError('ECONNREFUSED'))).toBe(false)
    expect(isMalformedRequest(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isMalformedRequest(null)).toBe(false)
  })
})

describe('queries the database adapter would fail on', () => {
  it('use a geographic operator or `all`, at any depth of a where', () => {
    expect(isUnanswerableQuery({ or: [{ and: [{ id: { within: '1' } }] }] })).toBe(true)
    expect(isUnanswerableQuery({ title: { near: [1, 2] } })).toBe(true)
    expect(isUnanswerableQuery({ title: { all: 'a' } })).toBe(true)
    expect(isUnanswerableQuery({ title: { equals: 'near' }, within: undefined })).toBe(true)
  })

  it('ask `like` for a list or an object rather than words', () => {
    expect(isUnanswerableQuery({ title: { like: ['a', 'b'] } })).toBe(true)
    expect(isUnanswerableQuery({ and: [{ title: { like: { 0: 'a' } } }] })).toBe(true)
    expect(isUnanswerableQuery({ title: { like: 'deux mots' } })).toBe(false)
  })

  it('leave every other query to Payload', () => {
    expect(isUnanswerableQuery({ title: { equals: 'near' } })).toBe(false)
    expect(isUnanswerableQuery({ title: { in: ['a', 'b'] }, slug: { not_like: ['a'] } })).toBe(false)
    expect(isUnanswerableQuery(undefined)).toBe(false)
  })
})
