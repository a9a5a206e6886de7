import type { Draft } from 'immer'
import type { Connections } from './connections.js'
import type { DisconnectHook } from './disconnectHooks.js'
import type { ConnectionSnapshot } from './initialState.js'
// Through the index, like every lazy module: a host's bundler then puts the kernel's eager
// modules in one chunk (it splits by the set of lazy chunks that reach each module).
import {
  assertConnectResult,
  buildSnapshotSchema,
  ConnectAttemptSupersededError,
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  DisconnectError,
  NetworkNotFoundError,
  parseCaipNetworkId,
  restoreTimeout,
  sessionRestoreTimeout,
  storageKeys,
  toCaipAddress,
  unknownNetwork,
} from './internal.js'
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

/** Connector types whose session spans namespaces (SPEC §4). */
const sharedSessionTypes: readonly ConnectorInfo['type'][] = ['WALLET_CONNECT', 'AUTH']

const empty: NamespaceConnectionState = {
  status: 'disconnected',
  current: undefined,
  connections: [],
}

/**
 * The state machines that run only once a visitor acts or a stored session exists:
 * connect, disconnect, restore, wallet events and network switching (SPEC §4). They load
 * with the first chain adapter, so a page that is never used never downloads them.
 */
/** For `kernel.request`: the error of an unanswered method loads with the actions. */
export { MethodNotSupportedError } from './internal.js'

