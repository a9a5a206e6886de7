// @vitest-environment happy-dom
// polkadot() end to end against the JSON-RPC test node (real Polkadot metadata, polkadot.js
// codecs, every signature checked) and an injected test extension that signs with its own
// sr25519 key: connect, balances, fee, a transfer watched to finality, a signed message, and
// hostile extensions and nodes. Nothing under test is mocked.

import { randomBytes } from 'node:crypto'
import { hexToU8a, u8aWrapBytes } from '@polkadot/util'
import * as sr25519 from '@scure/sr25519'
import {
  ExistentialDepositError,
  InsufficientFundsError,
  RpcError,
  TransactionFailedError,
  UserRejectedRequestError,
} from 'gangway/polkadot/errors'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { polkadotBalanceCache } from '../../../chains/polkadot/getBalance.js'
import {
  definePolkadotNetwork,
  kusama,
  type PolkadotAdapter,
  polkadot,
  polkadotRelay,
} from '../../../chains/polkadot/index.js'
import { toAddress } from '../../../chains/polkadot/ss58.js'
import { createKernel, createMemoryBackend, type KernelInstance } from '../../../kernel/internal.js'
import { type PolkadotTestNode, startPolkadotNode } from '../../support/polkadotNode.js'
import { createPolkadotTestWallet } from '../../support/polkadotTestWallet.js'

let node: PolkadotTestNode
const cleanups: (() => void)[] = []
const dot = 10_000_000_000n

beforeAll(async () => {
  node = await startPolkadotNode()
})
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(options: { connect?: boolean } = {}) {
  const wallet = createPolkadotTestWallet({ registry: node.registry, seed: randomBytes(32) })
  cleanups.push(wallet.register())
  const kernel: KernelInstance = createKernel({
    metadata: { name: 'Polkadot test dapp', url: 'https://dapp.example' },
    chains: [
      polkadot({
        networks: [polkadotRelay],
        rpcUrls: { [polkadotRelay.caipNetworkId]: node.url },
        pollingInterval: 1,
      }),
    ],
    storage: createMemoryBackend(),
    logLevel: 'silent',
  })
  cleanups.push(() => kernel.destroy())
  const adapter = (await kernel.chains.load('polkadot')) as PolkadotAdapter
  if (options.connect !== false)
    await kernel.connections.connect({ namespace: 'polkadot', connectorId: wallet.name })
  return { wallet, kernel, adapter }
}

const recipient = () => toAddress(randomBytes(32), 0)

