// gangway/bip122: the eager part. Nothing here imports bitcoinjs-lib at runtime; the adapter,
// which does, loads through `import()` from the descriptor's `load()`.
export { type Bip122Plugin, bip122 } from './bip122.js'
export { type Bip122ChainId, bip122ChainIds } from './chainIds.js'
export {
  type Bip122Network,
  type BitcoinNetworkKind,
  type DefineNetworkParameters,
  defineNetwork,
} from './defineNetwork.js'
export { injectedConnectorId } from './discoverWallets.js'
export {
  AccountNotFoundError,
  BroadcastError,
  ChainNotConfiguredError,
  InsufficientFundsError,
  InvalidAddressError,
  InvalidPsbtError,
  UnsupportedAddressTypeError,
  UnsupportedWalletMethodError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors.js'
export { btcDecimals, formatBtc } from './formatBtc.js'
export { getNetworkKind } from './getNetworkKind.js'
export { bitcoin } from './networks/bitcoin.js'
export { bitcoinRegtest } from './networks/bitcoinRegtest.js'
export { bitcoinTestnet } from './networks/bitcoinTestnet.js'
export { sighash } from './sighash.js'
export type {
  Bip122Adapter,
  Bip122Options,
  BitcoinAddressPurpose,
  BitcoinBalance,
  BitcoinStandardFeatures,
  InjectedBitcoinProvider,
  InputToSign,
  MessageProtocol,
  PerNetwork,
  SendTransferParameters,
  SignPsbtParameters,
  SignPsbtReturnType,
  Utxo,
} from './types.js'
export {
  type Bip122WalletConnectMethod,
  bip122WalletConnectEvents,
  bip122WalletConnectMethods,
} from './walletConnectMethods.js'
