import type { CaipNetworkId, Network } from './network.js'
import type { RpcRequest } from './rpc.js'
import type { TransferParameters } from './transfer.js'

/**
 * Something about an asset's own data (read from the chain, supplied by its contract) that
 * cannot be trusted as shown: views label the asset instead of showing the value as is.
 */
export type PreviewAssetFlag =
  /** `symbol()` reverted or returned nothing readable. */
  | 'symbolUnreadable'
  /** The symbol or name had characters removed (markup, control or direction marks). */
  | 'symbolAltered'
  /** `decimals()` reverted or returned nothing readable: amounts are raw units. */
  | 'decimalsUnreadable'
  /** `decimals()` answered more than any real token uses: amounts are raw units. */
  | 'decimalsAbsurd'

/** An asset a request moves or lets someone take. Its text comes from the chain, never the request. */
export type PreviewAsset = {
  /** `native` (the network's coin), `token` (fungible), `nft` (ERC-721/1155, a Solana NFT…). */
  kind: 'native' | 'token' | 'nft'
  /** The token's contract or mint address; absent for the native coin. */
  address?: string | undefined
  /** Sanitised text, at most 16 characters; absent when unreadable (see `flags`). */
  symbol?: string | undefined
  /** Sanitised text, at most 40 characters. */
  name?: string | undefined
  /** Absent when unreadable or absurd (see `flags`): amounts are then raw units. */
  decimals?: number | undefined
  /** The NFT's id. */
  tokenId?: bigint | undefined
  flags: readonly PreviewAssetFlag[]
}

/** An amount of an asset that leaves or reaches the visitor. */
export type PreviewChange = {
  asset: PreviewAsset
  /** In the asset's smallest unit, always positive. */
  amount: bigint
  /** The other side (receiver of what is sent, sender of what is received), when known. */
  counterparty?: string | undefined
}

/** A right the request grants someone over the visitor's assets. */
export type PreviewApproval = {
  asset: PreviewAsset
  /** Who may take the asset. */
  spender: string
  /**
   * How much: `amount` (smallest unit; the NFT itself for a single-NFT approval) or `all` (every
   * token of the collection: `setApprovalForAll`).
   */
  scope: 'amount' | 'all'
  /** With scope `amount`: the allowance granted (or added, for `increaseAllowance`). */
  amount?: bigint | undefined
  /** More than the token's whole supply, or a "max" value: the spender may take everything. */
  unlimited: boolean
  /** Unix seconds after which the grant ends (a permit's deadline or expiration). */
  expiresAt?: number | undefined
  /** How it is granted (`seaport`: a signed marketplace order its fulfiller may fill). */
  via: 'approve' | 'increaseAllowance' | 'setApprovalForAll' | 'permit' | 'permit2' | 'seaport'
}

/** What a view warns about, most serious first. */
export type PreviewWarning =
  | { kind: 'willFail'; reason?: string | undefined }
  | { kind: 'unlimitedApproval'; spender: string; asset: PreviewAsset }
  | { kind: 'approvalForAll'; spender: string; asset: PreviewAsset }
  /**
   * A permit (EIP-2612, Permit2, a Seaport order) to a spender the visitor never gave a
   * permission for the asset, as far as the chain shows (`gangway/preview`'s chain check).
   */
  | { kind: 'newSpender'; spender: string; asset: PreviewAsset }
  | { kind: 'untrustedAsset'; asset: PreviewAsset }
  /** A plugin's own check (`Plugin.previewWarnings`): its text, shown as text. */
  | { kind: 'plugin'; plugin: string; level: PluginPreviewWarning['level']; message: string }

/**
 * What a plugin's `previewWarnings` check may say about a request: `danger` (shown with a
 * failure's weight: "this address drained wallets") or `caution`. `message` is in the
 * visitor's language (`kernel.options.locale`), plain text; views never read it as HTML.
 */
export type PluginPreviewWarning = { level: 'danger' | 'caution'; message: string }

/** What a plugin's `previewWarnings` check receives: the request and Gangway's own preview. */
export type PreviewCheckParameters = PreviewRequestParameters & { preview: TransactionPreview }

/** One call or signed message of the request as decoded, for the raw view. */
export type PreviewAction = {
  /** The called contract (or receiver), absent for a signature. */
  to?: string | undefined
  /** Native value sent with the call, smallest unit. */
  value?: bigint | undefined
  /** The decoded function (`approve(address,uint256)`), or the typed data's primary type. */
  functionName?: string | undefined
  /** Decoded arguments, as text. */
  args?: readonly { name: string; value: string }[] | undefined
  /** The raw calldata or JSON, always available one tap away. */
  raw?: string | undefined
}

/**
 * What a request will do to the visitor's assets, shown before they approve it (issue 33):
 * "You send / You receive / You allow / Fee / This will fail: reason". Chain-neutral: a chain
 * adapter's `previewRequest` builds it; `previewRequest(kernel, …)` asks the right one.
 */
export type TransactionPreview = {
  /**
   * `simulated`: the chain ran it (`eth_simulateV1`, Solana `simulateTransaction`) and the
   * changes are what it reported; `decoded`: not run, but every call is one Gangway knows;
   * `unknown`: some call or message is not understood (the raw data is all there is).
   */
  confidence: 'simulated' | 'decoded' | 'unknown'
  /** Assets leaving the visitor ("You send"). */
  send: readonly PreviewChange[]
  /** Assets reaching the visitor ("You receive"). */
  receive: readonly PreviewChange[]
  /** Rights granted over the visitor's assets ("You allow"). */
  allow: readonly PreviewApproval[]
  /** The most the network fee may be, in the native coin. Absent for signatures or when unknown. */
  fee?: { amount: bigint; asset: PreviewAsset } | undefined
  /** Set when the request will fail: the chain's reason when it gave one. */
  failure?: { reason?: string | undefined } | undefined
  warnings: readonly PreviewWarning[]
  actions: readonly PreviewAction[]
}

/** What to preview: a wallet JSON-RPC request, or a transfer Send is about to make. */
export type PreviewTarget =
  | {
      /** e.g. `{ method: 'eth_sendTransaction', params: [tx] }`, `wallet_sendCalls`, `eth_signTypedData_v4`. */
      request: RpcRequest
      transfer?: undefined
    }
  | {
      /** A transfer as `estimateTransfer`/`sendTransfer` take it (Send's preview). */
      transfer: Omit<TransferParameters, 'network' | 'from'>
      request?: undefined
    }

/** What a chain adapter's `previewRequest` receives. */
export type ChainPreviewParameters = PreviewTarget & {
  network: Network
  /** The visitor's address: whose assets the preview is about. */
  from: string
}

export type PreviewRequestParameters = PreviewTarget & {
  /** The network the request runs on; its chain plugin previews it. */
  caipNetworkId: CaipNetworkId
  /** The visitor's address: whose assets the preview is about. */
  from: string
}
