// The plugin API's shared types. They are declared in `types/`, one-way: no file there imports
// an implementation, so a kernel file may import any of them without an import circle (a test
// checks it). This file keeps the names every importer already uses.

export type { ChainAdapter, ChainMetadata } from './types/chainAdapter.js'
export type {
  Account,
  AccountType,
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  ConnectorSession,
  ConnectorType,
  ConnectResult,
  DirectoryWallet,
} from './types/connection.js'
export type { Environment } from './types/environment.js'
export type {
  AnalyticsEvent,
  AnalyticsEventName,
  GangwayEventName,
  GangwayEvents,
  KernelEvents,
  PluginEvents,
  ToastVariant,
} from './types/events.js'
export type {
  ChainDescriptor,
  Kernel,
  Plugin,
  PluginOption,
  RpcHandler,
  Slice,
} from './types/kernel.js'
export type { Catalogue, CatalogueLoader, PluginCatalogues } from './types/messages.js'
export type { CaipAddress, CaipNetworkId, Namespace, Network } from './types/network.js'
export type {
  ConnectMethod,
  LogLevel,
  Metadata,
  ThemeMode,
  ThemeVariables,
} from './types/options.js'
export type { RpcMethods, RpcParams, RpcRequest, RpcResult } from './types/rpc.js'
export type { AnySlice, SliceDefinition } from './types/slice.js'
export type { StorageBackend } from './types/storage.js'
export type {
  SendTransferParameters,
  TokenBalance,
  TransferEstimate,
  TransferParameters,
} from './types/transfer.js'
export type { Entry, EntryIcon, EntryImageUrl, ViewLoader, ViewModule } from './types/views.js'
