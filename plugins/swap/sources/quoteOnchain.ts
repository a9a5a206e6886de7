import { type Address, getAddress, type PublicClient } from 'viem'
import { isNativeToken } from '../constants.js'
import { SwapInvalidQuoteError, SwapNoRouteError } from '../errors.js'
import type { QuoteParameters, SwapQuote } from '../types.js'
import {
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  uniswapV3PoolAbi,
  uniswapV3QuoterAbi,
} from './abis.js'
import { sameAddress, toPathToken } from './pathTokens.js'
import { isUint } from './schemas.js'
import { computePriceImpact, pairAddress, readAmounts, readReserves } from './uniswapV2.js'
import type { UniswapV2Deployment } from './uniswapV2Deployments.js'
import { encodeV3Path, listV3Routes, v3PoolAddress, v3PriceImpact } from './uniswapV3.js'
import type { UniswapV3Deployment } from './uniswapV3Deployments.js'

/** Multicall3's address on every chain it is deployed to. */
const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** What a chain offers to quote on: its read client and its Uniswap deployments. */
export type OnchainDeployment = {
  client: PublicClient
  v2: UniswapV2Deployment | undefined
  v3: UniswapV3Deployment | undefined
  wrappedNative: UniswapV2Deployment['wrappedNative']
}

/**
 * The best Uniswap route for a quote, read in one `eth_call` (a Multicall3 aggregate): every
 * V2 route (direct, and through the wrapped native token) with its pairs' reserves, every V3
 * route with its pools' prices. Native ↔ wrapped native is a wrap or unwrap.
 *
 * @throws SwapNoRouteError when no pool fills it, SwapInvalidQuoteError when the chain's
 * answer is not a quote.
 * @example
 * const quote = await quoteOnchain(deployment, { chainId: 1, from, to, amount, userAddress })
 */
