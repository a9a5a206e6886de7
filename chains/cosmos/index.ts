// gangway/cosmos: the eager part. The wallet, REST and protobuf code load through `import()`
// from the descriptor's `load()` when a visitor first uses a Cosmos wallet.
export { type CosmosPlugin, cosmos } from './cosmos.js'
export { type DefineNetworkParameters, defineNetwork } from './defineNetwork.js'
export { injectedConnectorId } from './discoverWallets.js'
// Types only here: the classes, as values for `instanceof`, are the entry `gangway/cosmos/errors`,
// so cosmos()'s first load has none of them. The lazy adapter throws those same classes.
export type {
  BroadcastError,
  ChainNotConfiguredError,
  CosmosError,
  InsufficientFundsError,
  InvalidAddressError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors.js'
export { cosmosHub } from './networks/cosmosHub.js'
export { osmosis } from './networks/osmosis.js'
export type {
  CosmosAdapter,
  CosmosNetwork,
  CosmosOptions,
  CosmosTransferEstimate,
  DirectSignDoc,
  KeplrKey,
  KeplrProvider,
  StdSignature,
} from './types.js'
