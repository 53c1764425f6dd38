import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const warn = vi.fn()
const getPayload = vi.fn(async () => ({ logger: { warn } }))
vi.mock('./payload', () => ({ getPayload: () => getPayload() }))

const { logNotFound, loggedPath } = await import('./not-found')

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

  it('cuts a very long path', async () => {
    await logNotFound(`/${'a'.repeat(5000)}`)
    const { path } = warn.mock.calls[0]![0] as { path: string }
    expect(path).toBe(loggedPath(`/${'a'.repeat(5000)}`))
    expect(path.length).toBeLessThanOrEqual(301)
  })

  it('falls back to the console, and never throws, when Payload is not there', async () => {
    getPayload.mockRejectedValueOnce(new Error('no database'))
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(logNotFound('/x')).resolves.toBeUndefined()
    expect(consoleWarn).toHaveBeenCalledWith('Page not found: /x')
  })
})
