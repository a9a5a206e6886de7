// gangway/polkadot: the eager part. Nothing here loads the SCALE codecs or metadata decoding;
// the adapter, which does, loads through `import()` when a visitor first uses a Polkadot wallet.
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  isPolkadotNetwork,
  type PolkadotNetwork,
} from './defineNetwork.js'
// Types only here: the classes, as values for `instanceof`, are the entry
// `gangway/polkadot/errors` (as values in this entry, bundlers keep them in polkadot()'s first
// load: +0.9 KiB gzip, over its 2 KiB budget). The lazy adapter throws those same classes.
export type {
  ChainNotConfiguredError,
  ExistentialDepositError,
  InsufficientFundsError,
  InvalidAddressError,
  PolkadotError,
  RpcError,
  TransactionFailedError,
  TransactionNotFinalizedError,
  UnsupportedRuntimeError,
  UnsupportedWalletMethodError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors.js'
export { kusama } from './networks/kusama.js'
export { polkadot as polkadotRelay } from './networks/polkadot.js'
export { polkadotAssetHub } from './networks/polkadotAssetHub.js'
export { westend } from './networks/westend.js'
export { type PolkadotPlugin, polkadot } from './polkadot.js'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedWindowProvider,
  PolkadotAdapter,
  PolkadotBalance,
  PolkadotBalanceDetail,
  PolkadotOptions,
  PolkadotSessionProvider,
  SignerPayloadJSON,
  SignerPayloadRaw,
  SignerResult,
} from './types.js'
export {
  type PolkadotWalletConnectMethod,
  polkadotWalletConnectEvents,
  polkadotWalletConnectMethods,
} from './walletConnectMethods.js'
