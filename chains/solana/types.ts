import type { Rpc, RpcSubscriptions, SolanaRpcApi, SolanaRpcSubscriptionsApi } from '@solana/kit'
import type {
  CaipNetworkId,
  ChainAdapter,
  ChainContext,
  SendTransferParameters as KernelSendTransferParameters,
  Network,
  TransferEstimate,
  TransferParameters,
  WaitMap,
} from 'gangway/kernel'

/** What a transfer costs the sender in lamports, beyond the amount sent. */
export type TransferFeeEstimate = {
  /** `baseFee + rent`: what the sender pays in SOL on top of the amount. */
  fee: bigint
  /** The network's fee for the message (`getFeeForMessage`, else 5000 per signature). */
  baseFee: bigint
  /** The rent-exempt minimum of the receiver's token account the transfer creates; else 0. */
  rent: bigint
}

/** Keys are CAIP-2 ids (`solana:5eykt4…`) or bare references (`5eykt4…`, `localnet`). */
export type PerNetwork<value> = Readonly<Record<string | CaipNetworkId, value>>

/** How an SPL token is shown; tokens without an entry show a shortened mint address. */
export type TokenConfig = {
  /** The mint address. */
  address: string
  name?: string | undefined
  symbol?: string | undefined
  iconUrl?: string | undefined
}

/** Options of `solana()`. */
export type SolanaOptions = {
  /** The clusters the host supports; the first is the default. Default: `[solanaMainnet]`. */
  networks?: readonly Network[] | undefined
  /** An RPC URL list that replaces a network's public one (the first is used). */
  rpcUrls?: PerNetwork<readonly string[]> | undefined
  /** WebSocket URLs for confirmations; default: the network's, or the RPC URL with ws(s):. */
  webSocketUrls?: PerNetwork<string> | undefined
  /** Names, symbols and icons of SPL tokens, per network. */
  tokens?: PerNetwork<readonly TokenConfig[]> | undefined
  /** How long a silent reconnect waits for the wallet to register, in ms. Default 500. */
  registrationTimeout?: number | undefined
  /** Commitment a transfer waits for. Default `confirmed`. */
  commitment?: Commitment | undefined
  /** How long a transfer waits for confirmation, in ms. Default 90 000. */
  confirmationTimeout?: number | undefined
}

export type Commitment = 'processed' | 'confirmed' | 'finalized'

// --- Wallet Standard (the subset Gangway uses, typed here to keep the eager part small) ----

export type WalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array | Readonly<Uint8Array>
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
  readonly label?: string | undefined
  readonly icon?: string | undefined
}

/** A Wallet Standard wallet (`@wallet-standard/base`'s `Wallet`). */
export type StandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: string
  readonly chains: readonly `${string}:${string}`[]
  readonly features: Readonly<Record<`${string}:${string}`, unknown>>
  readonly accounts: readonly WalletAccount[]
}

/** Options of `solana:signAndSendTransaction` (SPEC §6). */
export type SendOptions = {
  /** Skip the node's own simulation before it forwards the transaction. */
  skipPreflight?: boolean | undefined
  preflightCommitment?: Commitment | undefined
  /** How often the node retries forwarding the transaction to the leader. */
  maxRetries?: number | undefined
  /** The minimum slot the node must have reached to evaluate the request. */
  minContextSlot?: number | undefined
}

export type StandardConnectFeature = {
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
}
export type StandardDisconnectFeature = { disconnect(): Promise<void> }
export type StandardEventsFeature = {
  on(
    event: 'change',
    listener: (properties: {
      accounts?: readonly WalletAccount[]
      chains?: readonly string[]
      features?: unknown
    }) => void,
  ): () => void
}
export type SignMessageFeature = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
export type SignTransactionFeature = {
  signTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain?: string
      options?: { preflightCommitment?: Commitment; minContextSlot?: number }
    }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
