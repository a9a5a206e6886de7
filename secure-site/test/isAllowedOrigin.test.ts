import { describe, expect, it } from 'vitest'
import { isAllowedOrigin } from '../src/isAllowedOrigin.js'

describe('isAllowedOrigin (SPEC §5)', () => {
  it('allows an origin equal to an entry', () => {
    expect(isAllowedOrigin('https://shop.example.com', ['https://shop.example.com'])).toBe(true)
    expect(isAllowedOrigin('https://shop.example.com', ['https://shop.example.com/'])).toBe(true)
    expect(isAllowedOrigin('https://SHOP.example.com', ['https://shop.example.com'])).toBe(true)
    expect(isAllowedOrigin('http://shop.example.com', ['https://shop.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://shop.example.com:8443', ['https://shop.example.com'])).toBe(
      false,
    )
  })

  it('allows an origin matching a wildcard entry', () => {
    const allowed = ['https://*.example.com', 'http://localhost:*']
    expect(isAllowedOrigin('https://a.example.com', allowed)).toBe(true)
    expect(isAllowedOrigin('https://a.b.example.com', allowed)).toBe(true)
    expect(isAllowedOrigin('http://localhost:5173', allowed)).toBe(true)
    expect(isAllowedOrigin('https://example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://evil-example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://a.example.com.evil.net', allowed)).toBe(false)
    expect(isAllowedOrigin('http://a.example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://localhost:5173', allowed)).toBe(false)
  })

  it('matches several wildcards in order, and * alone matches everything', () => {
    expect(
      isAllowedOrigin('https://pr-12.preview.example.dev', ['https://pr-*.*.example.dev']),
    ).toBe(true)
    expect(isAllowedOrigin('https://preview.example.dev', ['https://pr-*.*.example.dev'])).toBe(
      false,
    )
    expect(isAllowedOrigin('https://anything.test', ['*'])).toBe(true)
    expect(isAllowedOrigin('null', ['*'])).toBe(true)
    expect(isAllowedOrigin('null', ['https://*'])).toBe(false)
  })

  it('allows nothing with an empty list', () => {
    expect(isAllowedOrigin('https://shop.example.com', [])).toBe(false)
    expect(isAllowedOrigin('https://shop.example.com', [''])).toBe(false)
  })
})
