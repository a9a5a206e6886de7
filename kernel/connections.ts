import type { Draft } from 'immer'
import { toCaipAddress } from './caip.js'
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
} from './errors.js'
import { storageKeys } from './storage.js'
import type { NamespaceConnectionState } from './store.js'
import type {
  CaipNetworkId,
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  ConnectResult,
  Kernel,
  Namespace,
} from './types.js'

/** SPEC §9: at most 2 recent wallets. */
export const maxRecentWallets = 2

/** Connector types whose connection spans namespaces (SPEC §4). */
const sharedSessionTypes: readonly ConnectorInfo['type'][] = ['WALLET_CONNECT', 'AUTH']

export type Connections = {
  getStatus(namespace?: Namespace): ConnectionStatus
  /** The current connection of a namespace (default: the active namespace). */
  get(namespace?: Namespace): Connection | undefined
  /** Every connection, of one namespace or all. */
  all(namespace?: Namespace): readonly Connection[]
  /**
   * Connects a connector: connecting → connected. On failure it returns to connected when
   * a current connection exists, otherwise to disconnected, and rethrows.
   */
  connect(parameters: {
    namespace: Namespace
    connectorId: string
    caipNetworkId?: CaipNetworkId | undefined
  }): Promise<Connection>
  /** Disconnects one connector, a namespace's current one, or everything. */
  disconnect(parameters?: {
    namespace?: Namespace | undefined
    connectorId?: string | undefined
  }): Promise<void>
  /** Restores the connections stored by a previous visit, without prompting. */
  restore(): Promise<void>
  /** Adapter-reported changes: accounts or network. */
  update(
    namespace: Namespace,
    connectorId: string,
    changes: Partial<ConnectResult> & { address?: string | undefined },
  ): void
  /** Adapter-reported disconnect (the wallet ended it). */
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

const empty: NamespaceConnectionState = {
  status: 'disconnected',
  current: undefined,
  connections: [],
}

export function createConnections(kernel: Kernel): Connections {
  const read = (namespace: Namespace | undefined) =>
    (namespace ? kernel.store.getState().connections[namespace] : undefined) ?? empty

  function setStatus(namespace: Namespace, status: ConnectionStatus) {
    if (read(namespace).status === status) return
    kernel.store.setState((state) => {
      state.connections[namespace] ??= { ...empty, connections: [] }
      state.connections[namespace]!.status = status
    })
    kernel.bus.emit('statusChanged', { namespace, status })
  }

  function persist() {
    const state = kernel.store.getState().connections
    const ids: Partial<Record<Namespace, string>> = {}
    for (const [namespace, value] of Object.entries(state) as [
      Namespace,
      NamespaceConnectionState,
    ][])
      if (value.current) ids[namespace] = value.current
    const namespaces = Object.keys(ids) as Namespace[]
    if (namespaces.length) {
      kernel.storage.set(storageKeys.connectedConnectorIds, ids)
      kernel.storage.set(storageKeys.connectedNamespaces, namespaces)
      kernel.storage.set(storageKeys.connectionStatus, 'connected')
    } else {
      kernel.storage.remove(storageKeys.connectedConnectorIds)
      kernel.storage.remove(storageKeys.connectedNamespaces)
      kernel.storage.set(storageKeys.connectionStatus, 'disconnected')
    }
  }

  function store(
    namespace: Namespace,
    connector: ConnectorInfo,
    result: ConnectResult,
  ): Connection {
    const address = result.accounts[0]?.address
    if (!address) throw new ConnectorNotFoundError(connector.id)
    const connection: Connection = {
      namespace,
      connector,
      accounts: result.accounts,
      address,
      caipNetworkId: result.caipNetworkId,
    }
    kernel.store.setState((state) => {
      const current = state.connections[namespace] ?? { ...empty, connections: [] }
      current.connections = [
        ...current.connections.filter((c) => c.connector.id !== connector.id),
        connection as Draft<Connection>,
      ]
      current.current = connector.id
      current.status = 'connected'
      state.connections[namespace] = current
    })
    kernel.bus.emit('statusChanged', { namespace, status: 'connected' })
    persist()
    kernel.storage.remove(storageKeys.disconnected)
    kernel.networks.setActive(result.caipNetworkId)
    kernel.bus.emit('connect', {
      namespace,
      address,
      caipAddress: toCaipAddress(result.caipNetworkId, address),
      connector,
    })
    return connection
  }

  function remove(namespace: Namespace, connectorId: string) {
    kernel.store.setState((state) => {
      const current = state.connections[namespace]
      if (!current) return
      current.connections = current.connections.filter((c) => c.connector.id !== connectorId)
      if (current.current === connectorId) current.current = current.connections[0]?.connector.id
      current.status = current.current ? 'connected' : 'disconnected'
    })
    kernel.bus.emit('statusChanged', { namespace, status: read(namespace).status })
    persist()
    kernel.bus.emit('disconnect', { namespace, connectorId })
  }

  async function disconnectOne(namespace: Namespace, connectorId: string) {
    try {
      const adapter = await kernel.chains.load(namespace)
      await adapter.disconnect({ connectorId })
    } catch (error) {
      kernel.analytics.track('DISCONNECT_ERROR', { namespace, connectorId })
      throw new DisconnectError(error)
    }
    remove(namespace, connectorId)
    kernel.storage.set(storageKeys.disconnected, true)
    kernel.storage.remove(storageKeys.connectedSocialProvider)
    kernel.analytics.track('DISCONNECT_SUCCESS', { namespace, connectorId })
  }

  const connections: Connections = {
    getStatus: (namespace) => read(namespace ?? kernel.store.getState().activeNamespace).status,
    get(namespace) {
      const state = read(namespace ?? kernel.store.getState().activeNamespace)
      return state.connections.find((c) => c.connector.id === state.current)
    },
    all(namespace) {
      if (namespace) return read(namespace).connections
      return Object.values(kernel.store.getState().connections).flatMap(
        (state) => state?.connections ?? [],
      )
    },
    async connect({ namespace, connectorId, caipNetworkId }) {
      const before = read(namespace)
      if (before.current === connectorId && before.status === 'connected')
        throw new ConnectorAlreadyConnectedError(connectorId)
      const connector = kernel.connectors.get(namespace, connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId)
      // A relay or embedded wallet holds one session for every namespace: end the others first.
      if (sharedSessionTypes.includes(connector.type))
        for (const other of connections.all())
          if (other.connector.type === connector.type && other.namespace !== namespace)
            await disconnectOne(other.namespace, other.connector.id).catch((error) =>
              kernel.log.warn('disconnect failed', error),
            )
      setStatus(namespace, 'connecting')
      try {
        const adapter = await kernel.chains.load(namespace)
        const result = await adapter.connect({ connectorId, caipNetworkId })
        const connection = store(namespace, connector, result)
        kernel.storage.set(storageKeys.recentConnectorId, connectorId)
        connections.addRecentWallet(connector.explorerId ?? connector.id)
        kernel.analytics.track('CONNECT_SUCCESS', {
          namespace,
          connector: connector.name,
          method: connector.type,
        })
        if (kernel.modal.isOpen && !kernel.options.embedded) kernel.router.reset('Account')
        return connection
      } catch (error) {
        setStatus(namespace, read(namespace).current ? 'connected' : 'disconnected')
        kernel.analytics.track('CONNECT_ERROR', {
          namespace,
          connector: connector.name,
          message: String((error as Error)?.message ?? error),
        })
        throw error
      }
    },
    async disconnect(parameters = {}) {
      const targets = parameters.namespace
        ? [
            [
              parameters.namespace,
              parameters.connectorId ?? read(parameters.namespace).current,
            ] as const,
          ]
        : connections.all().map((c) => [c.namespace, c.connector.id] as const)
      for (const [namespace, connectorId] of targets)
        if (connectorId) await disconnectOne(namespace, connectorId)
    },
    async restore() {
      if (kernel.storage.get(storageKeys.connectionStatus) !== 'connected') return
      const ids = kernel.storage.get(storageKeys.connectedConnectorIds) ?? {}
      await Promise.all(
        (Object.entries(ids) as [Namespace, string][]).map(async ([namespace, connectorId]) => {
          if (!kernel.chains.has(namespace)) return
          setStatus(namespace, 'connecting')
          try {
            const adapter = await kernel.chains.load(namespace)
            const result = await adapter.reconnect({ connectorId })
            const connector = kernel.connectors.get(namespace, connectorId)
            if (result && connector) {
              store(namespace, connector, result)
              return
            }
          } catch (error) {
            kernel.log.debug(`could not restore ${namespace} connection`, error)
          }
          setStatus(namespace, read(namespace).current ? 'connected' : 'disconnected')
          persist()
        }),
      )
    },
    update(namespace, connectorId, changes) {
      const before = read(namespace).connections.find((c) => c.connector.id === connectorId)
      if (!before) return
      if (changes.accounts && changes.accounts.length === 0)
        return connections.handleDisconnect(namespace, connectorId)
      const accounts = changes.accounts ?? before.accounts
      const address =
        changes.address ??
        (changes.accounts
          ? (accounts.find((a) => a.address === before.address) ?? accounts[0])!.address
          : before.address)
      const caipNetworkId = changes.caipNetworkId ?? before.caipNetworkId
      kernel.store.setState((state) => {
        const list = state.connections[namespace]!.connections
        const index = list.findIndex((c) => c.connector.id === connectorId)
        list[index] = { ...before, accounts: [...accounts], address, caipNetworkId }
      })
      if (address !== before.address || changes.accounts)
        kernel.bus.emit('accountsChanged', { namespace, address, accounts })
      if (caipNetworkId !== before.caipNetworkId && read(namespace).current === connectorId)
        kernel.networks.setActive(caipNetworkId)
    },
    handleDisconnect(namespace, connectorId) {
      if (!read(namespace).connections.some((c) => c.connector.id === connectorId)) return
      remove(namespace, connectorId)
    },
    setCurrent(namespace, connectorId) {
      const target = read(namespace).connections.find((c) => c.connector.id === connectorId)
      if (!target) return
      kernel.store.setState((state) => {
        state.connections[namespace]!.current = connectorId
      })
      persist()
      kernel.networks.setActive(target.caipNetworkId)
      kernel.bus.emit('accountsChanged', {
        namespace,
        address: target.address,
        accounts: target.accounts,
      })
    },
    recentWallets: () => kernel.store.getState().recentWallets,
    addRecentWallet(id) {
      const next = pushRecent(kernel.store.getState().recentWallets, id)
      kernel.store.setState((state) => {
        state.recentWallets = next
      })
      kernel.storage.set(storageKeys.recentWallets, next)
    },
  }
  return connections
}