export async function quoteOnchain(
  deployment: OnchainDeployment,
  parameters: QuoteParameters,
): Promise<SwapQuote> {
  const { chainId, from, to, amount, kind = 'exactIn' } = parameters
  const { client, v2, v3, wrappedNative } = deployment
  if (amount <= 0n) throw new SwapInvalidQuoteError('The amount must be above 0.')
  const wrapped = wrappedNative.address
  const exactOut = kind === 'exactOut'
  const base = { source: 'onchain', chainId, from, to, kind }
  // Native ↔ wrapped native is a deposit or withdrawal: no pool, no price impact.
  if (
    (isNativeToken(from) && sameAddress(to, wrapped)) ||
    (sameAddress(from, wrapped) && isNativeToken(to))
  ) {
    return {
      ...base,
      amountIn: amount,
      amountOut: amount,
      route: [from, to],
      priceImpact: 0,
      needsApproval: false,
    }
  }
  const start = toPathToken(from, wrapped)
  const end = toPathToken(to, wrapped)
  if (sameAddress(start, end)) throw new SwapNoRouteError(from, to)
  const hub = getAddress(wrapped)
  const paths: Address[][] = []
  if (v2) {
    paths.push([start, end])
    if (!sameAddress(start, hub) && !sameAddress(end, hub)) paths.push([start, hub, end])
  }
  const pairKeys = v2
    ? paths.flatMap((path) =>
        path.slice(1).map((token, index) => pairAddress(v2, [path[index]!, token])),
      )
    : []
  const v3Routes = v3 ? listV3Routes(v3, { start, end, hub }) : []
  const poolKeys = new Map<Address, { a: Address; b: Address; fee: number }>()
  if (v3)
    for (const route of v3Routes)
      route.fees.forEach((fee, index) => {
        const a = route.tokens[index]!
        const b = route.tokens[index + 1]!
        poolKeys.set(v3PoolAddress(v3, { a, b, fee }), { a, b, fee })
      })
  const pools = [...poolKeys.keys()]
  // One eth_call: every V2 route and its pairs' reserves, every V3 route and its pools' prices.
  const results = await client.multicall({
    allowFailure: true,
    // viem splits calldata above 1 KiB into several eth_calls; a quote is one round trip.
    batchSize: 0,
    multicallAddress: client.chain?.contracts?.multicall3?.address ?? multicall3,
    contracts: [
      ...paths.map(
        (path) =>
          ({
            address: getAddress(v2!.router),
            abi: uniswapV2RouterAbi,
            functionName: exactOut ? 'getAmountsIn' : 'getAmountsOut',
            args: [amount, path],
          }) as const,
      ),
      ...pairKeys.map(
        (pair) => ({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }) as const,
      ),
      ...v3Routes.map(
        (route) =>
          ({
            address: getAddress(v3!.quoter),
            abi: uniswapV3QuoterAbi,
            functionName: exactOut ? 'quoteExactOutput' : 'quoteExactInput',
            args: [encodeV3Path(route, exactOut), amount],
          }) as const,
      ),
      ...pools.map(
        (pool) => ({ address: pool, abi: uniswapV3PoolAbi, functionName: 'slot0' }) as const,
      ),
    ],
  })
  const reserves = new Map<string, readonly [bigint, bigint]>()
  pairKeys.forEach((pair, index) => {
    const result = results[paths.length + index]
    if (result?.status !== 'success') return
    const read = readReserves(result.result)
    if (read) reserves.set(pair, read)
  })
  const v3Offset = paths.length + pairKeys.length
  const sqrtPrices = new Map<string, bigint>()
  pools.forEach((pool, index) => {
    const result = results[v3Offset + v3Routes.length + index]
    if (result?.status !== 'success' || !Array.isArray(result.result)) return
    const sqrtPrice = (result.result as unknown[])[0]
    if (isUint(sqrtPrice) && sqrtPrice > 0n) sqrtPrices.set(pool, sqrtPrice)
  })
  // The best route pays the most out for an exact input, takes the least for an exact output.
  type Candidate = {
    tokens: Address[]
    fees?: readonly number[]
    amountIn: bigint
    amountOut: bigint
  }
  let best: Candidate | undefined
  let invalid: string | undefined
  const consider = (candidate: Candidate) => {
    if (candidate.amountIn <= 0n || candidate.amountOut <= 0n) return
    const better =
      !best ||
      (exactOut ? candidate.amountIn < best.amountIn : candidate.amountOut > best.amountOut)
    if (better) best = candidate
  }
  paths.forEach((path, index) => {
    const result = results[index]
    if (result?.status === 'failure' && !isRevert(result.error)) {
      // Not the router saying "no pool": the RPC failed or answered something unreadable.
      invalid = `Reading ${path.join(' → ')} failed: ${result.error.message}`
      return
    }
    if (result?.status !== 'success') return
    const amounts = readAmounts(result.result, { length: path.length, amount, exactOut })
    if (!amounts) {
      invalid = `The router answered ${String(result.result)} for ${path.join(' → ')}`
      return
    }
    consider({ tokens: path, amountIn: amounts[0]!, amountOut: amounts[amounts.length - 1]! })
  })
  v3Routes.forEach((route, index) => {
    const result = results[v3Offset + index]
    // The quoter reverts for a pool that does not exist or cannot fill the amount.
    if (result?.status === 'failure' && !isRevert(result.error)) {
      invalid = `Quoting ${route.tokens.join(' → ')} failed: ${result.error.message}`
      return
    }
    if (result?.status !== 'success') return
    const quoted = Array.isArray(result.result) ? (result.result as unknown[])[0] : undefined
    if (!isUint(quoted)) {
      invalid = `The quoter answered ${String(result.result)} for ${route.tokens.join(' → ')}`
      return
    }
    consider({
      tokens: [...route.tokens],
      fees: route.fees,
      amountIn: exactOut ? quoted : amount,
      amountOut: exactOut ? amount : quoted,
    })
  })
  const chosen = best as Candidate | undefined
  if (!chosen) {
    if (invalid) throw new SwapInvalidQuoteError(invalid)
    throw new SwapNoRouteError(from, to)
  }
  const priceImpact = chosen.fees
    ? v3PriceImpact(
        { tokens: chosen.tokens, fees: chosen.fees },
        {
          amountIn: chosen.amountIn,
          amountOut: chosen.amountOut,
          getSqrtPrice: (a, b, fee) => sqrtPrices.get(v3PoolAddress(v3!, { a, b, fee })),
        },
      )
    : computePriceImpact({
        path: chosen.tokens,
        amountIn: chosen.amountIn,
        amountOut: chosen.amountOut,
        getReserves: (a, b) => {
          const found = reserves.get(pairAddress(v2!, [a, b]))
          if (!found) return undefined
          return a.toLowerCase() < b.toLowerCase() ? found : [found[1], found[0]]
        },
      })
  return {
    ...base,
    amountIn: chosen.amountIn,
    amountOut: chosen.amountOut,
    route: chosen.tokens.map((token, index) =>
      index === 0 ? from : index === chosen.tokens.length - 1 ? to : token,
    ),
    ...(chosen.fees ? { fees: chosen.fees } : {}),
    priceImpact,
    needsApproval: !isNativeToken(from),
    spender: getAddress(chosen.fees ? v3!.router : v2!.router),
  }
}

/** Whether a multicall failure is the contract reverting (no pool), not the RPC misbehaving. */
function isRevert(error: unknown): boolean {
  for (let node = error, depth = 0; node && depth < 10; depth++) {
    if ((node as { name?: unknown }).name === 'ContractFunctionRevertedError') return true
    node = (node as { cause?: unknown }).cause
  }
  return false
}
