// Sign-in with a Cosmos account: the CAIP-122 message for `cosmos:<chain id>`, signed by a
// Keplr-compatible wallet (ADR-36 signArbitrary, real secp256k1), checked by verifySiwx's
// default verifiers on the server.
import { describe, expect, it } from 'vitest'
import {
  createSiwxMessage,
  parseSiwxMessage,
  type SiwxMessageData,
  verifySiwx,
} from '../../../plugins/siwx/server/index.js'
import { createKeplrTestWallet } from '../../support/keplrTestWallet.js'

const wallet = createKeplrTestWallet({ 'cosmoshub-4': 'cosmos' })
const stranger = createKeplrTestWallet({ 'cosmoshub-4': 'cosmos' })
const issuedAt = new Date('2026-03-01T12:00:00.000Z')

const data: SiwxMessageData = {
  accountAddress: wallet.address('cosmos'),
  chainId: 'cosmos:cosmoshub-4',
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'Q7x2LmP9aZ',
  statement: 'Sign in to the shop',
  issuedAt: issuedAt.toISOString(),
}
const expected = {
  domain: 'shop.example',
  nonce: 'Q7x2LmP9aZ',
  now: new Date(issuedAt.getTime() + 60_000),
}

async function signed(signer = wallet, patch: Partial<SiwxMessageData> = {}) {
  const message = createSiwxMessage({ ...data, ...patch })
  const { signature } = await signer.signArbitrary('cosmoshub-4', data.accountAddress, message)
  return { message, signature }
}

describe('sign-in with a Cosmos account (CAIP-122, ADR-36)', () => {
  it('writes the message for the Cosmos blockchain and reads it back', () => {
    const message = createSiwxMessage(data)
    expect(message.split('\n')[0]).toBe(
      'shop.example wants you to sign in with your Cosmos account:',
    )
    expect(parseSiwxMessage(message)).toMatchObject({
      accountAddress: data.accountAddress,
      chainId: 'cosmos:cosmoshub-4',
    })
  })

  it("accepts the account's own signature with the default verifiers", async () => {
    const result = await verifySiwx({ ...(await signed()), ...expected })
    expect(result).toMatchObject({ valid: true })
  })

  it('refuses another key, another text and a malformed signature', async () => {
    expect(await verifySiwx({ ...(await signed(stranger)), ...expected })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    const { signature } = await signed()
    const message = createSiwxMessage({ ...data, statement: 'Sign in to the bank' })
    expect(await verifySiwx({ message, signature, ...expected })).toMatchObject({ valid: false })
    expect(
      await verifySiwx({ message: createSiwxMessage(data), signature: 'not base64!', ...expected }),
    ).toMatchObject({ valid: false })
  })
})
