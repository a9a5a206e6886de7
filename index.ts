// gangway: the host API (createGangway and the types a host handles) and what a plugin
// author starts from (definePlugin, the plugin types, the errors to throw and narrow on).
// Everything else a plugin uses is in gangway/kernel (the plugin API) and gangway/ui (views).
import {
  afterNextPaint,
  createKernel,
  type GangwayEventName,
  type GangwayEvents,
  type GangwayOptions,
  type Kernel,
  type KernelInstance,
  type Namespace,
  type OpenOptions,
  type ThemeMode,
  type ThemeVariables,
} from 'gangway/kernel'

// The host's side: options, events and what they carry.
export type {
  Account,
  AccountType,
  CaipAddress,
  CaipNetworkId,
  Connection,
  ConnectionSnapshot,
  ConnectionStatus,
  ConnectMethod,
  ConnectorInfo,
  ConnectorType,
  CookieStorageParameters,
  CookieToInitialStateParameters,
  DirectoryWallet,
  GangwayEventName,
  GangwayEvents,
  GangwayInitialState,
  GangwayOptions,
  LogLevel,
  Metadata,
  Namespace,
  Network,
  OpenOptions,
  StorageBackend,
  ThemeMode,
  ThemeVariables,
  TokenBalance,
} from 'gangway/kernel'
// The plugin author's starting point (the rest of the plugin API is gangway/kernel), and
// the errors a host or a plugin narrows on (`error.name`) or throws.
export {
  BalanceUnavailableError,
  BaseError,
  type BaseErrorParameters,
  type CatalogueLoader,
  type ChainAdapter,
  type ChainAdapterParts,
  type ChainContext,
  type ChainDescriptor,
  type ChainMetadata,
  type ChainPlugin,
  ConnectorAlreadyConnectedError,
  ConnectorNotConnectedError,
  ConnectorNotFoundError,
  cookieStorage,
  cookieToInitialState,
  type DefinedPlugin,
  DisconnectError,
  defineChain,
  definePlugin,
  defineSlice,
  type Entry,
  type EntryIcon,
  getShortMessage,
  HttpRequestError,
  InvalidCaipError,
  InvalidOptionsError,
  type Kernel,
  MethodNotSupportedError,
  NetworkNotFoundError,
  type Plugin,
  type PluginCatalogues,
  PluginError,
  type PluginOption,
  type RpcHandler,
  type RpcMethods,
  type SendTransferParameters,
  type Slice,
  type SliceDefinition,
  TimeoutError,
  type TransferEstimate,
  type TransferParameters,
  ValidationError,
  type ViewLoader,
} from 'gangway/kernel'

/** The object a host holds: the kernel plus the few calls a page needs. */
export type Gangway = {
  /** Opens the modal (SPEC §2 picks the view unless `view` is given). */
  open(options?: OpenOptions): Promise<void>
  /** Closes the modal; `false` when a rule kept it open. */
  close(options?: { force?: boolean }): boolean
  on<name extends GangwayEventName>(
    name: name,
    listener: (event: GangwayEvents[name]) => void,
  ): () => void
  off<name extends GangwayEventName>(
    name: name,
    listener: (event: GangwayEvents[name]) => void,
  ): void
  /**
   * The connected wallet's provider in its namespace's shape, `undefined` while the namespace
   * has no connection: EIP-1193 for eip155 (for viem's `custom`, ethers' `BrowserProvider`,
   * wagmi), a Wallet Standard wallet or its session for solana and bip122.
   */
  getProvider(namespace: 'eip155'): Eip155Provider | undefined
  getProvider(namespace: 'solana'): SolanaProvider | undefined
  getProvider(namespace: 'bip122'): ReturnType<Bip122Adapter['getProvider']>
  getProvider(namespace: Namespace): unknown
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /** Releases everything the instance holds: listeners, plugins, the UI. */
  destroy(): void
  /** The kernel, for plugins and advanced hosts. */
  readonly kernel: KernelInstance
}

