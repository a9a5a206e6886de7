import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  Account,
  CaipNetworkId,
  ChainAdapter,
  ChainContext,
  SendTransferParameters as KernelSendTransferParameters,
  Network,
  TokenBalance,
  TransferEstimate,
  TransferParameters,
  WaitMap,
} from 'gangway/kernel'

/** Keys are CAIP network ids (`bip122:000000000933ea01ad0e82f3a5a56a33`) or references. */
export type PerNetwork<value> = Readonly<Record<string, value>>

/** Options of `bip122()`. */
export type Bip122Options = {
  /** The networks the host supports; the first is the default. */
  networks: readonly Network[]
  /**
   * Esplora-compatible API base URL: one for every network, or one per network. Default: the
   * network's own (`rpcUrls.default.http[0]`; mempool.space for mainnet and testnet).
   */
  esploraUrl?: string | PerNetwork<string> | undefined
  /** How long a silent reconnect waits for the wallet to register itself, in ms. Default 500. */
  registrationTimeout?: number | undefined
  /** Confirmation target in blocks for fee estimates (`/fee-estimates`). Default 6. */
  feeTarget?: number | undefined
}

// --- Wallet Standard bitcoin features (ExodusMovement/bitcoin-wallet-standard) ---------------

/** A purpose of a bitcoin:connect account: payments, or holding ordinals/inscriptions. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One transaction input a wallet account is asked to sign. */
export type StandardInputToSign = {
  account: WalletAccount
  signingIndexes: number[]
  sigHash?: number | undefined
}

