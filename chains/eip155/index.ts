// gangway/eip155: the eager part. Nothing here imports viem at runtime; the adapter, which
// does, loads through `import()` from the descriptor's `load()`.
export { type DefineNetworkParameters, defineNetwork, type Eip155Network } from './defineNetwork.js'
export { injectedConnectorId } from './discoverWallets.js'
export { type Eip155Plugin, eip155 } from './eip155.js'
export { anvil } from './networks/anvil.js'
export { arbitrum } from './networks/arbitrum.js'
export { avalanche } from './networks/avalanche.js'
export { base } from './networks/base.js'
export { mainnet } from './networks/mainnet.js'
export { optimism } from './networks/optimism.js'
export { polygon } from './networks/polygon.js'
export type {
  Call,
  CallsStatus,
  Eip155Adapter,
  Eip155Options,
  GrantedPermission,
  GrantedPermissionRecord,
  PermissionsSupport,
  PerNetwork,
  Provider,
  ReceiptResult,
  RequestPermissionsParameters,
  SendTransactionParameters,
  TokenConfig,
} from './types.js'
