// @vitest-environment happy-dom
// The hosted source speaks SPEC §7's convert calls to a real local service (backed by the
// on-chain source on anvil); the swap service asks it beside the on-chain source.
import { erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSwapService } from '../../../plugins/swap/createSwapService.js'
import { SwapInvalidQuoteError } from '../../../plugins/swap/errors.js'
import {
  hosted,
  nativeTokenAddress,
  onchain,
  type QuoteSourceContext,
} from '../../../plugins/swap/index.js'
import { createHostedSource } from '../../../plugins/swap/sources/createHostedSource.js'
import { createOnchainSource } from '../../../plugins/swap/sources/createOnchainSource.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import { type ConvertServer, startConvertServer } from '../../support/convertServer.js'
import { connectTestKernel, quoteSourceContext, startSwapChain } from '../../support/swapTestbed.js'
import { type UniswapV2Fixtures, uniswapTestClient } from '../../support/uniswapV2.js'

let node: Anvil
let fixtures: Fixtures
let uniswap: UniswapV2Fixtures
let service: ConvertServer
let context: QuoteSourceContext
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;({ node, fixtures, v2: uniswap } = await startSwapChain())
  context = quoteSourceContext(uniswapTestClient(node.rpcUrl))
  service = await startConvertServer(
    createOnchainSource({ deployments: { 31337: uniswap.deployment } }, context),
  )
}, 60_000)
afterAll(async () => {
  await service?.stop()
  await node?.stop()
})
afterEach(() => {
  service.lie(undefined)
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const hostedSource = () => createHostedSource({ url: service.url, projectId: 'p1' }, context)

describe('the hosted source (SPEC §7 convert calls)', () => {
  it('sends CAIP addresses and reads the quote', async () => {
    const amount = parseEther('1')
    const quote = await hostedSource().getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount,
      userAddress: fixtures.owner,
    })
    const direct = await createOnchainSource(
      { deployments: { 31337: uniswap.deployment } },
      context,
    ).getQuote({
      chainId: 31337,
      from: nativeTokenAddress,
      to: fixtures.usdc,
      amount,
      userAddress: fixtures.owner,
    })
    expect(quote).toMatchObject({ source: 'hosted', amountIn: amount, amountOut: direct.amountOut })
    const request = new URL(`http://x${service.requests.at(-1)!.split(' ')[1]}`)
    expect(request.pathname).toBe('/v1/convert/quotes')
    expect(request.searchParams.get('from')).toBe(`eip155:31337:${nativeTokenAddress}`)
    expect(request.searchParams.get('userAddress')).toBe(`eip155:31337:${fixtures.owner}`)
    expect(request.searchParams.get('projectId')).toBe('p1')
  })

  it('lists tokens, allowance and gas price', async () => {
    const source = hostedSource()
    const tokens = await source.getTokens({ chainId: 31337 })
    expect(tokens[0]).toMatchObject({ address: nativeTokenAddress, symbol: 'ETH' })
    expect(
      await source.getAllowance({ chainId: 31337, token: fixtures.dai, owner: fixtures.owner }),
    ).toBe(0n)
    expect(await source.getGasPrice({ chainId: 31337 })).toBeGreaterThan(0n)
  })

  it.each([
    ['a quote that is not a number', { quotes: [{ fromAmount: '1', toAmount: 'lots' }] }],
    ['no quotes', { quotes: [] }],
    ['a transaction to a non-address', { tx: { to: 'evil', data: '0x' } }],
  ])('refuses %s with SwapInvalidQuoteError', async (_, body) => {
    service.lie(body)
    const source = hostedSource()
    const failures = await Promise.all([
      source
        .getQuote({
          chainId: 31337,
          from: nativeTokenAddress,
          to: fixtures.usdc,
          amount: 1n,
          userAddress: fixtures.owner,
        })
        .catch((error: unknown) => error),
      source
        .buildApprove({ chainId: 31337, token: fixtures.dai, owner: fixtures.owner, amount: 1n })
        .catch((error: unknown) => error),
    ])
    for (const failure of failures) expect(failure).toBeInstanceOf(SwapInvalidQuoteError)
  })

  it('shows token names as clean text: bidi overrides and control characters removed', async () => {
    service.lie({
      tokens: [
        {
          name: 'Evil\u202Ecoin',
          symbol: '\u202EDSU',
          address: `eip155:31337:${fixtures.dai}`,
          decimals: 18,
        },
        { name: 'Blank', symbol: '\u0007', address: `eip155:31337:${fixtures.usdc}`, decimals: 6 },
        { name: 'Other chain', symbol: 'OTH', address: `eip155:1:${fixtures.usdc}`, decimals: 6 },
      ],
    })
    expect(await hostedSource().getTokens({ chainId: 31337 })).toEqual([
      {
        address: fixtures.dai,
        name: 'Evilcoin',
        symbol: 'DSU',
        decimals: 18,
        logoUri: undefined,
        verified: true,
      },
    ])
  })

  it('refuses a quote for another amount than asked', async () => {
    service.lie({ quotes: [{ fromAmount: '5', toAmount: '1000000' }] })
    await expect(
      hostedSource().getQuote({
        chainId: 31337,
        from: nativeTokenAddress,
        to: fixtures.usdc,
        amount: 1n,
        userAddress: fixtures.owner,
      }),
    ).rejects.toBeInstanceOf(SwapInvalidQuoteError)
  })
})

describe('several sources side by side', () => {
  it('takes the larger output and swaps through the source that quoted it', async () => {
    const { kernel, connectorId } = await connectTestKernel({
      walletRpcUrl: node.rpcUrl,
      cleanups,
    })
    const swaps = createSwapService(kernel, [
      onchain({ deployments: { 31337: uniswap.deployment } }),
      hosted({ url: service.url }),
    ])
    const amount = parseUnits('10', 6)
    // The hosted service claims one unit more than the chain: it wins.
    const honest = await swaps.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: nativeTokenAddress,
      amount,
      userAddress: fixtures.owner,
    })
    expect(honest.source).toBe('onchain')
    service.lie({
      quotes: [{ fromAmount: String(amount), toAmount: String(honest.amountOut + 1n) }],
    })
    const best = await swaps.getQuote({
      chainId: 31337,
      from: fixtures.usdc,
      to: nativeTokenAddress,
      amount,
      userAddress: fixtures.owner,
    })
    service.lie(undefined)
    expect(best).toMatchObject({ source: 'hosted', amountOut: honest.amountOut + 1n })
    expect(await swaps.getMissingAllowance({ quote: best, owner: fixtures.owner })).toBe(amount)
    await swaps.approve({ quote: best, owner: fixtures.owner, connectorId })
    const client = uniswapTestClient(node.rpcUrl)
    const before = await client.readContract({
      address: fixtures.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [fixtures.owner],
    })
    await swaps.swap({ quote: best, owner: fixtures.owner, connectorId, slippage: 1 })
    const after = await client.readContract({
      address: fixtures.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [fixtures.owner],
    })
    expect(before - after).toBe(amount)
    expect(service.requests.some((r) => r.startsWith('POST /v1/convert/build-transaction'))).toBe(
      true,
    )
  })
})
