import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { open, seal } from '../src/envelope.js'

// The address check in openUserSecrets would also catch a changed key; this holds AES-GCM's
// own tag check to account on its own, so neither layer can quietly go.
describe('AES-256-GCM seal and open', () => {
  const key = randomBytes(32)
  const plaintext = new Uint8Array(randomBytes(32))
  const sealed = seal(key, { plaintext, context: 'eip155:user-1' })

  it('opens what it sealed, and the sealed bytes do not contain the plaintext', () => {
    expect(open(key, { sealed, context: 'eip155:user-1' })).toEqual(plaintext)
    expect(Buffer.from(sealed).includes(Buffer.from(plaintext))).toBe(false)
  })

  it('refuses a sealed value with any one byte changed: iv, ciphertext or tag', () => {
    for (let index = 0; index < sealed.length; index++) {
      const tampered = new Uint8Array(sealed)
      tampered[index] = (tampered[index] ?? 0) ^ 0x01
      expect(
        () => open(key, { sealed: tampered, context: 'eip155:user-1' }),
        `byte ${index}`,
      ).toThrow()
    }
  })

  it('refuses another key and another context (a blob moved to another row or field)', () => {
    expect(() => open(randomBytes(32), { sealed, context: 'eip155:user-1' })).toThrow()
    expect(() => open(key, { sealed, context: 'eip155:user-2' })).toThrow()
    expect(() => open(key, { sealed, context: 'solana:user-1' })).toThrow()
  })
})
