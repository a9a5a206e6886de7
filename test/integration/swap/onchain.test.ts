// @vitest-environment happy-dom
// The on-chain quote source and the swap service against the official Uniswap V2 contracts
// on anvil, through a connected test wallet.
import type { TestWallet } from 'gangway/testing'
import { type Address, erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { KernelInstance } from '../../../kernel/index.js'
import { createSwapService, type SwapService } from '../../../plugins/swap/createSwapService.js'
import { SwapNetworkNotSupportedError, SwapRevertedError } from '../../../plugins/swap/errors.js'
import {
  nativeTokenAddress,
  onchain,
  type QuoteSourceDefinition,
} from '../../../plugins/swap/index.js'
import { minimumReceived } from '../../../plugins/swap/minimumReceived.js'
import { createOnchainSource } from '../../../plugins/swap/sources/createOnchainSource.js'
import { readSwapToken } from '../../../plugins/swap/sources/readSwapToken.js'
import { type Anvil, type Fixtures, testPrivateKeys } from '../../support/anvil.js'
import { waitForReceipt } from '../../support/receipt.js'
import { connectTestKernel, startSwapChain } from '../../support/swapTestbed.js'
import { type UniswapV2Fixtures, uniswapTestClient } from '../../support/uniswapV2.js'
import { record } from '../../unit/kernel/support.js'

let node: Anvil
let fixtures: Fixtures
let uniswap: UniswapV2Fixtures
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ node, fixtures, v2: uniswap } = await startSwapChain())
}, 60_000)
afterAll(async () => {
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(): Promise<{
  kernel: KernelInstance
  service: SwapService
  wallet: TestWallet
  owner: Address
  connectorId: string
}> {
  const { kernel, wallet, connectorId } = await connectTestKernel({
    walletRpcUrl: node.rpcUrl,
    cleanups,
  })
  const service = createSwapService(kernel, [
    onchain({ deployments: { 31337: uniswap.deployment } }),
  ])
  return { kernel, service, wallet, owner: fixtures.owner, connectorId }
}

const client = () => uniswapTestClient(node.rpcUrl)
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const amountsOut = (amount: bigint, path: Address[]) =>
  client().readContract({
    address: uniswap.router,
    abi: uniswap.routerAbi,
    functionName: 'getAmountsOut',
    args: [amount, path],
  }) as Promise<readonly bigint[]>

describe('quotes from the Uniswap V2 router', () => {
  it("quotes native → token through the direct pool, equal to the router's getAmountsOut", async () => {
    const { service, owner } = await setup()
    const amount = parseEther('1')
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount,
      userAddress: owner,
    })
    const expected = await amountsOut(amount, [uniswap.weth, fixtures.usdc])
    expect(quote.amountOut).toBe(expected[1])
    expect(quote.route).toEqual([nativeTokenAddress, fixtures.usdc])
    expect(quote.needsApproval).toBe(false)
    // 1 ETH against a 100 ETH pool moves the price by about 1 %.
    expect(quote.priceImpact).toBeGreaterThan(0.005)
    expect(quote.priceImpact).toBeLessThan(0.015)
  })

  it('routes token → token through WETH when there is no direct pool', async () => {
    const { service, owner } = await setup()
    const amount = parseUnits('100', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: fixtures.dai,
      amount,
      userAddress: owner,
    })
    const expected = await amountsOut(amount, [fixtures.usdc, uniswap.weth, fixtures.dai])
    expect(quote.route?.map((a) => a.toLowerCase())).toEqual([
      fixtures.usdc,
      uniswap.weth,
      fixtures.dai,
    ])
    expect(quote.amountOut).toBe(expected[2])
    expect(quote.needsApproval).toBe(true)
    expect(quote.spender?.toLowerCase()).toBe(uniswap.router)
  })

  it('reports a large price impact for a trade that drains a pool', async () => {
    const { service, owner } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: parseEther('30'),
      userAddress: owner,
    })
    expect(quote.priceImpact).toBeGreaterThan(0.15)
  })

  it('quotes native ↔ wrapped native one to one, as a wrap', async () => {
    const { service, owner } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: uniswap.weth,
      amount: 5n,
      userAddress: owner,
    })
    expect(quote).toMatchObject({ amountOut: 5n, priceImpact: 0, needsApproval: false })
  })

  it("says 'Network not supported for Swaps' and '… for Gas Price' where no source serves", async () => {
    const { service, owner } = await setup()
    await expect(
      service.getQuote({
        chainId: 999,
        from: nativeTokenAddress,
        to: fixtures.usdc,
        amount: 1n,
        userAddress: owner,
      }),
    ).rejects.toThrow('Network not supported for Swaps')
    await expect(service.getGasPrice(999)).rejects.toThrow('Network not supported for Gas Price')
    await expect(service.getGasPrice(31337)).resolves.toBeGreaterThan(0n)
  })
})

