// @vitest-environment happy-dom
// The aggregator source against a local server speaking 0x's Swap API v2 (backed by Uniswap V3
// on anvil, so its transactions really swap), beside the on-chain source on Uniswap V2: the
// better price wins, and hostile answers are refused with typed errors before any wallet sees
// them.
import { type Address, erc20Abi, getAddress, parseEther, parseUnits, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSwapService, type SwapService } from '../../../plugins/swap/createSwapService.js'
import {
  SwapInvalidQuoteError,
  SwapNoRouteError,
  SwapUntrustedTransactionError,
} from '../../../plugins/swap/errors.js'
import {
  nativeTokenAddress,
  onchain,
  type QuoteParameters,
  type QuoteSourceContext,
  zeroEx,
} from '../../../plugins/swap/index.js'
import { createOnchainSource } from '../../../plugins/swap/sources/createOnchainSource.js'
import { createZeroExSource } from '../../../plugins/swap/sources/createZeroExSource.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import { connectTestKernel, quoteSourceContext, startSwapChain } from '../../support/swapTestbed.js'
import { type UniswapV2Fixtures, uniswapTestClient } from '../../support/uniswapV2.js'
import type { UniswapV3Fixtures } from '../../support/uniswapV3.js'
import { startZeroExServer, type ZeroExServer } from '../../support/zeroExServer.js'

const apiKey = 'host-0x-key'
let node: Anvil
let fixtures: Fixtures
let v2: UniswapV2Fixtures
let v3: UniswapV3Fixtures
let api: ZeroExServer
let context: QuoteSourceContext
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ node, fixtures, v2, v3 } = await startSwapChain({ v3: true }))
  context = quoteSourceContext(uniswapTestClient(node.rpcUrl))
  // The "aggregator" routes through Uniswap V3 only; the on-chain source sees V2 only.
  api = await startZeroExServer(
    createOnchainSource(
      { deployments: { 31337: undefined }, v3Deployments: { 31337: v3.deployment } },
      context,
    ),
    apiKey,
  )
}, 180_000)
afterAll(async () => {
  await api?.stop()
  await node?.stop()
})
afterEach(() => {
  api.tamper(undefined)
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const zeroExOptions = () => ({
  apiKey,
  url: api.url,
  chainIds: [31337],
  allowedTargets: [v3.swapRouter02],
})

async function setup(): Promise<{ service: SwapService; owner: Address; connectorId: string }> {
  const { kernel, connectorId } = await connectTestKernel({ walletRpcUrl: node.rpcUrl, cleanups })
  const service = createSwapService(kernel, [
    onchain({ deployments: { 31337: v2.deployment } }),
    zeroEx(zeroExOptions()),
  ])
  return { service, owner: fixtures.owner, connectorId }
}

const client = () => uniswapTestClient(node.rpcUrl)
const balanceOf = (token: Address, owner: Address) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const ethToUsdc = (amount = parseEther('1')): QuoteParameters => ({
  chainId: 31337,
  from: nativeTokenAddress,
  to: fixtures.usdc,
  amount,
  userAddress: fixtures.owner,
})

describe('the 0x aggregator source beside the on-chain source', () => {
  it("sends the host's key and the v2 parameters, and wins where it pays more", async () => {
    const { service } = await setup()
    const quote = await service.getQuote(ethToUsdc())
    expect(quote.source).toBe('0x')
    const request = new URL(`http://x${api.requests.at(-1)!.split(' ')[1]}`)
    expect(request.pathname).toBe('/swap/allowance-holder/price')
    expect(Object.fromEntries(request.searchParams)).toEqual({
      chainId: '31337',
      sellToken: nativeTokenAddress,
      buyToken: fixtures.usdc,
      sellAmount: parseEther('1').toString(),
      taker: fixtures.owner,
    })
    // Uniswap V3's 2100 USDC per ETH beats V2's 2000.
    const fromV2 = await createOnchainSource(
      { deployments: { 31337: v2.deployment } },
      context,
    ).getQuote(ethToUsdc())
    expect(quote.amountOut).toBeGreaterThan(fromV2.amountOut)
  })

  it('loses where the chain pays more (USDC → ETH goes on-chain)', async () => {
    const { service } = await setup()
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: nativeTokenAddress,
      amount: parseUnits('1000', 6),
      userAddress: fixtures.owner,
    })
    expect(quote.source).toBe('onchain')
  })

  it("swaps through the API's transaction and delivers the quoted amount", async () => {
    const { service, owner, connectorId } = await setup()
    const quote = await service.getQuote(ethToUsdc(parseEther('0.25')))
    expect(quote.source).toBe('0x')
    const before = await balanceOf(fixtures.usdc, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect((await balanceOf(fixtures.usdc, owner)) - before).toBe(quote.amountOut)
    const sent = new URL(`http://x${api.requests.at(-1)!.split(' ')[1]}`)
    expect(sent.pathname).toBe('/swap/allowance-holder/quote')
    expect(sent.searchParams.get('slippageBps')).toBe('100')
  })

  it('approves only the allowed spender, exactly, then swaps a token the chain has no route for', async () => {
    const { service, owner, connectorId } = await setup()
    const amount = parseUnits('40', 6)
    const quote = await service.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: v2.gold,
      amount,
      userAddress: owner,
    })
    expect(quote).toMatchObject({ source: '0x', spender: getAddress(v3.swapRouter02) })
    await service.approve({ quote, owner, connectorId })
    expect(await service.getMissingAllowance({ quote, owner })).toBe(0n)
    const before = await balanceOf(v2.gold, owner)
    await service.swap({ quote, owner, connectorId, slippage: 1 })
    expect((await balanceOf(v2.gold, owner)) - before).toBe(quote.amountOut)
  })
})

