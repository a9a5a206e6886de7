// @vitest-environment happy-dom
// Sign-in with a Polkadot account (CAIP-122): the message is signed by the injected test
// extension through polkadot()'s signMessage (signRaw over <Bytes>…</Bytes>, real sr25519), and
// gangway/siwx/server's verifySiwx checks it with its default verifiers; an ed25519 account's
// signature too. Forged, altered and malformed signatures are refused.

import { randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { u8aToHex } from '@polkadot/util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadot, polkadotRelay } from '../../../chains/polkadot/index.js'
import { toAddress } from '../../../chains/polkadot/ss58.js'
import { createKernel, createMemoryBackend } from '../../../kernel/internal.js'
import { createSiwxMessage, verifySiwx } from '../../../plugins/siwx/server/index.js'
import { type PolkadotTestNode, startPolkadotNode } from '../../support/polkadotNode.js'
import { createPolkadotTestWallet } from '../../support/polkadotTestWallet.js'

let node: PolkadotTestNode
beforeAll(async () => {
  node = await startPolkadotNode()
})
afterAll(async () => {
  await node?.stop()
})

const domain = 'dapp.example'
const nonce = 'a1b2c3d4e5f6'
const messageFor = (accountAddress: string) =>
  createSiwxMessage({
    accountAddress,
    chainId: polkadotRelay.caipNetworkId,
    domain,
    uri: 'https://dapp.example/login',
    version: '1',
    nonce,
    statement: 'Sign in to the dapp',
    issuedAt: new Date().toISOString(),
  })
const verify = (message: string, signature: string) =>
  verifySiwx({ message, signature, domain, nonce })

describe('sign-in with a Polkadot account', () => {
  it('a message the extension signed through polkadot() verifies; a changed one does not', async () => {
    const wallet = createPolkadotTestWallet({ registry: node.registry, seed: randomBytes(32) })
    const stop = wallet.register()
    const kernel = createKernel({
      chains: [
        polkadot({
          networks: [polkadotRelay],
          rpcUrls: { [polkadotRelay.caipNetworkId]: node.url },
        }),
      ],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })
    await kernel.connections.connect({ namespace: 'polkadot', connectorId: wallet.name })
    const { address } = kernel.connections.get('polkadot')!
    const message = messageFor(address)
    expect(message).toContain('wants you to sign in with your Polkadot account:')
    const adapter = await kernel.chains.load('polkadot')
    const signature = await adapter.signMessage({ connectorId: wallet.name, address, message })
    expect(await verify(message, signature)).toMatchObject({ valid: true, address })
    expect(
      await verify(message.replace('Sign in to the dapp', 'Sign in to the bad'), signature),
    ).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    // The same signature for another account is refused.
    const other = toAddress(randomBytes(32), 0)
    expect(await verify(messageFor(other), signature)).toMatchObject({ valid: false })
    kernel.destroy()
    stop()
  })

  it('verifies an ed25519 account (MultiSignature type 0, and the 64 bytes alone)', async () => {
    const secret = randomBytes(32)
    const address = toAddress(ed25519.getPublicKey(secret), 0)
    const message = messageFor(address)
    const raw = ed25519.sign(new TextEncoder().encode(`<Bytes>${message}</Bytes>`), secret)
    expect(await verify(message, u8aToHex(new Uint8Array([0, ...raw])))).toMatchObject({
      valid: true,
    })
    expect(await verify(message, u8aToHex(raw))).toMatchObject({ valid: true })
    // A signature over the bare message (no <Bytes> wrapper) is not accepted.
    const bare = ed25519.sign(new TextEncoder().encode(message), secret)
    expect(await verify(message, u8aToHex(bare))).toMatchObject({ valid: false })
  })

  it('refuses malformed signatures and addresses', async () => {
    const secret = randomBytes(32)
    const address = toAddress(ed25519.getPublicKey(secret), 0)
    const message = messageFor(address)
    for (const signature of [
      '',
      '0x',
      'zz',
      `0x${'00'.repeat(65)}`,
      `0x02${'11'.repeat(65)}`,
      `0x${'1'.repeat(131)}`,
    ])
      expect(await verify(message, signature)).toMatchObject({ valid: false })
    const signature = u8aToHex(
      ed25519.sign(new TextEncoder().encode(`<Bytes>${message}</Bytes>`), secret),
    )
    expect(
      await verify(messageFor('0x1234567890123456789012345678901234567890'), signature),
    ).toMatchObject({ valid: false })
  })
})
