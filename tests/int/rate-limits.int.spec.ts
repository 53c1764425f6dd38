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
import { PROMO_PER_ADDRESS } from '@/endpoints/promo'
import { RIASEC_QUESTION_COUNT } from '@/domain/riasec'
import { signInPausesOf } from '@/collections/Users/sign-in-limits'
import { defaultMessage } from '@/server/http/refusals'
import { routeRequest, sessionCookie } from '../helpers/api-server'
import { newVisitor } from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'
import { startCheckout, type CheckoutStart } from '@/server/payments/checkout'
import { checkoutRequestSchema } from '@/server/payments/schemas'
import { createDemoProvider, demoPaymentMarker } from '@/server/payments/demo-provider'
import { recordEvent } from '@/server/payments/orders-store'

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

  it('take a whole school’s tests from its one address: four classes of thirty within ten minutes', async () => {
    const school = { 'x-forwarded-for': '198.51.100.41' }
    const submit = () =>
      json('/assessments/riasec', { idempotencyKey: randomUUID(), bilanType: 'scolaire', answers: Array.from({ length: RIASEC_QUESTION_COUNT }, () => 0) }, school)
    const statuses: number[] = []
    for (let pupil = 0; pupil < 121; pupil++) statuses.push((await submit()).status)
    expect(statuses.slice(0, 120).every((status) => status === 201 || status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('let a class redeem its teacher’s code from the school’s one address, and still stop guesses from there', async () => {
    await payload.create({ collection: 'promo-codes', overrideAccess: true, data: { code: 'TerminaleB2026', active: true } })
    const school = { 'x-forwarded-for': '198.51.100.40' }
    const redeem = (code: string, visitor: { cookie: string }) => json('/promo/redeem', { code }, { ...school, cookie: `riasec_access=${visitor.cookie}` })
    for (let pupil = 0; pupil < PROMO_PER_ADDRESS.limit + 4; pupil++) {
      expect((await redeem('TerminaleB2026', await newVisitor(payload, 20 + pupil))).status).toBe(200)
    }
    const guesser = await newVisitor(payload, 40)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= PROMO_PER_ADDRESS.limit; attempt++) statuses.push((await redeem(`FAUX${attempt}`, guesser)).status)
    expect(statuses.slice(0, PROMO_PER_ADDRESS.limit).every((status) => status === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('stop guessing one result’s promo code from many addresses', async () => {
    const visitor = await newVisitor(payload, 1)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= PROMO_PER_RESULT.limit; attempt++) {
      const response = await json('/promo/redeem', { code: `ESSAI${attempt}` }, { 'x-forwarded-for': `192.0.2.${attempt + 1}`, cookie: `riasec_access=${visitor.cookie}` })
      statuses.push(response.status)
      if (response.status === 429) expect(await response.json()).toEqual({ error: defaultMessage('tooManyAttempts'), code: 'tooManyAttempts' })
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

  /** A staff account of its own for each test: its counts start at zero. */
  const staffAccount = async (prefix: string) => {
    const account = { email: `${prefix}-${randomUUID().slice(0, 8)}@exemple.fr`, password: `mot-de-passe-${prefix}-1` }
    await payload.create({ collection: 'users', overrideAccess: true, data: { ...account, role: 'staff' } })
    return account
  }
  /** A sign-in from an address, with the browser's cookies if any. */
  const signIn = (from: string, data: { email: string; password: string }, cookie?: string) =>
    json('/users/login', data, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) })
  /** The device cookie a successful sign-in gave, as the browser sends it back. */
  const deviceCookieOf = (response: Response) => response.headers.getSetCookie().find((value) => value.startsWith('staff_device_'))?.split(';')[0]

  it('pause one account after five sign-ins in a row without success from one address, there only, until it signs in there', async () => {
    const owner = await staffAccount('pause')
    const colleague = await staffAccount('collegue')
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('198.51.100.10', { ...owner, password: 'devine' })).status).toBe(401)
    const paused = await signIn('198.51.100.10', { email: ` ${owner.email.toUpperCase()}`, password: owner.password })
    expect(paused.status).toBe(429)
    expect(JSON.stringify(await paused.json())).toContain(defaultMessage('staffAccountPaused'))
    // Its owner, from anywhere else, signs in; another account signs in from that address; it stays paused there.
    expect((await signIn('198.51.100.11', owner)).status).toBe(200)
    expect((await signIn('198.51.100.10', colleague)).status).toBe(200)
    expect((await signIn('198.51.100.10', owner)).status).toBe(429)
    // Signed in, it starts again from zero: four failures and a success, then five failures again before a pause.
    const from = '198.51.100.12'
    for (let attempt = 0; attempt < 4; attempt++) await signIn(from, { ...owner, password: 'devine' })
    expect((await signIn(from, owner)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(from, { ...owner, password: 'devine' })).status).toBe(401)
    expect((await signIn(from, owner)).status).toBe(429)
  })

  it('never keep a device that signed in to an account out of it, whatever is guessed elsewhere or from its own address', async () => {
    const owner = await staffAccount('appareil')
    const office = '198.51.100.20'
    const first = await signIn(office, owner)
    expect(first.status).toBe(200)
    const device = deviceCookieOf(first)!
    expect(first.headers.getSetCookie().find((value) => value.startsWith('staff_device_'))).toMatch(/^staff_device_[0-9a-f]{16}=[\w-]+\.\d+\.[\w-]+; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax$/)

    // Someone guesses from a hundred other addresses, then from the office's own (a shared connection), and
    // floods that address with sign-ins to other accounts too.
    for (let attempt = 0; attempt < 100; attempt++) await signIn(`2001:db8:a${attempt.toString(16)}::1`, { ...owner, password: 'devine' })
    for (let attempt = 0; attempt < 31; attempt++) await signIn(office, { email: attempt % 2 ? owner.email : `autre-${attempt}@exemple.fr`, password: 'devine' })
    // A new device is kept out, with its own sentence; so is the office for anyone without the cookie.
    const newDevice = await signIn('2001:db8:ffff::1', owner)
    expect(newDevice.status).toBe(429)
    expect(JSON.stringify(await newDevice.json())).toContain(defaultMessage('staffAccountPausedForNewDevices'))
    expect((await signIn(office, owner)).status).toBe(429)
    // The device that signed in before is not.
    const again = await signIn(office, owner, device)
    expect(again.status).toBe(200)
    const renewed = deviceCookieOf(again)!
    // Its cookie counts for its own account only, and only as signed; a second account signed in on the same
    // browser gets its own cookie, and the first one's stays known.
    const colleague = await staffAccount('voisin')
    for (let attempt = 0; attempt < 5; attempt++) await signIn('198.51.100.21', { ...colleague, password: 'devine' })
    expect((await signIn('198.51.100.21', colleague, renewed)).status).toBe(429)
    const colleagueDevice = deviceCookieOf(await signIn('198.51.100.22', colleague))!
    expect(colleagueDevice.split('=')[0]).not.toBe(renewed.split('=')[0])
    expect((await signIn(office, owner, `${colleagueDevice}; ${renewed}`)).status).toBe(200)
    const [name, value] = renewed.split('=') as [string, string]
    expect((await signIn('2001:db8:fffe::1', owner, `${name}=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`)).status).toBe(429)
    // Five failures in a row on the device pause it too, and an admin's unlock ends every pause of the account.
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(office, { ...owner, password: 'devine' }, renewed)).status).toBe(401)
    expect((await signIn(office, owner, renewed)).status).toBe(429)
    const admin = { email: `admin-${randomUUID().slice(0, 8)}@exemple.fr`, password: 'mot-de-passe-admin-1' }
    await payload.create({ collection: 'users', overrideAccess: true, data: { ...admin, role: 'admin' } })
    const unlock = await json('/users/unlock', { email: owner.email }, { cookie: await sessionCookie(payload, admin.email, admin.password), 'sec-fetch-site': 'same-origin' })
    expect(unlock.status).toBe(200)
    const afterUnlock = await signIn(office, owner, renewed)
    expect(afterUnlock.status).toBe(200)
    expect((await signIn('2001:db8:ffff::1', owner)).status).toBe(200)

    // A new password ends every device cookie issued before it: the office, paused for unknown devices, keeps it out.
    const latest = deviceCookieOf(afterUnlock)!
    const user = (await payload.find({ collection: 'users', where: { email: { equals: owner.email } }, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'users', id: user.id, data: { password: 'un-nouveau-mot-de-passe-1' }, overrideAccess: true })
    for (let attempt = 0; attempt < 5; attempt++) await signIn(office, { ...owner, password: 'devine' })
    expect((await signIn(office, { ...owner, password: 'un-nouveau-mot-de-passe-1' }, latest)).status).toBe(429)
  }, 90_000)

  it('tell an admin which pauses run on an account, until when, and none once lifted', async () => {
    const owner = await staffAccount('etat')
    const neighbour = await staffAccount('etat-voisin')
    const before = Date.now()
    expect(await signInPausesOf(payload, owner.email)).toEqual({ devices: 0, addresses: 0, newDevices: false, guessesThisHour: 0, until: null })
    for (let attempt = 0; attempt < 5; attempt++) await signIn('198.51.100.30', { ...owner, password: 'devine' })
    const device = deviceCookieOf(await signIn('198.51.100.31', owner))!
    for (let attempt = 0; attempt < 5; attempt++) await signIn('198.51.100.31', { ...owner, password: 'devine' }, device)
    for (let attempt = 0; attempt < 4; attempt++) await signIn('198.51.100.32', { ...neighbour, password: 'devine' })
    const paused = await signInPausesOf(payload, ` ${owner.email.toUpperCase()}`)
    // The success from a new device took its hit back; the device's own failures are not guesses from new devices.
    expect(paused).toMatchObject({ devices: 1, addresses: 1, newDevices: false, guessesThisHour: 5 })
    expect(paused.until!.getTime()).toBeGreaterThan(before + 14 * 60_000)
    expect(paused.until!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000)
    // Four failures are no pause; another account's count is its own.
    expect(await signInPausesOf(payload, neighbour.email)).toMatchObject({ devices: 0, addresses: 0, newDevices: false, guessesThisHour: 4, until: null })

    for (let attempt = 0; attempt < 95; attempt++) await signIn(`2001:db8:c${attempt.toString(16)}::1`, { ...owner, password: 'devine' })
    const ceiling = await signInPausesOf(payload, owner.email)
    expect(ceiling).toMatchObject({ devices: 1, addresses: 1, newDevices: true, guessesThisHour: 100 })
    expect(ceiling.until!.getTime()).toBeGreaterThan(before + 59 * 60_000)

    const admin = { email: `admin-${randomUUID().slice(0, 8)}@exemple.fr`, password: 'mot-de-passe-admin-1' }
    await payload.create({ collection: 'users', overrideAccess: true, data: { ...admin, role: 'admin' } })
    expect((await json('/users/unlock', { email: owner.email }, { cookie: await sessionCookie(payload, admin.email, admin.password), 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect(await signInPausesOf(payload, owner.email)).toEqual({ devices: 0, addresses: 0, newDevices: false, guessesThisHour: 0, until: null })
    expect((await signInPausesOf(payload, neighbour.email)).guessesThisHour).toBe(4)
  }, 60_000)

  it('count only failed sign-ins from new devices toward the account’s hourly ceiling', async () => {
    const owner = await staffAccount('voyage')
    for (let attempt = 0; attempt < 101; attempt++) expect((await signIn(`2001:db8:b${attempt.toString(16)}::1`, owner)).status).toBe(200)
    expect((await signIn('2001:db8:bfff::1', owner)).status).toBe(200)
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

  it('stop one address replaying payment returns from asking the provider, and still send its browser to a page', async () => {
    // A report paid on the demo page whose event has not reached the webhook: a return asks the provider, which
    // says paid, and fulfils the order.
    const visitor = await newVisitor(payload, 9)
    const result = await payload.findByID({ collection: 'riasec-results', id: visitor.resultId, overrideAccess: true })
    const demo = createDemoProvider(payload, process.env.PAYLOAD_SECRET!)
    const started = (await startCheckout(payload, demo, checkoutRequestSchema.parse({ kind: 'report', withdrawalWaiver: true }), { result, orderSession: null })) as Extract<
      CheckoutStart,
      { kind: 'redirect' }
    >
    await recordEvent(payload, { id: demoPaymentMarker(started.sessionId), type: 'demo.checkout.paid' }, 'demo', started.sessionId)
    const order = () => payload.findByID({ collection: 'orders', id: started.orderId, depth: 0, overrideAccess: true })
    const headers = { 'x-forwarded-for': '203.0.113.9' }
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await routeRequest(`/api/payments/return?session_id=cs_test_${randomUUID().replaceAll('-', '')}`, { headers })
      expect(response.status).toBe(303)
    }

    // Over the limit: the order as the database has it, the page that waits for the webhook, the provider not asked.
    const over = await routeRequest(`/api/payments/return?session_id=${started.sessionId}`, { headers })
    expect([over.status, over.headers.get('location')]).toEqual([303, `/results?session_id=${started.sessionId}`])
    expect((await order()).status).toBe('pending')
    // Another address is within its limit: the provider is asked, the order fulfilled.
    const within = await routeRequest(`/api/payments/return?session_id=${started.sessionId}`, { headers: { 'x-forwarded-for': '203.0.113.10' } })
    expect([within.status, within.headers.get('location')]).toEqual([303, '/payment-success?profile=IA'])
    expect((await order()).status).toBe('paid')
    // Still over its limit, the first address is sent where the order now leads, as the database has it (a
    // failure would have sent it to the order page).
    const paid = await routeRequest(`/api/payments/return?session_id=${started.sessionId}`, { headers })
    expect([paid.status, paid.headers.get('location')]).toEqual([303, '/payment-success?profile=IA'])
  })
})