// Type-only: the provider shapes the chain entries hand out (no chain code in this module).
import type { Bip122Adapter } from 'gangway/bip122'
import type { Provider as Eip155Provider } from 'gangway/eip155'
import type { SolanaProvider } from 'gangway/solana'

// ui-shell has no entry of its own: only this composition root loads it (lazily).
const loadUiShell = () => import('./ui-shell/index.js')
// `walletConnect: { projectId }` alone enables WalletConnect. Its descriptor is not in the
// page's first bundle: fetched once the page's first frame is painted, it starts in the
// instance when it arrives, and stored sessions are restored only after that, so a
// WalletConnect session finds its connector.
const loadWalletConnect = () => import('gangway/walletconnect')

/**
 * Creates a Gangway instance: the kernel and a loader that imports the modal UI on the
 * first `open()` (or when the browser is idle).
 *
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [mainnet, base] })] })
 * gangway.open()
 */
export function createGangway(options: GangwayOptions = {}): Gangway {
  let unmount: (() => void) | undefined
  let stopWalletConnect: (() => void) | undefined
  let destroyed = false
  // Settled only once createKernel has returned: when it throws (bad options, a plugin's
  // setup), the late start never begins, so nothing runs (or rejects, which ends a server
  // render's process) for an instance that was never handed out.
  let created: (kernel: KernelInstance) => void = () => {}
  const lateWalletConnect =
    options?.walletConnect &&
    Array.isArray(options.plugins ?? []) &&
    !options.plugins?.some((p) => p && p.name === 'walletconnect')
      ? new Promise<KernelInstance>((resolve) => {
          created = resolve
        }).then(async (instance) => {
          await new Promise<void>((painted) => afterNextPaint(painted))
          const { startWalletConnect } = await loadWalletConnect()
          if (!destroyed) stopWalletConnect = startWalletConnect(instance)
        })
      : undefined
  let mounted: Promise<void> | undefined
  // Once per instance, from the first open or the idle callback, whichever comes first.
  const loadUi = (k: Kernel) =>
    (mounted ??= loadUiShell()
      .then(({ mount }) => mount(k))
      .then(
        (undo) => {
          unmount = undo
          if (destroyed) undo()
        },
        (error) => {
          mounted = undefined
          throw error
        },
      ))
  const kernel: KernelInstance = createKernel(options, {
    loadUi,
    latePlugins: lateWalletConnect,
  })
  created(kernel)
  const idle = globalThis.requestIdleCallback as ((cb: () => void) => number) | undefined
  // At idle the modal's code and the wallet list's are fetched, Connect's first wallets
  // computed and the modal mounted closed: a click is then one synchronous render, the
  // dialog and its first wallet row in one frame.
  // Not before the host's first paint: an idle callback may come before the first frame,
  // and fetching, evaluating and mounting the modal then delays the host's own button.
  if (typeof window !== 'undefined')
    afterNextPaint(() =>
      (idle ?? ((cb: () => void) => setTimeout(cb, 1)))(
        () =>
          void loadUiShell()
            .then((ui) => ui.prefetch(kernel, () => !destroyed && loadUi(kernel)))
            .catch(() => {}),
      ),
    )
  return {
    kernel,
    open: (openOptions) => kernel.modal.open(openOptions),
    close: (closeOptions) => kernel.modal.close(closeOptions),
    on: (name, listener) => kernel.bus.on(name, listener),
    off: (name, listener) => kernel.bus.off(name, listener),
    // One implementation behind the per-namespace overloads: the chain adapter knows the shape.
    getProvider: ((namespace: Namespace) => {
      const connection = kernel.connections.get(namespace)
      if (!connection) return undefined
      return kernel.chains.loaded(namespace)?.getProvider({ connectorId: connection.connector.id })
    }) as Gangway['getProvider'],
    setThemeMode(mode) {
      kernel.store.setState((state) => {
        state.theme.mode = mode
      })
    },
    setThemeVariables(variables) {
      kernel.store.setState((state) => {
        Object.assign(state.theme.variables, variables)
      })
    },
    destroy() {
      destroyed = true
      unmount?.()
      stopWalletConnect?.()
      kernel.destroy()
    },
  }
}