describe('approve, then swap', () => {
  it('approves the exact amount, then the swap moves the balances by the quote', async () => {
    const { service, owner, connectorId } = await setup()
    const amount = parseEther('50')
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.dai,
      to: uniswap.gold,
      amount,
      userAddress: owner,
    })
    expect(quote.route?.map((a) => a.toLowerCase())).toEqual([fixtures.dai, uniswap.gold])
    expect(await service.getMissingAllowance({ quote, owner })).toBe(amount)
    await service.approve({ quote, owner, connectorId })
    expect(await service.getMissingAllowance({ quote, owner })).toBe(0n)
    expect(
      await client().readContract({
        address: fixtures.dai,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, uniswap.router],
      }),
    ).toBe(amount)
    const daiBefore = await balanceOf(fixtures.dai, owner)
    const goldBefore = await balanceOf(uniswap.gold, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect(daiBefore - (await balanceOf(fixtures.dai, owner))).toBe(amount)
    expect((await balanceOf(uniswap.gold, owner)) - goldBefore).toBe(quote.amountOut)
  })

  it('swaps native → token and wraps native → WETH', async () => {
    const { service, owner, connectorId } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: parseEther('0.5'),
      userAddress: owner,
    })
    const usdcBefore = await balanceOf(fixtures.usdc, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect((await balanceOf(fixtures.usdc, owner)) - usdcBefore).toBe(quote.amountOut)

    const wrap = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: uniswap.weth,
      amount: 7n,
      userAddress: owner,
    })
    const wethBefore = await balanceOf(uniswap.weth, owner)
    await service.swap({ quote: wrap, owner, connectorId, slippage: 1 })
    expect((await balanceOf(uniswap.weth, owner)) - wethBefore).toBe(7n)
  })

  it("buys an exact output: getAmountsIn's input, at most that plus the slippage spent", async () => {
    const { service, owner, connectorId } = await setup()
    const want = parseEther('20')
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.dai,
      to: uniswap.gold,
      amount: want,
      kind: 'exactOut',
      userAddress: owner,
    })
    const expected = (await client().readContract({
      address: uniswap.router,
      abi: uniswap.routerAbi,
      functionName: 'getAmountsIn',
      args: [want, [fixtures.dai, uniswap.gold]],
    })) as readonly bigint[]
    expect(quote).toMatchObject({ kind: 'exactOut', amountIn: expected[0], amountOut: want })
    // The approval covers the maximum input at 1 % slippage, rounded up.
    const maximum = (expected[0]! * 10_100n + 9_999n) / 10_000n
    expect(await service.getMissingAllowance({ quote, owner, slippage: 1 })).toBe(maximum)
    await service.approve({ quote, owner, connectorId, slippage: 1 })
    const daiBefore = await balanceOf(fixtures.dai, owner)
    const goldBefore = await balanceOf(uniswap.gold, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect((await balanceOf(uniswap.gold, owner)) - goldBefore).toBe(want)
    expect(daiBefore - (await balanceOf(fixtures.dai, owner))).toBe(expected[0])
  })

  it('buys an exact output with the native coin and gets the rest back', async () => {
    const { service, owner, connectorId } = await setup()
    const want = parseUnits('100', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: want,
      kind: 'exactOut',
      userAddress: owner,
    })
    const before = await client().getBalance({ address: owner })
    const usdcBefore = await balanceOf(fixtures.usdc, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect((await balanceOf(fixtures.usdc, owner)) - usdcBefore).toBe(want)
    // Spent the quoted input plus gas, not the 1 % headroom sent along.
    const spent = before - (await client().getBalance({ address: owner }))
    expect(spent).toBeGreaterThanOrEqual(quote.amountIn)
    expect(spent).toBeLessThan((quote.amountIn * 10_100n) / 10_000n)
  })

  it('refuses a swap once the pool moved past the slippage, and says so', async () => {
    const { kernel, service, owner, connectorId } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.dai,
      amount: parseEther('1'),
      userAddress: owner,
    })
    // Someone else buys DAI with 5 ETH between the quote and the swap.
    const other = uniswapTestClient(node.rpcUrl, testPrivateKeys[1])
    const hash = await other.writeContract({
      address: uniswap.router,
      abi: uniswap.routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [uniswap.weth, fixtures.dai], other.account.address, 2n ** 40n],
      value: parseEther('5'),
      chain: null,
    })
    await waitForReceipt(other, { hash })
    const daiBefore = await balanceOf(fixtures.dai, owner)
    const errors = record(kernel, 'swapError', 'swapSuccess')
    const failure = await service
      .swap({ quote, owner, connectorId, slippage: 1 })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SwapRevertedError)
    expect(errors).toEqual([{ name: 'swapError', event: { step: 'swap', error: failure, quote } }])
    expect((failure as SwapRevertedError).belowMinimum).toBe(true)
    expect((failure as SwapRevertedError).reason).toContain('INSUFFICIENT_OUTPUT_AMOUNT')
    expect((failure as SwapRevertedError).shortMessage).toBe(
      'The price moved beyond your slippage. Get a fresh quote and try again.',
    )
    expect(await balanceOf(fixtures.dai, owner)).toBe(daiBefore)
  })

  it('explains a swap the wallet sent anyway and the chain reverted, from the replayed call', async () => {
    const { kernel, owner, connectorId } = await setup()
    // A source whose transactions carry their own gas limit, so nothing estimates (and
    // refuses) them before the wallet sends: it asks twice the quoted output.
    const greedy: QuoteSourceDefinition = {
      name: 'onchain',
      async load(context) {
        const inner = createOnchainSource({ deployments: { 31337: uniswap.deployment } }, context)
        return {
          ...inner,
          async buildSwap({ quote, userAddress }) {
            const transaction = await inner.buildSwap({
              quote: { ...quote, amountOut: quote.amountOut * 2n },
              userAddress,
              slippage: 0,
            })
            return { ...transaction, gas: 300_000n }
          },
        }
      },
    }
    const service = createSwapService(kernel, [greedy])
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: parseEther('0.1'),
      userAddress: owner,
    })
    const failure = await service
      .swap({ quote, owner, connectorId, slippage: 1 })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SwapRevertedError)
    expect((failure as SwapRevertedError).reason).toBe(
      'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    )
    expect((failure as SwapRevertedError).details).toMatch(/^Transaction 0x[0-9a-f]{64}/)
  })

  it('swaps a fee-on-transfer token when the slippage covers its fee', async () => {
    const { service, owner, connectorId } = await setup()
    const amount = parseEther('100')
    const quote = await service.getQuote({
      chainId: 31337,
      from: uniswap.deflating,
      to: nativeTokenAddress,
      amount,
      userAddress: owner,
    })
    await service.approve({ quote, owner, connectorId })
    // The token burns 1 % on the way into the pool, so 0.5 % slippage is not enough…
    await expect(service.swap({ quote, owner, connectorId, slippage: 0.5 })).rejects.toBeInstanceOf(
      SwapRevertedError,
    )
    // …and 1.5 % is.
    const before = await client().getBalance({ address: owner })
    await service.swap({ quote, owner, connectorId, slippage: 1.5 })
    expect(await client().getBalance({ address: owner })).toBeGreaterThan(before)
  })

  it('keeps the slippage within 0–50 % and rounds the minimum down', () => {
    expect(minimumReceived(10_000n, 1)).toBe(9_900n)
    expect(minimumReceived(999n, 0.5)).toBe(994n)
    expect(() => minimumReceived(1n, 60)).toThrow('outside 0–50 %')
  })
})

describe('pasted token addresses', () => {
  it("reads a token's metadata from the chain and marks it unverified", async () => {
    const { service } = await setup()
    const readClient = (await service.getClient(31337))!
    expect(await readSwapToken(readClient, fixtures.dai)).toEqual({
      address: getAddress(fixtures.dai),
      name: 'Dai Stablecoin',
      symbol: 'DAI',
      decimals: 18,
      verified: false,
    })
    await expect(readSwapToken(readClient, fixtures.owner)).rejects.toThrow(
      'The quote could not be read',
    )
  })
})

describe('unsupported networks', () => {
  it('is a SwapNetworkNotSupportedError for a configured-nowhere chain or one without a deployment', async () => {
    const { service, owner } = await setup()
    const failure = await service
      .getQuote({
        chainId: 1,
        from: nativeTokenAddress,
        to: fixtures.dai,
        amount: 1n,
        userAddress: owner,
      })
      .catch((error: unknown) => error)
    // Mainnet has a Uniswap deployment in the table but no network in this instance.
    expect(failure).toBeInstanceOf(SwapNetworkNotSupportedError)
  })
})
