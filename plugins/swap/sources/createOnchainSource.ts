import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getAddress,
  getContractAddress,
  isAddress,
  keccak256,
  type PublicClient,
} from 'viem'
import { isNativeToken, nativeTokenAddress, swapDeadline } from '../constants.js'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
  SwapNoRouteError,
} from '../errors.js'
import { maximumSold, minimumReceived } from '../minimumReceived.js'
import type { QuoteSource, QuoteSourceContext, SwapToken } from '../types.js'
import {
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  uniswapV3PoolAbi,
  uniswapV3QuoterAbi,
  wrappedNativeAbi,
} from './abis.js'
import { approveTransaction, readAllowance } from './erc20Calls.js'
import { popularTokens } from './popularTokens.js'
import { isUint } from './schemas.js'
import { type UniswapV2Deployment, uniswapV2Deployments } from './uniswapV2Deployments.js'
import {
  buildV3Swap,
  encodeV3Path,
  listV3Routes,
  v3PoolAddress,
  v3PriceImpact,
} from './uniswapV3.js'
import { type UniswapV3Deployment, uniswapV3Deployments } from './uniswapV3Deployments.js'

/** Options of `onchain()`. */
export type OnchainSourceOptions = {
  /**
   * Uniswap V2 deployments by chain id, over (and beside) the built-in table; `undefined`
   * for a chain turns its built-in deployment off.
   */
  deployments?: Readonly<Record<number, UniswapV2Deployment | undefined>> | undefined
  /**
   * Uniswap V3 deployments by chain id (QuoterV2 and a router), over the built-in table.
   * Where a chain has both, V2 and V3 are quoted in the same multicall and the better wins.
   */
  v3Deployments?: Readonly<Record<number, UniswapV3Deployment | undefined>> | undefined
  /** Extra tokens per chain id, offered in the pickers after the native coin. */
  tokens?: Readonly<Record<number, readonly SwapToken[]>> | undefined
}

/** Multicall3's address on every chain it is deployed to. */
const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * getAmountsOut / getAmountsIn answer one amount per hop plus one, starting (ending) with the
 * amount asked about; anything else is not a quote.
 */
function readAmounts(
  value: unknown,
  length: number,
  amount: bigint,
  exactOut: boolean,
): readonly bigint[] | undefined {
  if (!Array.isArray(value) || value.length !== length || !value.every(isUint)) return undefined
  return (exactOut ? value[length - 1] : value[0]) === amount ? value : undefined
}

/** getReserves: two uint112 reserves and a timestamp. */
function readReserves(value: unknown): readonly [bigint, bigint] | undefined {
  if (!Array.isArray(value) || value.length !== 3) return undefined
  const [reserve0, reserve1] = value as unknown[]
  return isUint(reserve0) && isUint(reserve1) ? [reserve0, reserve1] : undefined
}

/**
 * The default quote source: Uniswap V2 routers read straight from the chain with viem, no
 * key and no server. One `eth_call` (a Multicall3 aggregate) per quote reads every candidate
 * route — the direct pool and the hop through the wrapped native token — and the reserves
 * of their pools for the price impact. Native ↔ wrapped native is a wrap or unwrap.
 *
 * @param options - Extra deployments and tokens per chain.
 * @param context - The instance's read clients and clock.
 * @returns A `QuoteSource` named `onchain`.
 * @example
 * const source = createOnchainSource({}, { getClient, http, now: Date.now })
 * const quote = await source.getQuote({ chainId: 1, from, to, amount, userAddress })
 */
