/** A finished test the server refuses is handed back to the visitor, and not kept for the background retrier. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SUBMISSION_KEPT, answersFingerprint, detachKeptTests, isSavedOtherwise, rememberSaved, retryPending, serverMessage, submit, wasSaved } from './submissions'
import { stubLocalStorage } from '../../tests/helpers/memory-storage'

const answering = (status: number, body: string) => vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))

const pending = () => JSON.parse(window.localStorage.getItem('pendingSubmissions') ?? '[]') as unknown[]

beforeEach(() => {
  stubLocalStorage()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('serverMessage', () => {
  it('takes the API’s French `error`, else its `message`', () => {
    expect(serverMessage({ error: 'Certaines réponses sont invalides.' })).toBe('Certaines réponses sont invalides.')
    expect(serverMessage({ message: 'Envoi refusé par le serveur.' })).toBe('Envoi refusé par le serveur.')
  })

  it('has none when the body holds no usable text', () => {
    expect(serverMessage({})).toBeUndefined()
    expect(serverMessage({ error: '   ', message: 42 })).toBeUndefined()
  })
})

describe('submit', () => {
  it('hands a refusal back with the server’s message and keeps nothing to retry', async () => {
    vi.stubGlobal('fetch', answering(400, JSON.stringify({ error: 'Certaines réponses sont invalides.' })))
    expect(await submit('riasec', { idempotencyKey: 'k1' })).toEqual({ status: 'rejected', message: 'Certaines réponses sont invalides.', conflict: false })
    expect(pending()).toEqual([])
  })

  it('hands a refusal back without a message when the answer is not the API’s JSON', async () => {
    vi.stubGlobal('fetch', answering(404, '<!doctype html><p>Not found</p>'))
    expect(await submit('orientation', { idempotencyKey: 'k2' })).toEqual({ status: 'rejected', message: undefined, conflict: false })
    expect(pending()).toEqual([])
  })

  it('tells a key the server no longer takes (409) from answers it refuses, and keeps nothing to retry', async () => {
    vi.stubGlobal('fetch', answering(409, JSON.stringify({ error: 'Ce test a déjà été enregistré.' })))
    expect(await submit('riasec', { idempotencyKey: 'k10' })).toEqual({ status: 'rejected', message: 'Ce test a déjà été enregistré.', conflict: true })
    expect(pending()).toEqual([])
  })

  it('keeps the test for later when the server fails or limits the rate, telling it from a lost connection', async () => {
    const kept = vi.fn()
    window.addEventListener(SUBMISSION_KEPT, kept)
    vi.stubGlobal('fetch', answering(503, JSON.stringify({ error: 'Indisponible.' })))
    expect(await submit('riasec', { idempotencyKey: 'k3' })).toEqual({ status: 'failed', limited: false })
    vi.stubGlobal('fetch', answering(429, JSON.stringify({ error: 'Trop de tentatives.' })))
    expect(await submit('riasec', { idempotencyKey: 'k4' })).toEqual({ status: 'failed', limited: true })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(await submit('orientation', { idempotencyKey: 'k7' })).toEqual({ status: 'offline' })
    expect(pending()).toHaveLength(3)
    // Each one kept tells the background retrier to start.
    expect(kept).toHaveBeenCalledTimes(3)
    expect(['k3', 'k4', 'k7'].some(wasSaved)).toBe(false)
  })

  it('keeps one copy when the visitor, still on the test, sends a kept test again, and forgets it once saved', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await submit('riasec', { idempotencyKey: 'k6' })
    expect(await submit('riasec', { idempotencyKey: 'k6' })).toEqual({ status: 'offline' })
    expect(pending()).toHaveLength(1)
    vi.stubGlobal('fetch', answering(200, JSON.stringify({ dominantProfile: 'IA' })))
    expect(wasSaved('k6')).toBe(false)
    expect(await submit('riasec', { idempotencyKey: 'k6', answers: [0, 1, 2] })).toEqual({ status: 'saved', data: { dominantProfile: 'IA' } })
    expect(pending()).toEqual([])
    // The device remembers it, with its answers: the same answers under that key are that test, others a new one.
    expect(wasSaved('k6')).toBe(true)
    expect(isSavedOtherwise('k6', answersFingerprint([0, 1, 2]))).toBe(false)
    expect(isSavedOtherwise('k6', answersFingerprint([0, 1, 3]))).toBe(true)
    expect(isSavedOtherwise('k-unknown', answersFingerprint([0, 1, 3]))).toBe(false)
    // The server keeps the first answers saved under a key, and so does the device.
    rememberSaved('k6', answersFingerprint([0, 1, 3]))
    expect(isSavedOtherwise('k6', answersFingerprint([0, 1, 2]))).toBe(false)
    // A key the server refuses (409) takes no answers at all.
    rememberSaved('k6', null)
    expect(isSavedOtherwise('k6', answersFingerprint([0, 1, 2]))).toBe(true)
  })

  it('sends nothing when other answers were saved under the key meanwhile, and says so for a new key', async () => {
    const fetch = answering(200, JSON.stringify({ dominantProfile: 'IA' }))
    vi.stubGlobal('fetch', fetch)
    rememberSaved('k20', answersFingerprint([1, 1, 1]))
    expect(await submit('riasec', { idempotencyKey: 'k20', answers: [1, 1, 2] })).toEqual({ status: 'superseded' })
    expect(fetch).not.toHaveBeenCalled()
    expect(pending()).toEqual([])
    // The same answers under it are that test: sent, and its result comes back.
    expect(await submit('riasec', { idempotencyKey: 'k20', answers: [1, 1, 1] })).toEqual({ status: 'saved', data: { dominantProfile: 'IA' } })
  })

  it('remembers the keys the background retrier got saved, the last twenty', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    for (let index = 0; index < 21; index++) await submit('riasec', { idempotencyKey: `r${index}`, answers: [index] })
    vi.stubGlobal('fetch', answering(201, JSON.stringify({ dominantProfile: 'RI' })))
    expect(await retryPending()).toBe(0)
    expect(wasSaved('r0')).toBe(false)
    expect(Array.from({ length: 20 }, (_, index) => wasSaved(`r${index + 1}`))).toEqual(Array(20).fill(true))
    expect(isSavedOtherwise('r7', answersFingerprint([7]))).toBe(false)
  })
})

describe('one test sent at a time', () => {
  it('shares one request between the visitor’s click and the background retrier, and each gets its answer', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await submit('riasec', { idempotencyKey: 'k9' })
    vi.stubGlobal('fetch', fetch)
    const background = retryPending()
    const click = submit('riasec', { idempotencyKey: 'k9' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    answer(new Response(JSON.stringify({ dominantProfile: 'SE' }), { status: 201, headers: { 'Content-Type': 'application/json' } }))
    expect(await click).toEqual({ status: 'saved', data: { dominantProfile: 'SE' } })
    expect(await background).toBe(0)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(pending()).toEqual([])
    // Once answered, a new send is a new request.
    vi.stubGlobal('fetch', answering(200, JSON.stringify({ dominantProfile: 'SE' })))
    expect(await submit('riasec', { idempotencyKey: 'k9' })).toEqual({ status: 'saved', data: { dominantProfile: 'SE' } })
  })
})

describe('one tab at a time', () => {
  it('holds the test’s Web Lock while sending it, where the browser has locks', async () => {
    const held: string[] = []
    vi.stubGlobal('navigator', { locks: { request: async (name: string, run: () => Promise<unknown>) => (held.push(name), run()) } })
    vi.stubGlobal('fetch', answering(201, JSON.stringify({ dominantProfile: 'RI' })))
    expect(await submit('riasec', { idempotencyKey: 'k11' })).toEqual({ status: 'saved', data: { dominantProfile: 'RI' } })
    expect(held).toEqual(['submission:k11'])
  })

  it('sends the test all the same when the browser refuses locks (site data blocked)', async () => {
    vi.stubGlobal('navigator', { locks: { request: async () => Promise.reject(new Error('SecurityError: access to the Locks API is denied')) } })
    vi.stubGlobal('fetch', answering(201, JSON.stringify({ dominantProfile: 'AS' })))
    expect(await submit('riasec', { idempotencyKey: 'k12' })).toEqual({ status: 'saved', data: { dominantProfile: 'AS' } })
    expect(pending()).toEqual([])
  })
})

describe('a retry whose turn comes after another tab dealt with its test', () => {
  /** Web Locks whose grants wait until `open()`: another tab holds the test's lock until then. */
  function heldLocks() {
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    vi.stubGlobal('navigator', { locks: { request: async (_name: string, run: () => Promise<unknown>) => (await gate, run()) } })
    return { open: () => open() }
  }
  const otherTabWrites = (submissions: unknown[]) => window.localStorage.setItem('pendingSubmissions', JSON.stringify(submissions))

  /** A test kept after a lost connection; then the server answers `fetch`, and the test's lock is held by another tab. */
  async function keptWhileLocked(body: { idempotencyKey: string; answers: number[] }, fetch: ReturnType<typeof answering>) {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await submit('riasec', body)
    vi.stubGlobal('fetch', fetch)
    return heldLocks()
  }
  const newer = (key: string) => ({ kind: 'riasec', body: { idempotencyKey: key, answers: [1] }, attempts: 1 })

  it('sends nothing when the other tab saved the test meanwhile', async () => {
    const fetch = answering(201, '{}')
    const lock = await keptWhileLocked({ idempotencyKey: 'k13', answers: [0] }, fetch)
    const background = retryPending()
    otherTabWrites([])
    lock.open()
    expect(await background).toBe(0)
    expect(fetch).not.toHaveBeenCalled()
    expect(pending()).toEqual([])
  })

  it('sends nothing, and writes nothing back, when the other tab kept newer answers meanwhile', async () => {
    const fetch = answering(201, '{}')
    const lock = await keptWhileLocked({ idempotencyKey: 'k14', answers: [0] }, fetch)
    const background = retryPending()
    otherTabWrites([newer('k14')])
    lock.open()
    expect(await background).toBe(1)
    expect(fetch).not.toHaveBeenCalled()
    expect(pending()).toEqual([newer('k14')])
  })

  it('still answers the visitor’s click that joined it, sending the test once the turn is theirs', async () => {
    const fetch = answering(201, JSON.stringify({ dominantProfile: 'EC' }))
    const lock = await keptWhileLocked({ idempotencyKey: 'k15', answers: [0] }, fetch)
    const background = retryPending()
    const click = submit('riasec', { idempotencyKey: 'k15', answers: [0] })
    // The other tab saved the test after the click kept it again, before this tab's turn.
    otherTabWrites([])
    lock.open()
    expect(await click).toEqual({ status: 'saved', data: { dominantProfile: 'EC' } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await background).toBe(0)
  })

  it('answers that click with the newer answers kept meanwhile, never sending its older ones over them', async () => {
    const fetch = answering(201, JSON.stringify({ dominantProfile: 'AR' }))
    const lock = await keptWhileLocked({ idempotencyKey: 'k16', answers: [0] }, fetch)
    const background = retryPending()
    const click = submit('riasec', { idempotencyKey: 'k16', answers: [0] })
    otherTabWrites([newer('k16')])
    lock.open()
    expect(await click).toEqual({ status: 'saved', data: { dominantProfile: 'AR' } })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ idempotencyKey: 'k16', answers: [1] })
    await background
    expect(pending()).toEqual([])
  })
})

