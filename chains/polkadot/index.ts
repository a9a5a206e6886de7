// gangway/polkadot: the eager part. Nothing here loads the SCALE codecs or metadata decoding;
// the adapter, which does, loads through `import()` when a visitor first uses a Polkadot wallet.
export {
  type DefinePolkadotNetworkParameters,
  definePolkadotNetwork,
  isPolkadotNetwork,
  type PolkadotNetwork,
} from './defineNetwork.js'
// Values, so a host can narrow with `instanceof` (or on `error.name` / `error.code`); a host that
// does not import them does not load them (the module has no side effects).
export {
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
