// @vitest-environment happy-dom
// The on-chain source with Uniswap V3 (the official v3-core, v3-periphery and
// swap-router-contracts artifacts) beside Uniswap V2 on anvil: QuoterV2 over every fee tier
// in one eth_call, the better of V2 and V3, and swaps through SwapRouter02 and SwapRouter
// that deliver exactly what was quoted.
import { type Address, erc20Abi, getAddress, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { KernelInstance } from '../../../kernel/index.js'
import { createSwapService, type SwapService } from '../../../plugins/swap/createSwapService.js'
import { nativeTokenAddress, onchain, type SwapQuote } from '../../../plugins/swap/index.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import { type RpcProxy, startRpcProxy } from '../../support/rpcProxy.js'
import { connectTestKernel, startSwapChain } from '../../support/swapTestbed.js'
import { type UniswapV2Fixtures, uniswapTestClient } from '../../support/uniswapV2.js'
import { quoterV2Abi, type UniswapV3Fixtures } from '../../support/uniswapV3.js'
import { record } from '../../unit/kernel/support.js'

let node: Anvil
let proxy: RpcProxy
let fixtures: Fixtures
let v2: UniswapV2Fixtures
let v3: UniswapV3Fixtures
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ node, fixtures, v2, v3 } = await startSwapChain({ v3: true }))
  proxy = await startRpcProxy(node.rpcUrl)
}, 180_000)
afterAll(async () => {
  await proxy?.stop()
  await node?.stop()
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

type Protocols = { withV2?: boolean; routerVersion?: 'SwapRouter02' | 'SwapRouter' }

async function setup({ withV2 = true, routerVersion = 'SwapRouter02' }: Protocols = {}): Promise<{
  kernel: KernelInstance
  service: SwapService
  owner: Address
  connectorId: string
}> {
  const { kernel, connectorId } = await connectTestKernel({
    walletRpcUrl: node.rpcUrl,
    kernelRpcUrl: proxy.url,
    cleanups,
  })
  const router = routerVersion === 'SwapRouter02' ? v3.swapRouter02 : v3.swapRouter
  const service = createSwapService(kernel, [
    onchain({
      // Without V2 the chain is served by V3 alone.
      deployments: { 31337: withV2 ? v2.deployment : undefined },
      v3Deployments: { 31337: { ...v3.deployment, router, routerVersion } },
    }),
  ])
  return { kernel, service, owner: fixtures.owner, connectorId }
}

const client = () => uniswapTestClient(node.rpcUrl)
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
/** QuoterV2 asked directly (through eth_call, as it reverts with its answer). */
async function quoterSays(
  kind: 'quoteExactInputSingle' | 'quoteExactOutputSingle',
  tokenIn: Address,
  tokenOut: Address,
  amount: bigint,
  fee: number,
): Promise<bigint> {
  const { result } = await client().simulateContract({
    address: v3.quoter,
    abi: quoterV2Abi,
    functionName: kind,
    args: [
      kind === 'quoteExactInputSingle'
        ? { tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }
        : { tokenIn, tokenOut, amount, fee, sqrtPriceLimitX96: 0n },
    ],
  })
  return (result as readonly bigint[])[0]!
}
/** What the sender paid in gas for a transaction. */
async function gasPaid(hash: string): Promise<bigint> {
  const receipt = await client().getTransactionReceipt({ hash: hash as `0x${string}` })
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('quotes from Uniswap V3 beside V2', () => {
  it('asks QuoterV2 about every fee tier and V2 in one eth_call, and V3 wins ETH → USDC', async () => {
    const { service, owner } = await setup()
    const amount = parseEther('1')
    proxy.reset()
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount,
      userAddress: owner,
    })
    expect(proxy.count('eth_call')).toBe(1)
    expect(quote.fees).toEqual([500])
    expect(quote.spender).toBe(getAddress(v3.swapRouter02))
    expect(quote.amountOut).toBe(
      await quoterSays('quoteExactInputSingle', v2.weth, fixtures.usdc, amount, 500),
    )
    const fromV2 = (await client().readContract({
      address: v2.router,
      abi: v2.routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [v2.weth, fixtures.usdc]],
    })) as readonly bigint[]
    expect(quote.amountOut).toBeGreaterThan(fromV2[1]!)
    // 1 ETH into a 50 ETH full-range pool: about 2 % (plus the 0.05 % fee, left out).
    expect(quote.priceImpact).toBeGreaterThan(0.01)
    expect(quote.priceImpact).toBeLessThan(0.03)
  })

  it('reads 2 V2 routes and 12 V3 routes (3 tiers direct, 9 through WETH) in one eth_call', async () => {
    const { service, owner } = await setup()
    proxy.reset()
    await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: fixtures.dai,
      amount: parseUnits('100', 6),
      userAddress: owner,
    })
    expect(proxy.count('eth_call')).toBe(1)
  })

  it('keeps V2 where it pays more (USDC → ETH), with no fee tiers on the quote', async () => {
    const { service, owner } = await setup()
    const amount = parseUnits('1000', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: nativeTokenAddress,
      amount,
      userAddress: owner,
    })
    const fromV2 = (await client().readContract({
      address: v2.router,
      abi: v2.routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [fixtures.usdc, v2.weth]],
    })) as readonly bigint[]
    expect(quote.fees).toBeUndefined()
    expect(quote.amountOut).toBe(fromV2[1])
    expect(quote.spender).toBe(getAddress(v2.router))
    expect(quote.amountOut).toBeGreaterThan(
      await quoterSays('quoteExactInputSingle', fixtures.usdc, v2.weth, amount, 500),
    )
  })

  it('finds the one fee tier a pair trades at (USDC → GOLD at 0.3 %, no V2 pool)', async () => {
    const { service, owner } = await setup()
    const amount = parseUnits('500', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: v2.gold,
      amount,
      userAddress: owner,
    })
    expect(quote.fees).toEqual([3000])
    expect(quote.route).toEqual([fixtures.usdc, v2.gold])
    expect(quote.amountOut).toBe(
      await quoterSays('quoteExactInputSingle', fixtures.usdc, v2.gold, amount, 3000),
    )
  })

  it('prices an exact output with quoteExactOutput', async () => {
    const { service, owner } = await setup()
    const want = parseUnits('2000', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: want,
      kind: 'exactOut',
      userAddress: owner,
    })
    expect(quote.fees).toEqual([500])
    expect(quote.amountIn).toBe(
      await quoterSays('quoteExactOutputSingle', v2.weth, fixtures.usdc, want, 500),
    )
  })
})

