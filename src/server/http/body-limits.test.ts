import { describe, expect, it } from 'vitest'
import { judgeBody, MAX_API_BODY_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './body-limits'

describe('request bodies the API accepts', () => {
  it('takes a body up to the limit of its path', () => {
    expect(judgeBody('/api/users/login', '120', null)).toBe('accepted')
    expect(judgeBody('/api/users/login', String(MAX_API_BODY_BYTES), null)).toBe('accepted')
    expect(judgeBody('/api/media', String(MAX_UPLOAD_REQUEST_BYTES), null)).toBe('accepted')
    expect(judgeBody('/api/health', null, null)).toBe('accepted')
  })

  it('refuses a declared body over the limit, a phone photo being allowed only as an upload', () => {
    expect(judgeBody('/api/users/login', String(MAX_API_BODY_BYTES + 1), null)).toBe('too-large')
    expect(judgeBody('/api/media', String(MAX_UPLOAD_REQUEST_BYTES + 1), null)).toBe('too-large')
    expect(judgeBody('/api/mediatheque', '5000000', null)).toBe('too-large')
    expect(judgeBody('/api/media/123', '5000000', null)).toBe('accepted')
    expect(judgeBody('/api/users', '99999999999999999999', null)).toBe('too-large')
  })

  it('refuses a body of unknown length', () => {
    expect(judgeBody('/api/assessments/riasec', null, 'chunked')).toBe('length-required')
  })
})
