// gangway/solana: the eager part. Nothing here imports @solana/kit at runtime; the adapter,
// which does, loads through `import()` from the descriptor's `load()`.
export {
  type DefineSolanaNetworkParameters,
  defineSolanaNetwork,
  type SolanaNetwork,
} from './defineSolanaNetwork.js'
export {
  AccountNotFoundError,
  ClusterNotConfiguredError,
  ConfirmationTimeoutError,
  InvalidAddressError,
  InvalidAmountError,
  RpcRequestError,
  TokenMintNotFoundError,
  TransactionExpiredError,
  TransactionFailedError,
  UserRejectedRequestError,
  WalletFeatureNotSupportedError,
  WalletRequestError,
} from './errors.js'
export { solanaDevnet } from './networks/solanaDevnet.js'
export { solanaLocalnet } from './networks/solanaLocalnet.js'
export { solanaMainnet } from './networks/solanaMainnet.js'
export { solanaTestnet } from './networks/solanaTestnet.js'
export { type SolanaPlugin, solana } from './solana.js'
export { toWalletChain } from './toWalletChain.js'
export type {
  Commitment,
  PerNetwork,
  SendOptions,
  SendTransactionParameters,
  SolanaAdapter,
  SolanaOptions,
  SolanaProvider,
  StandardWallet,
  TokenConfig,
  WalletAccount,
} from './types.js'
export {
  solanaCaipNetworkIds,
  solanaWalletConnectEvents,
  solanaWalletConnectMethods,
} from './walletConnect.js'
