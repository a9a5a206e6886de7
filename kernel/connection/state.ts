import type { Draft } from 'immer'
import { assertConnectResult, storageKeys, toCaipAddress } from '../internal.js'
import type {
  Connection,
  ConnectionStatus,
  ConnectorInfo,
  ConnectResult,
  Namespace,
} from '../types.js'
import { type ConnectionContext, empty, read } from './context.js'
import { setActive } from './setActive.js'
import { persist } from './snapshot.js'

/** Sets a namespace's status and tells the bus, when it changes. */
export function setStatus(
  context: ConnectionContext,
  { namespace, status }: { namespace: Namespace; status: ConnectionStatus },
): void {
  const { kernel } = context
  if (read(context, namespace).status === status) return
  kernel.store.setState((state) => {
    state.connections[namespace] ??= { ...empty, connections: [] }
    state.connections[namespace]!.status = status
  })
  kernel.bus.emit('statusChanged', { namespace, status })
}

/** Drops what `initialState` seeded in a namespace that the wallet did not confirm. */
export function dropSeeds(context: ConnectionContext, namespace: Namespace): void {
  const before = read(context, namespace)
  const left = before.connections.filter((c) => !context.seeds.has(c))
  if (left.length === before.connections.length) return
  context.kernel.store.setState((state) => {
    const current = state.connections[namespace]!
    current.connections = left as Draft<Connection>[]
    if (!left.some((c) => c.connector.id === current.current))
      current.current = left[0]?.connector.id
  })
}

/** Stores what a wallet reported as the namespace's current connection (checked first). */
export function storeConnection(
  context: ConnectionContext,
  {
    namespace,
    connector,
    result: reported,
  }: { namespace: Namespace; connector: ConnectorInfo; result: ConnectResult },
): Connection {
  const { kernel } = context
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
  const others = read(context, namespace).connections.filter(
    (c) => c.connector.id !== connector.id && !context.seeds.has(c),
  )
  kernel.store.setState((state) => {
    const current = state.connections[namespace] ?? { ...empty, connections: [] }
    current.connections = [...others, connection] as Draft<Connection>[]
    current.current = connector.id
    current.status = 'connected'
    state.connections[namespace] = current
  })
  kernel.bus.emit('statusChanged', { namespace, status: 'connected' })
  persist(context)
  kernel.storage.remove(storageKeys.disconnected)
  setActive(context, { caipNetworkId: result.caipNetworkId })
  kernel.bus.emit('connect', {
    namespace,
    address,
    caipAddress: toCaipAddress({ caipNetworkId: result.caipNetworkId, address }),
    connector,
  })
  return connection
}

/** Removes a connection; another one of the namespace becomes current. */
export function removeConnection(
  context: ConnectionContext,
  { namespace, connectorId }: { namespace: Namespace; connectorId: string },
): void {
  const { kernel } = context
  kernel.store.setState((state) => {
    const current = state.connections[namespace]
    if (!current) return
    current.connections = current.connections.filter((c) => c.connector.id !== connectorId)
    if (current.current === connectorId) current.current = current.connections[0]?.connector.id
    current.status = current.current ? 'connected' : 'disconnected'
  })
  kernel.bus.emit('statusChanged', { namespace, status: read(context, namespace).status })
  persist(context)
  kernel.bus.emit('disconnect', { namespace, connectorId })
  const after = read(context, namespace)
  const next = after.connections.find((c) => c.connector.id === after.current)
  if (next) setActive(context, { caipNetworkId: next.caipNetworkId })
}
