import type { ConnectAuthenticator } from './connectAuthenticator.js'
import type { LazyActions } from './connectionMachines.js'
import type { DisconnectHook } from './disconnectHooks.js'
import { startKeys } from './storage.js'
import type {
  CaipNetworkId,
  Connection,
  ConnectionStatus,
  ConnectResult,
  Kernel,
  Namespace,
} from './types.js'

/**
 * How long a silent restore waits for a stored wallet, in ms: a wallet that never answers
 * `eth_accounts` must not leave the visitor on "Connecting…".
 */
export const restoreTimeout = 5_000

/**
 * How long a silent restore waits for a session a plugin holds (WalletConnect, an embedded
 * wallet), in ms. Its code, storage and transport load first (a relay's socket, a secure
 * site's frame), which a slow phone takes seconds for; a browser wallet answers at once.
 */
export const sessionRestoreTimeout = 15_000

/** SPEC §9: at most 2 recent wallets. */
export const maxRecentWallets = 2

export type Connections = {
  getStatus(namespace?: Namespace): ConnectionStatus
  /** The current connection of a namespace (default: the active namespace). */
  get(namespace?: Namespace): Connection | undefined
  /** Every connection, of one namespace or all. */
  all(namespace?: Namespace): readonly Connection[]
  /**
   * Connects a connector: connecting → connected. Connecting the current connector again
   * is an error. On failure it returns to connected when a current connection exists,
   * otherwise to disconnected, and rethrows.
   */
  connect(parameters: {
    namespace: Namespace
    connectorId: string
    caipNetworkId?: CaipNetworkId | undefined
    /**
     * The wallet to remember as recent (SPEC §5), when it is not the connector itself: the
     * directory wallet a visitor picked for a WalletConnect pairing. `null` records none.
     */
    recentWallet?: string | null | undefined
    /** How the visitor connected, for CONNECT_SUCCESS (e.g. `mobile`, `qrcode`); default: the connector type. */
    method?: string | undefined
  }): Promise<Connection>
  /**
   * Disconnects one connector, a namespace's current one, or everything; another remaining
   * connection becomes current. Throws `DisconnectError` ('Failed to disconnect').
   */
  disconnect(parameters?: {
    namespace?: Namespace | undefined
    connectorId?: string | undefined
  }): Promise<void>
  /**
   * Adds work that runs before every disconnect (SPEC §4: sessions are cleared first); a
   * hook that throws makes the disconnect fail with 'Failed to disconnect'. Returns its removal.
   */
  addDisconnectHook(hook: DisconnectHook): () => void
  /**
   * Offers one-click sign-in to connectors that sign in while they connect (one offer per
   * instance; a sign-in plugin sets it). Returns its removal.
   */
  setConnectAuthenticator(authenticator: ConnectAuthenticator): () => void
  /** The one-click sign-in offered to connectors, if any. */
  connectAuthenticator(): ConnectAuthenticator | undefined
  /** Restores the connections a previous visit stored, without prompting. */
  restore(): Promise<void>
  /** For adapters: the wallet changed accounts or network. */
  update(
    namespace: Namespace,
    connectorId: string,
    changes: Partial<ConnectResult> & { address?: string | undefined },
  ): void
  /** For adapters: the wallet ended the connection. */
  handleDisconnect(namespace: Namespace, connectorId: string): void
  /** Makes another connection of the namespace current. */
  setCurrent(namespace: Namespace, connectorId: string): void
  recentWallets(): readonly string[]
  /** SPEC §5: at most 2, newest first, no duplicates. */
  addRecentWallet(id: string): void
}

/** SPEC §5: newest first, no duplicates, at most `max`. */
export function pushRecent(list: readonly string[], id: string, max = maxRecentWallets): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, max)
}

export function createConnections(kernel: Kernel, actions: LazyActions): Connections {
  let authenticator: ConnectAuthenticator | undefined
  const read = (namespace: Namespace | undefined) =>
    namespace ? kernel.store.getState().connections[namespace] : undefined
  return {
    getStatus: (namespace) =>
      read(namespace ?? kernel.store.getState().activeNamespace)?.status ?? 'disconnected',
    get(namespace) {
      const state = read(namespace ?? kernel.store.getState().activeNamespace)
      return state?.connections.find((c) => c.connector.id === state.current)
    },
    all(namespace) {
      if (namespace) return read(namespace)?.connections ?? []
      return Object.values(kernel.store.getState().connections).flatMap(
        (state) => state?.connections ?? [],
      )
    },
    connect: async (parameters) => (await actions.load()).connect(parameters),
    disconnect: async (parameters) => (await actions.load()).disconnect(parameters),
    addDisconnectHook(hook) {
      actions.disconnectHooks.add(hook)
      return () => actions.disconnectHooks.delete(hook)
    },
    setConnectAuthenticator(offered) {
      authenticator = offered
      return () => {
        if (authenticator === offered) authenticator = undefined
      }
    },
    connectAuthenticator: () => authenticator,
    async restore() {
      // A server has no wallets: what `initialState` seeded stays for its render.
      const seeded =
        kernel.env.isBrowser && Object.keys(kernel.store.getInitialState().connections).length > 0
      if (kernel.storage.get(startKeys.connectionStatus) !== 'connected' && !seeded) return
      await (await actions.load()).restore()
    },
    // A connection exists only once the actions have loaded; before that these are no-ops.
    update: (...args) => actions.loaded?.update(...args),
    handleDisconnect: (...args) => actions.loaded?.handleDisconnect(...args),
    setCurrent: (...args) => actions.loaded?.setCurrent(...args),
    recentWallets: () => kernel.store.getState().recentWallets,
    addRecentWallet(id) {
      const next = pushRecent(kernel.store.getState().recentWallets, id)
      kernel.store.setState((state) => {
        state.recentWallets = next
      })
      kernel.storage.set(startKeys.recentWallets, next)
    },
  }
}
