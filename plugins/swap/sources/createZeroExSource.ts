import { getAddress, isAddress, type PublicClient } from 'viem'
import * as z from 'zod/mini'
import { isNativeToken, nativeTokenAddress } from '../constants.js'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
  SwapNoRouteError,
  SwapUntrustedTransactionError,
} from '../errors.js'
import { minimumReceived } from '../minimumReceived.js'
import type { QuoteParameters, QuoteSource, QuoteSourceContext } from '../types.js'
import { approveTransaction, readAllowance } from './erc20Calls.js'
import { integerString } from './schemas.js'

/** Options of `zeroEx()`. */
export type ZeroExSourceOptions = {
  /** The host's 0x API key, sent as the `0x-api-key` header. */
  apiKey: string
  /** The API's base URL (or the host's proxy in front of it). Default `https://api.0x.org`. */
  url?: string | undefined
  /** Chain ids to ask the API about. Default: the SPEC §9 swap networks 0x serves. */
  chainIds?: readonly number[] | undefined
  /**
   * The only contracts a swap may be sent to and approvals may be given to. Default: 0x's
   * AllowanceHolder deployments. Anything else the API answers is refused.
   */
  allowedTargets?: readonly string[] | undefined
}

/** 0x's AllowanceHolder, at one address on every Cancun chain and another on Shanghai ones. */
export const zeroExAllowanceHolders: readonly string[] = [
  '0x0000000000001fF3684f28c67538d4D072C22734',
  '0x0000000000005E88410CcDFaDe4a5EfaE4b49562',
]

/** The SPEC §9 swap networks 0x's Swap API serves. */
export const zeroExChainIds: readonly number[] = [1, 42161, 10, 8453, 56, 137, 43114]

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const integer = integerString
// 0x v2 (`/swap/allowance-holder/price` and `/quote`): only the fields read are checked.
const priceSchema = z.object({
  liquidityAvailable: z.boolean(),
  chainId: z.optional(z.number()),
  sellToken: z.optional(address),
  buyToken: z.optional(address),
  sellAmount: z.optional(integer),
  buyAmount: z.optional(integer),
  minBuyAmount: z.optional(integer),
  allowanceTarget: z.optional(z.nullable(address)),
  issues: z.optional(
    z.object({
      allowance: z.optional(z.nullable(z.object({ spender: address }))),
    }),
  ),
})
const quoteSchema = z.object({
  ...priceSchema.shape,
  transaction: z.optional(
    z.object({
      to: address,
      data: z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/)),
      value: integer,
      gas: z.optional(z.nullable(integer)),
    }),
  ),
})
type Price = z.infer<typeof priceSchema>

/**
 * An aggregator source on 0x's Swap API v2 (AllowanceHolder flow) with the host's API key.
 * Every answer is checked against what was asked — chain, tokens, amount — and a swap or an
 * approval may only go to the allowed AllowanceHolder; anything else is refused with a typed
 * error before the wallet sees it. Exact-output swaps are not offered (the API sells an exact
 * amount only).
 *
 * @param options - The API key, URL, chains and allowed targets.
 * @param context - The instance's HTTP client, read clients and clock.
 * @returns A `QuoteSource` named `0x`.
 * @example
 * const source = createZeroExSource({ apiKey: 'key' }, context)
 */