export function createActions(kernel: Kernel, disconnectHooks: ReadonlySet<DisconnectHook>) {
  const read = (namespace: Namespace | undefined) =>
    (namespace ? kernel.store.getState().connections[namespace] : undefined) ?? empty
  // What `initialState` showed before the wallet answered: replaced by the real connection,
  // or dropped when the wallet is gone.
  const seeds = new Set<Connection>(
    Object.values(kernel.store.getInitialState().connections).flatMap(
      (value) => value?.connections ?? [],
    ),
  )

  // Every connect or restore attempt gets an identity per namespace; a newer attempt or a
  // disconnect makes older ones stale, and a stale wallet's late answer is never stored.
  let attemptCount = 0
  const currentAttempts = new Map<Namespace, { id: number; connectorId: string | undefined }>()
  const beginAttempt = (namespace: Namespace, connectorId?: string) => {
    attemptCount += 1
    currentAttempts.set(namespace, { id: attemptCount, connectorId })
    return attemptCount
  }
  const isCurrent = (namespace: Namespace, attempt: number) =>
    currentAttempts.get(namespace)?.id === attempt

  /** Tells a wallet whose answer came too late that it is not used (when nothing else uses it). */
  async function release(namespace: Namespace, connectorId: string) {
    if (
      currentAttempts.get(namespace)?.connectorId === connectorId ||
      read(namespace).connections.some((c) => c.connector.id === connectorId)
    )
      return
    try {
      const adapter = await kernel.chains.load(namespace)
      await adapter.disconnect({ connectorId })
    } catch (error) {
      kernel.log.debug(`could not release ${connectorId}`, error)
    }
  }

  function setStatus(namespace: Namespace, status: ConnectionStatus) {
    if (read(namespace).status === status) return
    kernel.store.setState((state) => {
      state.connections[namespace] ??= { ...empty, connections: [] }
      state.connections[namespace]!.status = status
    })
    kernel.bus.emit('statusChanged', { namespace, status })
  }

  function persist() {
    const ids: Record<Namespace, string> = {}
    for (const [namespace, value] of Object.entries(kernel.store.getState().connections))
      if (value?.current) ids[namespace as Namespace] = value.current
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
    writeSnapshot()
  }

  /** The public part of the current connections, for a server's next first render. */
  function writeSnapshot() {
    const state = kernel.store.getState()
    const connections: ConnectionSnapshot[] = []
    for (const value of Object.values(state.connections)) {
      const connection = value?.connections.find((c) => c.connector.id === value.current)
      if (!connection) continue
      const { namespace, address, caipNetworkId, connector } = connection
      const snapshot = {
        namespace,
        address,
        caipNetworkId,
        connector: { id: connector.id, name: connector.name.slice(0, 64), type: connector.type },
      }
      // A connection the schema would refuse on the way back is left out, not stored.
      if (buildSnapshotSchema().safeParse(snapshot).success) connections.push(snapshot)
    }
    if (connections.length)
      kernel.storage.set(storageKeys.connectionSnapshot, {
        activeNamespace: state.activeNamespace,
        connections,
      })
    else kernel.storage.remove(storageKeys.connectionSnapshot)
  }

  /** Drops what `initialState` seeded in a namespace that the wallet did not confirm. */
  function dropSeeds(namespace: Namespace) {
    const before = read(namespace)
    const left = before.connections.filter((c) => !seeds.has(c))
    if (left.length === before.connections.length) return
    kernel.store.setState((state) => {
      const current = state.connections[namespace]!
      current.connections = left as Draft<Connection>[]
      if (!left.some((c) => c.connector.id === current.current))
        current.current = left[0]?.connector.id
    })
  }

  function store(
    namespace: Namespace,
    connector: ConnectorInfo,
    reported: ConnectResult,
  ): Connection {
    const result = assertConnectResult({ namespace, result: reported })
    const address = result.accounts[0]!.address
    const connection: Connection = {
      namespace,
      connector,
      accounts: result.accounts,
      address,
      caipNetworkId: result.caipNetworkId,
    }
    // Read outside the draft: seeds are recognised by identity, which drafts do not keep.
    const others = read(namespace).connections.filter(
      (c) => c.connector.id !== connector.id && !seeds.has(c),
    )
    kernel.store.setState((state) => {
      const current = state.connections[namespace] ?? { ...empty, connections: [] }
      current.connections = [...others, connection] as Draft<Connection>[]
      current.current = connector.id
      current.status = 'connected'
      state.connections[namespace] = current
    })
    kernel.bus.emit('statusChanged', { namespace, status: 'connected' })
    persist()
    kernel.storage.remove(storageKeys.disconnected)
    setActive(result.caipNetworkId)
    kernel.bus.emit('connect', {
      namespace,
      address,
      caipAddress: toCaipAddress({ caipNetworkId: result.caipNetworkId, address }),
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
    const next = read(namespace).connections.find((c) => c.connector.id === read(namespace).current)
    if (next) setActive(next.caipNetworkId)
  }

  async function disconnectOne(namespace: Namespace, connectorId: string) {
    beginAttempt(namespace)
    const connection = read(namespace).connections.find((c) => c.connector.id === connectorId)
    let failure: unknown
    // SPEC §4: disconnecting clears sessions first (sign-in), then the chain and the relay.
    try {
      if (connection) for (const hook of disconnectHooks) await hook(connection)
    } catch (error) {
      failure = error
    }
    try {
      const adapter = await kernel.chains.load(namespace)
      // A wallet's own disconnect may throw synchronously or return a non-promise.
      await Promise.resolve().then(() => adapter.disconnect({ connectorId }))
      await Promise.resolve().then(() =>
        kernel.connectors.getSession(namespace, connectorId)?.disconnect?.(namespace),
      )
    } catch (error) {
      failure ??= error
    }
    // The visitor asked to leave: the connection ends here whatever the wallet did.
    remove(namespace, connectorId)
    if (!read(namespace).current) resetNetwork(namespace)
    kernel.storage.set(storageKeys.disconnected, true)
    if (failure !== undefined) {
      kernel.analytics.track('DISCONNECT_ERROR', { namespace, connectorId })
      throw new DisconnectError(failure)
    }
    kernel.analytics.track('DISCONNECT_SUCCESS', { namespace, connectorId })
  }

  /**
   * SPEC §4: disconnect resets the namespace's network state: no approved networks, all
   * networks allowed, and a network the wallet was on that the host does not configure is
   * left for the start network. A configured network the visitor chose stays active.
   */
  function resetNetwork(namespace: Namespace) {
    const active = kernel.store.getState().networks[namespace]?.active
    const keep = active && kernel.networks.isSupported(active) ? active : undefined
    const fallback = kernel.options.defaultNetwork
      ? kernel.networks.get(kernel.options.defaultNetwork)
      : undefined
    const start =
      keep ??
      (fallback?.chainNamespace === namespace
        ? fallback.caipNetworkId
        : kernel.networks.all(namespace)[0]?.caipNetworkId)
    kernel.store.setState((state) => {
      state.networks[namespace] = { active: start, approved: [], supportsAllNetworks: true }
    })
    if (start && start !== active) {
      kernel.storage.set(storageKeys.activeCaipNetworkIds, {
        ...kernel.storage.get(storageKeys.activeCaipNetworkIds),
        [namespace]: start,
      })
      kernel.bus.emit('networkChanged', {
        namespace,
        network: kernel.networks.get(start) ?? unknownNetwork(start),
        supported: true,
      })
    }
  }

  /** Records the network a namespace is on; opens UnsupportedChain under SPEC §4's conditions. */
  function setActive(caipNetworkId: CaipNetworkId, { walletMoved = false } = {}) {
    const { namespace } = parseCaipNetworkId(caipNetworkId)
    const previous = kernel.store.getState().networks[namespace]?.active
    kernel.store.setState((state) => {
      state.networks[namespace] ??= { active: undefined, approved: [], supportsAllNetworks: true }
      state.networks[namespace]!.active = caipNetworkId
      state.activeNamespace = namespace
    })
    kernel.storage.set(storageKeys.activeNamespace, namespace)
    kernel.storage.set(storageKeys.activeCaipNetworkIds, {
      ...kernel.storage.get(storageKeys.activeCaipNetworkIds),
      [namespace]: caipNetworkId,
    })
    if (read(namespace).current) writeSnapshot()
    const network = kernel.networks.get(caipNetworkId)
    if (previous !== caipNetworkId)
      kernel.bus.emit('networkChanged', {
        namespace,
        network: network ?? unknownNetwork(caipNetworkId),
        supported: Boolean(network),
      })
    const { options } = kernel
    if (
      !network &&
      options.enableNetworkSwitch &&
      !options.allowUnsupportedChain &&
      !options.basic
    ) {
      if (!read(namespace).current || kernel.router.view === 'UnsupportedChain') return
      // When the wallet moves under a view the visitor has open, UnsupportedChain goes on top,
      // so a wallet that comes straight back returns them there instead of closing the modal.
      if (walletMoved && kernel.modal.isOpen) kernel.router.push('UnsupportedChain')
      else void kernel.modal.open({ view: 'UnsupportedChain' })
    } else if (network && kernel.router.view === 'UnsupportedChain') {
      if (kernel.router.stack.length > 1) kernel.router.pop()
      else kernel.router.goBack()
    }
  }

  /** Restores each stored namespace's connection, in parallel. */
  async function restoreAll(ids: Partial<Record<Namespace, string>>) {
    await Promise.all(
      (Object.entries(ids) as [Namespace, string][]).map(async ([namespace, connectorId]) => {
        if (!kernel.chains.has(namespace)) return
        const attempt = beginAttempt(namespace, connectorId)
        setStatus(namespace, 'reconnecting')
        const limit = kernel.connectors.getSession(namespace, connectorId)
          ? sessionRestoreTimeout
          : restoreTimeout
        let timer: unknown
        try {
          const adapter = await kernel.chains.load(namespace)
          const timedOut = new Promise<'timeout'>((resolve) => {
            timer = kernel.env.setTimeout(() => resolve('timeout'), limit)
          })
          const reconnecting = adapter.reconnect({ connectorId })
          const result = await Promise.race([reconnecting, timedOut])
          if (result === 'timeout') {
            kernel.log.debug(`${connectorId} did not answer within ${limit} ms`)
            const waiting = giveUp(namespace, attempt)
            void reconnecting.then(
              (late) => late && lateAnswer(namespace, connectorId, late, waiting),
              () => undefined,
            )
            return
          }
          if (!isCurrent(namespace, attempt)) {
            if (result) void release(namespace, connectorId)
            return
          }
          const connector = kernel.connectors.get(namespace, connectorId)
          if (result && connector) {
            store(namespace, connector, result)
            return
          }
        } catch (error) {
          kernel.log.debug(`could not restore the ${namespace} connection`, error)
        } finally {
          kernel.env.clearTimeout(timer)
        }
        giveUp(namespace, attempt)
      }),
    )
  }

  /**
   * Ends a restore attempt that found nothing (or waited too long): the namespace settles on
   * what it holds. Returns the idle attempt a late answer checks it is still current against.
   */
  function giveUp(namespace: Namespace, attempt: number): number | undefined {
    if (!isCurrent(namespace, attempt)) return undefined
    const idle = beginAttempt(namespace)
    dropSeeds(namespace)
    setStatus(namespace, read(namespace).current ? 'connected' : 'disconnected')
    persist()
    return idle
  }

  /**
   * A stored wallet answered after the restore stopped waiting. While the visitor has
   * connected nothing and started no attempt since, it is their connection, so it is kept:
   * a slow phone must not lose a WalletConnect session. Otherwise it is released.
   */
  function lateAnswer(
    namespace: Namespace,
    connectorId: string,
    result: ConnectResult,
    waiting: number | undefined,
  ) {
    const connector = kernel.connectors.get(namespace, connectorId)
    if (
      waiting !== undefined &&
      isCurrent(namespace, waiting) &&
      !read(namespace).current &&
      connector
    ) {
      try {
        store(namespace, connector, result)
        return
      } catch (error) {
        kernel.log.debug(`${connectorId} answered late with data that is not valid`, error)
      }
    }
    void release(namespace, connectorId)
  }

  const actions = {
    setActive,
    async switchNetwork(caipNetworkId: string) {
      const network = kernel.networks.get(caipNetworkId)
      if (!network) {
        kernel.toasts.show('error', { text: 'Network Not Found', key: 'alert.networkNotFound' })
        throw new NetworkNotFoundError(caipNetworkId)
      }
      const namespace = network.chainNamespace
      const previous = kernel.store.getState().networks[namespace]?.active
      const wasUnsupported = Boolean(previous && !kernel.networks.isSupported(previous))
      const viewBefore = kernel.router.view
      const connection = kernel.connections.get(namespace)
      if (connection && connection.caipNetworkId !== network.caipNetworkId) {
        const adapter = await kernel.chains.load(namespace)
        await adapter.switchNetwork({ connectorId: connection.connector.id, network })
        actions.update(namespace, connection.connector.id, { caipNetworkId: network.caipNetworkId })
      }
      setActive(network.caipNetworkId)
      kernel.analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
      // SPEC §2: the active network was not in its chain's list: the view that dealt with
      // it goes (setActive already left UnsupportedChain); the Networks view returns to
      // where the visitor came from.
      if (!kernel.modal.isOpen || kernel.router.view !== viewBefore) return
      if (wasUnsupported || viewBefore === 'Networks') kernel.router.goBack()
    },

    async connect({
      namespace,
      connectorId,
      caipNetworkId,
      recentWallet,
      method,
    }: Parameters<Connections['connect']>[0]): Promise<Connection> {
      const before = read(namespace)
      if (before.current === connectorId && before.status === 'connected')
        throw new ConnectorAlreadyConnectedError(connectorId)
      const connector = kernel.connectors.get(namespace, connectorId)
      if (!connector) throw new ConnectorNotFoundError(connectorId)
      // A relay or embedded wallet holds one session for every namespace: end the others
      // first, unless they belong to the very session this namespace joins.
      const session = kernel.connectors.getSession(namespace, connectorId)
      if (sharedSessionTypes.includes(connector.type))
        for (const other of kernel.connections.all())
          if (
            other.connector.type === connector.type &&
            other.namespace !== namespace &&
            (!session ||
              kernel.connectors.getSession(other.namespace, other.connector.id) !== session)
          )
            await disconnectOne(other.namespace, other.connector.id).catch((error) =>
              kernel.log.warn('disconnect failed', error),
            )
      const attempt = beginAttempt(namespace, connectorId)
      setStatus(namespace, 'connecting')
      try {
        const adapter = await kernel.chains.load(namespace)
        const result = await adapter.connect({ connectorId, caipNetworkId })
        if (!isCurrent(namespace, attempt)) {
          void release(namespace, connectorId)
          throw new ConnectAttemptSupersededError(connectorId)
        }
        const connection = store(namespace, connector, result)
        kernel.storage.set(storageKeys.recentConnectorId, connectorId)
        const recent =
          recentWallet === undefined ? (connector.explorerId ?? connector.id) : recentWallet
        if (recent) kernel.connections.addRecentWallet(recent)
        kernel.analytics.track('CONNECT_SUCCESS', {
          namespace,
          connector: connector.name,
          method: method ?? connector.type,
        })
        // A wallet on an unconfigured network was just sent to UnsupportedChain: stay there.
        if (
          kernel.modal.isOpen &&
          !kernel.options.embedded &&
          kernel.router.view !== 'UnsupportedChain'
        )
          kernel.router.reset('Account')
        return connection
      } catch (error) {
        // A stale attempt's failure must not reset the status of the attempt that replaced it.
        if (!isCurrent(namespace, attempt)) throw error
        setStatus(namespace, read(namespace).current ? 'connected' : 'disconnected')
        kernel.analytics.track('CONNECT_ERROR', {
          namespace,
          connector: connector.name,
          message: String((error as Error)?.message ?? error),
        })
        throw error
      }
    },

    async disconnect(
      parameters: { namespace?: Namespace | undefined; connectorId?: string | undefined } = {},
    ) {
      const targets = parameters.namespace
        ? [
            [
              parameters.namespace,
              parameters.connectorId ?? read(parameters.namespace).current,
            ] as const,
          ]
        : kernel.connections.all().map((c) => [c.namespace, c.connector.id] as const)
      for (const [namespace, connectorId] of targets)
        if (connectorId) await disconnectOne(namespace, connectorId)
    },

    /**
     * SPEC §4: a stored connected status puts each chain in `reconnecting` (the client
     * layer's name for SPEC's connecting-on-restore), then syncs to connected or disconnected.
     */
    async restore() {
      const ids: Partial<Record<Namespace, string>> = {}
      if (kernel.env.isBrowser) for (const seed of seeds) ids[seed.namespace] = seed.connector.id
      Object.assign(ids, kernel.storage.get(storageKeys.connectedConnectorIds))
      // SPEC §4 modal "loading": opened on its start view while the session is restored, the
      // modal shows its loading state, then the view the restored state calls for (Account).
      let openedOn: string | undefined
      const stopWatching = kernel.bus.on('open', ({ view }) => {
        if (view !== kernel.modal.initialView()) return
        openedOn = view
        kernel.modal.setLoading(true)
      })
      try {
        await restoreAll(ids)
      } finally {
        stopWatching()
        if (openedOn && kernel.store.getState().modal.loading) {
          kernel.modal.setLoading(false)
          if (
            kernel.modal.isOpen &&
            kernel.router.stack.length === 1 &&
            kernel.router.view === openedOn
          )
            kernel.router.reset(kernel.modal.initialView())
        }
      }
    },

    update(
      namespace: Namespace,
      connectorId: string,
      changes: Partial<ConnectResult> & { address?: string | undefined },
    ) {
      const before = read(namespace).connections.find((c) => c.connector.id === connectorId)
      if (!before) return
      if (changes.accounts?.length === 0) return actions.handleDisconnect(namespace, connectorId)
      // Wallet events are untrusted: a malformed change is dropped, never thrown at the wallet.
      try {
        assertConnectResult({
          namespace,
          result: {
            accounts: changes.accounts ?? before.accounts,
            caipNetworkId: changes.caipNetworkId ?? before.caipNetworkId,
          },
        })
      } catch (error) {
        kernel.log.warn(`ignored an invalid change from ${connectorId}`, error)
        return
      }
      const accounts = changes.accounts ?? before.accounts
      const address =
        changes.address ??
        (accounts.find((a) => a.address === before.address) ?? accounts[0])?.address ??
        before.address
      const caipNetworkId = changes.caipNetworkId ?? before.caipNetworkId
      kernel.store.setState((state) => {
        const list = state.connections[namespace]!.connections
        const index = list.findIndex((c) => c.connector.id === connectorId)
        list[index] = {
          ...before,
          accounts: [...accounts],
          address,
          caipNetworkId,
        } as Draft<Connection>
      })
      if (address !== before.address) writeSnapshot()
      if (address !== before.address || changes.accounts)
        kernel.bus.emit('accountsChanged', { namespace, address, accounts })
      if (caipNetworkId !== before.caipNetworkId && read(namespace).current === connectorId)
        setActive(caipNetworkId, { walletMoved: true })
    },

    handleDisconnect(namespace: Namespace, connectorId: string) {
      if (read(namespace).connections.some((c) => c.connector.id === connectorId))
        remove(namespace, connectorId)
    },

    setCurrent(namespace: Namespace, connectorId: string) {
      const target = read(namespace).connections.find((c) => c.connector.id === connectorId)
      if (!target) return
      kernel.store.setState((state) => {
        state.connections[namespace]!.current = connectorId
      })
      persist()
      setActive(target.caipNetworkId)
      kernel.bus.emit('accountsChanged', {
        namespace,
        address: target.address,
        accounts: target.accounts,
      })
    },
  }
  return actions
}

export type Actions = ReturnType<typeof createActions>

/** Loads the actions once per instance; `loaded` is set once they are there. */
export type LazyActions = {
  loaded: Actions | undefined
  load(): Promise<Actions>
  /** Work that runs before every disconnect (`connections.addDisconnectHook`). */
  disconnectHooks: Set<DisconnectHook>
}
