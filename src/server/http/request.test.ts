import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueMessage, proxiedAddress } from './request'
import { SERVER_MESSAGES_GIVEN } from '@/content/server-messages'

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

describe('what a refused body is told', () => {
  const schema = z.object({
    code: z.string().min(1, 'promoCodeMissing').max(64, 'promoWrong'),
    note: z.string().max(200).optional(),
    answers: z.array(z.number()).length(12, 'answersMissing').optional(),
    key: z.uuid().optional(),
  })
  const told = (body: unknown) => {
    const parsed = schema.safeParse(body)
    return issueMessage(parsed.success ? undefined : parsed.error.issues[0])
  }

  it('is the sentence the schema names', () => {
    expect(told({ code: '' })).toEqual({ key: 'promoCodeMissing', params: { count: 1 } })
    expect(told({ code: 'x'.repeat(65) })).toMatchObject({ key: 'promoWrong' })
  })

  it('gives a size issue’s limit to the sentence', () => {
    expect(told({ code: 'A', answers: [1, 2] })).toEqual({ key: 'answersMissing', params: { count: 12 } })
    expect(told({ code: 'A', note: 'n'.repeat(201) })).toEqual({ key: 'tooLong', params: { max: 200, count: 200 } })
  })

  it('is « invalid » for anything zod words itself', () => {
    expect(told({ code: 'A', key: 'pas-un-uuid' })).toEqual({ key: 'invalid' })
    expect(told({ code: 42 })).toEqual({ key: 'invalid' })
    expect(told(null)).toEqual({ key: 'invalid' })
    expect(issueMessage(undefined)).toEqual({ key: 'invalid' })
  })
})

describe('the values a refusal is given', () => {
  it('include every name SERVER_MESSAGES_GIVEN lets an editor write', () => {
    const tooLong = issueMessage(z.string().max(3, 'tooLong').safeParse('abcdef').error?.issues[0])
    expect(tooLong).toEqual({ key: 'tooLong', params: { max: 3, count: 3 } })
    const declared = SERVER_MESSAGES_GIVEN.find((entry) => entry.under.join('.') === 'serverMessages.tooLong')!.names
    for (const name of declared) expect(tooLong.params).toHaveProperty(name)
  })
})
