import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { entryText, originText } from '../../test/support/originArbitraries.js'
import {
  frameAncestorSources,
  isAllowedOrigin,
  parseAllowedOrigin,
} from '../src/isAllowedOrigin.js'
import { originOfPage, parseOrigin } from '../src/origin.js'

describe('parseOrigin: exactly an origin, or nothing', () => {
  it('takes origins as the browser serializes them', () => {
    for (const origin of [
      'https://shop.example.com',
      'http://127.0.0.1:5173',
      'http://localhost:8787',
      'http://[::1]:3000',
      'https://xn--bcher-kva.de',
    ])
      expect(parseOrigin(origin)).toBe(origin)
  })

  it('refuses the strings of the attack and their cousins', () => {
    for (const text of [
      'http://127.0.0.1:1@127.0.0.2:8080', // user info: the browser delivers to 127.0.0.2
      'https://evil.org/.example.com', // a path
      'https://evil.org%2f.example.com',
      'https://evil.org\\.example.com',
      'https://a.example.com/',
      'https://a.example.com?x',
      'https://a.example.com#x',
      'https://user@a.example.com',
      'https://A.example.com', // upper case
      'https://a.example.com:443', // a default port
      'https://bücher.de', // IDN not in its serialized form
      'https://a%2eexample.com',
      ' https://a.example.com',
      'null',
      'javascript:alert(1)',
      'data:text/html,x',
      'file:///etc/passwd',
      'ws://a.example.com',
      '',
      `https://${'a'.repeat(400)}.com`,
      42,
      undefined,
    ])
      expect(parseOrigin(text), String(text)).toBeUndefined()
  })

  it('is its own serialization: whatever it accepts, URL gives back unchanged (property)', () => {
    fc.assert(
      fc.property(fc.oneof(originText, fc.webUrl(), fc.string()), (text) => {
        const origin = parseOrigin(text)
        if (origin === undefined) return
        const url = new URL(origin)
        expect(url.origin).toBe(origin)
        expect(['http:', 'https:']).toContain(url.protocol)
        expect(url.username + url.password).toBe('')
        expect(origin).toBe(origin.toLowerCase())
      }),
      { numRuns: 3_000 },
    )
  })

  it('originOfPage: the origin of a page URL, never one with user info', () => {
    expect(originOfPage('https://shop.example.com/cart?x=1#y')).toBe('https://shop.example.com')
    expect(originOfPage('https://a@shop.example.com/')).toBeUndefined()
    expect(originOfPage('javascript:alert(1)')).toBeUndefined()
    expect(originOfPage('not a url')).toBeUndefined()
  })
})

