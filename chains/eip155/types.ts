import type {
  CaipNetworkId,
  ChainAdapter,
  ChainContext,
  ChainPreviewParameters,
  SendTransferParameters as KernelSendTransferParameters,
  Network,
  TransactionPreview,
  TransferEstimate,
  TransferParameters,
  WaitMap,
} from 'gangway/kernel'
import type {
  Address,
  EIP1193Provider,
  Hex,
  PublicClient,
  TransactionReceipt,
  TypedDataDefinition,
  WalletCapabilities,
} from 'viem'
import type { NetworkClient } from './createNetworkClient.js'
import type { GrantedPermissionRecord } from './grantedPermissions.js'
import type { GrantedPermission, PermissionsSupport } from './parsePermissions.js'

/** An ERC-20 token whose balance is read together with the native one. */
export type TokenConfig = {
  /** The token contract. */
  address: string
  /** Shown name; read from the contract when absent. */
  name?: string | undefined
  /** Ticker; read from the contract when absent. */
  symbol?: string | undefined
  /** Read from the contract when absent. Tokens with 0 decimals are dropped (SPEC §3). */
  decimals?: number | undefined
  iconUrl?: string | undefined
}

/** Keys are chain ids (`8453`) or CAIP network ids (`eip155:8453`). */
export type PerNetwork<value> = Readonly<Record<number | CaipNetworkId, value>>

/** Options of `eip155()`. */
export type Eip155Options = {
  /** The networks the host supports; the first is the default. */
  networks: readonly Network[]
  /** RPC URLs that replace a network's public ones, tried in order (fallback). */
  rpcUrls?: PerNetwork<readonly string[]> | undefined
  /** ERC-20 tokens whose balances are shown, per network. */
  tokens?: PerNetwork<readonly TokenConfig[]> | undefined
  /** Rank RPC URLs by a periodic ping (stability 0.7, latency 0.3). Default false. */
  rank?: boolean | undefined
  /** Receipt polling interval in ms (SPEC §9: 4 s). */
  pollingInterval?: number | undefined
  /** How long `reconnect` waits for the wallet's EIP-6963 announcement, in ms. Default 500. */
  announcementTimeout?: number | undefined
}

/** The EIP-1193 provider shape Gangway talks to. */
export type Provider = EIP1193Provider

/** Providers found by discovery, by connector id (rdns, or `injected`). */
/** Providers discovery found, by connector id. */
export type ProviderRegistry = WaitMap<Provider>

/** A transaction's outcome (SPEC §4 "Transaction receipt status"). */
export type ReceiptResult = {
  status: 'success' | 'reverted'
  receipt: TransactionReceipt
  /** Set when the transaction was replaced by another one. */
  replaced?: { reason: 'repriced' | 'cancelled' | 'replaced'; hash: Hex } | undefined
}

/** One call of an EIP-5792 batch. */
export type Call = { to: string; data?: string | undefined; value?: bigint | undefined }

/** What `sendTransaction` sends: a native transfer, an ERC-20 transfer or a contract call. */
export type SendTransactionParameters = {
  connectorId: string
  /** The sending account. */
  address: string
  /** The network to send on; the wallet must be on it. Defaults to the active network. */
  network?: Network | undefined
  /** Recipient (or contract for a call). */
  to: string
  /** Native amount in wei. */
  value?: bigint | undefined
  /** Calldata for a contract call. */
  data?: string | undefined
  /** An ERC-20 transfer of `amount` (smallest unit) to `to` instead of a native one. */
  token?: { address: string; amount: bigint } | undefined
  gas?: bigint | undefined
  type?: 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702' | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  /** Multiplies the estimated base fee (SPEC §9: 1.2); must be at least 1. */
  feeMultiplier?: number | undefined
  accessList?: readonly { address: string; storageKeys: readonly string[] }[] | undefined
  blobVersionedHashes?: readonly string[] | undefined
  nonce?: number | undefined
}

