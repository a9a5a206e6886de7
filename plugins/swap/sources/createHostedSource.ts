import { sanitizeText } from 'gangway/kernel'
import * as z from 'zod/mini'
import { isNativeToken } from '../constants.js'
import {
  GasPriceNotSupportedError,
  SwapInvalidQuoteError,
  SwapNetworkNotSupportedError,
  SwapNoRouteError,
} from '../errors.js'
import type { QuoteSource, QuoteSourceContext, SwapToken } from '../types.js'
import { integerString, tokenDecimals, tokenName, tokenSymbol } from './schemas.js'

/** Options of `hosted()`. */
export type HostedSourceOptions = {
  /** The service's base URL; the SPEC §7 paths (`/v1/convert/…`) are appended. */
  url: string
  /** Sent as `projectId` where SPEC §7 lists it. */
  projectId?: string | undefined
  /** Chain ids the service serves; default: every chain it is asked about. */
  chainIds?: readonly number[] | undefined
}

const integer = integerString
const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))
const caipAddress = z.string().check(z.regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/))

const tokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: tokenName,
      symbol: tokenSymbol,
      address: caipAddress,
      decimals: tokenDecimals,
      logoUri: z.optional(z.nullable(z.string())),
    }),
  ),
})
const quotesSchema = z.object({
  quotes: z
    .array(z.object({ fromAmount: integer, toAmount: integer }))
    .check(z.refine((quotes) => quotes.length > 0, 'no quotes')),
})
const allowanceSchema = z.object({ allowance: integer })
const gasPriceSchema = z.object({ standard: integer })
const transactionSchema = z.object({
  tx: z.object({
    to: caipAddress,
    data: hex,
    amount: z.optional(integer),
    value: z.optional(integer),
  }),
})

/**
 * A quote source speaking SPEC §7's convert calls (`/v1/convert/quotes`, `tokens`,
 * `allowance`, `gas-price`, `build-approve`, `build-transaction`) to a service the host
 * runs. Token and user addresses travel as CAIP-10 (`eip155:1:0x…`); every answer is
 * checked with zod before it is used.
 *
 * @param options - The service URL, the project id it expects and the chains it serves.
 * @param context - The instance's HTTP client.
 * @returns A `QuoteSource` named `hosted`.
 * @example
 * const source = createHostedSource({ url: 'https://swap.example' }, context)
 */
export function createHostedSource(
  options: HostedSourceOptions,
  context: QuoteSourceContext,
): QuoteSource {
  const base = options.url.replace(/\/+$/, '')
  const caip = (chainId: number, address: string) => `eip155:${chainId}:${address}`
  const fromCaip = (address: string) => address.split(':')[2] ?? ''
  const supportsChain = (chainId: number) => !options.chainIds || options.chainIds.includes(chainId)
  const check = (chainId: number) => {
    if (!supportsChain(chainId)) throw new SwapNetworkNotSupportedError(chainId)
  }
  const get = <value>(
    path: string,
    query: Record<string, string | undefined>,
    schema: z.ZodMiniType<value>,
  ) => context.http.request(`${base}${path}`, { query, schema }).catch(rethrow)
  const rethrow = (error: unknown): never => {
    if (error instanceof Error && error.name === 'ValidationError')
      throw new SwapInvalidQuoteError(error.message, { cause: error })
    throw error
  }
  // The service's gas hints are not used: the wallet (and the eip155 adapter) estimate.
  const toTransaction = (tx: z.infer<typeof transactionSchema>['tx']) => ({
    to: fromCaip(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
  })

  return {
    name: 'hosted',
    supportsChain,

    async getTokens({ chainId }) {
      check(chainId)
      const { tokens } = await get(
        '/v1/convert/tokens',
        { chainId: `eip155:${chainId}`, projectId: options.projectId },
        tokensSchema,
      )
      return tokens
        .filter((token) => token.address.startsWith(`eip155:${chainId}:`))
        .map(
          (token): SwapToken => ({
            address: fromCaip(token.address),
            // Shown as text only; bidi overrides and control characters are stripped too.
            name: sanitizeText(token.name),
            symbol: sanitizeText(token.symbol, 16),
            decimals: token.decimals,
            logoUri: token.logoUri ?? undefined,
            verified: true,
          }),
        )
        .filter((token) => token.symbol !== '')
    },

    async getQuote({ chainId, from, to, amount, userAddress, gasPrice, kind }) {
      check(chainId)
      // SPEC §7's quotes call prices an input amount only.
      if (kind === 'exactOut') throw new SwapNoRouteError(from, to)
      const { quotes } = await get(
        '/v1/convert/quotes',
        {
          amount: amount.toString(),
          userAddress: caip(chainId, userAddress),
          from: caip(chainId, from),
          to: caip(chainId, to),
          gasPrice: gasPrice?.toString(),
          projectId: options.projectId,
        },
        quotesSchema,
      )
      const quote = quotes[0]!
      if (BigInt(quote.fromAmount) !== amount)
        throw new SwapInvalidQuoteError(`The service quoted ${quote.fromAmount}, not ${amount}`)
      return {
        source: 'hosted',
        chainId,
        kind: 'exactIn',
        from,
        to,
        amountIn: amount,
        amountOut: BigInt(quote.toAmount),
        needsApproval: !isNativeToken(from),
      }
    },

    async getAllowance({ chainId, token, owner }) {
      check(chainId)
      const { allowance } = await get(
        '/v1/convert/allowance',
        {
          tokenAddress: caip(chainId, token),
          userAddress: caip(chainId, owner),
          projectId: options.projectId,
        },
        allowanceSchema,
      )
      return BigInt(allowance)
    },

    async buildApprove({ chainId, token, owner, amount }) {
      check(chainId)
      const { tx } = await get(
        '/v1/convert/build-approve',
        {
          userAddress: caip(chainId, owner),
          from: caip(chainId, token),
          // Not in SPEC §7's list: an exact approval needs it; a service may ignore it.
          amount: amount.toString(),
          projectId: options.projectId,
        },
        transactionSchema,
      )
      return toTransaction(tx)
    },

    async buildSwap({ quote, userAddress, slippage }) {
      check(quote.chainId)
      const { tx } = await context.http
        .request(`${base}/v1/convert/build-transaction`, {
          method: 'POST',
          body: {
            amount: quote.amountIn.toString(),
            eip155: { slippage: String(slippage) },
            projectId: options.projectId,
            from: caip(quote.chainId, quote.from),
            to: caip(quote.chainId, quote.to),
            userAddress: caip(quote.chainId, userAddress),
            disableEstimate: true,
          },
          schema: transactionSchema,
        })
        .catch(rethrow)
      return toTransaction(tx)
    },

    async getGasPrice({ chainId }) {
      if (!supportsChain(chainId)) throw new GasPriceNotSupportedError(chainId)
      const { standard } = await get(
        '/v1/convert/gas-price',
        { chainId: `eip155:${chainId}`, projectId: options.projectId },
        gasPriceSchema,
      )
      if (BigInt(standard) === 0n) throw new GasPriceNotSupportedError(chainId)
      return BigInt(standard)
    },
  }
}
