// gangway/onramp: the eager descriptor and the providers' small factories only. The view,
// the providers' code and the quote logic load through `import()` on first use, and so do
// SPEC's onramp constants and the errors (the lazy code shares them; exported here, a
// bundler would put them in every host's first download). Narrow on `error.name`:
// OnrampUrlRefusedError, OnrampPopupBlockedError, OnrampInvalidResponseError.
export {
  type OnrampArguments,
  type OnrampPlugin,
  type OnrampPluginOptions,
  onramp,
} from './onramp.js'
export { onrampReturnParameter } from './onrampSettings.js'
export { type CoinbaseOptions, coinbase } from './providers/coinbase.js'
export { type HostedOnrampOptions, hosted } from './providers/hosted.js'
export { type MoonpayOptions, moonpay } from './providers/moonpay.js'
export type {
  OnrampAmount,
  OnrampNetwork,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPaymentMethod,
  OnrampPaymentMethodLimit,
  OnrampProvider,
  OnrampProviderContext,
  OnrampProviderDefinition,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteParameters,
  OnrampStatus,
  OnrampWidgetParameters,
} from './types.js'
