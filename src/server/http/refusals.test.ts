import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { serverMessages } from '@/content/server-messages'
import { interfaceTexts } from '@/content/interface'
import { forgetTag } from '../process-cache'
import { TAGS } from '../cache-tags'
import { defaultMessage, messageIn, refusal } from './refusals'

const payloadReading = (findGlobal: () => Promise<unknown>) => ({ findGlobal }) as unknown as Payload

afterEach(() => {
  forgetTag(TAGS.interfaceTexts)
  vi.useRealTimers()
})

describe('a refusal’s sentence', () => {
  it('is the promo dialog’s own « wrong » for a wrong code, and the server messages’ for the rest', () => {
    const texts = { serverMessages: { ...serverMessages, tooLong: 'Au plus {max} signes' }, promo: { ...interfaceTexts.promo, wrong: 'Non.' } }
    expect(messageIn(texts, 'promoWrong')).toBe('Non.')
    expect(messageIn(texts, 'tooLong', { max: 100 })).toBe('Au plus 100 signes')
  })

  it('is typeset by default as the API sends it', () => {
    expect(defaultMessage('reportNeedsTest')).toBe('Termine d’abord le test RIASEC\u00a0: le rapport se construit à partir de ton profil.')
    expect(defaultMessage('answerMissing', { n: 3 })).toBe('La question 3 attend une réponse.')
  })

  it('is the editors’ sentence, read once for many refusals', async () => {
    const findGlobal = vi.fn(async () => ({ copy: { serverMessages: { refused: 'Non merci !' } } }))
    const payload = payloadReading(findGlobal)
    for (let i = 0; i < 3; i++) {
      const response = await refusal(payload, 403, 'refused')
      expect(response.status).toBe(403)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ error: 'Non merci\u202f!', code: 'refused' })
    }
    expect(findGlobal).toHaveBeenCalledTimes(1)
  })

  it('is the default when the texts cannot be read, and the next refusal reads them again', async () => {
    const findGlobal = vi.fn().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue({ copy: { serverMessages: { refused: 'Édité.' } } })
    const payload = payloadReading(findGlobal)
    expect(await (await refusal(payload, 403, 'refused')).json()).toEqual({ error: 'Requête refusée.', code: 'refused' })
    expect(await (await refusal(payload, 403, 'refused')).json()).toEqual({ error: 'Édité.', code: 'refused' })
  })

  it('names the refusal, and adds what the page needs to answer it, never over the sentence', async () => {
    const payload = payloadReading(vi.fn(async () => ({ copy: {} })))
    const response = await refusal(payload, 409, 'alreadyUnlocked', {}, undefined, { profile: 'SE', error: 'forgé' })
    expect(await response.json()).toEqual({ error: 'Ton profil complet est déjà débloqué.', code: 'alreadyUnlocked', profile: 'SE' })
  })

  it('does not wait more than a moment for a database that does not answer', async () => {
    vi.useFakeTimers()
    const payload = payloadReading(() => new Promise(() => {}))
    const answer = refusal(payload, 429, 'tooManyAttempts', {}, { 'Retry-After': '60' })
    await vi.advanceTimersByTimeAsync(300)
    const response = await answer
    expect(response.headers.get('retry-after')).toBe('60')
    expect(await response.json()).toEqual({ error: 'Trop de tentatives. Patiente quelques minutes avant de réessayer.', code: 'tooManyAttempts' })
  })
})