export type SignAndSendTransactionFeature = {
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: string
      options?: SendOptions
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

/** Wallets found by discovery, by connector id (the wallet's name). */
export type WalletRegistry = WaitMap<StandardWallet>

/**
 * The connected wallet in a shape host code can use (`gangway.getProvider('solana')`).
 * Transactions are wire-format bytes: kit's `getTransactionEncoder().encode(tx)`, or
 * web3.js 1.x `tx.serialize({ requireAllSignatures: false })`.
 */
export type SolanaProvider = {
  /** The Wallet Standard wallet itself, for features Gangway does not wrap. */
  wallet: StandardWallet
  name: string
  icon: string
  /** The connected account's address (base58). */
  address: string
  /** Signs bytes (or UTF-8 text); returns the 64-byte ed25519 signature. */
  signMessage(message: Uint8Array | string): Promise<Uint8Array>
  /** Returns the signed transaction's wire bytes. */
  signTransaction(transaction: Uint8Array): Promise<Uint8Array>
  /** Signs several transactions in one wallet prompt. */
  signAllTransactions(transactions: readonly Uint8Array[]): Promise<Uint8Array[]>
  /** Signs and sends on the active network; returns the base58 signature. */
  signAndSendTransaction(transaction: Uint8Array, options?: SendOptions): Promise<string>
}

/** What `sendTransaction` sends: SOL, or an SPL token (`token`). */
export type SendTransactionParameters = {
  connectorId: string
  /** The sending account (fee payer). */
  address: string
  /** The recipient's wallet address (for tokens: the owner, not a token account). */
  to: string
  /** Lamports, for a SOL transfer. */
  value?: bigint | undefined
  /** An SPL transfer (either token program) of `amount` (smallest unit) of the mint `address`. */
  token?: { address: string; amount: bigint } | undefined
  /** Defaults to the active solana network. */
  network?: Network | undefined
  /** Passed to the wallet's `signAndSendTransaction`. */
  options?: SendOptions | undefined
  /** Wait for this commitment (default: the plugin's, `confirmed`); `false` returns once sent. */
  confirm?: Commitment | false | undefined
}

/** The solana chain adapter: the kernel's contract plus Solana-only actions. */
export type SolanaAdapter = ChainAdapter & {
  namespace: 'solana'
  /** Sends SOL or SPL tokens (creating the recipient's token account when missing). */
  sendTransaction(parameters: SendTransactionParameters): Promise<string>
  /**
   * What a `sendTransaction` costs the sender besides the amount, in lamports: the network
   * fee plus the rent of the receiver's token account when an SPL transfer creates it.
   */
  estimateTransferFee(
    parameters: Pick<SendTransactionParameters, 'to' | 'value' | 'token' | 'network'> & {
      from: string
    },
  ): Promise<TransferFeeEstimate>
  /** Prices a SOL or SPL transfer: the network fee plus any token-account rent. */
  estimateTransfer(parameters: TransferParameters): Promise<TransferEstimate>
  /** Sends SOL or an SPL token and waits until it is confirmed. */
  sendTransfer(parameters: KernelSendTransferParameters): Promise<string>
  /** Signs wire-format transactions without sending them (one prompt for all). */
  signTransactions(parameters: {
    connectorId: string
    address: string
    transactions: readonly Uint8Array[]
    network?: Network | undefined
  }): Promise<Uint8Array[]>
  /** Signs and sends a wire-format transaction through the wallet; returns the signature. */
  signAndSendTransaction(parameters: {
    connectorId: string
    address: string
    transaction: Uint8Array
    network?: Network | undefined
    options?: SendOptions | undefined
  }): Promise<string>
  /**
   * Sends an already signed wire-format transaction through the network's RPC with the
   * `signAndSendTransaction` options; returns the signature (base58).
   */
  sendSignedTransaction(parameters: {
    network: Network
    transaction: Uint8Array
    options?: SendOptions | undefined
  }): Promise<string>
  /** Waits until a signature reaches `commitment`; throws the failure in words. */
  waitForConfirmation(parameters: {
    network: Network
    signature: string
    commitment?: Commitment | undefined
    lastValidBlockHeight?: bigint | undefined
    timeout?: number | undefined
  }): Promise<void>
  /** Parses a decimal amount ('1.5') into the smallest unit. */
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  getTransactionExplorerUrl(parameters: { hash: string; network: Network }): string | undefined
  getProvider(parameters: { connectorId: string }): SolanaProvider | undefined
  /** The cluster's JSON-RPC URL as the adapter reads it (the host's `rpcUrls`, else the network's). */
  getRpcUrl(network: Network): string | undefined
}

/** What every adapter action receives: `defineChain`'s context, the options and per-instance state. */
export type SolanaContext = ChainContext<StandardWallet> & {
  options: SolanaOptions
  /** The connector's wallet. Throws `ConnectorNotFoundError`. */
  getWallet(connectorId: string): StandardWallet
  /** The network's RPC client (created once). Throws `ClusterNotConfiguredError`. */
  getRpc(network: Network): SolanaRpc
  /** Wallet event subscriptions per connector; each value unsubscribes. */
  watchers: Map<string, () => void>
}

/** The RPC of a network: kit's HTTP client and, lazily, its subscriptions client. */
export type SolanaRpc = {
  rpc: Rpc<SolanaRpcApi>
  subscriptions(): RpcSubscriptions<SolanaRpcSubscriptionsApi>
}
