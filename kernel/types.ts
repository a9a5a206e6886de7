import type { Draft } from 'immer'
import type { ZodMiniType } from 'zod/mini'
import type { entryIcons } from './entryIcons.js'

/**
 * A chain namespace (CAIP-2: 3–8 of `a-z`, `0-9`, `-`), e.g. `eip155`, `solana`, `bip122`.
 * Open: a third-party chain plugin brings its own, checked when the instance starts.
 */
export type Namespace = string

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network a chain plugin can use (SPEC §3 "Network"). */
export type Network = {
  /** Chain reference: a number for eip155, a genesis hash prefix for solana and bip122. */
  id: number | string
  /** Human name, e.g. `Ethereum`. */
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  chainNamespace: Namespace
  caipNetworkId: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string } | undefined
  testnet?: boolean | undefined
}

/** `eoa` and `smartAccount` for eip155/solana, `payment` and `ordinal` for bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One address a wallet exposes (SPEC §3 "Account"). */
export type Account = {
  namespace: Namespace
  address: string
  type: AccountType
  publicKey?: string | undefined
  path?: string | undefined
}

/** SPEC §3 "Connector" types. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'

/** A way to connect a wallet, as the UI lists it. Plain data: safe to keep in the store. */
export type ConnectorInfo = {
  /** Unique inside its namespace, e.g. the EIP-6963 rdns or `walletConnect`. */
  id: string
  name: string
  type: ConnectorType
  namespace: Namespace
  /** https: or data: only; anything else is dropped by the UI. */
  imageUrl?: string | undefined
  rdns?: string | undefined
  /** Id in the wallet directory, when known. */
  explorerId?: string | undefined
}

/**
 * What a plugin that holds one session for several namespaces (a WalletConnect relay
 * session, an embedded wallet) attaches to its connectors with `connectors.attach`. Chain
 * adapters ask it for the wallet when their own discovery does not know the connector; the
 * kernel asks it to end the session when the connector disconnects.
 */
export type ConnectorSession = {
  /**
   * The wallet in the namespace's native shape (EIP-1193 for eip155, a Wallet Standard
   * wallet for solana…), restoring a stored session first when needed; `undefined` when
   * there is no session that covers the namespace.
   */
  getProvider(namespace: Namespace): Promise<unknown>
  /** Ends the session (every namespace it holds). Errors become 'Failed to disconnect'. */
  disconnect?(namespace: Namespace): Promise<void>
  /**
   * What the wallet declared about itself when the session was made (EIP-5792 capabilities
   * by hex chain id, e.g. from a WalletConnect session's CAIP-25 properties), read from the
   * session only: never a request to the wallet. `undefined` when it declared none.
   */
  getCapabilities?(
    namespace: Namespace,
    parameters: { address: string; chainIds: readonly number[] },
  ): Promise<Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined>
}

/**
 * A wallet of the wallet directory (SPEC §3 "Wallet (from the wallet directory)"), also the
 * shape of a host's `customWallets`. Text is shown as text only; links and images that are
 * not https: (or data: images, or a wallet's own deep-link scheme) are dropped.
 */
export type DirectoryWallet = {
  /** The directory's id, e.g. `metamask`, or a 64-hex WalletGuide id. */
  id: string
  name: string
  /** Image id for the directory's `/getWalletImage/{id}`. */
  image_id?: string | null | undefined
  /** An https: or data:image URL (bundled and custom wallets). */
  image_url?: string | null | undefined
  /** EIP-6963 reverse-DNS id, used to recognise an installed wallet. */
  rdns?: string | null | undefined
  /** CAIP-2 network ids the wallet supports, e.g. `eip155:1`. */
  chains?: readonly string[] | null | undefined
  /** Deep link or universal link of the mobile app (`metamask://`, `https://…`). */
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** Where to get the wallet (https: only). */
  homepage?: string | null | undefined
}

