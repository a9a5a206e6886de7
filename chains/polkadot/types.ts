import type {
  CaipNetworkId,
  ChainAdapter,
  ChainContext,
  Network,
  SendTransferParameters,
  TransferEstimate,
  TransferParameters,
  WaitMap,
} from 'gangway/kernel'
import type { PolkadotNetwork } from './defineNetwork.js'

/** Options of `polkadot()`. */
export type PolkadotOptions = {
  /** The networks the host supports (made with `definePolkadotNetwork`); the first is the default. */
  networks: readonly PolkadotNetwork[]
  /** JSON-RPC URL per network (CAIP id or genesis-hash id) replacing the network's own. */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** The dapp name extensions show when asked to enable; default the host's `metadata.name`. */
  dappName?: string | undefined
  /** How long a silent reconnect waits for the extension to inject itself, in ms. Default 500. */
  registrationTimeout?: number | undefined
  /** How often a sent transfer's finality is checked, in ms. Default 2000. */
  pollingInterval?: number | undefined
  /** How long a sent transfer may take to be finalized before Send gives up, in ms. Default 120000. */
  finalityTimeout?: number | undefined
}

// --- the injected-extension interface (`window.injectedWeb3`, as @polkadot/extension-dapp reads it)

/** An account an extension shares. Untrusted: every field is checked before use. */
export type InjectedAccount = {
  address: string
  genesisHash?: string | null | undefined
  name?: string | undefined
  type?: string | undefined
}

/** The payload `signer.signPayload` signs (polkadot.js `SignerPayloadJSON`): hex strings. */
export type SignerPayloadJSON = {
  address: string
  blockHash: `0x${string}`
  blockNumber: `0x${string}`
  era: `0x${string}`
  genesisHash: `0x${string}`
  method: `0x${string}`
  nonce: `0x${string}`
  specVersion: `0x${string}`
  tip: `0x${string}`
  transactionVersion: `0x${string}`
  signedExtensions: string[]
  version: number
  mode?: number | undefined
  metadataHash?: `0x${string}` | undefined
  withSignedTransaction?: boolean | undefined
}

/** What `signer.signRaw` signs; `type: 'bytes'` for messages. */
export type SignerPayloadRaw = { address: string; data: `0x${string}`; type: 'bytes' | 'payload' }

/** A signer's answer: `signature` is a SCALE `MultiSignature` (type byte + bytes), hex. */
export type SignerResult = { id: number; signature: string; signedTransaction?: string | undefined }

/** What `enable(dappName)` resolves to. */
export type InjectedExtension = {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe?(callback: (accounts: InjectedAccount[]) => void): () => void
  }
  signer: {
    signPayload?(payload: SignerPayloadJSON): Promise<SignerResult>
    signRaw?(raw: SignerPayloadRaw): Promise<SignerResult>
  }
}

/** One entry of `window.injectedWeb3`. */
export type InjectedWindowProvider = {
  enable(dappName: string): Promise<InjectedExtension>
  version?: string | undefined
}

/**
 * The polkadot namespace of a relay session (WalletConnect's `SessionNamespaceProvider`),
 * typed here by shape so the chain does not depend on the plugin.
 */
export type PolkadotSessionProvider = {
  readonly methods?: readonly string[] | undefined
  getAccounts(): readonly { address: string }[]
  request(args: { method: string; params?: unknown }, chain?: CaipNetworkId): Promise<unknown>
}

/** Where a connector's wallet lives: an injected extension or a relay session. */
export type WalletSource =
  | { kind: 'injected'; provider: InjectedWindowProvider }
  | { kind: 'session'; provider: PolkadotSessionProvider }

/** Wallets found by discovery, by connector id. */
export type WalletRegistry = WaitMap<WalletSource>

/** One wallet behind one connector, whatever its API: the adapter talks only to this. */
export type PolkadotWalletClient = {
  /** The accounts' 32-byte public keys, 0x hex; may prompt (an extension's `enable`). */
  getAccounts(): Promise<readonly string[]>
  /** Signs an extrinsic payload; resolves with the SCALE `MultiSignature`, hex. */
  signPayload(payload: SignerPayloadJSON, network: PolkadotNetwork): Promise<`0x${string}`>
  /** Signs a message as `<Bytes>message</Bytes>`; resolves with the wallet's signature, hex. */
  signMessage(
    parameters: { address: string; message: string },
    network: PolkadotNetwork,
  ): Promise<`0x${string}`>
  /** Subscribes to account changes (public keys), when the wallet can tell. */
  watch(onAccounts: (publicKeys: readonly string[]) => void): () => void
}

/** An address's native balance as the chain keeps it (`System.Account`), smallest unit. */
export type PolkadotBalance = {
  /** Free: includes the frozen part. */
  free: bigint
  /** Reserved (held): not spendable, still the account's. */
  reserved: bigint
  /** Frozen (locked, e.g. staking or voting): part of `free` that cannot be moved. */
  frozen: bigint
  /** What a transfer can move before fees: free − max(frozen − reserved, 0), never below 0. */
  transferable: bigint
  /** free + reserved. */
  total: bigint
  /** The account's next transaction index. */
  nonce: number
}

/** A balance with what Send can move: `getBalanceDetail`. */
export type PolkadotBalanceDetail = PolkadotBalance & {
  /** `Balances.ExistentialDeposit`: a keep-alive transfer leaves at least this; unknown when the runtime could not be read. */
  existentialDeposit: bigint | undefined
  /** What a keep-alive transfer can move before its fee: free − max(frozen − reserved, existential deposit). */
  spendable: bigint
}

/** What the adapter's functions share: the `ChainContext` plus the adapter's own helpers. */
export type PolkadotContext = ChainContext<WalletSource> & {
  options: PolkadotOptions
  watchers: Map<string, () => void>
  getClient(connectorId: string): PolkadotWalletClient
  getNetwork(caipNetworkId: CaipNetworkId): PolkadotNetwork
  getRpcUrl(network: Network): string
}

/** The polkadot adapter: the kernel's `ChainAdapter` plus the chain's own reads. */
export type PolkadotAdapter = ChainAdapter & {
  namespace: 'polkadot'
  /** The native balance with its parts (free, reserved, frozen, transferable). */
  getBalance(parameters: { address: string; network: Network }): Promise<PolkadotBalance>
  /** The balance's parts, the existential deposit and what a keep-alive transfer can move. */
  getBalanceDetail(parameters: {
    address: string
    network: Network
  }): Promise<PolkadotBalanceDetail>
  estimateTransfer(parameters: TransferParameters): Promise<TransferEstimate>
  sendTransfer(parameters: SendTransferParameters): Promise<string>
}
