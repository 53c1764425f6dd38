/**
 * Rate limits an attacker would try to get around, through Payload's router as the Next route runs it:
 * a forged X-Forwarded-For, many addresses on one result's promo code, the staff sign-in forms, and the
 * payment return that may call the provider.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { seed } from '@/seed'
import { PROMO_PER_RESULT } from '@/server/promo'
import { defaultMessage } from '@/server/http/refusals'
import { routeRequest, sessionCookie } from '../helpers/api-server'
import { newVisitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

const json = (path: string, body: unknown, headers: Record<string, string>) => routeRequest(`/api${path}`, { method: 'POST', body, headers })

describe('rate limits', () => {
  it('count by the address the proxy appended, whatever the request claimed before it', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const forged = `198.51.100.${attempt}, 203.0.113.77`
      statuses.push((await json('/promo/redeem', { code: 'MAUVAIS' }, { 'x-forwarded-for': forged })).status)
    }
    expect(statuses.slice(0, 8)).not.toContain(429)
    expect(statuses.slice(8)).toEqual([429, 429])
  })

  it('count an IPv6 host by its /64: new addresses from the same network get no fresh counter', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const address = `2001:db8:77:1:${(attempt + 1).toString(16)}::${attempt + 7}`
      statuses.push((await json('/promo/redeem', { code: 'MAUVAIS' }, { 'x-forwarded-for': address })).status)
    }
    expect(statuses.slice(0, 8)).not.toContain(429)
    expect(statuses.slice(8)).toEqual([429, 429])
    // Another network is counted apart.
    expect((await json('/promo/redeem', { code: 'MAUVAIS' }, { 'x-forwarded-for': '2001:db8:77:2::1' })).status).not.toBe(429)
  })

  it('stop guessing one result’s promo code from many addresses', async () => {
    const visitor = await newVisitor(payload, 1)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= PROMO_PER_RESULT.limit; attempt++) {
      const response = await json('/promo/redeem', { code: `ESSAI${attempt}` }, { 'x-forwarded-for': `192.0.2.${attempt + 1}`, cookie: `riasec_access=${visitor.cookie}` })
      statuses.push(response.status)
      if (response.status === 429) expect(await response.json()).toEqual({ error: defaultMessage('tooManyAttempts') })
    }
    expect(statuses.slice(0, PROMO_PER_RESULT.limit).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // Another visitor's result is not affected.
    const other = await newVisitor(payload, 2)
    const response = await json('/promo/redeem', { code: 'ESSAI' }, { 'x-forwarded-for': '192.0.2.200', cookie: `riasec_access=${other.cookie}` })
    expect(response.status).toBe(400)
  })

  it('stop one address trying many staff passwords, with a French message, before any account locks', async () => {
    await payload.create({ collection: 'users', overrideAccess: true, data: { email: 'equipe@exemple.fr', password: 'mot-de-passe-equipe-1', role: 'staff' } })
    const address = { 'x-forwarded-for': '203.0.113.5' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await json('/users/login', { email: `inconnu-${attempt}@exemple.fr`, password: 'devine' }, address)
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 30)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
    const refused = await json('/users/login', { email: 'equipe@exemple.fr', password: 'mot-de-passe-equipe-1' }, address)
    expect(refused.status).toBe(429)
    expect(JSON.stringify(await refused.json())).toContain(defaultMessage('staffTooManyAttempts'))
    // The right password from another address still signs in: the account itself was never locked.
    const signedIn = await json('/users/login', { email: 'equipe@exemple.fr', password: 'mot-de-passe-equipe-1' }, { 'x-forwarded-for': '203.0.113.6' })
    expect(signedIn.status).toBe(200)
  })

  it('pause one account after five sign-ins in a row without success from one address, there only, until it signs in', async () => {
    const email = `pause-${randomUUID().slice(0, 8)}@exemple.fr`
    const password = 'mot-de-passe-pause-1'
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'staff' } })
    const signIn = (from: string, data: { email: string; password: string }) => json('/users/login', data, { 'x-forwarded-for': from })
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('198.51.100.10', { email, password: 'devine' })).status).toBe(401)
    const paused = await signIn('198.51.100.10', { email: ` ${email.toUpperCase()}`, password })
    expect(paused.status).toBe(429)
    expect(JSON.stringify(await paused.json())).toContain(defaultMessage('staffAccountPaused'))
    // Its owner, from anywhere else, signs in; another account signs in from that address.
    expect((await signIn('198.51.100.11', { email, password })).status).toBe(200)
    expect((await signIn('198.51.100.10', { email: 'equipe@exemple.fr', password: 'mot-de-passe-equipe-1' })).status).toBe(200)
    // Signed in, it starts again from zero: four failures and a success, then five failures again before a pause.
    const from = '198.51.100.12'
    for (let attempt = 0; attempt < 4; attempt++) await signIn(from, { email, password: 'devine' })
    expect((await signIn(from, { email, password })).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(from, { email, password: 'devine' })).status).toBe(401)
    expect((await signIn(from, { email, password })).status).toBe(429)
  })

  it('stop guesses on one account spread over many addresses at 100 an hour, until an admin unlocks it', async () => {
    const email = `reparti-${randomUUID().slice(0, 8)}@exemple.fr`
    const password = 'mot-de-passe-reparti-1'
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'staff' } })
    const signIn = (from: string, secret: string) => json('/users/login', { email, password: secret }, { 'x-forwarded-for': from })
    for (let attempt = 0; attempt < 100; attempt++) expect((await signIn(`2001:db8:${attempt.toString(16)}::1`, 'devine')).status).toBe(401)
    expect((await signIn('2001:db8:ffff::1', password)).status).toBe(429)
    const admin = `admin-${randomUUID().slice(0, 8)}@exemple.fr`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email: admin, password: 'mot-de-passe-admin-1', role: 'admin' } })
    const cookie = await sessionCookie(payload, admin, 'mot-de-passe-admin-1')
    expect((await json('/users/unlock', { email }, { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await signIn('2001:db8:ffff::1', password)).status).toBe(200)
  }, 60_000)

  it('stop a flood of password-reset emails from one address', async () => {
    const address = { 'x-forwarded-for': '203.0.113.8' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await json('/users/forgot-password', { email: `personne-${attempt}@exemple.fr` }, address)).status)
    }
    expect(statuses.slice(0, 5)).not.toContain(429)
    expect(statuses.at(-1)).toBe(429)
  })

  it('leave the app’s own sign-ins (Local API) alone', async () => {
    for (let attempt = 0; attempt < 31; attempt++) {
      await payload.login({ collection: 'users', data: { email: 'equipe@exemple.fr', password: 'mot-de-passe-equipe-1' } })
    }
  })

  it('stop one address replaying payment returns, each of which may ask the provider', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await routeRequest(`/api/payments/return?session_id=cs_test_${randomUUID().replaceAll('-', '')}`, { headers })).status)
    }
    expect(statuses.slice(0, 30).every((status) => status === 303)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