export function createZeroExSource(
  options: ZeroExSourceOptions,
  context: QuoteSourceContext,
): QuoteSource {
  const base = (options.url ?? 'https://api.0x.org').replace(/\/+$/, '')
  const chainIds = options.chainIds ?? zeroExChainIds
  const allowed = new Set(
    (options.allowedTargets ?? zeroExAllowanceHolders).map((target) => target.toLowerCase()),
  )
  const supportsChain = (chainId: number) => chainIds.includes(chainId)
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  const checkAllowed = (target: string, what: string) => {
    if (!allowed.has(target.toLowerCase()))
      throw new SwapUntrustedTransactionError(`The API named ${target} as ${what}`)
  }
  const client = async (chainId: number): Promise<PublicClient> => {
    const found = supportsChain(chainId) ? await context.getClient(chainId) : undefined
    if (!found) throw new SwapNetworkNotSupportedError(chainId)
    return found
  }

  async function ask(
    path: 'price' | 'quote',
    parameters: QuoteParameters & { slippage?: number | undefined },
  ): Promise<z.infer<typeof quoteSchema>> {
    const { chainId, from, to, amount, userAddress } = parameters
    const answer = await context.http
      .request(`${base}/swap/allowance-holder/${path}`, {
        query: {
          chainId,
          sellToken: from,
          buyToken: to,
          sellAmount: amount.toString(),
          taker: userAddress,
          slippageBps:
            parameters.slippage === undefined ? undefined : Math.round(parameters.slippage * 100),
        },
        headers: { '0x-api-key': options.apiKey, '0x-version': 'v2' },
        schema: quoteSchema,
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'ValidationError')
          throw new SwapInvalidQuoteError(error.message, { cause: error })
        throw error
      })
    check(answer, parameters)
    return answer
  }

  /** The answer is about what was asked, or it is refused. */
  function check(answer: Price, { chainId, from, to, amount }: QuoteParameters): void {
    if (!answer.liquidityAvailable) throw new SwapNoRouteError(from, to)
    if (answer.chainId !== undefined && answer.chainId !== chainId)
      throw new SwapInvalidQuoteError(
        `The API answered for chain ${answer.chainId}, not ${chainId}`,
      )
    const token = (value: string | undefined, asked: string, side: string) => {
      if (value === undefined || !same(value, asked))
        throw new SwapInvalidQuoteError(`The API ${side} ${value ?? 'nothing'}, not ${asked}`)
    }
    token(answer.sellToken, isNativeToken(from) ? nativeTokenAddress : from, 'sells')
    token(answer.buyToken, isNativeToken(to) ? nativeTokenAddress : to, 'buys')
    if (answer.sellAmount === undefined || BigInt(answer.sellAmount) !== amount)
      throw new SwapInvalidQuoteError(
        `The API sells ${answer.sellAmount ?? 'nothing'}, not ${amount}`,
      )
    if (answer.buyAmount === undefined || BigInt(answer.buyAmount) <= 0n)
      throw new SwapNoRouteError(from, to)
  }

  const spenderOf = (answer: Price) =>
    answer.allowanceTarget ?? answer.issues?.allowance?.spender ?? undefined

  return {
    name: '0x',
    supportsChain,

    // The API lists no tokens: the pickers show the other sources' lists and pasted addresses.
    async getTokens({ chainId }) {
      if (!supportsChain(chainId)) throw new SwapNetworkNotSupportedError(chainId)
      return []
    },

    async getQuote(parameters) {
      const { chainId, from, to, kind } = parameters
      if (!supportsChain(chainId)) throw new SwapNetworkNotSupportedError(chainId)
      for (const token of [from, to])
        if (!isNativeToken(token) && !isAddress(token, { strict: false }))
          throw new SwapInvalidQuoteError(`Not a token address on chain ${chainId}: ${token}`)
      if (kind === 'exactOut') throw new SwapNoRouteError(from, to)
      const answer = await ask('price', parameters)
      const needsApproval = !isNativeToken(from)
      const spender =
        spenderOf(answer) ?? [...(options.allowedTargets ?? zeroExAllowanceHolders)][0]!
      if (needsApproval) checkAllowed(spender, 'the spender')
      return {
        source: '0x',
        chainId,
        kind: 'exactIn',
        from,
        to,
        amountIn: parameters.amount,
        amountOut: BigInt(answer.buyAmount!),
        needsApproval,
        spender: getAddress(spender),
      }
    },

    async getAllowance({ chainId, token, owner, spender }) {
      if (isNativeToken(token)) return 2n ** 256n - 1n
      if (!spender) throw new SwapUntrustedTransactionError('No spender to read the allowance of')
      checkAllowed(spender, 'the spender')
      return readAllowance(await client(chainId), { token, owner, spender })
    },

    async buildApprove({ chainId, token, spender, amount }) {
      if (!supportsChain(chainId)) throw new SwapNetworkNotSupportedError(chainId)
      if (!spender) throw new SwapUntrustedTransactionError('No spender to approve')
      checkAllowed(spender, 'the spender')
      return approveTransaction({ token, spender, amount })
    },

    async buildSwap({ quote, userAddress, slippage }) {
      const parameters = {
        chainId: quote.chainId,
        from: quote.from,
        to: quote.to,
        amount: quote.amountIn,
        userAddress,
        slippage,
      }
      if (!supportsChain(quote.chainId)) throw new SwapNetworkNotSupportedError(quote.chainId)
      const answer = await ask('quote', parameters)
      const transaction = answer.transaction
      if (!transaction) throw new SwapInvalidQuoteError('The API sent no transaction')
      checkAllowed(transaction.to, 'the swap contract')
      const spender = spenderOf(answer)
      if (spender && !isNativeToken(quote.from)) checkAllowed(spender, 'the spender')
      // It must send what was asked and promise at least the minimum shown at this slippage.
      const value = BigInt(transaction.value)
      const expectedValue = isNativeToken(quote.from) ? quote.amountIn : 0n
      if (value !== expectedValue)
        throw new SwapInvalidQuoteError(`The swap sends ${value} of the coin, not ${expectedValue}`)
      const minimum = minimumReceived(quote.amountOut, slippage)
      const promised = BigInt(answer.minBuyAmount ?? answer.buyAmount ?? '0')
      if (promised < minimum)
        throw new SwapInvalidQuoteError(`The swap promises ${promised}, below the ${minimum} shown`)
      return {
        to: getAddress(transaction.to),
        data: transaction.data as `0x${string}`,
        value,
      }
    },

    async getGasPrice({ chainId }) {
      if (!supportsChain(chainId)) throw new GasPriceNotSupportedError(chainId)
      const found = await context.getClient(chainId)
      if (!found) throw new GasPriceNotSupportedError(chainId)
      const price = await found.getGasPrice().catch((error: unknown) => {
        throw new GasPriceNotSupportedError(chainId, { cause: error })
      })
      if (price <= 0n) throw new GasPriceNotSupportedError(chainId)
      return price
    },
  }
}
