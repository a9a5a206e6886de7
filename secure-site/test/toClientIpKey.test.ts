import { describe, expect, it } from 'vitest'
import { toClientIpKey } from '../src/http/toClientIpKey.js'

describe('toClientIpKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0:0:0:9',
      '2001:db8:0:1:abcd::9%eth0',
    ])
      expect(toClientIpKey(ip), ip).toBe('2001:db8:0:1::/64')
    expect(toClientIpKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64')
    expect(toClientIpKey('::1')).toBe('0:0:0:0::/64')
    expect(toClientIpKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4, dotted or in hex', () => {
    expect(toClientIpKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(toClientIpKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(toClientIpKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7')
    expect(toClientIpKey('203.0.113.7')).toBe('203.0.113.7')
    // Not mapped: an ordinary IPv6 address that merely ends in dotted form.
    expect(toClientIpKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps what is no IP address as it is', () => {
    expect(toClientIpKey('unknown')).toBe('unknown')
    expect(toClientIpKey('198.51.100.7.123')).toBe('198.51.100.7.123')
  })
})
