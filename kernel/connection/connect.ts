import type { Connections } from '../connections.js'
import {
  ConnectAttemptSupersededError,
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  storageKeys,
} from '../internal.js'
import type { Connection, ConnectorInfo } from '../types.js'
import { beginAttempt, isCurrent, release } from './attempts.js'
import { type ConnectionContext, read } from './context.js'
import { disconnectConnector } from './disconnect.js'
import { setStatus, storeConnection } from './state.js'

export type ConnectParameters = Parameters<Connections['connect']>[0]

/** Connector types whose session spans namespaces (SPEC §4). */
const sharedSessionTypes: readonly ConnectorInfo['type'][] = ['WALLET_CONNECT', 'AUTH']

/**
 * Connects a connector: connecting → connected, then Account. On failure the namespace
 * returns to connected when a current connection exists, otherwise to disconnected.
 */
export async function connect(
  context: ConnectionContext,
  { namespace, connectorId, caipNetworkId, recentWallet, method }: ConnectParameters,
): Promise<Connection> {
  const { kernel } = context
  const before = read(context, namespace)
  if (before.current === connectorId && before.status === 'connected')
    throw new ConnectorAlreadyConnectedError(connectorId)
  const connector = kernel.connectors.get({ namespace, id: connectorId })
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  // A relay or embedded wallet holds one session for every namespace: end the others
  // first, unless they belong to the very session this namespace joins.
  const session = kernel.connectors.getSession({ namespace, id: connectorId })
  if (sharedSessionTypes.includes(connector.type))
    for (const other of kernel.connections.all())
      if (
        other.connector.type === connector.type &&
        other.namespace !== namespace &&
        (!session ||
          kernel.connectors.getSession({ namespace: other.namespace, id: other.connector.id }) !==
            session)
      )
        await disconnectConnector(context, {
          namespace: other.namespace,
          connectorId: other.connector.id,
        }).catch((error) => kernel.log.warn('disconnect failed', error))
  const attempt = beginAttempt(context, { namespace, connectorId })
  setStatus(context, { namespace, status: 'connecting' })
  try {
    const adapter = await kernel.chains.load(namespace)
    const result = await adapter.connect({ connectorId, caipNetworkId })
    if (!isCurrent(context, { namespace, attempt })) {
      void release(context, { namespace, connectorId })
      throw new ConnectAttemptSupersededError(connectorId)
    }
    const connection = storeConnection(context, { namespace, connector, result })
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
      kernel.router.reset({ view: 'Account' })
    return connection
  } catch (error) {
    // A stale attempt's failure must not reset the status of the attempt that replaced it.
    if (!isCurrent(context, { namespace, attempt })) throw error
    setStatus(context, {
      namespace,
      status: read(context, namespace).current ? 'connected' : 'disconnected',
    })
    kernel.analytics.track('CONNECT_ERROR', {
      namespace,
      connector: connector.name,
      message: String((error as Error)?.message ?? error),
    })
    throw error
  }
}