/** Connection status per namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A live connection of one connector in one namespace. */
export type Connection = {
  namespace: Namespace
  connector: ConnectorInfo
  accounts: readonly Account[]
  /** The active account's address. */
  address: string
  caipNetworkId: CaipNetworkId
}

/** What an adapter reports after a (re)connect. */
export type ConnectResult = {
  accounts: readonly Account[]
  caipNetworkId: CaipNetworkId
}

/** A balance as shown to the visitor (SPEC §3 "Token balance entry"). */
export type TokenBalance = {
  name: string
  symbol: string
  caipNetworkId: CaipNetworkId
  /** Absent for the native currency. */
  address?: string | undefined
  /** Raw amount in the smallest unit. */
  value: bigint
  decimals: number
  /** Decimal string, full precision. */
  formatted: string
  price?: number | undefined
  iconUrl?: string | undefined
}

/** A transfer of the native coin, or of a token when `token` is set. */
export type TransferParameters = {
  /** The paying address (the connection's active account). */
  from: string
  /** The receiver's address. */
  to: string
  /** In the asset's smallest unit (wei, lamports, satoshis…). */
  amount: bigint
  /** The token's contract or mint address; absent for the native coin. */
  token?: string | undefined
  /**
   * With `token`, the transfer moves this NFT (`amount` of it for an ERC-1155-like token)
   * instead of a fungible amount (eip155: `safeTransferFrom`). A chain whose NFTs are plain
   * tokens (a Solana NFT is a mint with 0 decimals) moves `amount` of `token` as usual.
   */
  nft?: { tokenId: bigint; standard: 'erc721' | 'erc1155' } | undefined
  network: Network
}

/** What a transfer costs the sender besides the amount, in the native coin's smallest unit. */
export type TransferEstimate = {
  /** The most the sender pays besides the amount: the network fee, plus `rent` where charged. */
  fee: bigint
  /** The part of `fee` that opens an account for the receiver (a Solana token account). */
  rent?: bigint | undefined
  /**
   * The chain's own pricing behind `fee` (gas and fee per gas, a fee rate…): given back to
   * `sendTransfer`, so a transfer pays at most the fee the visitor saw.
   */
  quote?: Readonly<Record<string, bigint | number | undefined>> | undefined
}

/** What `sendTransfer` sends: a transfer, through one connector's wallet. */
export type SendTransferParameters = TransferParameters & {
  connectorId: string
  /** The estimate the visitor saw; the transfer pays at most its `fee`. */
  estimate?: TransferEstimate | undefined
}

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

/** The eager part of a chain plugin: its networks and how to load its adapter. */
export type ChainDescriptor = {
  namespace: Namespace
  networks: readonly Network[]
  /** Loads the adapter (a dynamic `import()`); called at most once per instance. */
  load(kernel: Kernel): Promise<ChainAdapter>
  /** The namespace's name as visitors read it (`Bitcoin`): the English `namespace.<id>` message. */
  name?: string | undefined
  /** The type of the accounts a remote session reports in this namespace (default `eoa`). */
  accountType?: AccountType | undefined
  /**
   * What the chain tells other plugins about itself, loaded (`import()`) when one first asks:
   * its WalletConnect methods, its wallets for the directory (e.g. `() => import('./metadata.js')`,
   * a module exporting `walletConnect` and `wallets`).
   */
  metadata?: (() => Promise<ChainMetadata>) | undefined
}

/** What a chain declares for the plugins around it, so none of them lists namespaces. */
export type ChainMetadata = {
  /** WalletConnect: the methods and events a wallet is asked to allow in this namespace. */
  walletConnect?: { methods: readonly string[]; events: readonly string[] } | undefined
  /** Wallets of this chain for the bundled directory, merged with it by `id`. */
  wallets?: readonly DirectoryWallet[] | undefined
}

/** A lazily loaded view module: its default export is the view component. */
export type ViewModule = { default: unknown }
export type ViewLoader = () => Promise<ViewModule>

/** One of the icons an entry may show (`entryIcons`). */
export type EntryIcon = (typeof entryIcons)[number]

