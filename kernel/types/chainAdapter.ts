import type { ConnectResult, DirectoryWallet } from './connection.js'
import type { CaipNetworkId, Namespace, Network } from './network.js'
import type { ChainPreviewParameters, TransactionPreview } from './preview.js'
import type {
  SendTransferParameters,
  TokenBalance,
  TransferEstimate,
  TransferParameters,
} from './transfer.js'

/**
 * A chain plugin's implementation, loaded lazily the first time it is needed.
 * Connectors read the same way as wagmi's: connect, disconnect, reconnect, switch.
 * Transfers, units and explorer links are what Send and Receive use, whatever the chain.
 */
export type ChainAdapter = {
  namespace: Namespace
  /** Asks the wallet for accounts (may prompt the visitor). */
  connect(parameters: {
    connectorId: string
    caipNetworkId?: CaipNetworkId | undefined
  }): Promise<ConnectResult>
  /** Restores a previous connection without prompting; `null` when the wallet no longer allows it. */
  reconnect(parameters: { connectorId: string }): Promise<ConnectResult | null>
  disconnect(parameters: { connectorId: string }): Promise<void>
  switchNetwork(parameters: { connectorId: string; network: Network }): Promise<void>
  getBalances(parameters: { address: string; network: Network }): Promise<readonly TokenBalance[]>
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
  }): Promise<string>
  /** A provider in the namespace's native shape (EIP-1193 for eip155) for the connector. */
  getProvider(parameters: { connectorId: string }): unknown
  validateAddress(address: string): boolean
  /**
   * Builds the transfer as it would be sent and prices it. Absent on a chain that cannot
   * send (Send then says 'Unsupported chain').
   */
  estimateTransfer?(parameters: TransferParameters): Promise<TransferEstimate>
  /**
   * Sends a transfer through the connector's wallet; resolves with its hash once the chain
   * took it (mined and not reverted, confirmed, or broadcast: the chain's own notion).
   */
  sendTransfer?(parameters: SendTransferParameters): Promise<string>
  /**
   * What a request (or a transfer) will do to the visitor's assets, simulated on the network's
   * own RPC where the chain can (issue 33). Optional: `previewRequest(kernel, …)` answers a
   * preview of confidence `unknown` for a chain without it. Load its code lazily.
   */
  previewRequest?(parameters: ChainPreviewParameters): Promise<TransactionPreview>
  /** Parses a decimal amount ('1.5') into the smallest unit of an asset with `decimals`. */
  parseUnits(value: string, decimals: number): bigint
  /** Formats an amount in the smallest unit as a full-precision decimal string. */
  formatUnits(value: bigint, decimals: number): string
  /** Explorer link for an address, when the network has an explorer. */
  getAddressExplorerUrl(parameters: { address: string; network: Network }): string | undefined
  /** Explorer link for a transaction, when the network has an explorer. */
  getTransactionExplorerUrl(parameters: { hash: string; network: Network }): string | undefined
  /** Releases listeners; called by `destroy()`. */
  destroy?(): void
}

/** What a chain declares for the plugins around it, so none of them lists namespaces. */
export type ChainMetadata = {
  /** WalletConnect: the methods and events a wallet is asked to allow in this namespace. */
  walletConnect?: { methods: readonly string[]; events: readonly string[] } | undefined
  /** Wallets of this chain for the bundled directory, merged with it by `id`. */
  wallets?: readonly DirectoryWallet[] | undefined
}
