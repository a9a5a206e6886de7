// @vitest-environment happy-dom
import { createTestWallet, type TestWallet } from 'gangway/testing'
import { type Address, createPublicClient, http, numberToHex, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { walletAssetsTimeout } from '../../../chains/eip155/getWalletAssets.js'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import type { Eip155Adapter } from '../../../chains/eip155/types.js'
import { createKernel, createMemoryBackend, type KernelInstance } from '../../../kernel/internal.js'
import { type Anvil, deployFixtures, type Fixtures, startAnvil } from '../../support/anvil.js'
import { type RpcProxy, startRpcProxy } from '../../support/rpcProxy.js'
import { until } from '../../support/until.js'

// ERC-7811 wallet_getAssets (SPEC §3 "Wallet-asset response entry", §7) against anvil: a
// connected wallet that discovers assets is asked for its own list; any other wallet, or one
// that refuses, hangs or answers garbage, gets the Multicall3 read.

let node: Anvil
let proxy: RpcProxy
let fixtures: Fixtures
const cleanups: (() => void)[] = []
const chainKey = numberToHex(31337)

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  proxy = await startRpcProxy(node.rpcUrl)
})
afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})
beforeEach(() => proxy.reset())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The wallet-asset timers the code under test started, fired by the test (no waiting). */
type HeldTimer = { run(): void }

async function setup(answer?: (request: unknown) => unknown) {
  let now = 1_000_000
  const held: HeldTimer[] = []
  const wallet: TestWallet = createTestWallet({ rpcUrl: node.rpcUrl })
  wallet.reportAssets(answer)
  cleanups.push(wallet.announce())
  const kernel: KernelInstance = createKernel(
    {
      chains: [
        eip155({
          networks: [anvilNetwork],
          rpcUrls: { 31337: [proxy.url] },
          // USDC is configured by address only; DAI is not configured at all.
          tokens: { 31337: [{ address: fixtures.usdc }, { address: fixtures.zeroDecimals }] },
          announcementTimeout: 100,
        }),
      ],
      storage: createMemoryBackend(),
      logLevel: 'silent',
    },
    {
      env: {
        now: () => now,
        setTimeout(callback, ms) {
          if (ms !== walletAssetsTimeout) return globalThis.setTimeout(callback, ms)
          const timer = { run: callback }
          held.push(timer)
          return timer
        },
        clearTimeout(handle) {
          const index = held.indexOf(handle as HeldTimer)
          if (index >= 0) held.splice(index, 1)
          else globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>)
        },
      },
    },
  )
  cleanups.push(() => kernel.destroy())
  const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
  await kernel.connections.connect({ namespace: 'eip155', connectorId: wallet.info.rdns })
  wallet.clearRequests()
  proxy.reset()
  const read = () => adapter.getBalances({ address: wallet.address, network: anvilNetwork })
  const later = () => {
    now += 30_000 // past the 30 s portfolio cache (SPEC §9)
  }
  return { wallet, kernel, adapter, read, later, held }
}

const walletMethods = (wallet: TestWallet) => wallet.requests.map((r) => r.method)

/** What the wallet below reports: not what the chain holds, so the source is visible. */
const reported = () => ({
  [chainKey]: [
    { address: 'native', balance: numberToHex(parseEther('5')), type: 'native' },
    {
      address: fixtures.usdc,
      balance: numberToHex(parseUnits('12.5', 6)),
      type: 'ERC20',
      // A wallet's metadata is never believed: the contract says USDC, 6 decimals.
      metadata: { name: '<b>Tether</b>', symbol: '\u202EDSU', decimals: 18 },
    },
    {
      address: fixtures.dai,
      balance: numberToHex(parseEther('3')),
      type: 'erc20',
      metadata: { name: 'Dai', symbol: 'DAI', decimals: 99 },
    },
    { address: fixtures.usdc, balance: '0x1', type: 'ERC721' },
  ],
  '0xa': [{ address: 'native', balance: '0x1', type: 'native' }],
})