/** A plugin's own entry icon: `https:` or `data:image/…` only (drawn as an image). */
export type EntryImageUrl = `https://${string}` | `data:image/${string}`

/** A button a plugin adds to a place in the UI. */
export type Entry = {
  /** Where it appears. `account` = the Account view's feature buttons. */
  where: 'account' | 'connect'
  /**
   * A message key, looked up in the modal's catalogue and then the plugin's own `messages`
   * (so it is translated like any other text); shown as is when no catalogue has it.
   */
  label: string
  /** The view it opens. */
  view: string
  /**
   * Sort key among the entries of its place, lower first (default 100). First-party
   * features use 10–40 (docs/writing-a-plugin.md lists them): pick a number between or after.
   */
  order?: number | undefined
  /**
   * One of `entryIcons` (default `grid`), or the plugin's own image: an `https:` or
   * `data:image/…` URL (an SVG data URL keeps it in the descriptor, with no request).
   */
  icon?: EntryIcon | EntryImageUrl | undefined
  /** Shown only for these namespaces. */
  namespaces?: readonly Namespace[] | undefined
  /** Shown only while the account's connector is of one of these types (e.g. `AUTH`). */
  connectorTypes?: readonly ConnectorType[] | undefined
}

/** A JSON-RPC request handler a plugin provides (e.g. an embedded wallet). */
export type RpcHandler = (request: RpcRequest, kernel: Kernel) => Promise<unknown>

/** A request for `kernel.request`, dispatched to the plugin that handles `method`. */
export type RpcRequest = { method: string; params?: unknown }

/**
 * Typed RPC methods. A plugin that handles a method declares it here, so callers of
 * `kernel.request` get its params and result types:
 *
 * @example
 * declare module 'gangway/kernel' {
 *   interface RpcMethods { tip_send: { params: [amount: number]; result: number } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface RpcMethods {}

/** The result type of a method: declared in `RpcMethods`, else `unknown`. */
export type RpcResult<method extends string> = method extends keyof RpcMethods
  ? RpcMethods[method] extends { result: infer result }
    ? result
    : unknown
  : unknown

/** The params type of a method: declared in `RpcMethods`, else `unknown`. */
export type RpcParams<method extends string> = method extends keyof RpcMethods
  ? RpcMethods[method] extends { params: infer params }
    ? params
    : unknown
  : unknown

/** A plugin's state slice, as written in `definePlugin({ slice })` or `defineSlice`. */
export type SliceDefinition<state = unknown> = {
  /** Key in `state.slices` and in storage; the plugin's name by default. */
  name?: string | undefined
  initial: state
  /** When given, the slice is persisted and validated with this schema on load. */
  persist?: ZodMiniType<NoInfer<state>> | undefined
}

/** A typed handle on a plugin's slice: read, update (persisted when it has a schema), watch. */
export type Slice<state = unknown> = {
  readonly name: string
  readonly initial: state
  readonly persist: ZodMiniType<state> | undefined
  /** The slice's state in an instance. */
  get(kernel: Kernel): state
  /** Updates the slice with an immer recipe; persists it when the slice has a schema. */
  update(kernel: Kernel, recipe: (draft: Draft<state>) => void): void
  /** Calls `listener` whenever the slice changes; returns the unsubscribe function. */
  subscribe(kernel: Kernel, listener: (state: state) => void): () => void
}

/** Any plugin's slice, as the kernel sees it (the state type erased). */
export type AnySlice = {
  readonly name: string
  readonly initial: unknown
  readonly persist: ZodMiniType | undefined
}

/**
 * A plugin's own message catalogues. `en` is required. Other locales come through `load`,
 * called with the modal's shipped locale tag (`fr`, `pt-BR`, `zh-TW`…; never `en`) and
 * answering that catalogue or `undefined`: one function, so the first bundle pays nothing
 * per locale. A plugin may instead give languages by tag or subtag, eagerly or as a loader.
 */
