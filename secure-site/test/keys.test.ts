import { randomBytes } from 'node:crypto'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveMasterKey } from '../src/envelope.js'
import { KeyDecryptionError } from '../src/errors.js'
import {
  generateUserSecrets,
  openSigningSecrets,
  openUserSecrets,
  rewrapDataKey,
  sealUserSecrets,
  solanaAddressOf,
} from '../src/keys.js'

const flip = (bytes: Uint8Array, index: number) => {
  const copy = new Uint8Array(bytes)
  copy[index] = (copy[index] ?? 0) ^ 1
  return copy
}

describe('envelope encryption of user keys', () => {
  const masterKey = deriveMasterKey(randomBytes(32))
  const secrets = generateUserSecrets()
  const stored = sealUserSecrets(masterKey, { userId: 'user-1', secrets })

  it('stores the addresses in the clear and the keys only sealed', () => {
    expect(stored.eip155Address).toBe(privateKeyToAddress(secrets.eip155))
    expect(stored.solanaAddress).toBe(solanaAddressOf(secrets.solanaSeed))
    const all = Buffer.concat([stored.wrappedDataKey, stored.eip155Secret, stored.solanaSecret])
    expect(all.includes(Buffer.from(secrets.eip155.slice(2), 'hex'))).toBe(false)
    expect(all.includes(Buffer.from(secrets.solanaSeed))).toBe(false)
    expect(openUserSecrets(masterKey, { userId: 'user-1', stored })).toEqual({
      eip155: secrets.eip155,
      solanaSeed: secrets.solanaSeed,
    })
  })

  it("makes each new key's addresses from the key itself", () => {
    for (let index = 0; index < 20; index++) {
      const fresh = generateUserSecrets()
      expect(fresh.solanaSeed).toHaveLength(32)
      expect(fresh.eip155Address).toBe(privateKeyToAddress(fresh.eip155))
      expect(fresh.solanaAddress).toBe(solanaAddressOf(fresh.solanaSeed))
    }
  })

  it.each([
    ['the wrapped data key', 'wrappedDataKey'],
    ['the eip155 key', 'eip155Secret'],
    ['the solana key', 'solanaSecret'],
  ] as const)('fails loudly when one byte of %s changes', (_name, field) => {
    for (const index of [0, 20, stored[field].length - 1]) {
      const tampered = { ...stored, [field]: flip(stored[field], index) }
      expect(() => openUserSecrets(masterKey, { userId: 'user-1', stored: tampered })).toThrow(
        KeyDecryptionError,
      )
    }
  })

  it("refuses another user's row and another master key", () => {
    expect(() => openUserSecrets(masterKey, { userId: 'user-2', stored })).toThrow(
      KeyDecryptionError,
    )
    const other = deriveMasterKey(randomBytes(32))
    expect(() => openUserSecrets(other, { userId: 'user-1', stored })).toThrow(/MASTER_KEY is/)
    expect(() =>
      openUserSecrets(other, { userId: 'user-1', stored: { ...stored, masterKeyId: other.id } }),
    ).toThrow(KeyDecryptionError)
  })

  it('re-wraps only the data key on rotation', () => {
    const next = deriveMasterKey(randomBytes(32))
    const wrapped = rewrapDataKey(stored.wrappedDataKey, {
      userId: 'user-1',
      oldKey: masterKey,
      newKey: next,
    })
    const rotated = { ...stored, wrappedDataKey: wrapped, masterKeyId: next.id }
    expect(openUserSecrets(next, { userId: 'user-1', stored: rotated })).toEqual({
      eip155: secrets.eip155,
      solanaSeed: secrets.solanaSeed,
    })
    expect(() => openUserSecrets(masterKey, { userId: 'user-1', stored: rotated })).toThrow(
      KeyDecryptionError,
    )
  })
})

describe('opening one chain for a signature (issue 34)', () => {
  const masterKey = deriveMasterKey(randomBytes(32))
  const secrets = generateUserSecrets()
  const stored = sealUserSecrets(masterKey, { userId: 'user-1', secrets })

  it('decrypts only the chain of the request, with its stored address', () => {
    expect(
      openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'eip155' }),
    ).toEqual({
      eip155: secrets.eip155,
      eip155Address: stored.eip155Address,
    })
    expect(
      openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'solana' }),
    ).toEqual({
      solanaSeed: secrets.solanaSeed,
      solanaAddress: stored.solanaAddress,
    })
    expect(
      openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'bip122' }),
    ).toEqual({})
  })

  it('opens the eip155 key even when the solana blob is damaged: that blob is never decrypted', () => {
    const damaged = { ...stored, solanaSecret: flip(stored.solanaSecret, 20) }
    expect(
      openSigningSecrets(masterKey, { userId: 'user-1', stored: damaged, namespace: 'eip155' })
        .eip155,
    ).toBe(secrets.eip155)
    expect(() =>
      openSigningSecrets(masterKey, { userId: 'user-1', stored: damaged, namespace: 'solana' }),
    ).toThrow(KeyDecryptionError)
  })

  it('refuses a changed stored address even after the true one was proven', () => {
    const other = generateUserSecrets()
    openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'eip155' })
    openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'solana' })
    const wrongEip155 = { ...stored, eip155Address: privateKeyToAddress(other.eip155) }
    const wrongSolana = { ...stored, solanaAddress: solanaAddressOf(other.solanaSeed) }
    expect(() =>
      openSigningSecrets(masterKey, { userId: 'user-1', stored: wrongEip155, namespace: 'eip155' }),
    ).toThrow(KeyDecryptionError)
    expect(() =>
      openSigningSecrets(masterKey, { userId: 'user-1', stored: wrongSolana, namespace: 'solana' }),
    ).toThrow(KeyDecryptionError)
  })

  it("refuses another user's row, a damaged blob and another master key, proven before or not", () => {
    openSigningSecrets(masterKey, { userId: 'user-1', stored, namespace: 'eip155' })
    expect(() =>
      openSigningSecrets(masterKey, { userId: 'user-2', stored, namespace: 'eip155' }),
    ).toThrow(KeyDecryptionError)
    const damaged = { ...stored, eip155Secret: flip(stored.eip155Secret, 20) }
    expect(() =>
      openSigningSecrets(masterKey, { userId: 'user-1', stored: damaged, namespace: 'eip155' }),
    ).toThrow(KeyDecryptionError)
    const next = deriveMasterKey(randomBytes(32))
    expect(() =>
      openSigningSecrets(next, { userId: 'user-1', stored, namespace: 'eip155' }),
    ).toThrow(/MASTER_KEY is/)
  })
})
