// gangway/swap: the eager descriptor only. The Swap view, the quote logic and the sources
// load through `import()` when the visitor first opens Swap. The errors they throw are not
// exported here (each would cost every host bytes up front): narrow on `error.name` —
// SwapNetworkNotSupportedError ('Network not supported for Swaps'), GasPriceNotSupportedError
// ('Network not supported for Gas Price'), SwapNoRouteError, SwapInvalidQuoteError,
// SwapRevertedError (`reason`, `belowMinimum`), SwapUntrustedTransactionError (a source's
// transaction or spender is not its allowed contract).
export {
  defaultSlippage,
  isNativeToken,
  nativeTokenAddress,
  popularSwapSymbols,
  suggestedSwapSymbols,
  swapChainIds,
} from './constants.js'
export type { HostedSourceOptions } from './sources/createHostedSource.js'
export type { OnchainSourceOptions } from './sources/createOnchainSource.js'
export type { ZeroExSourceOptions } from './sources/createZeroExSource.js'
export { hosted } from './sources/hosted.js'
export { onchain } from './sources/onchain.js'
export type { UniswapV2Deployment } from './sources/uniswapV2Deployments.js'
export type { UniswapV3Deployment } from './sources/uniswapV3Deployments.js'
export { zeroEx } from './sources/zeroEx.js'
export { type SwapArguments, type SwapOptions, type SwapPlugin, swap } from './swap.js'
export type {
  AllowanceParameters,
  BuildApproveParameters,
  BuildSwapParameters,
  QuoteParameters,
  QuoteSource,
  QuoteSourceContext,
  QuoteSourceDefinition,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from './types.js'
