/**
 * A visitor whose full profile is unlocked takes the test again on the same device: the new test's result
 * takes the access cookie, and the unlocked one stays open there (its page and its report), through the
 * kept cookie. Through Payload's router, as the Next route runs it.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { riasecQuestions } from '@/content/questions'
import type { RiasecLetter } from '@/domain/riasec-letters'
import { execute } from '@/server/db'
import { routeRequest } from '../helpers/api-server'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

/** The school test answered with one letter throughout: a profile of that letter alone. */
const allOf = (letter: RiasecLetter): number[] =>
  riasecQuestions
    .filter((question) => question.set === 'scolaire')
    .sort((a, b) => a.order - b.order)
    .map((question) => question.options.findIndex((option) => option.letter === letter))

/** The cookies a response sets, by name, as the browser sends them back. */
const setCookies = (response: Response): Record<string, string> =>
  Object.fromEntries(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split('=') as [string, string]))

const submit = async (answers: number[], cookie: string | null, from: string, email?: string) => {
  const response = await routeRequest('/api/assessments/riasec', {
    method: 'POST',
    body: { idempotencyKey: randomUUID(), bilanType: 'scolaire', answers, ...(email ? { contact: { name: 'Léa', email } } : {}) },
    headers: { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
  })
  expect(response.status).toBe(201)
  return { ...((await response.json()) as { resultId: number; dominantProfile: string }), cookies: setCookies(response), raw: response.headers.getSetCookie() }
}

const unlock = (resultId: number) => execute(payload, sql`update riasec_results set unlock_source = 'staff', unlocked_at = now() where id = ${resultId}`)

const report = (cookie: string, profile?: string) =>
  routeRequest(`/api/report${profile ? `?profile=${profile}` : ''}`, { headers: { cookie, 'x-forwarded-for': '198.51.100.90' } })

describe('a test taken again on a device whose profile is unlocked', () => {
  it('keeps that full profile open there, with its report, and only an unlocked one', async () => {
    const first = await submit(allOf('S'), null, '198.51.100.91')
    expect(Object.keys(first.cookies)).toEqual(['riasec_access'])
    await unlock(first.resultId)

    const second = await submit(allOf('R'), `riasec_access=${first.cookies.riasec_access}`, '198.51.100.92')
    expect(second.dominantProfile).not.toBe(first.dominantProfile)
    // The new test takes the access cookie; the unlocked result's token is kept beside it.
    expect(second.cookies.riasec_unlocked).toBe(first.cookies.riasec_access)
    expect(second.raw.find((cookie) => cookie.startsWith('riasec_unlocked='))).toMatch(/; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)
    const device = `riasec_access=${second.cookies.riasec_access}; riasec_unlocked=${second.cookies.riasec_unlocked}`

    // The unlocked profile's report still downloads here; the new, locked one's does not.
    const kept = await report(device, first.dominantProfile)
    expect(kept.status).toBe(200)
    expect(kept.headers.get('content-type')).toBe('application/pdf')
    expect((await report(device)).status).toBe(403)
    expect((await report(device, second.dominantProfile)).status).toBe(403)
    // The kept cookie alone opens nothing but its own profile: another profile's code gives the current result's refusal.
    expect((await report(`riasec_unlocked=${first.cookies.riasec_access}`, second.dominantProfile)).status).toBe(403)

    // A third test from the locked one keeps nothing new: the unlocked one stays the one kept.
    const third = await submit(allOf('A'), device, '198.51.100.93')
    expect(third.cookies.riasec_unlocked).toBeUndefined()

    // Locked again (refunded, say), the kept result opens nothing.
    await execute(payload, sql`update riasec_results set unlock_source = null, unlocked_at = null where id = ${first.resultId}`)
    expect((await report(device, first.dominantProfile)).status).toBe(403)
  }, 60_000)

  it('keeps the unlocked result over a newer locked test of the same profile, which is not offered again', async () => {
    const first = await submit(allOf('S'), null, '198.51.100.94')
    await unlock(first.resultId)
    const again = await submit(allOf('S'), `riasec_access=${first.cookies.riasec_access}`, '198.51.100.95')
    expect(again.dominantProfile).toBe(first.dominantProfile)
    expect(again.cookies.riasec_unlocked).toBe(first.cookies.riasec_access)
    const device = `riasec_access=${again.cookies.riasec_access}; riasec_unlocked=${again.cookies.riasec_unlocked}`
    expect((await report(device, first.dominantProfile)).status).toBe(200)
  }, 60_000)

  it('drops the earlier access when the new test is another address’s (a shared computer)', async () => {
    const first = await submit(allOf('S'), null, '198.51.100.96', 'eleve.a@exemple.fr')
    await unlock(first.resultId)
    const next = await submit(allOf('R'), `riasec_access=${first.cookies.riasec_access}`, '198.51.100.97', 'eleve.b@exemple.fr')
    expect(next.cookies.riasec_unlocked).toBeUndefined()
    // The same address, written otherwise, is the same person.
    const same = await submit(allOf('R'), `riasec_access=${first.cookies.riasec_access}`, '198.51.100.98', 'Eleve.A@Exemple.fr')
    expect(same.cookies.riasec_unlocked).toBe(first.cookies.riasec_access)
    // The next pupil, of another address, takes the test: the kept profile goes from the computer.
    const device = `riasec_access=${same.cookies.riasec_access}; riasec_unlocked=${same.cookies.riasec_unlocked}`
    const pupil = await submit(allOf('A'), device, '198.51.100.99', 'eleve.c@exemple.fr')
    expect(pupil.raw.find((cookie) => cookie.startsWith('riasec_unlocked='))).toMatch(/^riasec_unlocked=; Path=\/; Max-Age=0;/)
    // The same person's next test keeps it, and says nothing new.
    const again = await submit(allOf('C'), device, '198.51.100.100', 'eleve.a@exemple.fr')
    expect(again.raw.some((cookie) => cookie.startsWith('riasec_unlocked='))).toBe(false)
  }, 60_000)
})
