import { describe, expect, it } from 'vitest'
import { MAX_CONFIRMATION_ATTEMPTS, retryDelayMinutes } from './confirmation'

describe('confirmation retry delays', () => {
  it('double from five minutes up to six hours', () => {
    expect(Array.from({ length: 10 }, (_, index) => retryDelayMinutes(index + 1))).toEqual([5, 10, 20, 40, 80, 160, 320, 360, 360, 360])
  })

  it('keep retrying for about a day before giving up', () => {
    const total = Array.from({ length: MAX_CONFIRMATION_ATTEMPTS - 1 }, (_, index) => retryDelayMinutes(index + 1)).reduce((sum, minutes) => sum + minutes, 0)
    expect(total / 60).toBeGreaterThan(20)
    expect(total / 60).toBeLessThan(30)
  })
})
