// verifySiwx against hostile input (issue 14): it answers { valid: false, reason }, never throws.
import { secp256k1 } from '@noble/curves/secp256k1'
import { bech32 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  createMemoryNonceStore,
  createSiwxMessage,
  type SiwxMessageData,
  type SiwxVerifier,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'

const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const issuedAt = new Date('2026-03-01T12:00:00.000Z')
const at = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000)
const data: SiwxMessageData = {
  accountAddress: account.address,
  chainId: 'eip155:1',
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'Q7x2LmP9aZ',
  issuedAt: issuedAt.toISOString(),
}
const expected = { domain: 'shop.example', nonce: 'Q7x2LmP9aZ', now: at(5) }
const n = secp256k1.CURVE.n.toString(16).padStart(64, '0')

describe('malformed eip155 signatures (no rpcUrl) are invalid, never a throw', () => {
  const message = createSiwxMessage(data)
  const good = () => account.signMessage({ message })
  const cases: [string, (good: string) => string][] = [
    ['short', (g) => g.slice(0, 40)],
    ['64 bytes', (g) => g.slice(0, 130)],
    ['66 bytes', (g) => `${g}00`],
    ['bad v', (g) => `${g.slice(0, 130)}05`],
    ['r = 0', (g) => `0x${'0'.repeat(64)}${g.slice(66)}`],
    ['r = n', (g) => `0x${n}${g.slice(66)}`],
    ['s = 0', (g) => `${g.slice(0, 66)}${'0'.repeat(64)}${g.slice(130)}`],
    ['empty', () => '0x'],
  ]
  for (const [label, malform] of cases)
    it(label, async () => {
      const signature = malform(await good())
      const result = await verifySiwx({ message, signature, ...expected })
      expect(result).toMatchObject({ valid: false, reason: 'signature' })
    })

  it('a verifier that throws is a failed signature check', async () => {
    const throwing: SiwxVerifier = {
      namespace: 'eip155',
      verify: () => {
        throw new Error('broken verifier')
      },
    }
    const result = await verifySiwx({
      message,
      signature: await good(),
      ...expected,
      verifiers: [throwing],
    })
    expect(result).toMatchObject({ valid: false, reason: 'signature' })
  })
})

describe('one wallet, one identity', () => {
  it('EIP-4361 requires the EIP-55 checksummed address: lowercase is refused', async () => {
    const message = createSiwxMessage(data).replace(account.address, account.address.toLowerCase())
    expect(message).toContain(account.address.toLowerCase())
    const signature = await account.signMessage({ message })
    const result = await verifySiwx({ message, signature, ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'malformed' })
  })

  it('a mixed-case address with a wrong EIP-55 checksum is refused', async () => {
    // One letter's case flipped: still the same 20 bytes, no longer the checksummed form.
    const at = [...account.address].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c))
    const flipped = account.address[at]!
    const wrong = `${account.address.slice(0, at)}${flipped === flipped.toUpperCase() ? flipped.toLowerCase() : flipped.toUpperCase()}${account.address.slice(at + 1)}`
    expect(wrong.toLowerCase()).toBe(account.address.toLowerCase())
    expect(wrong).not.toBe(account.address)
    const message = createSiwxMessage(data).replace(account.address, wrong)
    const signature = await account.signMessage({ message })
    const result = await verifySiwx({ message, signature, ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'malformed' })
  })

  it('bech32 is returned in lower case however it was written', async () => {
    // An uppercase bech32 address verified by a verifier that accepts it.
    const program = new Uint8Array(20).fill(7)
    const lower = bech32.encode('bc', [0, ...bech32.toWords(program)])
    const message = createSiwxMessage({
      ...data,
      accountAddress: lower.toUpperCase(),
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    const accepting: SiwxVerifier = { namespace: 'bip122', verify: () => true }
    const result = await verifySiwx({
      message,
      signature: 'x',
      ...expected,
      verifiers: [accepting],
    })
    expect(result).toMatchObject({ valid: true, address: lower })
  })
})

describe('replay protection and maximum age', () => {
  it('the same signed message signs in once; the second time is "replayed"', async () => {
    const message = createSiwxMessage(data)
    const signature = await account.signMessage({ message })
    const nonceStore = createMemoryNonceStore({ now: () => at(5).getTime() })
    const first = await verifySiwx({ message, signature, ...expected, nonceStore, maxAge: 600_000 })
    const second = await verifySiwx({
      message,
      signature,
      ...expected,
      nonceStore,
      maxAge: 600_000,
    })
    expect(first).toMatchObject({ valid: true })
    expect(second).toMatchObject({ valid: false, reason: 'replayed' })
  })

  it('a failed check does not use up the nonce', async () => {
    const message = createSiwxMessage(data)
    const signature = await account.signMessage({ message })
    const nonceStore = createMemoryNonceStore()
    await verifySiwx({
      message,
      signature: `${signature.slice(0, 130)}05`,
      ...expected,
      nonceStore,
    })
    expect(await verifySiwx({ message, signature, ...expected, nonceStore })).toMatchObject({
      valid: true,
    })
  })

  it('a message older than maxAge is "expired", even without an Expiration Time', async () => {
    const message = createSiwxMessage(data)
    const signature = await account.signMessage({ message })
    const old = await verifySiwx({ message, signature, ...expected, now: at(11), maxAge: 600_000 })
    expect(old).toMatchObject({ valid: false, reason: 'expired' })
    const fresh = await verifySiwx({ message, signature, ...expected, now: at(9), maxAge: 600_000 })
    expect(fresh).toMatchObject({ valid: true })
  })

  it('an Issued At far in the future is "not-yet-valid" when maxAge is set', async () => {
    const message = createSiwxMessage(data)
    const signature = await account.signMessage({ message })
    const result = await verifySiwx({
      message,
      signature,
      ...expected,
      now: at(-5),
      maxAge: 600_000,
    })
    expect(result).toMatchObject({ valid: false, reason: 'not-yet-valid' })
  })

  it('the memory store forgets a nonce once it expires', async () => {
    let now = 0
    const store = createMemoryNonceStore({ now: () => now })
    expect(await store.consume('abc', new Date(10))).toBe(true)
    expect(await store.consume('abc', new Date(10))).toBe(false)
    now = 11
    expect(await store.consume('abc', new Date(20))).toBe(true)
  })
})