describe('balances from a wallet that discovers assets (ERC-7811)', () => {
  it("shows the wallet's own list, named by the contracts, not the wallet", async () => {
    const { wallet, read } = await setup(() => reported())
    const balances = await read()
    expect(walletMethods(wallet)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(wallet.requests[1]!.params).toEqual([
      { account: wallet.address.toLowerCase(), chainFilter: ['0x7a69'] },
    ])
    expect(
      balances.map(({ name, symbol, decimals, value, address }) => ({
        name,
        symbol,
        decimals,
        value,
        address,
      })),
    ).toEqual([
      { name: 'Ether', symbol: 'ETH', decimals: 18, value: parseEther('5'), address: undefined },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: 6,
        value: parseUnits('12.5', 6),
        address: fixtures.usdc,
      },
      {
        name: 'Dai Stablecoin',
        symbol: 'DAI',
        decimals: 18,
        value: parseEther('3'),
        address: fixtures.dai.toLowerCase(),
      },
    ])
    expect(balances[1]!.formatted).toBe('12.5')
    // The wallet answered the balances; the chain was asked only what the tokens are.
    expect(proxy.methods).toEqual(['eth_call'])
  })

  it('then costs one wallet call: capabilities and token metadata are kept', async () => {
    const { wallet, read, later } = await setup(() => reported())
    await read()
    later()
    wallet.clearRequests()
    proxy.reset()
    const again = await read()
    expect(walletMethods(wallet)).toEqual(['wallet_getAssets'])
    expect(proxy.methods).toEqual([])
    expect(again.map((b) => b.symbol)).toEqual(['ETH', 'USDC', 'DAI'])
  })

  it('reads the native balance from the chain when the wallet leaves it out or garbles it', async () => {
    const { read } = await setup(() => ({
      [chainKey]: [
        { address: 'native', balance: '-0x5', type: 'native' },
        { address: fixtures.usdc, balance: '0x10', type: 'ERC20' },
      ],
    }))
    const chainWei = await createPublicClient({ transport: http(node.rpcUrl) }).getBalance({
      address: fixtures.owner,
    })
    const [native, usdc] = await read()
    expect(native!.value).toBe(chainWei)
    expect(usdc).toMatchObject({ symbol: 'USDC', value: 16n })
    expect(proxy.count('eth_call')).toBe(1)
  })
})

describe('the Multicall3 read instead', () => {
  // What the chain holds for the configured tokens (the 0-decimal one is dropped).
  const chainRead = [{ symbol: 'ETH' }, { symbol: 'USDC', value: 10n ** 12n }]

  it('for a wallet that lacks wallet_getAssets (its capabilities do not say assetDiscovery)', async () => {
    const { wallet, read } = await setup(undefined)
    const balances = await read()
    expect(walletMethods(wallet)).toEqual(['wallet_getCapabilities'])
    expect(balances).toMatchObject(chainRead)
    expect(proxy.count('eth_call')).toBe(1)
  })

  it('for a wallet without EIP-5792 at all, and it is not asked again', async () => {
    const { wallet, read, later } = await setup(() => reported())
    wallet.supportCalls(false)
    expect(await read()).toMatchObject(chainRead)
    later()
    await read()
    expect(walletMethods(wallet)).toEqual(['wallet_getCapabilities'])
  })

  it('for a wallet that refuses', async () => {
    const { wallet, read } = await setup(() => {
      throw new Error('User rejected the request.')
    })
    expect(await read()).toMatchObject(chainRead)
    expect(walletMethods(wallet)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
  })

  it('for a wallet that does not answer in 2 s', async () => {
    const { wallet, read, held } = await setup(() => new Promise(() => {}))
    const balances = read()
    await until(() => walletMethods(wallet).includes('wallet_getAssets') && held.length === 1)
    held[0]!.run()
    expect(await balances).toMatchObject(chainRead)
  })

  it('for an invalid answer', async () => {
    for (const answer of [
      'all of them',
      null,
      [{ address: 'native', balance: '0x1', type: 'native' }],
      { '0x1': [] },
      { [chainKey]: { address: 'native', balance: '0x1', type: 'native' } },
    ]) {
      const { read } = await setup(() => answer)
      expect(await read(), JSON.stringify(answer)).toMatchObject(chainRead)
    }
  })

  it('for an address no connected wallet holds (a lookup, not the visitor)', async () => {
    const { wallet, adapter } = await setup(() => reported())
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address
    await adapter.getBalances({ address: other, network: anvilNetwork })
    expect(walletMethods(wallet)).toEqual([])
  })
})
