import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  type Hex,
  keccak256,
} from 'viem'
import { isNativeToken, swapDeadline } from '../constants.js'
import { maximumSold, minimumReceived } from '../minimumReceived.js'
import type { SwapQuote, SwapTransaction } from '../types.js'
import { uniswapSwapRouter02Abi, uniswapV3SwapRouterAbi } from './abis.js'
import { defaultFeeTiers, type UniswapV3Deployment } from './uniswapV3Deployments.js'

/** One V3 route: the tokens it passes through and the fee tier of each hop. */
export type V3Route = { tokens: readonly Address[]; fees: readonly number[] }

/**
 * Every route worth asking the quoter about: the direct pool at each fee tier, and through
 * the wrapped native token at each pair of tiers.
 */
export function listV3Routes(
  deployment: UniswapV3Deployment,
  { start, end, hub }: { start: Address; end: Address; hub: Address },
): V3Route[] {
  const tiers = deployment.feeTiers ?? defaultFeeTiers
  const routes: V3Route[] = tiers.map((fee) => ({ tokens: [start, end], fees: [fee] }))
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (same(start, hub) || same(end, hub)) return routes
  for (const first of tiers)
    for (const second of tiers) routes.push({ tokens: [start, hub, end], fees: [first, second] })
  return routes
}

/**
 * The quoter's and router's path: token, fee, token… — reversed (output first) for an exact
 * output, as Uniswap V3 walks those backwards.
 */
export function encodeV3Path(route: V3Route, exactOut: boolean): Hex {
  const tokens = exactOut ? [...route.tokens].reverse() : route.tokens
  const fees = exactOut ? [...route.fees].reverse() : route.fees
  const types: ('address' | 'uint24')[] = ['address']
  const values: (Address | number)[] = [tokens[0]!]
  fees.forEach((fee, index) => {
    types.push('uint24', 'address')
    values.push(fee, tokens[index + 1]!)
  })
  return encodePacked(types, values)
}

/** A pool's address from the factory, the sorted pair and the fee (CREATE2, no call). */
export function v3PoolAddress(
  deployment: UniswapV3Deployment,
  { a, b, fee }: { a: Address; b: Address; fee: number },
): Address {
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getContractAddress({
    opcode: 'CREATE2',
    from: getAddress(deployment.factory),
    salt: keccak256(
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
        [token0, token1, fee],
      ),
    ),
    bytecodeHash: deployment.poolInitCodeHash,
  })
}

/**
 * How much worse the route pays than its pools' current prices after their fees, as a
 * fraction; undefined when a pool's price is unknown.
 */
export function v3PriceImpact(
  route: V3Route,
  {
    amountIn,
    amountOut,
    getSqrtPrice,
  }: {
    amountIn: bigint
    amountOut: bigint
    getSqrtPrice: (a: Address, b: Address, fee: number) => bigint | undefined
  },
): number | undefined {
  const q192 = 2n ** 192n
  let numerator = amountIn
  let denominator = 1n
  for (let index = 0; index < route.fees.length; index++) {
    const a = route.tokens[index]!
    const b = route.tokens[index + 1]!
    const fee = route.fees[index]!
    const sqrtPrice = getSqrtPrice(a, b, fee)
    if (!sqrtPrice) return undefined
    // sqrtPriceX96² / 2¹⁹² is token1 per token0.
    const squared = sqrtPrice * sqrtPrice
    const zeroForOne = a.toLowerCase() < b.toLowerCase()
    numerator *= (zeroForOne ? squared : q192) * BigInt(1_000_000 - fee)
    denominator *= (zeroForOne ? q192 : squared) * 1_000_000n
  }
  if (numerator === 0n) return undefined
  const scale = 1_000_000n
  const ratio = Number((amountOut * denominator * scale) / numerator) / Number(scale)
  return Math.min(1, Math.max(0, 1 - ratio))
}

/**
 * The V3 router call for a quote: one router multicall that swaps and, for the native coin,
 * wraps (value), unwraps (`unwrapWETH9` to the visitor) or refunds what an exact output
 * did not need (`refundETH`).
 */
export function buildV3Swap(parameters: {
  deployment: UniswapV3Deployment
  quote: SwapQuote
  route: V3Route
  userAddress: string
  slippage: number
  now: number
}): SwapTransaction {
  const { deployment, quote, route, slippage } = parameters
  const router = getAddress(deployment.router)
  const user = getAddress(parameters.userAddress)
  const deadline = BigInt(Math.floor(parameters.now / 1000) + swapDeadline)
  const exactOut = quote.kind === 'exactOut'
  const nativeIn = isNativeToken(quote.from)
  const nativeOut = isNativeToken(quote.to)
  // Native out: the router receives the wrapped token and unwraps it to the visitor.
  const recipient = nativeOut ? router : user
  const path = encodeV3Path(route, exactOut)
  const amountInMaximum = maximumSold(quote.amountIn, slippage)
  const amountOutMinimum = minimumReceived(quote.amountOut, slippage)
  const v02 = deployment.routerVersion === 'SwapRouter02'
  const calls: Hex[] = []
  if (v02)
    calls.push(
      exactOut
        ? encodeFunctionData({
            abi: uniswapSwapRouter02Abi,
            functionName: 'exactOutput',
            args: [{ path, recipient, amountOut: quote.amountOut, amountInMaximum }],
          })
        : encodeFunctionData({
            abi: uniswapSwapRouter02Abi,
            functionName: 'exactInput',
            args: [{ path, recipient, amountIn: quote.amountIn, amountOutMinimum }],
          }),
    )
  else
    calls.push(
      exactOut
        ? encodeFunctionData({
            abi: uniswapV3SwapRouterAbi,
            functionName: 'exactOutput',
            args: [{ path, recipient, deadline, amountOut: quote.amountOut, amountInMaximum }],
          })
        : encodeFunctionData({
            abi: uniswapV3SwapRouterAbi,
            functionName: 'exactInput',
            args: [{ path, recipient, deadline, amountIn: quote.amountIn, amountOutMinimum }],
          }),
    )
  if (nativeOut)
    calls.push(
      encodeFunctionData({
        abi: uniswapV3SwapRouterAbi,
        functionName: 'unwrapWETH9',
        args: [exactOut ? quote.amountOut : amountOutMinimum, user],
      }),
    )
  if (nativeIn && exactOut)
    calls.push(encodeFunctionData({ abi: uniswapV3SwapRouterAbi, functionName: 'refundETH' }))
  return {
    to: router,
    value: nativeIn ? (exactOut ? amountInMaximum : quote.amountIn) : 0n,
    data: v02
      ? encodeFunctionData({
          abi: uniswapSwapRouter02Abi,
          functionName: 'multicall',
          args: [deadline, calls],
        })
      : encodeFunctionData({
          abi: uniswapV3SwapRouterAbi,
          functionName: 'multicall',
          args: [calls],
        }),
  }
}