describe('hostile 0x answers are refused with typed errors', () => {
  const source = () => createZeroExSource(zeroExOptions(), context)
  const quoteFails = (rewrite: (body: Record<string, unknown>) => Record<string, unknown>) => {
    api.tamper(rewrite)
    return source()
      .getQuote(ethToUsdc())
      .catch((error: unknown) => error)
  }

  it('an answer for another chain', async () => {
    const error = await quoteFails((body) => ({ ...body, chainId: 1 }))
    expect(error).toBeInstanceOf(SwapInvalidQuoteError)
    expect((error as SwapInvalidQuoteError).details).toContain('chain 1, not 31337')
  })

  it('an answer for another token', async () => {
    const error = await quoteFails((body) => ({ ...body, buyToken: fixtures.dai }))
    expect(error).toBeInstanceOf(SwapInvalidQuoteError)
    expect((error as SwapInvalidQuoteError).details).toContain('buys')
  })

  it('an answer for another amount', async () => {
    const error = await quoteFails((body) => ({ ...body, sellAmount: '1' }))
    expect(error).toBeInstanceOf(SwapInvalidQuoteError)
    expect((error as SwapInvalidQuoteError).details).toContain('sells 1, not')
  })

  it('a spender that is not the allowed contract', async () => {
    api.tamper((body) => ({ ...body, allowanceTarget: zeroAddress.replace(/0$/, '1') }))
    const error = await source()
      .getQuote({ ...ethToUsdc(parseUnits('10', 6)), from: fixtures.usdc, to: v2.gold })
      .catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(SwapUntrustedTransactionError)
  })

  it('an answer that is not the documented shape', async () => {
    const error = await quoteFails(() => ({ liquidityAvailable: 'yes', buyAmount: -1 }))
    expect(error).toBeInstanceOf(SwapInvalidQuoteError)
  })

  it('no liquidity is no route', async () => {
    const error = await quoteFails(() => ({ liquidityAvailable: false, zid: '0x0' }))
    expect(error).toBeInstanceOf(SwapNoRouteError)
  })

  it('a swap transaction to another contract never reaches the wallet', async () => {
    const { service, owner, connectorId } = await setup()
    const quote = await service.getQuote(ethToUsdc(parseEther('0.1')))
    expect(quote.source).toBe('0x')
    api.tamper((body, path) =>
      path.endsWith('/quote')
        ? { ...body, transaction: { ...(body.transaction as object), to: fixtures.dai } }
        : body,
    )
    const before = await client().getBalance({ address: owner })
    const error = await service
      .swap({ quote, owner, connectorId, slippage: 1 })
      .catch((failure: unknown) => failure)
    expect(error).toBeInstanceOf(SwapUntrustedTransactionError)
    expect((error as SwapUntrustedTransactionError).details).toContain('the swap contract')
    expect(await client().getBalance({ address: owner })).toBe(before)
  })

  it('a swap that sends more of the coin, or promises less than shown, is refused', async () => {
    const quote = await source().getQuote(ethToUsdc(parseEther('0.1')))
    api.tamper((body, path) =>
      path.endsWith('/quote')
        ? { ...body, transaction: { ...(body.transaction as object), value: parseEther('5') } }
        : body,
    )
    const build = () =>
      source()
        .buildSwap({ quote, userAddress: fixtures.owner, slippage: 1 })
        .catch((error: unknown) => error)
    expect(await build()).toBeInstanceOf(SwapInvalidQuoteError)
    api.tamper((body) => ({ ...body, minBuyAmount: '1' }))
    const error = await build()
    expect(error).toBeInstanceOf(SwapInvalidQuoteError)
    expect((error as SwapInvalidQuoteError).details).toContain('below the')
  })

  it('a hostile aggregator leaves the on-chain quote standing', async () => {
    const { service } = await setup()
    api.tamper((body) => ({ ...body, chainId: 1 }))
    const quote = await service.getQuote(ethToUsdc())
    expect(quote.source).toBe('onchain')
  })
})
