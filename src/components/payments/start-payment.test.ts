/** Every failed payment request reads as a French sentence: the server's own, else one for what went wrong. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentTexts } from '@/content/payment-texts'
import { answerFailure, failureMessage, startPayment, thrownFailure, UNEXPECTED_ANSWER, type RequestFailure } from './start-payment'

const texts = paymentTexts.dialog

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('answerFailure', () => {
  it('keeps the API’s French message, refused for a 4xx and failed for a 5xx', () => {
    expect(answerFailure(400, { error: 'Coche la case pour continuer.' })).toEqual({ status: 'refused', message: 'Coche la case pour continuer.' })
    expect(answerFailure(503, { error: 'Le service est momentanément indisponible.' })).toEqual({
      status: 'failed',
      reason: 'server',
      message: 'Le service est momentanément indisponible.',
    })
  })

  it('keeps the refusal’s code, and the profile it names when it is one', () => {
    expect(answerFailure(409, { error: 'Ton profil complet est déjà débloqué.', code: 'alreadyUnlocked', profile: 'SE' })).toEqual({
      status: 'refused',
      message: 'Ton profil complet est déjà débloqué.',
      code: 'alreadyUnlocked',
      profile: 'SE',
    })
    expect(answerFailure(409, { error: 'Non.', code: 'alreadyUnlocked', profile: '../admin' })).toEqual({ status: 'refused', message: 'Non.', code: 'alreadyUnlocked' })
  })

  it('has no message for a body that is not the API’s', () => {
    expect(answerFailure(502, null)).toEqual({ status: 'failed', reason: 'server', message: undefined })
    expect(answerFailure(404, { error: '' })).toEqual({ status: 'refused', message: undefined })
  })
})

describe('thrownFailure', () => {
  it('tells a timeout from a network failure', () => {
    expect(thrownFailure(new DOMException('signal timed out', 'TimeoutError'))).toEqual({ status: 'failed', reason: 'timeout' })
    expect(thrownFailure(new TypeError('Failed to fetch'))).toEqual({ status: 'failed', reason: 'network' })
    expect(thrownFailure(new DOMException('The user aborted a request.', 'AbortError'))).toEqual({ status: 'failed', reason: 'network' })
    expect(thrownFailure(null)).toEqual({ status: 'failed', reason: 'network' })
  })
})

describe('failureMessage', () => {
  it('shows the server’s message when it sent one', () => {
    expect(failureMessage({ status: 'refused', message: 'Trop de tentatives.' }, texts)).toBe('Trop de tentatives.')
  })

  it('says in French what went wrong otherwise', () => {
    expect(failureMessage({ status: 'failed', reason: 'network' }, texts)).toBe(texts.networkError)
    expect(failureMessage({ status: 'failed', reason: 'timeout' }, texts)).toBe(texts.timeoutError)
    expect(failureMessage(UNEXPECTED_ANSWER, texts)).toBe(texts.serverError)
    expect(failureMessage({ status: 'refused' }, texts)).toBe(texts.serverError)
  })
})

describe('startPayment', () => {
  it('never passes on the browser’s technical error text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    const outcome = await startPayment({ kind: 'report' })
    expect(outcome).toEqual({ status: 'failed', reason: 'network' })
    expect(failureMessage(outcome as RequestFailure, texts)).not.toMatch(/fetch|HTTP/i)
  })

  it('treats a success without a destination, or an HTML answer, as a server failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})))
    expect(await startPayment({ kind: 'report' })).toEqual(UNEXPECTED_ANSWER)
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })))
    expect(await startPayment({ kind: 'report' })).toEqual({ status: 'failed', reason: 'server', message: undefined })
  })

  it('follows the server: the provider’s page, or an earlier purchase applied', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ url: 'https://pay.example/cs_1' })))
    expect(await startPayment({ kind: 'report' })).toEqual({ status: 'redirect', url: 'https://pay.example/cs_1' })
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ unlocked: true, redirect: '/resultats-riasec?profile=SE' })))
    expect(await startPayment({ kind: 'report' })).toEqual({ status: 'unlocked', redirect: '/resultats-riasec?profile=SE' })
  })
})
