import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  createSiwxMessage,
  type SiwxMessageData,
  type SiwxVerifier,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'

// Anvil's second development key: a public test key.
const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const other = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
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
  statement: 'Sign in to the shop',
  issuedAt: issuedAt.toISOString(),
  expirationTime: at(60).toISOString(),
  notBefore: at(1).toISOString(),
}

async function signed(patch: Partial<SiwxMessageData> = {}, signer = account) {
  const message = createSiwxMessage({ ...data, ...patch })
  return { message, signature: await signer.signMessage({ message }) }
}
const expected = { domain: 'shop.example', nonce: 'Q7x2LmP9aZ', now: at(5) }

describe('verifySiwx', () => {
  it('accepts a well-formed message signed by its account (EOA, offline)', async () => {
    const result = await verifySiwx({ ...(await signed()), ...expected, uri: data.uri })
    expect(result).toMatchObject({
      valid: true,
      address: account.address,
      caipNetworkId: 'eip155:1',
    })
  })

  it("says 'malformed' for text that is not a sign-in message", async () => {
    const { signature } = await signed()
    const result = await verifySiwx({ message: 'hello', signature, ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'malformed' })
  })

  it("says 'domain' for a message made for another site", async () => {
    const result = await verifySiwx({ ...(await signed({ domain: 'evil.example' })), ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'domain' })
  })

  it("says 'uri' when the URI is not the expected one", async () => {
    const result = await verifySiwx({
      ...(await signed({ uri: 'https://shop.example/other' })),
      ...expected,
      uri: data.uri,
    })
    expect(result).toMatchObject({ valid: false, reason: 'uri' })
  })

  it("says 'nonce' for a nonce the server did not issue", async () => {
    const result = await verifySiwx({ ...(await signed()), ...expected, nonce: 'OtherNonce1' })
    expect(result).toMatchObject({ valid: false, reason: 'nonce' })
  })

  it("says 'chain' for a chain the server does not accept", async () => {
    const result = await verifySiwx({
      ...(await signed({ chainId: 'eip155:10' })),
      ...expected,
      chains: ['eip155:1'],
    })
    expect(result).toMatchObject({ valid: false, reason: 'chain' })
  })

  it("says 'chain' when no verifier knows the namespace", async () => {
    const verifiers: SiwxVerifier[] = [{ namespace: 'solana', verify: () => true }]
    const result = await verifySiwx({ ...(await signed()), ...expected, verifiers })
    expect(result).toMatchObject({ valid: false, reason: 'chain' })
  })

  it("says 'expired' at and after the expiration time", async () => {
    const message = await signed()
    for (const now of [at(60), at(61)])
      expect(await verifySiwx({ ...message, ...expected, now })).toMatchObject({
        valid: false,
        reason: 'expired',
      })
    expect(await verifySiwx({ ...message, ...expected, now: at(59) })).toMatchObject({
      valid: true,
    })
  })

  it("says 'not-yet-valid' before the not-before time", async () => {
    const message = await signed()
    expect(await verifySiwx({ ...message, ...expected, now: at(0) })).toMatchObject({
      valid: false,
      reason: 'not-yet-valid',
    })
    expect(await verifySiwx({ ...message, ...expected, now: at(1) })).toMatchObject({ valid: true })
  })

  it("says 'signature' for a message changed after signing", async () => {
    const { message, signature } = await signed()
    const tampered = message.replace('Sign in to the shop', 'Sign in to the shop as admin')
    const result = await verifySiwx({ message: tampered, signature, ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'signature' })
  })

  it("says 'signature' when another account signed", async () => {
    const result = await verifySiwx({ ...(await signed({}, other)), ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'signature' })
  })

  it("says 'signature' for a signature that is not hex", async () => {
    const { message } = await signed()
    const result = await verifySiwx({ message, signature: 'not-a-signature', ...expected })
    expect(result).toMatchObject({ valid: false, reason: 'signature' })
  })
})
