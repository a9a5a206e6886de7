import type { CaipNetworkId, Http, Kernel, Network } from 'gangway/kernel'

/** What a transfer moved: the native coin, a fungible token or an NFT. */
export type TransferKind = 'native' | 'fungible' | 'erc721' | 'erc1155'

/** One asset movement inside a transaction (SPEC §3 "Transaction record" transfers). */
export type HistoryTransfer = {
  kind: TransferKind
  /** Seen from the account: received, sent, or sent to itself. */
  direction: 'in' | 'out' | 'self'
  from: string
  to: string
  /** In the asset's smallest unit; an NFT's quantity (1 for ERC-721). */
  value: bigint
  /** The token contract or mint; absent for the native coin. */
  token?: string | undefined
  /** Decimals of a fungible token (the native coin's come from the network). */
  decimals?: number | undefined
  symbol?: string | undefined
  name?: string | undefined
  /** An NFT's token id, decimal. */
  tokenId?: string | undefined
  /** SPEC §3 `nft_info`: what the source knows about an NFT, with its spam flag. */
  nft?: { name?: string | undefined; imageUrl?: string | undefined; isSpam: boolean } | undefined
}

/** SPEC §3 status; replaced and dropped only for a transaction this widget watched. */
export type HistoryStatus = 'pending' | 'confirmed' | 'failed' | 'replaced' | 'dropped'

/** SPEC §3 "Transaction record": id, metadata (minedAt, chain) and transfers. */
export type HistoryTransaction = {
  /** The transaction hash (eip155) or signature (solana). */
  id: string
  /** SPEC §3 metadata: when it was mined (ms since the epoch; absent while pending) and where. */
  metadata: { minedAt: number | undefined; chain: CaipNetworkId }
  status: HistoryStatus
  from?: string | undefined
  to?: string | undefined
  /** Nonce (eip155), to tell a replacement from a drop. */
  nonce?: number | undefined
  transfers: readonly HistoryTransfer[]
}

/** One page of history; `cursor` asks for the next (older) one, absent at the end. */
export type HistoryPage = {
  transactions: readonly HistoryTransaction[]
  cursor: string | undefined
}

/** An NFT the account holds. */
export type NftHolding = {
  standard: 'erc721' | 'erc1155'
  contract: string
  tokenId: string
  /** 1 for ERC-721; the balance for ERC-1155. */
  balance: bigint
  /** The collection's name (the contract's `name()`), as text. */
  collection?: string | undefined
  /** `tokenURI(id)` / `uri(id)` as the contract answers it (metadata is read later, lazily). */
  metadataUri?: string | undefined
  /** Filled when the source already knows it (an indexer). */
  name?: string | undefined
  imageUrl?: string | undefined
  isSpam: boolean
}

export type GetTransactionsParameters = {
  address: string
  network: Network
  /** From the previous page; absent for the newest page. */
  cursor?: string | undefined
}

export type GetNftsParameters = { address: string; network: Network }

/**
 * Where history comes from. Every answer is validated before it leaves the source; a
 * source that cannot serve a network says so with `supports`.
 */
export type HistorySource = {
  readonly name: string
  supports(network: Network): boolean
  getTransactions(parameters: GetTransactionsParameters): Promise<HistoryPage>
  /** The account's NFTs, when the source can find them. */
  getNfts?(parameters: GetNftsParameters): Promise<readonly NftHolding[]>
  /** Where a transaction stands now (pending-transaction polling, SPEC §4). */
  getStatus?(parameters: {
    network: Network
    id: string
    from?: string | undefined
    nonce?: number | undefined
  }): Promise<HistoryStatus>
}

/** A transaction this widget sent, as the history plugin remembers it. */
export type SentTransaction = {
  id: string
  caipNetworkId: CaipNetworkId
  from: string
  /** When it was sent, ms since the epoch. */
  at: number
}

/** What a source gets from the instance that uses it. */
export type HistorySourceContext = {
  kernel: Kernel
  http: Http
  /** The transactions this widget sent from `address` on the network, newest first. */
  getSent(parameters: { address: string; caipNetworkId: CaipNetworkId }): readonly SentTransaction[]
}

/**
 * A source as a host lists it in `history({ sources })`: a name and a loader, so its code
 * downloads only when the visitor first opens a tab.
 */
export type HistorySourceDefinition = {
  readonly name: string
  load(context: HistorySourceContext): Promise<HistorySource>
}

/** What the lazily loaded views and services read of the host's options. */
export type HistorySettings = {
  sources: readonly HistorySourceDefinition[]
  ipfsGateway: string
  metadataTimeout: number
}

declare module 'gangway/kernel' {
  interface RpcMethods {
    /** The history plugin's settings, for its lazily loaded views and services. */
    history_settings: { params: undefined; result: HistorySettings }
  }
}