describe('a test changed while its first version is being sent', () => {
  it('sends the new version after the first, and keeps the new one, not the first, when neither is saved', async () => {
    const answers: Array<(response: Response) => void> = []
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      void init
      return new Promise<Response>((resolve) => answers.push(resolve))
    })
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await submit('riasec', { idempotencyKey: 'k10', answers: [0] })
    vi.stubGlobal('fetch', fetch)
    const background = retryPending()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const click = submit('riasec', { idempotencyKey: 'k10', answers: [1] })
    // The new version waits for the first to be answered.
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fetch).toHaveBeenCalledTimes(1)
    answers[0]!(new Response('{}', { status: 503 }))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string)).toEqual({ idempotencyKey: 'k10', answers: [1] })
    answers[1]!(new Response('{}', { status: 503 }))
    expect(await click).toEqual({ status: 'failed', limited: false })
    expect(await background).toBe(1)
    expect(pending()).toMatchObject([{ body: { answers: [1] } }])
  })
})

describe('retryPending', () => {
  it('drops a kept test the server now refuses instead of sending it forever', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await submit('riasec', { idempotencyKey: 'k5' })
    expect(pending()).toHaveLength(1)
    vi.stubGlobal('fetch', answering(422, JSON.stringify({ error: 'Test déjà terminé.' })))
    expect(await retryPending()).toBe(0)
  })

  it('keeps a test while the server still fails, counting the attempts', async () => {
    vi.stubGlobal('fetch', answering(503, '{}'))
    await submit('riasec', { idempotencyKey: 'k8' })
    expect(await retryPending()).toBe(1)
    expect(pending()).toMatchObject([{ body: { idempotencyKey: 'k8' }, attempts: 2 }])
  })
})

