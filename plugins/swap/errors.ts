import { BaseError, type BaseErrorParameters } from 'gangway/kernel'

/** SPEC §8 'Network not supported for Swaps': no source serves the network. */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError'
  constructor(chainId: number | string, parameters: BaseErrorParameters = {}) {
    super('SWAP_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps', {
      details: `Chain ${chainId}`,
      ...parameters,
    })
  }
}

/** SPEC §8 'Network not supported for Gas Price'. */
export class GasPriceNotSupportedError extends BaseError {
  override name = 'GasPriceNotSupportedError'
  constructor(chainId: number | string, parameters: BaseErrorParameters = {}) {
    super('SWAP_GAS_PRICE_NOT_SUPPORTED', 'Network not supported for Gas Price', {
      details: `Chain ${chainId}`,
      ...parameters,
    })
  }
}

/** No pool (direct or through the wrapped native token) trades the pair. */
export class SwapNoRouteError extends BaseError {
  override name = 'SwapNoRouteError'
  constructor(from: string, to: string, parameters: BaseErrorParameters = {}) {
    super('SWAP_NO_ROUTE', 'No route for this pair. Try another token.', {
      details: `${from} → ${to}`,
      ...parameters,
    })
  }
}

/** A source answered something that is not a quote (a hostile or broken RPC or API). */
export class SwapInvalidQuoteError extends BaseError {
  override name = 'SwapInvalidQuoteError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('SWAP_INVALID_QUOTE', 'The quote could not be read. Try again.', {
      details,
      ...parameters,
    })
  }
}

/**
 * The swap was refused or reverted. `reason` is the contract's revert reason (viem decodes
 * it); `belowMinimum` says the price moved past the slippage (Uniswap's
 * INSUFFICIENT_OUTPUT_AMOUNT), so a fresh quote is the remedy.
 */
export class SwapRevertedError extends BaseError {
  override name = 'SwapRevertedError'
  readonly reason: string | undefined
  readonly belowMinimum: boolean
  constructor(reason: string | undefined, parameters: BaseErrorParameters = {}) {
    const belowMinimum = reason?.includes('INSUFFICIENT_OUTPUT_AMOUNT') ?? false
    super(
      'SWAP_REVERTED',
      belowMinimum
        ? 'The price moved beyond your slippage. Get a fresh quote and try again.'
        : 'The swap failed on chain.',
      { details: reason, ...parameters },
    )
    this.reason = reason
    this.belowMinimum = belowMinimum
  }
}

/**
 * A source's transaction or approval goes to a contract the source may not send to (an
 * aggregator answering with a `to` or spender that is not its allowed router): refused
 * before the wallet sees it.
 */
export class SwapUntrustedTransactionError extends BaseError {
  override name = 'SwapUntrustedTransactionError'
  constructor(details: string, parameters: BaseErrorParameters = {}) {
    super('SWAP_UNTRUSTED_TRANSACTION', 'The swap could not be prepared safely. Try again.', {
      details,
      ...parameters,
    })
  }
}
