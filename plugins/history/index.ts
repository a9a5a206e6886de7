// gangway/history: the eager descriptor and the source factories. The Activity and NFTs
// views, the sources' code and the schemas load through `import()` when a tab first opens.
export { type HistoryOptions, type HistoryPlugin, history } from './history.js'
export type { ExplorerApiOptions } from './sources/createExplorerApiSource.js'
export type { HostedHistoryOptions } from './sources/createHostedSource.js'
export type { OnchainHistoryOptions } from './sources/createOnchainSource.js'
export { explorerApi } from './sources/explorerApi.js'
export { hosted } from './sources/hosted.js'
export { onchain } from './sources/onchain.js'
export type {
  GetNftsParameters,
  GetTransactionsParameters,
  HistoryPage,
  HistorySource,
  HistorySourceContext,
  HistorySourceDefinition,
  HistoryStatus,
  HistoryTransaction,
  HistoryTransfer,
  NftHolding,
  SentTransaction,
  TransferKind,
} from './types.js'
