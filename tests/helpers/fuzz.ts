/**
 * What the fuzzing tests share: requests through Payload's router from a new address each time (rate
 * limits are per address, so most requests reach validation), the answer every request must get, and
 * arbitraries for tokens and visitors.
 */
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { newAccessToken } from '@/server/access-token'
import { routeRequest, type RouteInit } from './api-server'

let address = 0

/** One request to `/api${path}` from an address never used before (by this file). */
export function send(path: string, init: RouteInit = {}): Promise<Response> {
  address++
  return routeRequest(`/api${path}`, { ...init, headers: { 'x-forwarded-for': `10.8.${(address >> 8) & 255}.${address & 255}`, ...init.headers } })
}

/**
 * Every answer is below 500 and JSON, or the 303 a browser gets from a refused download (to the retrieval
 * page) or from the payment return (to a page of this site). Returns the parsed body.
 */
export async function expectSafe(response: Response): Promise<unknown> {
  expect(response.status).toBeLessThan(500)
  if (response.status === 303) {
    expect(response.headers.get('location')).toMatch(/^\/(?!\/)/)
    return null
  }
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return response.json()
}

/** A header value as a server receives it: bytes (UTF-8 read as Latin-1), without line breaks. */
export const asHeader = (value: string): string => Buffer.from(value, 'utf8').toString('latin1').replace(/[\r\n\0]/g, '')

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u

export const jsonValue = fc.jsonValue({ maxDepth: 3 })

/** A JSON body: mostly near-valid, sometimes any JSON, sometimes not JSON at all. */
export const body = (nearValid: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: nearValid.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  )

const hex = fc.constantFrom(...'0123456789abcdef')

/** Tokens of every shape: well-formed but never issued, almost right, another alphabet, and the given real ones. */
export function tokenLike(known: string[]): fc.Arbitrary<string> {
  const real = fc.constantFrom(...known)
  return fc.oneof(
    fc.string({ unit: hex, minLength: 64, maxLength: 64 }),
    fc.string({ unit: hex, maxLength: 130 }),
    fc.string({ maxLength: 130 }),
    fc.string({ unit: 'grapheme', maxLength: 70 }),
    real,
    real.map((token) => token.toUpperCase()),
    fc.tuple(real, fc.nat(63), hex).map(([token, at, char]) => token.slice(0, at) + char + token.slice(at + 1)),
    real.map((token) => `${token} `),
  )
}

export interface Visitor {
  email: string
  name: string
  resultId: number
  /** The result's `riasec_access` cookie value. */
  cookie: string
}

/** A visitor with a saved (locked) result, its access cookie, and a lead with the same address. */
export async function newVisitor(payload: Payload, index: number): Promise<Visitor> {
  const email = `visiteur-${index}-${randomUUID().slice(0, 6)}@exemple.fr`
  const name = ['Léa Martin', 'Hugo Petit', 'Inès Bernard'][index % 3]!
  const { token, hash } = newAccessToken()
  const result = await payload.create({
    collection: 'riasec-results',
    overrideAccess: true,
    data: { name, email, bilanType: 'scolaire', scores: { r: 1, i: 3, a: 4, s: 2, e: 1, c: 1 }, dominantProfile: 'IA', accessTokenHash: hash } as never,
  })
  await payload.create({ collection: 'leads', overrideAccess: true, data: { name, email, source: 'checkout' } })
  return { email, name, resultId: result.id, cookie: token }
}

/**
 * fast-check runs of one request each, in parallel lanes, for endpoints that take a fixed minimum time per
 * answer (at least 600 ms, the same whether or not we hold anything): a thousand in a row would take ten
 * minutes. A failing lane still shrinks its counterexample to one request. Returns how many runs there were.
 */
export async function assertInLanes<T>(arbitrary: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, runs = 1000, lanes = 40): Promise<number> {
  let done = 0
  const property = fc.asyncProperty(arbitrary, async (value) => {
    await predicate(value)
    done++
  })
  const outcomes = await Promise.allSettled(Array.from({ length: lanes }, () => fc.assert(property, { numRuns: Math.ceil(runs / lanes) })))
  const failure = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
  if (failure) throw failure.reason
  return done
}