export type PluginCatalogues = {
  readonly en: Catalogue
  readonly load?: CatalogueLoader | undefined
} & {
  readonly [language: string]:
    | Catalogue
    | CatalogueLoader
    | (() => Promise<{ default: Catalogue }>)
    | undefined
}
/** Loads a plugin's catalogue for a shipped locale tag; `undefined` when it has none. */
export type CatalogueLoader = (locale: string) => Promise<Catalogue | undefined>
export type Catalogue = Readonly<Record<string, string>>

/** A plugin: a named object from a factory, like a Rollup plugin. */
export type Plugin<name extends string = string> = {
  /** Unique; used in every error and log line the plugin causes. */
  name: name
  /** Names of plugins (or chain namespaces) that must be present. */
  requires?: readonly string[] | undefined
  /** Present on chain plugins. */
  chain?: ChainDescriptor | undefined
  /** Lazily loaded views by name. */
  views?: Readonly<Record<string, ViewLoader>> | undefined
  /** Its state slice (`definePlugin` turns a `{ initial, persist }` into this handle). */
  slice?: AnySlice | undefined
  /** Request handlers, dispatched by `kernel.request({ method, params })`. */
  rpc?: Readonly<Record<string, RpcHandler>> | undefined
  entries?: readonly Entry[] | undefined
  /** Its message catalogues: entry labels and view text, translated with the modal's locale. */
  messages?: PluginCatalogues | undefined
  /**
   * Top-level host options this plugin reads (e.g. `walletConnect`), each with its check: a
   * problem to report, or `undefined`. Such a key is known only while the plugin is enabled;
   * declare its type by merging into `GangwayOptions`.
   */
  hostOptions?: Readonly<Record<string, (value: unknown) => string | undefined>> | undefined
  /**
   * Checks a request before the visitor signs it and says what Gangway's own preview cannot
   * know (a host's security service, a scam list): called by `previewRequest` with the
   * request and that preview, beside the other plugins' checks, for at most 3 s. Keep the
   * descriptor small: `import()` the check's code inside.
   */
  previewWarnings?:
    | ((
        parameters: PreviewCheckParameters,
      ) => readonly PluginPreviewWarning[] | Promise<readonly PluginPreviewWarning[]>)
    | undefined
  /** Runs once when the instance starts; may return a teardown that `destroy()` runs. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a setup that returns nothing is the common case
  setup?: ((kernel: Kernel) => void | (() => void)) | undefined
}

/** What a host may put in a plugin list: falsy entries are ignored. */
export type PluginOption = Plugin | false | null | undefined | 0 | ''

export type ThemeMode = 'light' | 'dark' | 'system'

export type ThemeVariables = {
  accent?: string | undefined
  fontFamily?: string | undefined
  fontSize?: string | undefined
  borderRadius?: string | undefined
  zIndex?: number | undefined
  qrColor?: string | undefined
  qrBackground?: string | undefined
}

export type Metadata = {
  name: string
  description?: string | undefined
  url?: string | undefined
  icons?: readonly string[] | undefined
}

export type ConnectMethod = 'email' | 'social' | 'wallet'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** A storage backend: the subset of Web Storage Gangway uses. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

// --- events -------------------------------------------------------------------------------

/** SPEC §7 analytics event names. */
export type AnalyticsEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SWITCH_NETWORK'
  | 'INITIALIZE'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'INTERNAL_SDK_ERROR'
  | 'SEARCH_WALLET'
  | 'SELECT_WALLET'
  | 'SET_PREFERRED_ACCOUNT_TYPE'

export type AnalyticsEvent = {
  event: AnalyticsEventName
  properties?: Readonly<Record<string, unknown>> | undefined
}

export type ToastVariant = 'loading' | 'success' | 'error'

/**
 * Events a plugin adds to the bus, typed by declaration merging. Name them after the plugin
 * (`swapSuccess`, `tipJarPledged`) so two plugins do not collide; a kernel event's name is
 * never taken over (it keeps the kernel's type). The plugin emits on `kernel.bus`; hosts
 * listen with `gangway.on` like any kernel event.
 *
 * @example
 * declare module 'gangway/kernel' {
 *   interface PluginEvents { tipJarPledged: { amount: number } }
 * }
 * kernel.bus.emit('tipJarPledged', { amount: 5 })
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface PluginEvents {}

/** Every event on the bus; hosts listen with `gangway.on(name, listener)`. */
export type GangwayEvents = KernelEvents & Omit<PluginEvents, keyof KernelEvents>

/** The kernel's own events. */
export type KernelEvents = {
  connect: {
    namespace: Namespace
    address: string
    caipAddress: CaipAddress
    connector: ConnectorInfo
  }
  disconnect: { namespace: Namespace; connectorId: string }
  accountsChanged: { namespace: Namespace; address: string; accounts: readonly Account[] }
  networkChanged: { namespace: Namespace; network: Network; supported: boolean }
  /** An address's name changed (registered, released): name lookups read it again. */
  nameChanged: { namespace: Namespace; address: string }
  statusChanged: { namespace: Namespace; status: ConnectionStatus }
  open: { view: string }
  close: Record<string, never>
  viewChanged: { view: string; data: unknown }
  /** Pending wallet requests must be rejected (the modal closed with no transaction open). */
  rejectPendingRequests: Record<string, never>
  toast: { variant: ToastVariant; message: string }
  analytics: AnalyticsEvent
  error: { error: Error; source: string }
  connectorsChanged: { namespace: Namespace; connectors: readonly ConnectorInfo[] }
  /**
   * A wallet took a transaction this widget sent (a hash or signature, not yet mined or
   * confirmed): activity lists and pending-transaction watchers start from it.
   */
  transactionSent: { namespace: Namespace; caipNetworkId: CaipNetworkId; id: string; from: string }
}

export type GangwayEventName = keyof GangwayEvents

// --- the kernel the plugins see -----------------------------------------------------------

import type { Analytics } from './analytics.js'
import type { Bus } from './bus.js'
import type { Chains } from './chains.js'
import type { ResolvedOptions } from './config.js'
import type { Connections } from './connections.js'
import type { Connectors } from './connectors.js'
import type { Http } from './http.js'
import type { Logger } from './logger.js'
import type { Modal } from './modal.js'
import type { Networks } from './networks.js'
import type {
  ChainPreviewParameters,
  PluginPreviewWarning,
  PreviewCheckParameters,
  TransactionPreview,
} from './previewRequest.js'
import type { Registry } from './registry.js'
import type { Router } from './router.js'
import type { GangwayStorage } from './storage.js'
import type { GangwayStore } from './store.js'
import type { Toasts } from './toasts.js'

/**
 * The object every plugin's `setup` receives: the whole public plugin API.
 * First-party plugins use nothing else.
 */
export type Kernel = {
  readonly options: ResolvedOptions
  readonly store: GangwayStore
  readonly bus: Bus
  readonly storage: GangwayStorage
  readonly networks: Networks
  readonly connectors: Connectors
  readonly connections: Connections
  readonly chains: Chains
  readonly router: Router
  readonly modal: Modal
  readonly toasts: Toasts
  readonly http: Http
  readonly analytics: Analytics
  readonly registry: Registry
  readonly log: Logger
  /**
   * Dispatches a request to the plugin whose `rpc` handles its method (an embedded wallet,
   * a name service…).
   *
   * @throws MethodNotSupportedError when no enabled plugin handles the method.
   * @example
   * const tips = await kernel.request({ method: 'tip_send', params: [1] })
   */
  request<method extends string>(parameters: {
    method: method
    params?: RpcParams<method>
  }): Promise<RpcResult<method>>
  /** The environment, injectable for tests and server rendering. */
  readonly env: Environment
}

/** What the kernel knows about where it runs; nothing touches `window` at import time. */
export type Environment = {
  isBrowser: boolean
  isMobile(): boolean
  /** Timers, injectable so tests can control time. */
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  now(): number
  fetch: typeof fetch | undefined
  /** The page origin, when in a browser. */
  origin: string | undefined
}
