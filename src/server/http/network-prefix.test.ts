import { describe, expect, it } from 'vitest'
import { networkPrefix } from './network-prefix'

describe('networkPrefix', () => {
  it('counts an IPv6 host by its /64, however the address is written', () => {
    expect(networkPrefix('2001:db8:85a3:42:1111:2222:3333:4444')).toBe('2001:db8:85a3:42::/64')
    expect(networkPrefix('2001:0DB8:85A3:0042:ffff::1')).toBe('2001:db8:85a3:42::/64')
    expect(networkPrefix('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkPrefix('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(networkPrefix('::1')).toBe('0:0:0:0::/64')
    expect(networkPrefix('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('counts an IPv4 address whole, mapped in IPv6 or not, and leaves anything else as it came', () => {
    expect(networkPrefix('203.0.113.7')).toBe('203.0.113.7')
    expect(networkPrefix('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(networkPrefix('direct')).toBe('direct')
    expect(networkPrefix('pas une adresse')).toBe('pas une adresse')
  })
})