/** The eip155 chain adapter: the kernel's contract plus EVM-only actions. */
export type Eip155Adapter = ChainAdapter & {
  namespace: 'eip155'
  /** Previews a request or a transfer (issue 33): `gangway/preview` on the network's own RPC. */
  previewRequest(parameters: ChainPreviewParameters): Promise<TransactionPreview>
  /** The read client of a configured network (fallback transport, batching, retries). */
  getPublicClient(network: Network): PublicClient
  signTypedData(parameters: {
    connectorId: string
    address: string
    typedData: TypedDataDefinition
  }): Promise<Hex>
  sendTransaction(parameters: SendTransactionParameters): Promise<Hex>
  /** Prices a native or ERC-20 transfer: gas × max fee per gas (or gas price). */
  estimateTransfer(parameters: TransferParameters): Promise<TransferEstimate>
  /** Sends a native or ERC-20 transfer and waits until it is mined (reverted = error). */
  sendTransfer(parameters: KernelSendTransferParameters): Promise<Hex>
  waitForReceipt(parameters: {
    network: Network
    hash: Hex
    timeout?: number | undefined
    pollingInterval?: number | undefined
  }): Promise<ReceiptResult>
  sendCalls(parameters: {
    connectorId: string
    address: string
    network: Network
    calls: readonly Call[]
    capabilities?: Readonly<Record<string, unknown>> | undefined
    forceAtomic?: boolean | undefined
  }): Promise<{ id: string }>
  getCallsStatus(parameters: { connectorId: string; id: string }): Promise<CallsStatus>
  getCapabilities(parameters: {
    connectorId: string
    address: string
  }): Promise<Readonly<Record<number, WalletCapabilities>>>
  /**
   * Whether the connected wallet grants ERC-7715 permissions (sessions) on the network, and
   * in which form; `undefined` when it does not (then do not offer sessions).
   */
  getPermissionsSupport(parameters: {
    connectorId: string
    address: string
    network: Network
  }): Promise<PermissionsSupport | undefined>
  /**
   * Asks the connected wallet for an ERC-7715 permission (SPEC §7), as
   * `wallet_requestExecutionPermissions` or, for wallets of the earlier text,
   * `wallet_grantPermissions`. Throws PermissionsNotSupportedError, UserRejectedRequestError,
   * InvalidWalletDataError.
   */
  requestPermissions(parameters: RequestPermissionsParameters): Promise<GrantedPermission>
  /**
   * The sessions the connected wallet granted this site on the network, not expired: those
   * `requestPermissions` recorded and those a wallet of ERC-7715's current text lists.
   */
  getGrantedPermissions(parameters: {
    connectorId: string
    address: string
    network: Network
  }): Promise<GrantedPermissionRecord[]>
  /**
   * Ends a session in the wallet (`wallet_revokeExecutionPermission`, or
   * `wallet_revokePermissions` for one of the earlier text). Throws UserRejectedRequestError
   * when the visitor refuses.
   */
  revokePermission(permission: GrantedPermissionRecord): Promise<void>
  verifySignature(parameters: {
    network: Network
    address: string
    message: string
    signature: string
  }): Promise<boolean>
  /** Parses a decimal amount ('1.5', '-2') into the smallest unit. */
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  getTransactionExplorerUrl(parameters: { hash: string; network: Network }): string | undefined
  /** The connector's provider, typed. */
  getProvider(parameters: { connectorId: string }): Provider | undefined
}

/** EIP-5792 `wallet_getCallsStatus`, normalised. */
export type CallsStatus = {
  id: string
  status: 'pending' | 'success' | 'failure' | undefined
  statusCode: number
  atomic: boolean
  chainId: number
  receipts: readonly {
    status: 'success' | 'reverted'
    transactionHash: Hex
    blockNumber: bigint
    gasUsed: bigint
  }[]
}

export type { Address, GrantedPermission, GrantedPermissionRecord, PermissionsSupport }

/** What `requestPermissions` asks the wallet for (ERC-7715). */
export type RequestPermissionsParameters = {
  connectorId: string
  /** The connected account that grants the permission. */
  address: string
  network: Network
  /** The dapp's session account (ERC-7710): the one that may act for `address`. */
  to: string
  /** Unix seconds after which the permission ends. */
  expiry: number
  /** What the session may do, e.g. `{ type: 'native-token-allowance', data: { allowance: '0x…' } }`. */
  permission: {
    type: string
    data: Readonly<Record<string, unknown>>
    /** Whether the wallet may grant more or less than asked. Default false. */
    isAdjustmentAllowed?: boolean | undefined
  }
}

/** What every adapter action receives: `defineChain`'s context, the options and per-instance state. */
export type Eip155Context = ChainContext<Provider> & {
  options: Eip155Options
  /** The legacy `window.ethereum` connector's id (`injectedConnectorId`). */
  injectedConnectorId: string
  /**
   * The network's read client (created once), without action decorators: call the actions
   * from `viem/actions` on it. Throws `ChainNotConfiguredError`.
   */
  getClient(network: Network): NetworkClient
  /** The connector's provider. Throws `ConnectorNotFoundError`. */
  getProvider(connectorId: string): Provider
  /** Wallet event subscriptions per connector; each value unsubscribes. */
  watchers: Map<string, () => void>
  /**
   * The provider object each connection was made through. A later EIP-6963 announcement
   * with the same rdns replaces the registry entry, never a live session's provider.
   */
  bound: Map<string, Provider>
  /**
   * Whether a wallet answers `wallet_getAssets` (ERC-7811), by `connectorId:address:chainId`:
   * `false` once it said no or failed, until it disconnects.
   */
  assetDiscovery: Map<string, boolean>
  /** ERC-20 name, symbol and decimals read from the token contract, by `caipNetworkId:token`. */
  tokenMetadata: Map<string, TokenMetadata>
}

/** What a token contract says of itself. */
export type TokenMetadata = { name: string; symbol: string; decimals: number }
