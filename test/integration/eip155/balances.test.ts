import type { Address } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { anvil as anvilNetwork, eip155 } from '../../../chains/eip155/index.js'
import type { Eip155Adapter, TokenConfig } from '../../../chains/eip155/types.js'
import { createKernel, type KernelInstance } from '../../../kernel/index.js'
import {
  type Anvil,
  deployFixtures,
  deployToken,
  type Fixtures,
  startAnvil,
} from '../../support/anvil.js'
import { memoryStorage } from '../../support/fakeChain.js'
import { type RpcProxy, startRpcProxy } from '../../support/rpcProxy.js'

let node: Anvil
let proxy: RpcProxy
let fixtures: Fixtures
let extraTokens: Address[] = []

beforeAll(async () => {
  node = await startAnvil()
  fixtures = await deployFixtures(node.rpcUrl)
  proxy = await startRpcProxy(node.rpcUrl)
  extraTokens = []
  for (let i = 0; i < 18; i++)
    extraTokens.push(
      await deployToken(node.rpcUrl, { name: `T${i}`, symbol: `T${i}`, decimals: 8 }),
    )
})

afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})

function setup(tokens: readonly TokenConfig[], now = () => Date.now()) {
  const kernel: KernelInstance = createKernel(
    {
      chains: [
        eip155({
          networks: [anvilNetwork],
          rpcUrls: { 31337: [proxy.url] },
          tokens: { 31337: tokens },
        }),
      ],
      storage: memoryStorage(),
    },
    { env: { isBrowser: false, now } },
  )
  return { kernel, load: () => kernel.chains.load('eip155') as Promise<Eip155Adapter> }
}

describe('balances (Multicall3 aggregate3 on anvil)', () => {
  beforeEach(() => proxy.reset())

  it('reads 1 native + 20 token balances with exactly 1 eth_call in 1 round trip', async () => {
    const tokens = [fixtures.usdc, fixtures.dai, ...extraTokens].map((address) => ({ address }))
    expect(tokens).toHaveLength(20)
    const adapter = await setup(tokens).load()
    proxy.reset()
    const balances = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(proxy.count('eth_call')).toBe(1)
    expect(proxy.methods).toEqual(['eth_call'])
    expect(proxy.roundTrips).toBe(1)
    expect(balances).toHaveLength(21)
    expect(balances[0]).toMatchObject({ symbol: 'ETH', decimals: 18 })
    expect(balances[0]!.address).toBeUndefined()
    expect(balances[0]!.value).toBeGreaterThan(0n)
    expect(balances[1]).toMatchObject({
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      value: 1_000_000n * 10n ** 6n,
      formatted: '1000000',
      caipNetworkId: 'eip155:31337',
    })
    expect(balances[2]).toMatchObject({ symbol: 'DAI', decimals: 18 })
  })

  it('drops entries with 0 decimals and tokens that do not answer', async () => {
    const adapter = await setup([
      { address: fixtures.usdc },
      { address: fixtures.zeroDecimals },
      { address: '0x000000000000000000000000000000000000dEaD' },
    ]).load()
    const balances = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
  })

  it('uses configured metadata instead of reading it', async () => {
    const adapter = await setup([
      { address: fixtures.usdc, name: 'Configured', symbol: 'CFG', decimals: 6 },
    ]).load()
    const [, usdc] = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(usdc).toMatchObject({ name: 'Configured', symbol: 'CFG', value: 10n ** 12n })
  })

  it('caches balances for 30 s (SPEC §9)', async () => {
    let now = 1_000_000
    const adapter = await setup([{ address: fixtures.usdc }], () => now).load()
    await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(proxy.count('eth_call')).toBe(1)
    now += 29_999
    await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(proxy.count('eth_call')).toBe(1)
    now += 1
    const again = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
    expect(proxy.count('eth_call')).toBe(2)
    expect(again[1]!.value).toBe(10n ** 12n)
  })

  it("fails with 'Token Balance Unavailable' and does not retry for 30 s (SPEC §4)", async () => {
    let now = 5_000_000
    const adapter = await setup([{ address: fixtures.usdc }], () => now).load()
    proxy.fail(true)
    try {
      const error = await adapter
        .getBalances({ address: fixtures.owner, network: anvilNetwork })
        .catch((e: unknown) => e)
      expect(error).toMatchObject({
        name: 'BalanceUnavailableError',
        shortMessage: 'Token Balance Unavailable',
      })
      const attempts = proxy.roundTrips
      expect(attempts).toBeGreaterThan(0)
      proxy.fail(false)
      now += 29_000
      await expect(
        adapter.getBalances({ address: fixtures.owner, network: anvilNetwork }),
      ).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' })
      expect(proxy.roundTrips).toBe(attempts)
      now += 1_000
      const balances = await adapter.getBalances({
        address: fixtures.owner,
        network: anvilNetwork,
      })
      expect(balances).toHaveLength(2)
    } finally {
      proxy.fail(false)
    }
  })

  it('a network without Multicall3 (a host-defined chain) still shows its balances, read one by one, and is not tried again', async () => {
    // A fresh node: nothing at Multicall3's address, so aggregate3 answers no data.
    const bare = await startAnvil()
    const bareProxy = await startRpcProxy(bare.rpcUrl)
    try {
      const token = await deployToken(bare.rpcUrl, { name: 'Bare', symbol: 'BARE', decimals: 6 })
      let now = 1_000_000
      const kernel = createKernel(
        {
          chains: [
            eip155({
              networks: [anvilNetwork],
              rpcUrls: { 31337: [bareProxy.url] },
              tokens: { 31337: [{ address: token }] },
            }),
          ],
          storage: memoryStorage(),
        },
        { env: { isBrowser: false, now: () => now } },
      )
      const adapter = (await kernel.chains.load('eip155')) as Eip155Adapter
      const balances = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
      expect(balances[0]).toMatchObject({ symbol: 'ETH', decimals: 18 })
      expect(balances[0]!.value).toBeGreaterThan(0n)
      expect(balances[1]).toMatchObject({
        symbol: 'BARE',
        name: 'Bare',
        decimals: 6,
        value: 1_000_000n * 10n ** 6n,
      })
      expect(bareProxy.count('eth_getCode')).toBe(1)
      expect(bareProxy.count('eth_getBalance')).toBe(1)

      // After the cache's 30 s: straight to the separate reads (1 balance + the token's
      // balanceOf, name, symbol, decimals), no aggregate3 first, no second code check.
      now += 31_000
      bareProxy.reset()
      await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
      expect(bareProxy.count('eth_getCode')).toBe(0)
      expect(bareProxy.count('eth_getBalance')).toBe(1)
      expect(bareProxy.count('eth_call')).toBe(4)
      kernel.destroy()
    } finally {
      await bareProxy.stop()
      await bare.stop()
    }
  })

  it('batches exactly 1024 calls per aggregate3 (SPEC §9 multicall batch size)', async () => {
    const tokens = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        address: [fixtures.usdc, fixtures.dai, ...extraTokens][i % 20]!,
        symbol: `S${i}`,
        name: `N${i}`,
        decimals: 6,
      }))
    // The native balance is one call, each configured token one more: 1023 tokens fill
    // one batch of 1024, one token more needs a second eth_call.
    for (const [count, calls] of [
      [1023, 1],
      [1024, 2],
    ] as const) {
      const adapter = await setup(tokens(count)).load()
      proxy.reset()
      const balances = await adapter.getBalances({ address: fixtures.owner, network: anvilNetwork })
      expect(balances).toHaveLength(count + 1)
      expect(proxy.count('eth_call')).toBe(calls)
    }
  })
})
