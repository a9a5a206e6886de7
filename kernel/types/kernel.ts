import type { Draft } from 'immer'
import type { ZodMiniType } from 'zod/mini'
import type { Analytics } from './analytics.js'
import type { Bus } from './bus.js'
import type { ChainAdapter, ChainMetadata } from './chainAdapter.js'
import type { AccountType, DirectoryWallet, GangwayInitialState } from './connection.js'
import type { Connections } from './connections.js'
import type { Connectors } from './connectors.js'
import type { Environment } from './environment.js'
import type { Http } from './http.js'
import type { Logger } from './logger.js'
import type { PluginCatalogues } from './messages.js'
import type { Modal } from './modal.js'
import type { CaipNetworkId, Namespace, Network } from './network.js'
import type { Networks } from './networks.js'
import type { ConnectMethod, LogLevel, Metadata, ThemeMode, ThemeVariables } from './options.js'
import type { PluginPreviewWarning, PreviewCheckParameters } from './preview.js'
import type { Router } from './router.js'
import type { RpcParams, RpcRequest, RpcResult } from './rpc.js'
import type { AnySlice } from './slice.js'
import type { GangwayStorage, StorageBackend } from './storage.js'
import type { GangwayStore } from './store.js'
import type { Toasts } from './toasts.js'
import type { Entry, ViewLoader, ViewModule } from './views.js'

// Kernel, Plugin, ChainDescriptor, the options and the two services that hold plugins refer to
// one another, so they share this file; everything they use is in the files above, which
// import nothing from here. No file in `types/` imports an implementation.

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

/** A JSON-RPC request handler a plugin provides (e.g. an embedded wallet). */
export type RpcHandler = (request: RpcRequest, kernel: Kernel) => Promise<unknown>

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
  /**
   * Its views that may render before the visitor opens the modal (a connect method's form,
   * e.g. `Connect:email`): rendering them contacts no server and loads nothing from one until
   * `state.modal.open` is true. Once the browser was idle, the closed modal loads them and
   * renders Connect with them out of sight, so the first click only shows it (issue 35).
   */
  rendersAhead?: readonly string[] | undefined
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

/**
 * Options a host passes to `createGangway` (or `createKernel`). A plugin that reads a
 * top-level option of its own declares it here (`declare module 'gangway/kernel'`) and in
 * its `hostOptions`.
 */
export interface GangwayOptions {
  /** The host app, shown to wallets. */
  metadata?: Metadata | undefined
  /** Chain plugins, e.g. `eip155({ networks: [mainnet] })`. Falsy entries are ignored. */
  chains?: readonly PluginOption[] | undefined
  /** Feature plugins, e.g. `send()`. Falsy entries are ignored. */
  plugins?: readonly PluginOption[] | undefined
  /** Absent = no WalletConnect. */
  walletConnect?:
    | {
        projectId: string
        relayUrl?: string | undefined
        /**
         * WalletConnect Verify (domain attestation). Default `false`: `true` loads an iframe
         * from verify.walletconnect.org, so the page's CSP must allow it (see the README).
         */
        verify?: boolean | undefined
      }
    | undefined
  theme?: { mode?: ThemeMode | undefined; variables?: ThemeVariables | undefined } | undefined
  /**
   * BCP 47 tag of the visitor's language (English is built in, 20 more load on demand).
   * Default: the browser's first preferred language (`navigator.languages`); none on a server.
   */
  locale?: string | undefined
  /** SPEC §2 default: email, social, wallet. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  /** Wallets the host adds to the list (SPEC §9 connector order: after featured ones). */
  customWallets?: readonly DirectoryWallet[] | undefined
  /**
   * A hosted wallet directory speaking SPEC §7's `/getWallets` and `/getWalletImage/{id}`.
   * Absent = the bundled list of well-known wallets (works offline, no project id). A
   * failing or slow directory falls back to the bundled list.
   */
  walletDirectory?: { url: string; projectId?: string | undefined } | undefined
  /** The network to start on, e.g. `eip155:8453`. */
  defaultNetwork?: CaipNetworkId | undefined
  /** Let the visitor switch networks (default true). */
  enableNetworkSwitch?: boolean | undefined
  /** Stay on a network the host did not configure without asking to switch (default false). */
  allowUnsupportedChain?: boolean | undefined
  /** Basic mode: no UnsupportedChain prompts (default false). */
  basic?: boolean | undefined
  /** Render inline in a host container instead of a dialog. */
  embedded?: boolean | undefined
  /** Append the modal element to `document.body` (default true). */
  append?: boolean | undefined
  /**
   * Analytics are sent only when an endpoint is configured. Each POST carries SPEC §7's
   * `projectId` (this one, else WalletConnect's), `st` and `sv` query parameters.
   */
  analytics?: { endpoint: string; projectId?: string | undefined } | undefined
  logLevel?: LogLevel | undefined
  /** Storage backend; defaults to localStorage, else memory. */
  storage?: StorageBackend | undefined
  /** Storage key prefix (default `@gangway/`); give two instances distinct ones to keep them apart. */
  storagePrefix?: string | undefined
  /**
   * A returning visitor's connections for the first render, e.g. `cookieToInitialState(…)`
   * on a server with `storage: cookieStorage()`: the server renders the account, not
   * "Connect", and the browser reconnects the wallet behind it.
   */
  initialState?: GangwayInitialState | undefined
}

/** Options after validation and defaults. */
export type ResolvedOptions = Omit<GangwayOptions, 'chains' | 'plugins'> & {
  metadata: Metadata
  chains: readonly Plugin[]
  plugins: readonly Plugin[]
  connectMethodsOrder: readonly ConnectMethod[]
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
  embedded: boolean
  append: boolean
  logLevel: LogLevel
  theme: { mode: ThemeMode; variables: ThemeVariables }
}

/** What plugins contributed: views, entries, RPC handlers and state slices. */
export type Registry = {
  hasView(name: string): boolean
  /** Loads a view once; later calls return the same module. */
  loadView(name: string): Promise<ViewModule>
  /** Entries for a place, sorted by `order`. */
  entries(where: Entry['where']): readonly (Entry & { plugin: string })[]
  rpcHandler(method: string): RpcHandler | undefined
  /** A slice's state by name; plugins use their typed `slice.get(kernel)` instead. */
  getSlice<state>(name: string): state
  /**
   * Updates a slice with an immer recipe (persisted when the slice has a schema); plugins
   * use their typed `slice.update(kernel, recipe)` instead.
   */
  updateSlice<state>(name: string, recipe: (draft: Draft<state>) => void): void
  /** Adds a view at run time (also what `plugin.views` uses). */
  addView(parameters: {
    name: string
    loader: ViewLoader
    /** The plugin adding it: named in the error when the view name is taken. */
    owner: string
  }): void
}

/** The chain plugins of one instance; adapters load lazily, once. */
export type Chains = {
  /** Enabled namespaces, in the host's order. */
  namespaces(): readonly Namespace[]
  has(namespace: Namespace): boolean
  descriptor(namespace: Namespace): ChainDescriptor | undefined
  /** Loads (once) and returns the adapter. Throws `ChainAdapterNotFoundError`. */
  load(namespace: Namespace): Promise<ChainAdapter>
  /** The adapter if it has loaded already. */
  loaded(namespace: Namespace): ChainAdapter | undefined
  /** Removes a chain; the active network moves to the first network of another chain. */
  remove(namespace: Namespace): void
  destroy(): void
}
