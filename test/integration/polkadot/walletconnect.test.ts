// The polkadot namespace of a WalletConnect session through polkadot(): a real relay, a real
// WalletKit wallet holding an sr25519 key (polkadot_signTransaction, polkadot_signMessage),
// and the JSON-RPC test node, which checks the transfer's signature before it includes it.
// The sign-in message it signs is checked by gangway/siwx/server as a server would.

import { randomBytes } from 'node:crypto'
import { hexToU8a } from '@polkadot/util'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { polkadot, polkadotRelay } from '../../../chains/polkadot/index.js'
import { toAddress } from '../../../chains/polkadot/ss58.js'
import type { KernelInstance } from '../../../kernel/index.js'
import { createSiwxMessage, verifySiwx } from '../../../plugins/siwx/server/index.js'
import { getWalletConnect, walletConnect } from '../../../plugins/walletconnect/index.js'
import { createTranslator, loadMessages, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { describeError } from '../../../ui-shell/kit/index.js'
import { type PolkadotTestNode, startPolkadotNode } from '../../support/polkadotNode.js'
import { type PolkadotWalletKit, startPolkadotWalletKit } from '../../support/polkadotWalletKit.js'
import { type Cleanups, startDapp } from '../../support/walletConnectHarness.js'

let relay: Relay
let node: PolkadotTestNode
const cleanups: Cleanups = []
const dot = 10_000_000_000n

beforeAll(async () => {
  ;[relay, node] = await Promise.all([startRelay({ pingInterval: 2_000 }), startPolkadotNode()])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), node?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Starts the dapp and the wallet, and pairs them; `paired` settles as the dapp's pair() does. */
async function startPairing(wallet: { address?: string; withoutPolkadot?: boolean } = {}) {
  const { kernel } = startDapp({
    relayUrl: relay.url,
    chains: [
      polkadot({
        networks: [polkadotRelay],
        rpcUrls: { [polkadotRelay.caipNetworkId]: node.url },
        pollingInterval: 1,
      }),
    ],
    cleanups,
  })
  const phone = await startPolkadotWalletKit({
    relayUrl: relay.url,
    registry: node.registry,
    seed: randomBytes(32),
    address: wallet.address,
    withoutPolkadot: wallet.withoutPolkadot,
  })
  cleanups.push(() => phone.stop())
  const controller = await getWalletConnect(kernel)
  const scanned = new Promise<void>((resolve, reject) => {
    const stop = controller.subscribe(() => {
      const { uri } = controller.getState()
      if (!uri) return
      stop()
      phone.pair(uri).then(() => resolve(), reject)
    })
  })
  return { kernel, phone, controller, paired: Promise.all([controller.pair(), scanned]) }
}

async function connect(): Promise<{ kernel: KernelInstance; phone: PolkadotWalletKit }> {
  const { kernel, phone, paired } = await startPairing()
  await paired
  return { kernel, phone }
}

describe('WalletConnect polkadot namespace through polkadot()', () => {
  it('a wallet that approves no polkadot namespace: Connecting says the wallet shared none of the site’s networks, in the visitor’s language', async () => {
    const { kernel, controller, paired } = await startPairing({ withoutPolkadot: true })
    await expect(paired).rejects.toMatchObject({ name: 'NoConfiguredChainError' })
    expect(kernel.connections.get('polkadot')).toBeUndefined()
    const { error } = controller.getState()
    // Not 'Connection declined': the wallet approved, it just holds none of these chains.
    expect(error?.kind).toBe('failed')
    const words = async (locale: string) =>
      describeError(error?.cause, {
        t: createTranslator(await loadMessages(locale), {
          plugins: await loadPluginMessages([walletConnect()], locale),
          locale,
        }),
      })
    expect(await words('en')).toBe(
      'The wallet shared none of the networks this site uses. Add one in the wallet, or connect another wallet.',
    )
    expect(await words('ja')).toBe(
      'ウォレットはこのサイトが使うネットワークをどれも共有しませんでした。ウォレットでネットワークを追加するか、別のウォレットを接続してください。',
    )
  })

  it('hostile: a session listing no Polkadot account fails, and Connecting says why in the visitor’s language', async () => {
    const { kernel, controller, paired } = await startPairing({ address: `0x${'ab'.repeat(20)}` })
    await expect(paired).rejects.toThrowError('No namespace of the session could connect.')
    expect(kernel.connections.get('polkadot')).toBeUndefined()
    const { error } = controller.getState()
    expect(error?.kind).toBe('failed')
    // What ConnectingWalletConnect shows under 'Connection failed'.
    const german = createTranslator(await loadMessages('de'), { locale: 'de' })
    expect(describeError(error?.cause, { t: german, otherwise: () => error?.message ?? '' })).toBe(
      'Die Wallet hat ein ungültiges Konto oder Netzwerk gemeldet.',
    )
  })

  it('pairs: the session holds the methods polkadot() declares; the account is written with Polkadot’s prefix', async () => {
    const { kernel, phone } = await connect()
    const connection = kernel.connections.get('polkadot')
    expect(connection?.connector).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
    expect(connection).toMatchObject({
      address: toAddress(hexToU8a(phone.wallet.publicKey), 0),
      caipNetworkId: polkadotRelay.caipNetworkId,
    })
    const [session] = Object.values(phone.kit.getActiveSessions())
    expect(session?.namespaces.polkadot?.methods).toEqual([
      'polkadot_signTransaction',
      'polkadot_signMessage',
    ])
  })

  it('sends transfer_keep_alive signed with polkadot_signTransaction; the node checks the sr25519 signature and it is finalized', async () => {
    const { kernel, phone } = await connect()
    node.setAccount(phone.wallet.publicKey, { free: 10n * dot })
    const to = toAddress(randomBytes(32), 0)
    const adapter = await kernel.chains.load('polkadot')
    const refused = node.refused.length
    const hash = await adapter.sendTransfer!({
      connectorId: 'walletConnect',
      from: kernel.connections.get('polkadot')!.address,
      to,
      amount: 2n * dot,
      network: polkadotRelay,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(node.refused.length).toBe(refused)
    expect(node.account(phone.wallet.publicKey)).toMatchObject({
      nonce: 1,
      free: 8n * dot - node.fee,
    })
    expect(phone.calls.at(-1)).toMatchObject({
      method: 'polkadot_signTransaction',
      chainId: polkadotRelay.caipNetworkId,
    })
  })

  it('hostile: a transfer signed by another key is refused by the node and reported, nothing moves', async () => {
    const { kernel, phone } = await connect()
    node.setAccount(phone.wallet.publicKey, { free: 10n * dot })
    const adapter = await kernel.chains.load('polkadot')
    phone.forgeNext()
    await expect(
      adapter.sendTransfer!({
        connectorId: 'walletConnect',
        from: kernel.connections.get('polkadot')!.address,
        to: toAddress(randomBytes(32), 0),
        amount: dot,
        network: polkadotRelay,
      }),
    ).rejects.toMatchObject({ name: 'RpcError' })
    expect(node.refused.at(-1)).toBe('bad signature')
    expect(node.account(phone.wallet.publicKey)).toMatchObject({ nonce: 0, free: 10n * dot })
  })

  it('signs a sign-in message with polkadot_signMessage that gangway/siwx/server accepts, and only that one', async () => {
    const { kernel, phone } = await connect()
    const { address } = kernel.connections.get('polkadot')!
    const message = createSiwxMessage({
      accountAddress: address,
      chainId: polkadotRelay.caipNetworkId,
      domain: 'dapp.example',
      uri: 'https://dapp.example/login',
      version: '1',
      nonce: 'a1b2c3d4e5f6',
      statement: 'Sign in to the dapp',
      issuedAt: new Date().toISOString(),
    })
    const adapter = await kernel.chains.load('polkadot')
    const signature = await adapter.signMessage({ connectorId: 'walletConnect', address, message })
    expect(phone.calls.at(-1)?.method).toBe('polkadot_signMessage')
    const verify = (text: string) =>
      verifySiwx({ message: text, signature, domain: 'dapp.example', nonce: 'a1b2c3d4e5f6' })
    await expect(verify(message)).resolves.toMatchObject({ valid: true })
    await expect(
      verify(message.replace('Sign in to the dapp', 'Send everything')),
    ).resolves.toMatchObject({
      valid: false,
    })
  })
})
