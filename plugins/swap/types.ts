import type { Http } from 'gangway/kernel'
import type { PublicClient } from 'viem'

/** A token a swap can sell or buy. The native coin uses `nativeTokenAddress`. */
export type SwapToken = {
  /** The ERC-20 contract, or `nativeTokenAddress` for the network's coin. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** https: or data: only; anything else is dropped by the view. */
  logoUri?: string | undefined
  /** False for a token read from a pasted address: nobody vouched for it. */
  verified: boolean
}

/** One quote: how much of `to` the source gives for `amountIn` of `from`. */
export type SwapQuote = {
  /** The source's name (`onchain`, `hosted`…): the swap is built by the same source. */
  source: string
  chainId: number
  from: string
  to: string
  /**
   * `exactIn`: `amountIn` is what the visitor typed and `amountOut` the quote; `exactOut`:
   * the other way round, and the swap spends at most `amountIn` plus the slippage.
   */
  kind: SwapKind
  amountIn: bigint
  amountOut: bigint
  /** The token addresses the swap goes through, `from` first (on-chain routes). */
  route?: readonly string[] | undefined
  /**
   * Uniswap V3 routes: the fee tier of each hop (hundredths of a basis point); absent for a
   * Uniswap V2 route.
   */
  fees?: readonly number[] | undefined
  /** How far the pools move against the visitor, 0.01 = 1 %; absent when unknown. */
  priceImpact?: number | undefined
  /** Whether `from` must be approved before the swap (false for the native coin). */
  needsApproval: boolean
  /** Who must be allowed to spend `from`, when the source names it (a router). */
  spender?: string | undefined
}

/** A transaction for the wallet to send. */
export type SwapTransaction = {
  to: string
  data: `0x${string}`
  value: bigint
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
}

/** Which side of a swap the visitor fixed. */
export type SwapKind = 'exactIn' | 'exactOut'

export type QuoteParameters = {
  chainId: number
  from: string
  to: string
  /** In `from`'s smallest unit (`exactIn`, the default), or `to`'s (`exactOut`). */
  amount: bigint
  kind?: SwapKind | undefined
  userAddress: string
  gasPrice?: bigint | undefined
}

export type AllowanceParameters = {
  chainId: number
  token: string
  owner: string
  /** The quote's spender; a hosted source knows its own. */
  spender?: string | undefined
}

export type BuildApproveParameters = AllowanceParameters & {
  /** Exactly what the swap spends (SPEC: exact amount by default, never unlimited). */
  amount: bigint
}

export type BuildSwapParameters = {
  quote: SwapQuote
  userAddress: string
  /** Slippage in percent (SPEC §9: 1). */
  slippage: number
}

/**
 * Where quotes and swap transactions come from (SPEC §7's convert calls are its shape).
 * Every method rejects with `SwapNetworkNotSupportedError` for a chain it does not serve.
 */
export type QuoteSource = {
  readonly name: string
  /** Whether the source serves this chain at all. */
  supportsChain(chainId: number): boolean
  /** The tokens it can swap on the chain, suggested ones first. */
  getTokens(parameters: { chainId: number }): Promise<readonly SwapToken[]>
  getQuote(parameters: QuoteParameters): Promise<SwapQuote>
  getAllowance(parameters: AllowanceParameters): Promise<bigint>
  buildApprove(parameters: BuildApproveParameters): Promise<SwapTransaction>
  buildSwap(parameters: BuildSwapParameters): Promise<SwapTransaction>
  /** Rejects with `GasPriceNotSupportedError` when the chain has no gas price. */
  getGasPrice(parameters: { chainId: number }): Promise<bigint>
}

/** What a source gets from the instance that uses it. */
export type QuoteSourceContext = {
  /** A read client for the chain, or undefined when the host has not configured it. */
  getClient(chainId: number): Promise<PublicClient | undefined>
  /** The kernel's HTTP client (timeouts, retries, zod-checked responses). */
  http: Http
  /** Milliseconds since the epoch (swap deadlines). */
  now(): number
}

/**
 * A quote source as a host lists it in `swap({ sources })`: a name and a loader, so its
 * code downloads only when the visitor first swaps.
 */
export type QuoteSourceDefinition = {
  readonly name: string
  load(context: QuoteSourceContext): Promise<QuoteSource>
}

/** Which step of a swap failed (`swapError`). */
export type SwapStep = 'quote' | 'approve' | 'swap'

declare module 'gangway/kernel' {
  /** The swap plugin's events: hosts listen with `gangway.on('swapSuccess', …)`. */
  interface PluginEvents {
    /** The best quote of the sources for what the visitor asked. */
    swapQuote: { quote: SwapQuote }
    /** The exact approval for the quote's spender was mined. */
    swapApprove: { quote: SwapQuote; hash: string }
    /** The swap was mined and did not revert. */
    swapSuccess: { quote: SwapQuote; hash: string }
    /** A step failed: no route, the wallet refused, or the chain reverted (`error.name`). */
    swapError: { step: SwapStep; error: Error; quote?: SwapQuote | undefined }
  }
}