describe.each(['SwapRouter02', 'SwapRouter'] as const)('swaps through %s', (routerVersion) => {
  const swapAndMeasure = async (
    quote: SwapQuote,
    service: SwapService,
    owner: Address,
    connectorId: string,
  ) => {
    const token = quote.to === nativeTokenAddress ? undefined : (quote.to as Address)
    const before = token
      ? await balanceOf(token, owner)
      : await client().getBalance({ address: owner })
    const hash = await service.swap({ quote, owner, connectorId, slippage: 1 })
    const after = token
      ? await balanceOf(token, owner)
      : (await client().getBalance({ address: owner })) + (await gasPaid(hash))
    return { received: after - before, hash }
  }

  it('delivers exactly the quoted USDC for ETH', async () => {
    const { service, owner, connectorId } = await setup({ routerVersion })
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: parseEther('0.5'),
      userAddress: owner,
    })
    expect(quote.fees).toEqual([500])
    const ethBefore = await client().getBalance({ address: owner })
    const { received, hash } = await swapAndMeasure(quote, service, owner, connectorId)
    expect(received).toBe(quote.amountOut)
    const spent =
      ethBefore - (await client().getBalance({ address: owner })) - (await gasPaid(hash))
    expect(spent).toBe(quote.amountIn)
  })

  it('approves the router exactly, then delivers exactly the quoted GOLD for USDC', async () => {
    const { service, owner, connectorId } = await setup({ routerVersion })
    const amount = parseUnits('250', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: v2.gold,
      amount,
      userAddress: owner,
    })
    expect(await service.getMissingAllowance({ quote, owner })).toBe(amount)
    await service.approve({ quote, owner, connectorId })
    const router = routerVersion === 'SwapRouter02' ? v3.swapRouter02 : v3.swapRouter
    expect(
      await client().readContract({
        address: fixtures.usdc,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, router],
      }),
    ).toBe(amount)
    const usdcBefore = await balanceOf(fixtures.usdc, owner)
    const { received } = await swapAndMeasure(quote, service, owner, connectorId)
    expect(received).toBe(quote.amountOut)
    expect(usdcBefore - (await balanceOf(fixtures.usdc, owner))).toBe(amount)
  })

  it('buys an exact output with ETH and refunds what the slippage headroom did not need', async () => {
    const { service, owner, connectorId } = await setup({ routerVersion })
    const want = parseUnits('300', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount: want,
      kind: 'exactOut',
      userAddress: owner,
    })
    const ethBefore = await client().getBalance({ address: owner })
    const { received, hash } = await swapAndMeasure(quote, service, owner, connectorId)
    expect(received).toBe(want)
    const spent =
      ethBefore - (await client().getBalance({ address: owner })) - (await gasPaid(hash))
    expect(spent).toBe(quote.amountIn)
  })

  it('with V3 alone, sells USDC for ETH and unwraps it to the visitor', async () => {
    const { service, owner, connectorId } = await setup({ withV2: false, routerVersion })
    const amount = parseUnits('420', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: nativeTokenAddress,
      amount,
      userAddress: owner,
    })
    expect(quote.fees).toEqual([500])
    await service.approve({ quote, owner, connectorId })
    const { received } = await swapAndMeasure(quote, service, owner, connectorId)
    expect(received).toBe(quote.amountOut)
  })
})

describe('swap events on the bus', () => {
  it('tells swapQuote, swapApprove and swapSuccess with the quote and the hashes, in order', async () => {
    const { kernel, service, owner, connectorId } = await setup()
    const seen = record(kernel, 'swapQuote', 'swapApprove', 'swapSuccess', 'swapError')
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: v2.gold,
      amount: parseUnits('10', 6),
      userAddress: owner,
    })
    const approval = await service.approve({ quote, owner, connectorId })
    const swap = await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect(seen).toEqual([
      { name: 'swapQuote', event: { quote } },
      { name: 'swapApprove', event: { quote, hash: approval } },
      { name: 'swapSuccess', event: { quote, hash: swap } },
    ])
  })

  it('tells swapError with the step and the typed error when no route exists', async () => {
    const { kernel, service, owner } = await setup()
    const seen = record(kernel, 'swapQuote', 'swapError')
    const failure = await service
      .getQuote({
        chainId: 31337,
        from: v2.gold,
        to: v2.deflating,
        amount: 1n,
        userAddress: owner,
      })
      .catch((error: unknown) => error)
    expect(seen).toEqual([
      { name: 'swapError', event: { step: 'quote', error: failure, quote: undefined } },
    ])
    expect((failure as Error).name).toBe('SwapNoRouteError')
  })
})
