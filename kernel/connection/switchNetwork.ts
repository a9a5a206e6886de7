import { NetworkNotFoundError } from '../internal.js'
import type { ConnectionContext } from './context.js'
import { setActive } from './setActive.js'
import { update } from './update.js'

/**
 * Switches to a configured network: asks the connected wallet when there is one, then makes
 * it active. Throws `NetworkNotFoundError` for an unknown id.
 */
export async function switchNetwork(
  context: ConnectionContext,
  caipNetworkId: string,
): Promise<void> {
  const { kernel } = context
  const network = kernel.networks.get(caipNetworkId)
  if (!network) {
    kernel.toasts.show({
      variant: 'error',
      message: { text: 'Network Not Found', key: 'alert.networkNotFound' },
    })
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
    update(context, {
      namespace,
      connectorId: connection.connector.id,
      changes: { caipNetworkId: network.caipNetworkId },
    })
  }
  setActive(context, { caipNetworkId: network.caipNetworkId })
  kernel.analytics.track('SWITCH_NETWORK', { network: network.caipNetworkId })
  // SPEC §2: the active network was not in its chain's list: the view that dealt with
  // it goes (setActive already left UnsupportedChain); the Networks view returns to
  // where the visitor came from.
  if (!kernel.modal.isOpen || kernel.router.view !== viewBefore) return
  if (wasUnsupported || viewBefore === 'Networks') kernel.router.goBack()
}