describe('isAllowedOrigin (SPEC §5): structural matching', () => {
  it('allows an origin equal to an entry', () => {
    expect(isAllowedOrigin('https://shop.example.com', ['https://shop.example.com'])).toBe(true)
    expect(isAllowedOrigin('https://shop.example.com', ['https://shop.example.com/'])).toBe(true)
    expect(isAllowedOrigin('https://shop.example.com', ['https://SHOP.example.com'])).toBe(true)
    expect(isAllowedOrigin('https://shop.example.com', ['https://shop.example.com:443'])).toBe(true)
    expect(isAllowedOrigin('http://shop.example.com', ['https://shop.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://shop.example.com:8443', ['https://shop.example.com'])).toBe(
      false,
    )
  })

  it('a * label stands for exactly one whole DNS label', () => {
    const allowed = ['https://*.example.com']
    expect(isAllowedOrigin('https://a.example.com', allowed)).toBe(true)
    expect(isAllowedOrigin('https://a-b.example.com', allowed)).toBe(true)
    expect(isAllowedOrigin('https://a.b.example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://a.b.example.com', ['https://*.*.example.com'])).toBe(true)
    expect(isAllowedOrigin('https://example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://evil-example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://a.example.com.evil.net', allowed)).toBe(false)
    expect(isAllowedOrigin('http://a.example.com', allowed)).toBe(false)
    expect(isAllowedOrigin('https://a.example.com:8443', allowed)).toBe(false)
  })

  it('a * port stands for any port, the host still exact', () => {
    const allowed = ['http://localhost:*', 'http://127.0.0.1:*']
    expect(isAllowedOrigin('http://localhost:5173', allowed)).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:1', allowed)).toBe(true)
    expect(isAllowedOrigin('http://localhost', allowed)).toBe(true)
    expect(isAllowedOrigin('https://localhost:5173', allowed)).toBe(false)
    expect(isAllowedOrigin('http://127.0.0.2:8080', allowed)).toBe(false)
  })

  it('refuses the attack strings that matched the old text match', () => {
    expect(isAllowedOrigin('http://127.0.0.1:1@127.0.0.2:8080', ['http://127.0.0.1:*'])).toBe(false)
    expect(isAllowedOrigin('https://evil.org/.example.com', ['https://*.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://evil.org?.example.com', ['https://*.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://evil.org#.example.com', ['https://*.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://evil.org%2f.example.com', ['https://*.example.com'])).toBe(
      false,
    )
    expect(isAllowedOrigin('https://user@a.example.com', ['https://*.example.com'])).toBe(false)
    expect(isAllowedOrigin('http://127.0.0.1:1/x', ['http://127.0.0.1:*'])).toBe(false)
    expect(isAllowedOrigin('null', ['*'])).toBe(false)
  })

  it('* alone allows every http(s) origin and nothing else', () => {
    expect(isAllowedOrigin('https://anything.test', ['*'])).toBe(true)
    expect(isAllowedOrigin('http://127.0.0.1:9', ['*'])).toBe(true)
    expect(isAllowedOrigin('javascript:alert(1)', ['*'])).toBe(false)
  })

  it('allows nothing with an empty list or bad entries', () => {
    expect(isAllowedOrigin('https://shop.example.com', [])).toBe(false)
    expect(isAllowedOrigin('https://shop.example.com', [''])).toBe(false)
    expect(isAllowedOrigin('https://evilshop.example.com', ['https://*shop.example.com'])).toBe(
      false,
    )
    expect(isAllowedOrigin('https://pr-1.example.dev', ['https://pr-*.example.dev'])).toBe(false)
  })

  it('never allows text that is not exactly an origin (property)', () => {
    fc.assert(
      fc.property(originText, fc.array(entryText, { maxLength: 4 }), (origin, list) => {
        if (isAllowedOrigin(origin, list)) expect(parseOrigin(origin)).toBe(origin)
      }),
      { numRuns: 3_000 },
    )
  })

  it('a wildcard match differs from its entry in one whole leading label only (property)', () => {
    fc.assert(
      fc.property(originText, entryText, (origin, entry) => {
        const rule = parseAllowedOrigin(entry)
        if (!rule || rule.kind === 'any' || !isAllowedOrigin(origin, [rule])) return
        const url = new URL(origin)
        const labels = url.hostname.split('.')
        expect(labels.slice(rule.wildcardLabels).join('.')).toBe(rule.host)
        for (const label of labels.slice(0, rule.wildcardLabels))
          expect(label).toMatch(/^[^./@:]+$/)
      }),
      { numRuns: 3_000 },
    )
  })
})

describe('parseAllowedOrigin and frame-ancestors: one parsed list', () => {
  it('reads entries once into a canonical form', () => {
    expect(parseAllowedOrigin('https://*.Example.com/')).toMatchObject({
      text: 'https://*.example.com',
      wildcardLabels: 1,
      host: 'example.com',
      port: '',
    })
    expect(parseAllowedOrigin('http://localhost:*')).toMatchObject({ port: '*' })
    expect(parseAllowedOrigin('https://*.bücher.de')?.text).toBe('https://*.xn--bcher-kva.de')
    expect(parseAllowedOrigin('*')).toEqual({ kind: 'any', text: '*' })
  })

  it('refuses entries a * cannot stand in', () => {
    for (const entry of [
      'https://pr-*.example.dev',
      'https://a.*.example.com',
      'https://*.com',
      'https://*.127.0.0.1',
      'https://example.*',
      '*://example.com',
      'https://*.example.com/path',
      'https://user@*.example.com',
      'https://*.evil.org%2f.example.com',
      'ftp://example.com',
      'example.com',
      '',
    ])
      expect(parseAllowedOrigin(entry), entry).toBeUndefined()
  })

  it('gives frame-ancestors sources CSP can express, never narrower than the check', () => {
    const rules = ['https://*.*.example.com', 'http://localhost:*', 'https://shop.test', '*'].map(
      (entry) => parseAllowedOrigin(entry),
    )
    expect(frameAncestorSources(rules.filter((rule) => rule !== undefined))).toEqual([
      'https://*.example.com',
      'http://localhost:*',
      'https://shop.test',
      '*',
    ])
  })
})
