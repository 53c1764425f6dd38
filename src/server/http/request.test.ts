import { describe, expect, it } from 'vitest'
import { proxiedAddress } from './request'

describe('the address rate limits count by', () => {
  it('is the one the reverse proxy appended, not what the request claimed before it', () => {
    expect(proxiedAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(proxiedAddress('1.2.3.4, 203.0.113.9')).toBe('203.0.113.9')
    expect(proxiedAddress('spoofed,  198.51.100.7 ')).toBe('198.51.100.7')
  })

  it('is missing when the header is absent or ends empty', () => {
    expect(proxiedAddress(null)).toBeUndefined()
    expect(proxiedAddress('')).toBeUndefined()
    expect(proxiedAddress('1.2.3.4, ')).toBeUndefined()
  })
})