describe('polkadot: an injected extension', () => {
  it('connects: the extension is enabled for the dapp, its account is written with Polkadot’s prefix 0', async () => {
    const { wallet, kernel } = await setup()
    const connection = kernel.connections.get('polkadot')!
    expect(wallet.requests).toContain('enable:Polkadot test dapp')
    expect(connection.caipNetworkId).toBe('polkadot:91b171bb158e2d3848fa23a9f1c25182')
    expect(connection.address).toBe(toAddress(hexToU8a(wallet.publicKey), 0))
    expect(connection.address).not.toBe(wallet.address) // the extension listed it with prefix 42
    expect(connection.accounts[0]!.publicKey).toBe(wallet.publicKey)
  })

  it('leaves out malformed addresses an extension lists, and refuses one that lists no valid account', async () => {
    const { wallet, kernel } = await setup({ connect: false })
    wallet.setAccounts([
      { address: '5BadChecksumxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' },
      { address: '0x1234567890123456789012345678901234567890', type: 'ethereum' },
      { address: 42 },
      null,
      { address: wallet.address },
    ])
    await kernel.connections.connect({ namespace: 'polkadot', connectorId: wallet.name })
    expect(kernel.connections.get('polkadot')!.accounts).toHaveLength(1)
    await kernel.connections.disconnect({ namespace: 'polkadot' })

    wallet.setAccounts([{ address: '<img src=x onerror=alert(1)>' }, { address: 'not ss58' }])
    await expect(
      kernel.connections.connect({ namespace: 'polkadot', connectorId: wallet.name }),
    ).rejects.toMatchObject({ code: 'INVALID_WALLET_DATA' })
    expect(kernel.connections.get('polkadot')).toBeUndefined()
  })

  it('reads free, reserved and frozen from System.Account; the listed balance is the transferable part', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot, reserved: 2n * dot, frozen: 5n * dot })
    const address = kernel.connections.get('polkadot')!.address
    const balance = await adapter.getBalance({ address, network: polkadotRelay })
    expect(balance).toMatchObject({
      free: 10n * dot,
      reserved: 2n * dot,
      frozen: 5n * dot,
      transferable: 7n * dot,
      total: 12n * dot,
    })
    const [native] = await adapter.getBalances({ address, network: polkadotRelay })
    expect(native).toMatchObject({ symbol: 'DOT', decimals: 10, value: 7n * dot, formatted: '7' })
  })

  it('lists what a keep-alive transfer can move: with nothing frozen, free less the existential deposit', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const address = kernel.connections.get('polkadot')!.address
    const detail = await adapter.getBalanceDetail({ address, network: polkadotRelay })
    // Polkadot's existential deposit is 1 DOT (the real metadata's Balances constant).
    expect(detail).toMatchObject({
      free: 10n * dot,
      transferable: 10n * dot,
      existentialDeposit: dot,
      spendable: 9n * dot,
    })
    const [native] = await adapter.getBalances({ address, network: polkadotRelay })
    expect(native).toMatchObject({ value: 9n * dot, formatted: '9' })
  })

  it('reads a first balance with one state_getStorage: the deposit of a network Gangway ships is known, no metadata is fetched', async () => {
    const { wallet, adapter } = await setup({ connect: false })
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const address = toAddress(hexToU8a(wallet.publicKey), 0)
    const before = node.calls.length
    const detail = await adapter.getBalanceDetail({ address, network: polkadotRelay })
    expect(node.calls.slice(before)).toEqual(['state_getStorage'])
    expect(detail).toMatchObject({ free: 10n * dot, existentialDeposit: dot, spendable: 9n * dot })
  })

  it('the runtime, once read for a transfer, supersedes the shipped deposit; a network Gangway does not know reads it from the metadata', async () => {
    // Kusama's genesis on a node whose runtime says 1 (10^10) where Gangway ships 333333333.
    const [kusamaNode, localNode] = await Promise.all([
      startPolkadotNode({ genesisHash: kusama.genesisHash }),
      startPolkadotNode({ genesisHash: `0x${'4b'.repeat(32)}` }),
    ])
    cleanups.push(
      () => void kusamaNode.stop(),
      () => void localNode.stop(),
    )
    const local = definePolkadotNetwork({
      genesisHash: `0x${'4b'.repeat(32)}`,
      name: 'Local',
      ss58Prefix: 42,
      nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
      rpcUrl: localNode.url,
    })
    const kernel = createKernel({
      chains: [
        polkadot({
          networks: [kusama, local],
          rpcUrls: { [kusama.caipNetworkId]: kusamaNode.url },
        }),
      ],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })
    cleanups.push(() => kernel.destroy())
    const adapter = (await kernel.chains.load('polkadot')) as PolkadotAdapter
    const key = randomBytes(32)
    kusamaNode.setAccount(`0x${key.toString('hex')}`, { free: 10n * dot })
    const address = toAddress(key, 2)
    const first = await adapter.getBalanceDetail({ address, network: kusama })
    expect(first.existentialDeposit).toBe(333_333_333n)
    expect(kusamaNode.calls).not.toContain('state_getMetadata')
    await adapter.estimateTransfer({
      from: address,
      to: toAddress(randomBytes(32), 2),
      amount: 1n,
      network: kusama,
    })
    expect(kusamaNode.calls).toContain('state_getMetadata')
    kernel.storage.clearCache({ cache: polkadotBalanceCache })
    expect(await adapter.getBalanceDetail({ address, network: kusama })).toMatchObject({
      existentialDeposit: dot,
      spendable: 9n * dot,
    })

    const before = localNode.calls.length
    const detail = await adapter.getBalanceDetail({ address: toAddress(key, 42), network: local })
    expect(localNode.calls.slice(before)).toContain('state_getMetadata')
    expect(detail.existentialDeposit).toBe(dot)
  })

  it('an account the chain does not know has a zero balance', async () => {
    const { adapter } = await setup({ connect: false })
    const balance = await adapter.getBalance({ address: recipient(), network: polkadotRelay })
    expect(balance.total).toBe(0n)
  })

  it('refuses storage that is not an AccountInfo (a hostile node) as Token Balance Unavailable', async () => {
    const { adapter } = await setup({ connect: false })
    node.corruptNextStorage('0x0102030405')
    await expect(
      adapter.getBalance({ address: recipient(), network: polkadotRelay }),
    ).rejects.toMatchObject({ code: 'BALANCE_UNAVAILABLE' })
  })

  it('estimates the fee with TransactionPaymentApi_query_info on the transfer as it will be sent', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const from = kernel.connections.get('polkadot')!.address
    const estimate = await adapter.estimateTransfer({
      from,
      to: recipient(),
      amount: dot,
      network: polkadotRelay,
    })
    expect(estimate.fee).toBe(node.fee)
    expect(estimate.quote?.existentialDeposit).toBe(dot) // Polkadot's ED, from the real metadata
    // Send's Max prices 'everything' as an amount of 0: priced, not refused.
    const everything = await adapter.estimateTransfer({
      from,
      to: from,
      amount: 0n,
      network: polkadotRelay,
    })
    expect(everything.fee).toBe(node.fee)
  })

  it('sends balances.transferKeepAlive signed by the extension; the node checks the signature and it is finalized', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const from = kernel.connections.get('polkadot')!.address
    const to = recipient()
    const hash = await adapter.sendTransfer({
      from,
      to,
      amount: 3n * dot,
      network: polkadotRelay,
      connectorId: wallet.name,
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(node.refused).toEqual([])
    expect(wallet.requests).toContain('signPayload')
    expect(node.account(wallet.publicKey)).toMatchObject({ nonce: 1, free: 7n * dot - node.fee })
    const received = await adapter.getBalance({ address: to, network: polkadotRelay })
    expect(received.free).toBe(3n * dot)
    expect(node.calls).toContain('author_submitExtrinsic')
    expect(node.calls).toContain('chain_getBlock')
  })

  it('reports a transfer the runtime refused in a finalized block as failed, named by the metadata (System.ExtrinsicFailed)', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const send = () =>
      adapter.sendTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount: dot,
        network: polkadotRelay,
        connectorId: wallet.name,
      })
    // Pallet 5 is Balances on Polkadot; its error 2 is InsufficientBalance.
    node.failNextTransfer({ Module: { index: 5, error: '0x02000000' } })
    const failed = await send().catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(TransactionFailedError)
    expect(failed).toMatchObject({
      reason: 'Balances.InsufficientBalance',
      shortMessage: 'The transfer failed: Balances.InsufficientBalance.',
    })
    // The fee was paid, nothing moved.
    expect(node.account(wallet.publicKey)).toMatchObject({ nonce: 1, free: 10n * dot - node.fee })

    // A balance that shrank after the check (a lock taken meanwhile): the runtime's own
    // Token error, decoded without a pallet.
    const signer = wallet.extension.signer
    const signPayload = signer.signPayload
    signer.signPayload = async (payload) => {
      const signed = await signPayload(payload)
      node.setAccount(wallet.publicKey, { frozen: 9n * dot })
      return signed
    }
    await expect(send()).rejects.toMatchObject({
      name: 'TransactionFailedError',
      reason: 'Token.FundsUnavailable',
    })
    signer.signPayload = signPayload
  })

  it('does not call a transfer done when its block’s events cannot be decoded (a hostile node)', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    node.corruptNextEvents('0x0400ffff')
    const error = await adapter
      .sendTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount: dot,
        network: polkadotRelay,
        connectorId: wallet.name,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(RpcError)
    expect((error as RpcError).details).toMatch(/outcome could not be read/)
  })

  it('a refused signature is the visitor’s refusal; nothing is submitted', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    wallet.rejectNext()
    const submitted = node.calls.filter((call) => call === 'author_submitExtrinsic').length
    await expect(
      adapter.sendTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount: dot,
        network: polkadotRelay,
        connectorId: wallet.name,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(node.calls.filter((call) => call === 'author_submitExtrinsic').length).toBe(submitted)
  })

  it('refuses a transfer that would leave less than the existential deposit, before asking the wallet', async () => {
    const { wallet, kernel, adapter } = await setup()
    node.setAccount(wallet.publicKey, { free: 2n * dot })
    const send = (amount: bigint) =>
      adapter.sendTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount,
        network: polkadotRelay,
        connectorId: wallet.name,
      })
    // 1 DOT + the fee fits in the 2 DOT, but would leave less than the 1 DOT deposit.
    const refused = await send(dot).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ExistentialDepositError)
    expect(refused).toMatchObject({
      shortMessage: `The account would keep less than its existential deposit of 1 DOT: send at most ${Number(dot - node.fee) / 1e10} DOT.`,
      key: 'Polkadot.error.existentialDeposit',
      field: 'amount',
      maximum: dot - node.fee,
      existentialDeposit: dot,
    })
    // The estimate Send asks for first says the same, so the form can name the deposit.
    const estimate = (amount: bigint) =>
      adapter.estimateTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount,
        network: polkadotRelay,
      })
    await expect(estimate(dot)).rejects.toBeInstanceOf(ExistentialDepositError)
    // More than the account holds is plainly insufficient: the form says so, the wallet is not asked.
    await expect(estimate(3n * dot)).resolves.toMatchObject({ fee: node.fee })
    await expect(send(3n * dot)).rejects.toBeInstanceOf(InsufficientFundsError)
    expect(wallet.requests).not.toContain('signPayload')
  })

  it('signs a message with signRaw over <Bytes>…</Bytes>; the signature verifies with the account’s key', async () => {
    const { wallet, kernel, adapter } = await setup()
    const connection = kernel.connections.get('polkadot')!
    const message = 'Sign in to dapp.example'
    const signature = await adapter.signMessage({
      connectorId: wallet.name,
      address: connection.address,
      message,
    })
    const bytes = hexToU8a(signature)
    expect(bytes[0]).toBe(1) // sr25519
    const wrapped = u8aWrapBytes(new TextEncoder().encode(message))
    expect(sr25519.verify(wrapped, bytes.subarray(1), hexToU8a(wallet.publicKey))).toBe(true)
    expect(
      sr25519.verify(
        new TextEncoder().encode(message),
        bytes.subarray(1),
        hexToU8a(wallet.publicKey),
      ),
    ).toBe(false)
  })
})

