import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const warn = vi.fn()
const getPayload = vi.fn(async () => ({ logger: { warn } }))
vi.mock('./payload', () => ({ getPayload: () => getPayload() }))

const { logNotFound } = await import('./not-found')

afterEach(() => {
  vi.clearAllMocks()
  vi.restoreAllMocks()
})

describe('logNotFound', () => {
  it('writes one warning naming the path', async () => {
    await logNotFound('/page-qui-n-existe-pas')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith({ msg: 'Page not found', path: '/page-qui-n-existe-pas' })
  })

  it('cuts a very long path to its first 300 characters and an ellipsis', async () => {
    await logNotFound(`/${'a'.repeat(5000)}`)
    expect(warn).toHaveBeenCalledWith({ msg: 'Page not found', path: `/${'a'.repeat(299)}…` })
  })

  it('keeps a path of 300 characters whole', async () => {
    await logNotFound(`/${'b'.repeat(299)}`)
    expect(warn).toHaveBeenCalledWith({ msg: 'Page not found', path: `/${'b'.repeat(299)}` })
  })

  it('falls back to the console, and never throws, when Payload is not there', async () => {
    getPayload.mockRejectedValueOnce(new Error('no database'))
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(logNotFound('/x')).resolves.toBeUndefined()
    expect(consoleWarn).toHaveBeenCalledWith('Page not found: /x')
  })
})
