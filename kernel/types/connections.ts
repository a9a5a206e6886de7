import type { ConnectAuthenticator } from '../connectAuthenticator.js'
import type { DisconnectHook } from '../disconnectHooks.js'
import type { Connection, ConnectionStatus, ConnectResult } from './connection.js'
import type { CaipNetworkId, Namespace } from './network.js'

/** A connection's identity: its namespace and its connector's id. */
export type ConnectionKey = { namespace: Namespace; connectorId: string }

export type UpdateConnectionParameters = ConnectionKey & {
  /** What the wallet reported: accounts, network, or the address it selected. */
  changes: Partial<ConnectResult> & { address?: string | undefined }
}

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
  update(parameters: UpdateConnectionParameters): void
  /** For adapters: the wallet ended the connection. */
  handleDisconnect(parameters: ConnectionKey): void
  /** Makes another connection of the namespace current. */
  setCurrent(parameters: ConnectionKey): void
  recentWallets(): readonly string[]
  /** SPEC §5: at most 2, newest first, no duplicates. */
  addRecentWallet(id: string): void
}

/**
 * The connection machines (`connectionMachines.ts`), loaded with the first chain adapter: what
 * the eager kernel (`connections`, `networks`) calls on them once they are there.
 */
export type ConnectionActions = {
  setActive(caipNetworkId: CaipNetworkId, options?: { walletMoved?: boolean }): void
  switchNetwork(caipNetworkId: string): Promise<void>
  connect(parameters: Parameters<Connections['connect']>[0]): Promise<Connection>
  disconnect(parameters?: Parameters<Connections['disconnect']>[0]): Promise<void>
  restore(): Promise<void>
  update: Connections['update']
  handleDisconnect: Connections['handleDisconnect']
  setCurrent: Connections['setCurrent']
}

/** Loads the actions once per instance; `loaded` is set once they are there. */
export type LazyActions = {
  loaded: ConnectionActions | undefined
  load(): Promise<ConnectionActions>
  /** Work that runs before every disconnect (`connections.addDisconnectHook`). */
  disconnectHooks: Set<DisconnectHook>
}
