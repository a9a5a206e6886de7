import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  keccak256,
} from 'viem'
import { isNativeToken, swapDeadline } from '../constants.js'
import { maximumSold, minimumReceived } from '../minimumReceived.js'
import type { SwapQuote, SwapTransaction } from '../types.js'
import { uniswapV2RouterAbi } from './abis.js'
import { isUint } from './schemas.js'
import type { UniswapV2Deployment } from './uniswapV2Deployments.js'

/** The V2 pair of two tokens: CREATE2 from the factory, tokens in address order. */
export function pairAddress(
  deployment: UniswapV2Deployment,
  tokens: readonly [a: Address, b: Address],
): Address {
  const [a, b] = tokens
  const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return getContractAddress({
    opcode: 'CREATE2',
    from: getAddress(deployment.factory),
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: deployment.pairInitCodeHash,
  })
}

/**
 * getAmountsOut / getAmountsIn answer one amount per hop plus one, starting (ending) with the
 * amount asked about; anything else is not a quote.
 */
export function readAmounts(
  value: unknown,
  parameters: {
    /** The path's token count. */
    length: number
    /** The amount asked about. */
    amount: bigint
    exactOut: boolean
  },
): readonly bigint[] | undefined {
  const { length, amount, exactOut } = parameters
  if (!Array.isArray(value) || value.length !== length || !value.every(isUint)) return undefined
  return (exactOut ? value[length - 1] : value[0]) === amount ? value : undefined
}

/** getReserves: two uint112 reserves and a timestamp. */
export function readReserves(value: unknown): readonly [bigint, bigint] | undefined {
  if (!Array.isArray(value) || value.length !== 3) return undefined
  const [reserve0, reserve1] = value as unknown[]
  return isUint(reserve0) && isUint(reserve1) ? [reserve0, reserve1] : undefined
}

/**
 * How much worse the route pays than its pools' spot price (after their 0.3 % fee), as a
 * fraction; undefined when a pool's reserves are unknown.
 */
export function computePriceImpact(parameters: {
  path: readonly Address[]
  amountIn: bigint
  amountOut: bigint
  /** A pair's reserves in the order of the tokens asked, if known. */
  getReserves: (a: Address, b: Address) => readonly [bigint, bigint] | undefined
}): number | undefined {
  const { path, amountIn, amountOut, getReserves } = parameters
  let numerator = amountIn
  let denominator = 1n
  for (let index = 0; index + 1 < path.length; index++) {
    const reserves = getReserves(path[index]!, path[index + 1]!)
    if (!reserves || reserves[0] === 0n || reserves[1] === 0n) return undefined
    numerator *= reserves[1] * 997n
    denominator *= reserves[0] * 1000n
  }
  if (numerator === 0n) return undefined
  const scale = 1_000_000n
  const ratio = Number((amountOut * denominator * scale) / numerator) / Number(scale)
  return Math.min(1, Math.max(0, 1 - ratio))
}

/**
 * A V2 router swap along `path` (native in or out through the router's ETH variants): exact
 * input with the fee-on-transfer variants, exact output with the maximum sold.
 */
export function buildV2Swap(parameters: {
  deployment: UniswapV2Deployment
  quote: SwapQuote
  /** The quote's route as router path tokens (native as the wrapped token). */
  path: readonly Address[]
  userAddress: string
  slippage: number
  now: number
}): SwapTransaction {
  const { deployment, quote, slippage } = parameters
  const path = [...parameters.path]
  const recipient = getAddress(parameters.userAddress)
  const deadline = BigInt(Math.floor(parameters.now / 1000) + swapDeadline)
  const router = getAddress(deployment.router)
  if (quote.kind === 'exactOut') {
    // The router refunds what an exact-output swap did not need (native) or never pulls it.
    const amountInMax = maximumSold(quote.amountIn, slippage)
    if (isNativeToken(quote.from))
      return {
        to: router,
        value: amountInMax,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapETHForExactTokens',
          args: [quote.amountOut, path, recipient, deadline],
        }),
      }
    return {
      to: router,
      value: 0n,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: isNativeToken(quote.to)
          ? 'swapTokensForExactETH'
          : 'swapTokensForExactTokens',
        args: [quote.amountOut, amountInMax, path, recipient, deadline],
      }),
    }
  }
  const amountOutMin = minimumReceived(quote.amountOut, slippage)
  // The fee-on-transfer variants check what actually arrives, so taxed tokens swap too.
  if (isNativeToken(quote.from))
    return {
      to: router,
      value: quote.amountIn,
      data: encodeFunctionData({
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
    }
  return {
    to: router,
    value: 0n,
    data: encodeFunctionData({
      abi: uniswapV2RouterAbi,
      functionName: isNativeToken(quote.to)
        ? 'swapExactTokensForETHSupportingFeeOnTransferTokens'
        : 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
      args: [quote.amountIn, amountOutMin, path, recipient, deadline],
    }),
  }
}