export function createOnchainSource(
  options: OnchainSourceOptions,
  context: QuoteSourceContext,
): QuoteSource {
  const deployments = { ...uniswapV2Deployments, ...options.deployments }
  const v3Deployments = { ...uniswapV3Deployments, ...options.v3Deployments }

  async function use(chainId: number): Promise<{
    client: PublicClient
    v2: UniswapV2Deployment | undefined
    v3: UniswapV3Deployment | undefined
    wrappedNative: UniswapV2Deployment['wrappedNative']
    /** Who is approved when a quote names no spender. */
    router: string
  }> {
    const v2 = deployments[chainId]
    const v3 = v3Deployments[chainId]
    const any = v2 ?? v3
    const client = any ? await context.getClient(chainId) : undefined
    if (!any || !client) throw new SwapNetworkNotSupportedError(chainId)
    return { client, v2, v3, wrappedNative: any.wrappedNative, router: any.router }
  }

  const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const toPathToken = (token: string, wrapped: string) =>
    getAddress(isNativeToken(token) ? wrapped : token)

  function pairAddress(deployment: UniswapV2Deployment, a: Address, b: Address): Address {
    const [token0, token1] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
    return getContractAddress({
      opcode: 'CREATE2',
      from: getAddress(deployment.factory),
      salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
      bytecodeHash: deployment.pairInitCodeHash,
    })
  }

  function checkToken(address: string, chainId: number) {
    if (!isNativeToken(address) && !isAddress(address, { strict: false }))
      throw new SwapInvalidQuoteError(`Not a token address on chain ${chainId}: ${address}`)
  }

  return {
    name: 'onchain',

    supportsChain: (chainId) => !!(deployments[chainId] ?? v3Deployments[chainId]),

    async getTokens({ chainId }) {
      const { client, wrappedNative } = await use(chainId)
      const native = client.chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      const tokens: SwapToken[] = [
        { address: nativeTokenAddress, ...native, verified: true },
        { ...wrappedNative, verified: true },
        ...(options.tokens?.[chainId] ?? []),
        ...(popularTokens[chainId] ?? []),
      ]
      const seen = new Set<string>()
      return tokens.filter((token) => {
        const key = token.address.toLowerCase()
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
    },

    async getQuote({ chainId, from, to, amount, kind = 'exactIn' }) {
      checkToken(from, chainId)
      checkToken(to, chainId)
      const { client, v2, v3, wrappedNative } = await use(chainId)
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
            path.slice(1).map((token, index) => pairAddress(v2, path[index]!, token)),
          )
        : []
      const v3Routes = v3 ? listV3Routes(v3, start, end, hub) : []
      const poolKeys = new Map<Address, { a: Address; b: Address; fee: number }>()
      if (v3)
        for (const route of v3Routes)
          route.fees.forEach((fee, index) => {
            const a = route.tokens[index]!
            const b = route.tokens[index + 1]!
            poolKeys.set(v3PoolAddress(v3, a, b, fee), { a, b, fee })
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
            (pair) =>
              ({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }) as const,
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
        const amounts = readAmounts(result.result, path.length, amount, exactOut)
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
            chosen.amountIn,
            chosen.amountOut,
            (a, b, fee) => sqrtPrices.get(v3PoolAddress(v3!, a, b, fee)),
          )
        : computePriceImpact(chosen.tokens, chosen.amountIn, chosen.amountOut, (a, b) => {
            const found = reserves.get(pairAddress(v2!, a, b))
            if (!found) return undefined
            return a.toLowerCase() < b.toLowerCase() ? found : [found[1], found[0]]
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
    },

    async getAllowance({ chainId, token, owner, spender }) {
      const { client, router } = await use(chainId)
      return readAllowance(client, { token, owner, spender: spender ?? router })
    },

    async buildApprove({ chainId, token, spender, amount }) {
      const { router } = await use(chainId)
      return approveTransaction({ token, spender: spender ?? router, amount })
    },

    async buildSwap({ quote, userAddress, slippage }) {
      const { v2, v3, wrappedNative } = await use(quote.chainId)
      const wrapped = wrappedNative.address
      if (isNativeToken(quote.from) && sameAddress(quote.to, wrapped))
        return {
          to: getAddress(wrapped),
          value: quote.amountIn,
          data: encodeFunctionData({ abi: wrappedNativeAbi, functionName: 'deposit' }),
        }
      if (sameAddress(quote.from, wrapped) && isNativeToken(quote.to))
        return {
          to: getAddress(wrapped),
          value: 0n,
          data: encodeFunctionData({
            abi: wrappedNativeAbi,
            functionName: 'withdraw',
            args: [quote.amountIn],
          }),
        }
      const path = (quote.route ?? [quote.from, quote.to]).map((token) =>
        toPathToken(token, wrapped),
      )
      if (quote.fees) {
        if (!v3 || quote.fees.length !== path.length - 1)
          throw new SwapInvalidQuoteError(`No Uniswap V3 route on chain ${quote.chainId}`)
        return buildV3Swap({
          deployment: v3,
          quote,
          route: { tokens: path, fees: quote.fees },
          userAddress,
          slippage,
          now: context.now(),
        })
      }
      if (!v2) throw new SwapInvalidQuoteError(`No Uniswap V2 route on chain ${quote.chainId}`)
      const recipient = getAddress(userAddress)
      const deadline = BigInt(Math.floor(context.now() / 1000) + swapDeadline)
      const router = getAddress(v2.router)
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
    },

    async getGasPrice({ chainId }) {
      const served = !!(deployments[chainId] ?? v3Deployments[chainId])
      const client = served ? await context.getClient(chainId) : undefined
      if (!client) throw new GasPriceNotSupportedError(chainId)
      try {
        const price = await client.getGasPrice()
        if (price > 0n) return price
      } catch (error) {
        throw new GasPriceNotSupportedError(chainId, { cause: error })
      }
      throw new GasPriceNotSupportedError(chainId)
    },
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

/**
 * How much worse the route pays than its pools' spot price (after their 0.3 % fee), as a
 * fraction; undefined when a pool's reserves are unknown.
 */
function computePriceImpact(
  path: readonly Address[],
  amountIn: bigint,
  amountOut: bigint,
  getReserves: (a: Address, b: Address) => readonly [bigint, bigint] | undefined,
): number | undefined {
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
