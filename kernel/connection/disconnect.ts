import { DisconnectError, storageKeys, unknownNetwork } from '../internal.js'
import type { Namespace } from '../types.js'
import { beginAttempt } from './attempts.js'
import { type ConnectionContext, read } from './context.js'
import { removeConnection } from './state.js'

export type DisconnectParameters = {
  /** Default: every namespace. */
  namespace?: Namespace | undefined
  /** Default: the namespace's current connector. */
  connectorId?: string | undefined
}

/**
 * Disconnects one connector, a namespace's current one, or everything, one after another.
 * Throws `DisconnectError` ('Failed to disconnect').
 */
export async function disconnect(
  context: ConnectionContext,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const targets = parameters.namespace
    ? [
        [
          parameters.namespace,
          parameters.connectorId ?? read(context, parameters.namespace).current,
        ] as const,
      ]
    : context.kernel.connections.all().map((c) => [c.namespace, c.connector.id] as const)
  for (const [namespace, connectorId] of targets)
    if (connectorId) await disconnectConnector(context, { namespace, connectorId })
}

/**
 * Ends one connection: disconnect hooks first (SPEC §4: sessions are cleared first), then
 * the chain and the shared session. The connection ends whatever the wallet did.
 */
export async function disconnectConnector(
  context: ConnectionContext,
  { namespace, connectorId }: { namespace: Namespace; connectorId: string },
): Promise<void> {
  const { kernel } = context
  beginAttempt(context, { namespace })
  const connection = read(context, namespace).connections.find(
    (c) => c.connector.id === connectorId,
  )
  let failure: unknown
  // SPEC §4: disconnecting clears sessions first (sign-in), then the chain and the relay.
  try {
    if (connection) for (const hook of context.disconnectHooks) await hook(connection)
  } catch (error) {
    failure = error
  }
  try {
    const adapter = await kernel.chains.load(namespace)
    // A wallet's own disconnect may throw synchronously or return a non-promise.
    await Promise.resolve().then(() => adapter.disconnect({ connectorId }))
    await Promise.resolve().then(() =>
      kernel.connectors.getSession({ namespace, id: connectorId })?.disconnect?.(namespace),
    )
  } catch (error) {
    failure ??= error
  }
  // The visitor asked to leave: the connection ends here whatever the wallet did.
  removeConnection(context, { namespace, connectorId })
  if (!read(context, namespace).current) resetNetwork(context, namespace)
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
function resetNetwork({ kernel }: ConnectionContext, namespace: Namespace) {
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
