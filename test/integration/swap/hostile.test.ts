// A hostile RPC between the on-chain source and anvil: it rewrites the Multicall3 answers
// the quote is read from. Every lie must become a typed SwapInvalidQuoteError, never a
// crash or a wrong quote.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createPublicClient,
  decodeFunctionResult,
  encodeAbiParameters,
  encodeFunctionResult,
  type Hex,
  http,
  multicall3Abi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SwapInvalidQuoteError } from '../../../plugins/swap/errors.js'
import { nativeTokenAddress } from '../../../plugins/swap/index.js'
import { createOnchainSource } from '../../../plugins/swap/sources/createOnchainSource.js'
import type { Anvil, Fixtures } from '../../support/anvil.js'
import { startRpcProxy } from '../../support/rpcProxy.js'
import { quoteSourceContext, startSwapChain } from '../../support/swapTestbed.js'
import type { UniswapV2Fixtures } from '../../support/uniswapV2.js'

type Mode = 'honest' | 'garbage' | 'shortAmounts' | 'otherAmountIn' | 'rpcError'

let node: Anvil
let fixtures: Fixtures
let uniswap: UniswapV2Fixtures
let server: Server
let proxyUrl: string
let mode: Mode = 'honest'

function tamper(result: Hex): Hex {
  if (mode === 'garbage') return '0xdeadbeef'
  const calls = decodeFunctionResult({
    abi: multicall3Abi,
    functionName: 'aggregate3',
    data: result,
  })
  const lie =
    mode === 'shortAmounts'
      ? encodeAbiParameters([{ type: 'uint256[]' }], [[1n]])
      : encodeAbiParameters([{ type: 'uint256[]' }], [[1n, 10n ** 30n]])
  // The first call of a quote is getAmountsOut on the direct path.
  const changed = calls.map((call, index) => (index === 0 ? { ...call, returnData: lie } : call))
  return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: changed })
}

beforeAll(async () => {
  ;({ node, fixtures, v2: uniswap } = await startSwapChain())
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { id: number; method: string }
    const upstream = (await (
      await fetch(node.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { result?: Hex }
    let answer: unknown = upstream
    if (body.method === 'eth_call' && mode === 'rpcError')
      answer = { jsonrpc: '2.0', id: body.id, error: { code: -32000, message: 'nope' } }
    else if (body.method === 'eth_call' && mode !== 'honest' && upstream.result)
      answer = { ...upstream, result: tamper(upstream.result) }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  server?.close()
  await node?.stop()
})

function source() {
  const client = createPublicClient({ transport: http(proxyUrl, { retryCount: 0 }) })
  return createOnchainSource(
    { deployments: { 31337: uniswap.deployment } },
    quoteSourceContext(client),
  )
}

const quote = () =>
  source().getQuote({
    chainId: 31337,
    from: nativeTokenAddress,
    to: fixtures.usdc,
    amount: parseEther('1'),
    userAddress: fixtures.owner,
  })

describe('a hostile RPC', () => {
  it('quotes normally while the RPC is honest', async () => {
    mode = 'honest'
    expect((await quote()).amountOut).toBeGreaterThan(0n)
  })

  it.each([
    ['bytes that are not a multicall answer', 'garbage'],
    ['getAmountsOut with the wrong number of amounts', 'shortAmounts'],
    ['getAmountsOut for another input amount', 'otherAmountIn'],
    ['an error for every eth_call', 'rpcError'],
  ] as const)('refuses %s with SwapInvalidQuoteError', async (_, lie) => {
    mode = lie
    const failure = await quote().catch((error: unknown) => error)
    mode = 'honest'
    expect(failure).toBeInstanceOf(SwapInvalidQuoteError)
    expect((failure as SwapInvalidQuoteError).shortMessage).toBe(
      'The quote could not be read. Try again.',
    )
  })
})

describe('round trips', () => {
  it('reads every candidate route and its pools in one eth_call', async () => {
    const proxy = await startRpcProxy(node.rpcUrl)
    try {
      const client = createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) })
      const counted = createOnchainSource(
        { deployments: { 31337: uniswap.deployment } },
        quoteSourceContext(client),
      )
      // Token → token: the direct route, the route through WETH and three pools' reserves.
      const quote = await counted.getQuote({
        chainId: 31337,
        from: fixtures.usdc,
        to: fixtures.dai,
        amount: 10n ** 6n,
        userAddress: fixtures.owner,
      })
      expect(quote.route).toHaveLength(3)
      expect(proxy.roundTrips).toBe(1)
      expect(proxy.methods).toEqual(['eth_call'])
    } finally {
      await proxy.stop()
    }
  })
})
