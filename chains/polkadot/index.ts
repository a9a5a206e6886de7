// gangway/polkadot: the eager part. Nothing here loads the SCALE codecs or metadata decoding;
// the adapter, which does, loads through `import()` when a visitor first uses a Polkadot wallet.
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  isPolkadotNetwork,
  type PolkadotNetwork,
} from './defineNetwork.js'
// Types only: the classes live with the lazy code that throws them, so a host's first load has
// none of them (as values, bundlers keep them in polkadot()'s eager chunk: +0.9 KiB gzip, over
// its 2 KiB budget); narrow on `error.name` or `error.code`, as with every Gangway error.
export type {
  ChainNotConfiguredError,
  ExistentialDepositError,
  InsufficientFundsError,
  InvalidAddressError,
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
