/**
 * Property-based fuzzing of the public endpoints, called as the HTTP route calls them: whatever the
 * body, the answer is never a 5xx and nothing invalid is written.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { seed } from '@/seed'
import { endpoints } from '@/endpoints'
import { testPayload } from '../helpers/payload'

let payload: Payload
let address = 0

const endpoint = (path: string): Endpoint => endpoints.find((candidate) => candidate.path === path)!

/** A request as Payload's REST route hands it to a root endpoint. */
function request(body: string, headers: Record<string, string> = {}): PayloadRequest {
  address++
  return {
    payload,
    headers: new Headers({ 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(address >> 8) & 255}.${address & 255}`, ...headers }),
    text: async () => body,
  } as unknown as PayloadRequest
}

const call = async (path: string, body: string, headers?: Record<string, string>) => {
  const response = await endpoint(path).handler(request(body, headers))
  return response
}

/** Bodies of every shape: random JSON, near-valid submissions, and plain garbage text. */
const jsonValue = fc.jsonValue({ maxDepth: 3 })
const nearValidRiasec = fc.record(
  {
    idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
    bilanType: fc.oneof(fc.constantFrom('scolaire', 'reconversion', 'public'), fc.string()),
    answers: fc.oneof(fc.array(fc.integer({ min: -2, max: 8 }), { maxLength: 14 }), jsonValue),
    contact: fc.option(fc.record({ name: fc.string({ maxLength: 120 }), email: fc.oneof(fc.emailAddress(), fc.string()) }), { nil: undefined }),
  },
  { requiredKeys: [] },
)
const nearValidOrientation = fc.record(
  {
    idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
    bilanType: fc.constantFrom('scolaire', 'public', 'x'),
    answers: fc.array(
      fc.record({ option: fc.option(fc.integer({ min: -1, max: 9 }), { nil: undefined }), other: fc.option(fc.string({ maxLength: 600 }), { nil: undefined }), text: fc.option(fc.string(), { nil: undefined }) }, { requiredKeys: [] }),
      { maxLength: 12 },
    ),
  },
  { requiredKeys: [] },
)
const body = (valid: fc.Arbitrary<unknown>) =>
  fc.oneof(valid.map((value) => JSON.stringify(value)), jsonValue.map((value) => JSON.stringify(value)), fc.string({ maxLength: 200 }))

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('public endpoints under fuzzing', () => {
  it('POST /assessments/riasec never answers 5xx and only writes valid results', async () => {
    await fc.assert(
      fc.asyncProperty(body(nearValidRiasec), async (raw) => {
        const response = await call('/assessments/riasec', raw)
        expect(response.status).toBeLessThan(500)
        if (response.ok) {
          const { resultId } = (await response.json()) as { resultId: number }
          const row = await payload.findByID({ collection: 'riasec-results', id: resultId, overrideAccess: true })
          const scores = Object.values(row.scores).filter((value): value is number => typeof value === 'number')
          expect(scores.reduce((sum, value) => sum + value, 0)).toBe(12)
        }
      }),
      { numRuns: 1000 },
    )
  }, 300_000)

  it('POST /assessments/orientation never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(body(nearValidOrientation), async (raw) => {
        const response = await call('/assessments/orientation', raw)
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 1000 },
    )
  }, 300_000)

  it('POST /promo/redeem never answers 5xx and never unlocks with a wrong code', async () => {
    await fc.assert(
      fc.asyncProperty(body(fc.record({ code: fc.string({ maxLength: 80 }) })), fc.option(fc.string({ maxLength: 60 }), { nil: undefined }), async (raw, cookie) => {
        const response = await call('/promo/redeem', raw, cookie ? { cookie: `riasec_access=${cookie}` } : {})
        expect(response.status).toBeLessThan(500)
        expect(response.ok).toBe(false)
      }),
      { numRuns: 1000 },
    )
  }, 300_000)

  it('refuses a cross-site POST and says so in French', async () => {
    const response = await call('/assessments/riasec', JSON.stringify({ idempotencyKey: randomUUID() }), { origin: 'https://pirate.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'Requête refusée.' })
  })

  it('rate-limits one address with a French 429', async () => {
    const headers = { 'x-forwarded-for': '10.250.0.1' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await endpoint('/promo/redeem').handler({ ...request(JSON.stringify({ code: 'x' })), headers: new Headers(headers) } as PayloadRequest)
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 8).every((status) => status !== 429)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