describe('detachKeptTests (« Ce n’est pas moi »)', () => {
  it('sends the previous visitor’s kept test without this browser’s cookies, and forgets the answers of their saved ones', async () => {
    vi.stubGlobal('fetch', answering(201, '{}'))
    await submit('riasec', { idempotencyKey: 'sent', answers: [1] })
    vi.stubGlobal('fetch', answering(503, '{}'))
    await submit('riasec', { idempotencyKey: 'waiting', answers: [2] })
    // Saved meanwhile from another tab: the record of a test still kept stays, so it is not sent twice.
    rememberSaved('waiting', answersFingerprint([2]))
    detachKeptTests()
    expect(wasSaved('sent')).toBe(false)
    expect(wasSaved('waiting')).toBe(true)
    expect(pending()).toMatchObject([{ body: { idempotencyKey: 'waiting' }, detached: true }])

    const fetch = answering(201, '{}')
    vi.stubGlobal('fetch', fetch)
    expect(await retryPending()).toBe(0)
    await submit('riasec', { idempotencyKey: 'next-visitor', answers: [4] })
    expect((fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => init.credentials)).toEqual(['omit', 'same-origin'])
  })

  it('sends without cookies, and keeps detached, a kept test the retrier had read before it was detached', async () => {
    vi.stubGlobal('fetch', answering(503, '{}'))
    await submit('riasec', { idempotencyKey: 'first', answers: [1] })
    await submit('riasec', { idempotencyKey: 'second', answers: [2] })
    // The first send of the retrier's round waits; « Ce n’est pas moi » is clicked meanwhile.
    let answerFirst: (response: Response) => void = () => undefined
    const fetch = vi.fn(() => {
      if (fetch.mock.calls.length === 1) return new Promise<Response>((resolve) => (answerFirst = resolve))
      return Promise.resolve(new Response('{}', { status: 503 }))
    })
    vi.stubGlobal('fetch', fetch)
    const round = retryPending()
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    detachKeptTests()
    answerFirst(new Response('{}', { status: 503 }))
    expect(await round).toBe(2)
    expect((fetch.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => init.credentials)).toEqual(['same-origin', 'omit'])
    expect(pending()).toMatchObject([{ detached: true }, { detached: true }])
  })
})