/** The feature methods Gangway calls; every field is optional because wallets are untrusted. */
export type BitcoinStandardFeatures = {
  'bitcoin:connect'?: {
    version: string
    connect(input: { purposes: BitcoinAddressPurpose[] }): Promise<{
      accounts: readonly WalletAccount[]
    }>
  }
  'bitcoin:signMessage'?: {
    version: string
    signMessage(
      ...inputs: { account: WalletAccount; message: Uint8Array }[]
    ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
  'bitcoin:signTransaction'?: {
    version: string
    signTransaction(
      ...inputs: { psbt: Uint8Array; chain: string; inputsToSign: StandardInputToSign[] }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  /** The same shape as `bitcoin:signTransaction`, under the name some wallets use. */
  'bitcoin:signPsbt'?: {
    version: string
    signPsbt(
      ...inputs: { psbt: Uint8Array; chain: string; inputsToSign: StandardInputToSign[] }[]
    ): Promise<readonly { signedPsbt: Uint8Array }[]>
  }
  'standard:disconnect'?: { version: string; disconnect(): Promise<void> }
  'standard:events'?: {
    version: string
    on(
      event: 'change',
      listener: (properties: { accounts?: readonly WalletAccount[] | undefined }) => void,
    ): () => void
  }
}

/** A UniSat-style injected API (`window.unisat`); OKX, Bitget and others copy its shape. */
export type InjectedBitcoinProvider = {
  requestAccounts(): Promise<string[]>
  getAccounts(): Promise<string[]>
  getPublicKey?(): Promise<string>
  getNetwork?(): Promise<string>
  switchNetwork?(network: string): Promise<unknown>
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<string>
  signPsbt(
    psbtHex: string,
    options?: {
      autoFinalized?: boolean
      toSignInputs?: {
        index: number
        address?: string
        publicKey?: string
        sighashTypes?: number[]
      }[]
    },
  ): Promise<string>
  sendBitcoin?(to: string, satoshis: number, options?: { feeRate?: number }): Promise<string>
  disconnect?(): Promise<void>
  on?(event: string, listener: (payload: unknown) => void): void
  removeListener?(event: string, listener: (payload: unknown) => void): void
}

/**
 * The bip122 namespace of a relay session (WalletConnect's `SessionNamespaceProvider`),
 * typed here by shape so the chain does not depend on the plugin.
 */
export type Bip122SessionProvider = {
  /** The methods the wallet approved; absent = every SPEC §6 method. */
  readonly methods?: readonly string[] | undefined
  /** The session's accounts on its current chain (the first external addresses). */
  getAccounts(): readonly { address: string }[]
  request(args: { method: string; params?: unknown }, chain?: CaipNetworkId): Promise<unknown>
}

/** Where a connector's wallet lives: a Wallet Standard wallet, an injected API, a relay session. */
export type WalletSource =
  | { kind: 'standard'; wallet: Wallet }
  | { kind: 'injected'; provider: InjectedBitcoinProvider }
  | { kind: 'session'; provider: Bip122SessionProvider }

/** Wallets found by discovery, by connector id. */
export type WalletRegistry = WaitMap<WalletSource>

// --- what the adapter works with -----------------------------------------------------------

/** One address a wallet shares, before it becomes a kernel `Account`. */
export type WalletAddress = {
  address: string
  purpose: BitcoinAddressPurpose | undefined
  /** Hex; x-only (32 bytes) for taproot from some wallets. */
  publicKey?: string | undefined
  /** BIP-32 derivation path, when the wallet tells. */
  path?: string | undefined
}

/** A transaction input to sign, as the adapter hands it to a wallet. */
export type InputToSign = {
  address: string
  indexes: readonly number[]
  sighashTypes?: readonly number[] | undefined
}

/** One wallet behind one connector, whatever its API: the adapter talks only to this. */
export type BitcoinWalletClient = {
  /** Asks for payment and ordinals addresses (may prompt). */
  connect(): Promise<WalletAddress[]>
  /** The addresses the wallet shares without a prompt; empty when not authorized. */
  getAddresses(): Promise<WalletAddress[]>
  /** A base64 signature (BIP-137 compact or BIP-322 simple witness). */
  signMessage(parameters: {
    address: string
    message: string
    protocol?: MessageProtocol | undefined
  }): Promise<string>
  signPsbt(parameters: {
    psbt: Uint8Array
    inputs: readonly InputToSign[]
    network: Network
  }): Promise<Uint8Array>
  /** Present when the wallet builds, signs and broadcasts a transfer itself. */
  sendTransfer?:
    | ((parameters: {
        recipient: string
        amount: bigint
        feeRate?: number | undefined
      }) => Promise<string>)
    | undefined
  /** Present when the wallet can change its network. */
  switchNetwork?: ((network: Network) => Promise<void>) | undefined
  /** Subscribes to account changes (`undefined` = re-read) and disconnects. */
  watch(listeners: {
    onAddresses(addresses: WalletAddress[] | undefined): void
    onNetwork(): void
  }): () => void
  disconnect(): Promise<void>
}

/** `ecdsa` = the legacy "Bitcoin Signed Message" (BIP-137); `bip322` = BIP-322 simple. */
export type MessageProtocol = 'ecdsa' | 'bip322'

/** An unspent output as Esplora reports it. */
export type Utxo = {
  txid: string
  vout: number
  /** Satoshis. */
  value: bigint
  confirmed: boolean
  blockHeight?: number | undefined
}

/** An address's balance in satoshis (SPEC §3), from Esplora's chain and mempool stats. */
export type BitcoinBalance = {
  confirmed: bigint
  unconfirmed: bigint
  total: bigint
}

export type SignPsbtParameters = {
  connectorId: string
  /** Base64, hex or raw bytes. */
  psbt: string | Uint8Array
  /**
   * Inputs to sign, by the address that owns them. Default: every input whose spent output
   * pays one of the connection's addresses.
   */
  inputs?: readonly InputToSign[] | undefined
  /** Finalize and broadcast through Esplora's POST /tx after signing. */
  broadcast?: boolean | undefined
  /** Default: the connection's network. */
  network?: Network | undefined
}

export type SignPsbtReturnType = {
  /** The signed PSBT, base64. */
  psbt: string
  /** Set when broadcast. */
  txid?: string | undefined
}

/**
 * A BTC transfer (the kernel's `SendTransferParameters`): `from` defaults to the connection's
 * payment address, `network` to the connection's network; no `token` (Bitcoin has none).
 */
export type SendTransferParameters = Omit<
  KernelSendTransferParameters,
  'from' | 'network' | 'token'
> & {
  /** The paying address; default the connection's payment address. */
  from?: string | undefined
  network?: Network | undefined
  /** Refused with a `ValidationError`: Bitcoin has no tokens. */
  token?: string | undefined
  /** sat/vB; default the estimate's, else Esplora's estimate for `feeTarget` blocks. */
  feeRate?: number | undefined
}

/** The bip122 chain adapter: the kernel's contract plus Bitcoin-only actions. */
export type Bip122Adapter = ChainAdapter & {
  namespace: 'bip122'
  /** Confirmed and unconfirmed balance in satoshis (30 s cache). */
  getBalance(parameters: { address: string; network: Network }): Promise<BitcoinBalance>
  getBalances(parameters: { address: string; network: Network }): Promise<readonly TokenBalance[]>
  signMessage(parameters: {
    connectorId: string
    address: string
    message: string
    protocol?: MessageProtocol | undefined
  }): Promise<string>
  signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtReturnType>
  /**
   * Sends BTC: through the wallet's own transfer when it has one, else a PSBT built from the
   * payment address's UTXOs (Esplora), signed by the wallet and broadcast. Resolves with the
   * txid once broadcast.
   */
  sendTransfer(parameters: SendTransferParameters): Promise<string>
  /**
   * Builds the transfer from the sender's UTXOs at Esplora's fee rate and prices it; an
   * `amount` of 0 prices sending everything (no change), which is what Max leaves.
   */
  estimateTransfer(parameters: TransferParameters): Promise<TransferEstimate>
  /** The connection's addresses (WalletConnect's getAccountAddresses). */
  getAccountAddresses(parameters: { connectorId: string }): readonly Account[]
  getUtxos(parameters: { address: string; network: Network }): Promise<readonly Utxo[]>
  /** sat/vB for confirmation within `target` blocks. */
  getFeeRate(parameters: { network: Network; target?: number | undefined }): Promise<number>
  /** Broadcasts a raw transaction (hex); returns its txid. */
  broadcastTransaction(parameters: { network: Network; hex: string }): Promise<string>
  /** Valid for `network`; default the active bip122 network, else any configured one. */
  validateAddress(address: string, network?: Network): boolean
  getTransactionExplorerUrl(parameters: { hash: string; network: Network }): string | undefined
  parseUnits(value: string, decimals?: number): bigint
  formatUnits(value: bigint, decimals?: number): string
  getProvider(parameters: {
    connectorId: string
  }): Wallet | InjectedBitcoinProvider | Bip122SessionProvider | undefined
}

/** What every adapter action receives: `defineChain`'s context, the options and per-instance state. */
export type Bip122Context = ChainContext<WalletSource> & {
  options: Bip122Options
  /** The connector's wallet client. Throws `ConnectorNotFoundError`. */
  getClient(connectorId: string): BitcoinWalletClient
  /** The configured network, or `ChainNotConfiguredError`. */
  getNetwork(caipNetworkId: CaipNetworkId | string): Network
  /** The Esplora base URL of a network, without a trailing slash. */
  getEsploraUrl(network: Network): string
  /** Wallet event subscriptions per connector; each value unsubscribes. */
  watchers: Map<string, () => void>
}
