import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { createMemoryStorage } from 'gangway/testing/walletconnect'
import { type Relay, startRelay } from 'gangway/testing/walletconnect'
import { createPublicClient, type Hex, http, toHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineNetwork, eip155 } from '../../../chains/eip155/index.js'
import type { Eip155Adapter } from '../../../chains/eip155/types.js'
import { solana, solanaDevnet } from '../../../chains/solana/index.js'
import {
  createKernel,
  createMemoryBackend,
  type StorageBackend,
  storageKeys,
} from '../../../kernel/internal.js'
import {
  getWalletConnect,
  RelayUnreachableError,
  SessionRejectedError,
  walletConnect,
} from '../../../plugins/walletconnect/index.js'
import { type Anvil, getFreePort, startAnvil } from '../../support/anvil.js'
import { waitForReceipt } from '../../support/receipt.js'
import { until } from '../../support/until.js'
import { pairWallet, startDapp, startPhone } from '../../support/walletConnectHarness.js'

let relay: Relay
let one: Anvil
let two: Anvil
const cleanups: (() => Promise<void> | void)[] = []
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

beforeAll(async () => {
  ;[relay, one, two] = await Promise.all([
    startRelay({ pingInterval: 2_000 }),
    startAnvil({ chainId: 31337 }),
    startAnvil({ chainId: 31338 }),
  ])
})
afterAll(async () => {
  await Promise.all([relay?.stop(), one?.stop(), two?.stop()])
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const memory = createMemoryBackend

const networks = () => [
  defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [one.rpcUrl] } },
  }),
  defineNetwork({
    id: 31338,
    name: 'Anvil Two',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [two.rpcUrl] } },
  }),
]

type Setup = {
  storage?: StorageBackend
  wcStorage?: ReturnType<typeof createMemoryStorage>
  prefix?: string
  relayUrl?: string
  withSolana?: boolean
}

const setup = (parameters: Setup = {}) =>
  startDapp({
    ...parameters,
    relayUrl: parameters.relayUrl ?? relay.url,
    chains: [
      eip155({ networks: networks() }),
      parameters.withSolana && solana({ networks: [solanaDevnet] }),
    ],
    relayTimeout: 1_500,
    cleanups,
  })

const wallet = (parameters: { reject?: boolean } = {}) =>
  startPhone(
    {
      relayUrl: relay.url,
      chains: { 31337: one.rpcUrl, 31338: two.rpcUrl },
      rejectProposals: parameters.reject,
    },
    cleanups,
  )

const pair = pairWallet

