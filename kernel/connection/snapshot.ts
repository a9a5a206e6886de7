import type { ConnectionSnapshot } from '../initialState.js'
// Through the index, like every lazy module: a host's bundler then puts the kernel's eager
// modules in one chunk (it splits by the set of lazy chunks that reach each module).
import { buildSnapshotSchema, storageKeys } from '../internal.js'
import type { Namespace } from '../types.js'
import type { ConnectionContext } from './context.js'

/** Stores which connector is current in each namespace, and the snapshot. */
export function persist(context: ConnectionContext): void {
  const { kernel } = context
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
  writeSnapshot(context)
}

/** The public part of the current connections, for a server's next first render. */
export function writeSnapshot({ kernel }: ConnectionContext): void {
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
