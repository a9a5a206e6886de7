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
import { getGasPrice, multicall, readContract } from 'viem/actions'
import { isNativeToken, nativeTokenAddress, swapDeadline } from '../constants.js'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
  SwapNoRouteError,
} from '../errors.js'
import { maximumSold, minimumReceived } from '../minimumReceived.js'
import type { QuoteSource, QuoteSourceContext, SwapToken } from '../types.js'
import { erc20Abi, uniswapV2PairAbi, uniswapV2RouterAbi, wrappedNativeAbi } from './abis.js'
import { popularTokens } from './popularTokens.js'
import { isUint } from './schemas.js'
import { type UniswapV2Deployment, uniswapV2Deployments } from './uniswapV2Deployments.js'

/** Options of `onchain()`. */
export type OnchainSourceOptions = {
  /** Uniswap V2 deployments by chain id, over (and beside) the built-in table. */
  deployments?: Readonly<Record<number, UniswapV2Deployment>> | undefined
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

  async function use(chainId: number): Promise<{
    client: PublicClient
    deployment: UniswapV2Deployment
  }> {
    const deployment = deployments[chainId]
    const client = deployment ? await context.getClient(chainId) : undefined
    if (!deployment || !client) throw new SwapNetworkNotSupportedError(chainId)
    return { client, deployment }
  }

  const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const toPathToken = (token: string, deployment: UniswapV2Deployment) =>
    getAddress(isNativeToken(token) ? deployment.wrappedNative.address : token)

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

    supportsChain: (chainId) => chainId in deployments,

    async getTokens({ chainId }) {
      const { client, deployment } = await use(chainId)
      const native = client.chain?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
      const tokens: SwapToken[] = [
        { address: nativeTokenAddress, ...native, verified: true },
        { ...deployment.wrappedNative, verified: true },
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
      const { client, deployment } = await use(chainId)
      if (amount <= 0n) throw new SwapInvalidQuoteError('The amount must be above 0.')
      const wrapped = deployment.wrappedNative.address
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
      const start = toPathToken(from, deployment)
      const end = toPathToken(to, deployment)
      if (sameAddress(start, end)) throw new SwapNoRouteError(from, to)
      const hub = getAddress(wrapped)
      const paths: Address[][] = [[start, end]]
      if (!sameAddress(start, hub) && !sameAddress(end, hub)) paths.push([start, hub, end])
      const pairKeys = paths.flatMap((path) =>
        path.slice(1).map((token, index) => pairAddress(deployment, path[index]!, token)),
      )
      const results = await multicall(client, {
        allowFailure: true,
        multicallAddress: client.chain?.contracts?.multicall3?.address ?? multicall3,
        contracts: [
          ...paths.map(
            (path) =>
              ({
                address: getAddress(deployment.router),
                abi: uniswapV2RouterAbi,
                functionName: exactOut ? 'getAmountsIn' : 'getAmountsOut',
                args: [amount, path],
              }) as const,
          ),
          ...pairKeys.map(
            (pair) =>
              ({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }) as const,
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
      // The best route pays the most out for an exact input, takes the least for an exact output.
      let best: { path: Address[]; amountIn: bigint; amountOut: bigint } | undefined
      let invalid: string | undefined
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
        const amountIn = amounts[0]!
        const amountOut = amounts[amounts.length - 1]!
        if (amountIn <= 0n || amountOut <= 0n) return
        const better = !best || (exactOut ? amountIn < best.amountIn : amountOut > best.amountOut)
        if (better) best = { path, amountIn, amountOut }
      })
      if (!best) {
        if (invalid) throw new SwapInvalidQuoteError(invalid)
        throw new SwapNoRouteError(from, to)
      }
      const priceImpact = computePriceImpact(best.path, best.amountIn, best.amountOut, (a, b) => {
        const pair = pairAddress(deployment, a, b)
        const found = reserves.get(pair)
        if (!found) return undefined
        return a.toLowerCase() < b.toLowerCase() ? found : [found[1], found[0]]
      })
      return {
        ...base,
        amountIn: best.amountIn,
        amountOut: best.amountOut,
        route: best.path.map((token, index) =>
          index === 0 ? from : index === best!.path.length - 1 ? to : token,
        ),
        priceImpact,
        needsApproval: !isNativeToken(from),
        spender: getAddress(deployment.router),
      }
    },

    async getAllowance({ chainId, token, owner, spender }) {
      const { client, deployment } = await use(chainId)
      if (isNativeToken(token)) return 2n ** 256n - 1n
      const value = await readContract(client, {
        address: getAddress(token),
        abi: erc20Abi,
        functionName: 'allowance',
        args: [getAddress(owner), getAddress(spender ?? deployment.router)],
      })
      if (!isUint(value)) throw new SwapInvalidQuoteError(`allowance answered ${String(value)}`)
      return value
    },

    async buildApprove({ chainId, token, spender, amount }) {
      const { deployment } = await use(chainId)
      return {
        to: getAddress(token),
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [getAddress(spender ?? deployment.router), amount],
        }),
      }
    },

    async buildSwap({ quote, userAddress, slippage }) {
      const { deployment } = await use(quote.chainId)
      const wrapped = deployment.wrappedNative.address
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
        toPathToken(token, deployment),
      )
      const recipient = getAddress(userAddress)
      const deadline = BigInt(Math.floor(context.now() / 1000) + swapDeadline)
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
    },

    async getGasPrice({ chainId }) {
      const deployment = deployments[chainId]
      const client = deployment ? await context.getClient(chainId) : undefined
      if (!client) throw new GasPriceNotSupportedError(chainId)
      try {
        const price = await getGasPrice(client)
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
