import { encodeFunctionData, getAddress, isAddress, type PublicClient } from 'viem'
import { isNativeToken, nativeTokenAddress } from '../constants.js'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
} from '../errors.js'
import type { QuoteSource, QuoteSourceContext, SwapToken } from '../types.js'
import { wrappedNativeAbi } from './abis.js'
import { approveTransaction, readAllowance } from './erc20Calls.js'
import { sameAddress, toPathToken } from './pathTokens.js'
import { popularTokens } from './popularTokens.js'
import { quoteOnchain } from './quoteOnchain.js'
import { buildV2Swap } from './uniswapV2.js'
import { type UniswapV2Deployment, uniswapV2Deployments } from './uniswapV2Deployments.js'
import { buildV3Swap } from './uniswapV3.js'
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

    async getQuote(parameters) {
      checkToken(parameters.from, parameters.chainId)
      checkToken(parameters.to, parameters.chainId)
      return quoteOnchain(await use(parameters.chainId), parameters)
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
      return buildV2Swap({ deployment: v2, quote, path, userAddress, slippage, now: context.now() })
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