describe('WalletConnect through the kernel', () => {
  it('registers a WALLET_CONNECT connector per enabled namespace, and none without the option', () => {
    const { kernel } = setup({ withSolana: true })
    expect(kernel.connectors.get({ namespace: 'eip155', id: 'walletConnect' })?.type).toBe(
      'WALLET_CONNECT',
    )
    expect(kernel.connectors.get({ namespace: 'solana', id: 'walletConnect' })?.type).toBe(
      'WALLET_CONNECT',
    )
    const plain = createKernel({
      chains: [eip155({ networks: networks() })],
      plugins: [walletConnect()],
      storage: memory(),
    })
    expect(plain.connectors.all().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
    plain.destroy()
  })

  it('proposal → approve → personal_sign → eth_sendTransaction, round trip', async () => {
    const { kernel, storage } = setup()
    const phone = await wallet()
    const controller = await pair(kernel, phone)
    const connection = kernel.connections.get('eip155')
    expect(connection?.connector.id).toBe('walletConnect')
    expect(connection?.address).toBe(phone.address)
    expect(connection?.caipNetworkId).toBe('eip155:31337')
    expect(controller.getState().status).toBe('connected')
    expect(JSON.parse(storage.getItem('@gangway/requested-chains') ?? '{}')).toEqual({
      eip155: ['eip155:31337', 'eip155:31338'],
    })

    const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
    const signature = (await adapter.signMessage({
      connectorId: 'walletConnect',
      address: phone.address,
      message: 'hello from gangway',
    })) as Hex
    expect(
      await verifyMessage({ address: phone.address, message: 'hello from gangway', signature }),
    ).toBe(true)

    const provider = adapter.getProvider({ connectorId: 'walletConnect' }) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: phone.address, to: recipient, value: toHex(10n ** 15n) }],
    })) as Hex
    const client = createPublicClient({ transport: http(one.rpcUrl) })
    const receipt = await waitForReceipt(client, { hash })
    expect(receipt.status).toBe('success')
    expect(phone.requests).toEqual(['personal_sign', 'eth_sendTransaction'])
    // Reads go to the host's RPC (rpcMap), not through the wallet.
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('finalising remembers the wallet the visitor picked, stores the deep link and says how (SPEC §4)', async () => {
    const { kernel } = setup()
    const events: { event: string; method?: unknown }[] = []
    kernel.bus.on('analytics', ({ event, properties }) =>
      events.push({ event, method: properties?.method }),
    )
    const controller = await getWalletConnect(kernel)
    controller.setWallet({ id: 'rainbow', name: 'Rainbow' })
    const link = { href: 'rainbow://', name: 'Rainbow' }
    controller.setDeepLink(link)
    // Stored only once the wallet approves, not on the "Open" click.
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toBeUndefined()
    await pair(kernel, await wallet())
    expect(kernel.connections.recentWallets()).toEqual(['rainbow'])
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toEqual(link)
    expect(events.filter((e) => e.event === 'CONNECT_SUCCESS')).toEqual([
      { event: 'CONNECT_SUCCESS', method: 'mobile' },
    ])
  })

  it('a QR-code connection with no picked wallet records no recent wallet and says qrcode', async () => {
    const { kernel } = setup()
    const methods: unknown[] = []
    kernel.bus.on('analytics', ({ event, properties }) => {
      if (event === 'CONNECT_SUCCESS') methods.push(properties?.method)
    })
    await pair(kernel, await wallet())
    expect(kernel.connections.recentWallets()).toEqual([])
    expect(methods).toEqual(['qrcode'])
  })

  it('resetting a pairing forgets the picked wallet, the deep link and the stored choice', async () => {
    const { kernel } = setup()
    const controller = await getWalletConnect(kernel)
    kernel.storage.set(storageKeys.deepLinkChoice, { href: 'old://', name: 'Old' })
    controller.setWallet({ id: 'rainbow', name: 'Rainbow' })
    controller.setDeepLink({ href: 'rainbow://', name: 'Rainbow' })
    void controller.pair().catch(() => {})
    await until(() => Boolean(controller.getState().uri))
    controller.cancel()
    expect(controller.getState()).toEqual({ status: 'idle' })
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toBeUndefined()
    // The next pairing, scanned without picking a wallet, is not recorded as Rainbow.
    await pair(kernel, await wallet())
    expect(kernel.connections.recentWallets()).toEqual([])
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toBeUndefined()
  })

  it('follows the wallet: chain switch, then wallet-initiated disconnect', async () => {
    const { kernel } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const events: string[] = []
    kernel.bus.on('networkChanged', ({ network }) => events.push(`network ${network.name}`))
    kernel.bus.on('disconnect', ({ connectorId }) => events.push(`disconnect ${connectorId}`))
    await phone.switchChain(31338)
    await until(() => kernel.connections.get('eip155')?.caipNetworkId === 'eip155:31338')
    const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
    const provider = adapter.getProvider({ connectorId: 'walletConnect' }) as {
      request(args: { method: string }): Promise<unknown>
    }
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    kernel.storage.set(storageKeys.deepLinkChoice, { href: 'https://wallet.test', name: 'Test' })
    await phone.disconnect()
    await until(() => kernel.connections.getStatus('eip155') === 'disconnected')
    expect(events).toEqual(['network Anvil Two', 'disconnect walletConnect'])
    expect(kernel.storage.get(storageKeys.deepLinkChoice)).toBeUndefined()
    expect(kernel.storage.get(storageKeys.connectionStatus)).toBe('disconnected')
  })

  it('the dapp disconnects: the session ends on both sides', async () => {
    const { kernel } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    await kernel.connections.disconnect()
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
    await until(() => Object.keys(phone.kit.getActiveSessions()).length === 0)
  })

  it('survives a relay drop: requests go through after the clients reconnect', async () => {
    const { kernel } = setup()
    const phone = await wallet()
    await pair(kernel, phone)
    const proposals = relay.calls.filter((c) => c.method === 'wc_proposeSession').length
    relay.dropClients()
    // dropClients forgets the old sockets at once: two clients again = both reconnected.
    await until(() => relay.clients >= 2, 10_000)
    const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      address: phone.address,
      message: 'after the drop',
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(kernel.connections.get('eip155')?.address).toBe(phone.address)
    expect(relay.calls.filter((c) => c.method === 'wc_proposeSession')).toHaveLength(proposals)
  })

  it('restores the session on a new instance (reload) without a new pairing', async () => {
    const first = setup()
    const phone = await wallet()
    await pair(first.kernel, phone)
    const proposals = relay.calls.filter((c) => c.method === 'wc_proposeSession').length
    const again = setup({
      storage: first.storage,
      wcStorage: first.wcStorage,
      prefix: first.prefix,
    })
    await again.kernel.ready
    expect(again.kernel.connections.get('eip155')?.address).toBe(phone.address)
    expect(again.kernel.connections.get('eip155')?.connector.type).toBe('WALLET_CONNECT')
    const adapter = (await again.kernel.chains.load('eip155')) as Eip155Adapter
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      address: phone.address,
      message: 'restored',
    })
    expect(signature).toMatch(/^0x/)
    expect(relay.calls.filter((c) => c.method === 'wc_proposeSession')).toHaveLength(proposals)
  })

  it('a stale session (configured chains not all requested) is ended on restore', async () => {
    const first = setup()
    const phone = await wallet()
    await pair(first.kernel, phone)
    first.storage.setItem('@gangway/requested-chains', JSON.stringify({ eip155: ['eip155:31337'] }))
    const again = setup({
      storage: first.storage,
      wcStorage: first.wcStorage,
      prefix: first.prefix,
    })
    await again.kernel.ready
    expect(again.kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('one session holds eip155 and solana; solana_signMessage goes through the wallet', async () => {
    const { kernel } = setup({ withSolana: true })
    const phone = await wallet()
    const controller = await pair(kernel, phone)
    const session = phone.kit.getActiveSessions()[phone.topic!]
    expect(Object.keys(session?.namespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(session?.namespaces.solana?.methods).toContain('solana_signMessage')
    const accounts = await controller.getAccounts('solana')
    expect(accounts?.accounts[0]?.address).toBe(phone.solanaAddress)
    const message = new TextEncoder().encode('gm solana')
    const { signature } = (await controller.request(
      {
        method: 'solana_signMessage',
        params: { message: base58.encode(message), pubkey: phone.solanaAddress },
      },
      solanaDevnet.caipNetworkId,
    )) as { signature: string }
    expect(
      ed25519.verify(base58.decode(signature), message, base58.decode(phone.solanaAddress)),
    ).toBe(true)
    expect(kernel.connections.get('eip155')?.address).toBe(phone.address)
  })

  it("rejects the connect when the wallet declines ('user rejected')", async () => {
    const { kernel } = setup()
    const phone = await wallet({ reject: true })
    const controller = await getWalletConnect(kernel)
    controller.subscribe(() => {
      const { uri } = controller.getState()
      if (uri) void phone.pair(uri).catch(() => {})
    })
    await expect(controller.pair()).rejects.toBeInstanceOf(SessionRejectedError)
    expect(controller.getState().error?.kind).toBe('rejected')
    expect(kernel.connections.getStatus('eip155')).toBe('disconnected')
  })

  it('an unreachable relay is a clear error with a retry, not a spinner forever', async () => {
    const port = await getFreePort()
    const { kernel } = setup({ relayUrl: `ws://127.0.0.1:${port}` })
    const controller = await getWalletConnect(kernel)
    const started = Date.now()
    await expect(controller.pair()).rejects.toBeInstanceOf(RelayUnreachableError)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(controller.getState()).toMatchObject({ status: 'error', error: { kind: 'relay' } })
    // Retry once the relay is there.
    const late = await startRelay({ port })
    cleanups.push(() => late.stop())
    const phone = await startPhone(
      { relayUrl: late.url, chains: { 31337: one.rpcUrl, 31338: two.rpcUrl } },
      cleanups,
    )
    controller.subscribe(() => {
      const { uri } = controller.getState()
      if (uri) void phone.pair(uri).catch(() => {})
    })
    // The visitor presses "Try again" until the relay answers.
    for (let tries = 0; ; tries++) {
      try {
        await controller.pair()
        break
      } catch (error) {
        if (!(error instanceof RelayUnreachableError) || tries >= 4) throw error
      }
    }
    expect(kernel.connections.get('eip155')?.address).toBe(phone.address)
  })
})
