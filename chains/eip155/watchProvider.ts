import { parseChainId } from './parseChainId.js'
import { toAccounts } from './toAccounts.js'
import type { Eip155Context, Provider } from './types.js'

/**
 * Forwards a connected wallet's EIP-1193 events to the kernel: `accountsChanged` and
 * `chainChanged` update the connection, `disconnect` ends it. Replaces any earlier
 * subscription of the same connector.
 *
 * @example
 * watchProvider(context, { connectorId: 'io.metamask', provider })
 */
export function watchProvider(
  context: Eip155Context,
  parameters: { connectorId: string; provider: Provider },
): void {
  const { kernel, watchers } = context
  const { connectorId, provider } = parameters
  watchers.get(connectorId)?.()
  // Handlers never throw back into the wallet's emitter: a malformed event is dropped.
  const onAccountsChanged = (addresses: unknown) => {
    try {
      kernel.connections.update({
        namespace: 'eip155',
        connectorId,
        changes: { accounts: toAccounts(addresses) },
      })
    } catch (error) {
      kernel.log.warn(`ignored accountsChanged from ${connectorId}`, error)
    }
  }
  const onChainChanged = (chainId: unknown) => {
    const id = parseChainId(chainId)
    if (id === undefined) return kernel.log.warn(`ignored chainChanged from ${connectorId}`)
    try {
      kernel.connections.update({
        namespace: 'eip155',
        connectorId,
        changes: { caipNetworkId: `eip155:${id}` },
      })
    } catch (error) {
      kernel.log.warn(`chainChanged from ${connectorId} failed`, error)
    }
  }
  const onDisconnect = (error: unknown) => {
    // MetaMask emits 1013 while it reconnects to its own node: not the visitor leaving.
    if ((error as { code?: unknown } | undefined)?.code === 1013) return
    unwatch()
    kernel.connections.handleDisconnect({ namespace: 'eip155', connectorId })
  }
  provider.on('accountsChanged', onAccountsChanged)
  provider.on('chainChanged', onChainChanged)
  provider.on('disconnect', onDisconnect)
  function unwatch() {
    provider.removeListener('accountsChanged', onAccountsChanged)
    provider.removeListener('chainChanged', onChainChanged)
    provider.removeListener('disconnect', onDisconnect)
    if (watchers.get(connectorId) === unwatch) watchers.delete(connectorId)
    if (context.bound.get(connectorId) === provider) context.bound.delete(connectorId)
  }
  watchers.set(connectorId, unwatch)
}
