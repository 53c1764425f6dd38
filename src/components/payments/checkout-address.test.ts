import { describe, expect, it } from 'vitest'
import { asksForAddon, CHECKOUT_ADDON_QUERY } from './checkout-address'

describe('the checkout’s return address', () => {
  it('ticks the follow-up again only when the return address asks for it', () => {
    expect(asksForAddon(`?${CHECKOUT_ADDON_QUERY}`)).toBe(true)
    expect(asksForAddon('')).toBe(false)
    expect(asksForAddon('?addon=1')).toBe(false)
  })
})