describe('polkadot: a WalletConnect session and a hostile node', () => {
  it('signs a transfer through polkadot_signTransaction ({ address, transactionPayload }) of a session', async () => {
    const { wallet, kernel, adapter } = await setup({ connect: false })
    node.setAccount(wallet.publicKey, { free: 10n * dot })
    const asked: { method: string; chain?: string | undefined }[] = []
    // The session's wallet (the relay's far end) signs with the test wallet's key.
    kernel.connectors.attach({
      connector: {
        id: 'walletConnect',
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        namespace: 'polkadot',
      },
      session: {
        getProvider: async () => ({
          methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
          getAccounts: () => [{ address: toAddress(hexToU8a(wallet.publicKey), 0) }],
          async request(args: { method: string; params?: unknown }, chain?: string) {
            asked.push({ method: args.method, chain })
            const { address, transactionPayload } = args.params as {
              address: string
              transactionPayload: { version: number; address: string }
            }
            expect(transactionPayload.address).toBe(address)
            return {
              id: 1,
              signature: (await wallet.extension.signer.signPayload(transactionPayload)).signature,
            }
          },
        }),
      },
    })
    await kernel.connections.connect({ namespace: 'polkadot', connectorId: 'walletConnect' })
    const from = kernel.connections.get('polkadot')!.address
    const to = recipient()
    await adapter.sendTransfer({
      from,
      to,
      amount: dot,
      network: polkadotRelay,
      connectorId: 'walletConnect',
    })
    expect(asked).toEqual([
      { method: 'polkadot_signTransaction', chain: polkadotRelay.caipNetworkId },
    ])
    expect(node.refused).toEqual([])
    expect((await adapter.getBalance({ address: to, network: polkadotRelay })).free).toBe(dot)
  })

  it('refuses a node of another chain (its genesis hash is not the network’s)', async () => {
    const { wallet, kernel } = await setup()
    const other = definePolkadotNetwork({
      genesisHash: `0x${'12'.repeat(32)}`,
      name: 'Elsewhere',
      ss58Prefix: 0,
      nativeCurrency: { name: 'X', symbol: 'X', decimals: 10 },
      rpcUrl: node.url,
    })
    const elsewhere = createKernel({
      chains: [polkadot({ networks: [other], pollingInterval: 1 })],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    })
    cleanups.push(() => elsewhere.destroy())
    const adapter = (await elsewhere.chains.load('polkadot')) as PolkadotAdapter
    await expect(
      adapter.estimateTransfer({
        from: kernel.connections.get('polkadot')!.address,
        to: recipient(),
        amount: dot,
        network: other,
      }),
    ).rejects.toMatchObject({
      code: 'POLKADOT_RPC_ERROR',
      details: expect.stringContaining('is not Elsewhere'),
    })
    expect(wallet.requests).not.toContain('signPayload')
  })
})
