import { toAccounts } from './toAccounts.js'
import type { SolanaContext, StandardEventsFeature, StandardWallet } from './types.js'

/**
 * Forwards a connected wallet's `standard:events` changes to the kernel: new accounts update
 * the connection, no accounts end it. Replaces any earlier subscription of the connector.
 *
 * @example
 * watchWallet(context, { connectorId: 'Phantom', wallet })
 */
export function watchWallet(
  context: SolanaContext,
  parameters: { connectorId: string; wallet: StandardWallet },
): void {
  const { kernel, watchers } = context
  const { connectorId, wallet } = parameters
  watchers.get(connectorId)?.()
  const events = wallet.features['standard:events'] as StandardEventsFeature | undefined
  if (!events) return
  const off = events.on('change', ({ accounts }) => {
    if (!accounts) return
    let next: ReturnType<typeof toAccounts>
    // A malformed change is dropped, never thrown back into the wallet's emitter.
    try {
      next = toAccounts(accounts)
    } catch (error) {
      return kernel.log.warn(`ignored a change from ${connectorId}`, error)
    }
    if (next.length)
      kernel.connections.update({ namespace: 'solana', connectorId, changes: { accounts: next } })
    else {
      unwatch()
      kernel.connections.handleDisconnect({ namespace: 'solana', connectorId })
    }
  })
  function unwatch() {
    off()
    if (watchers.get(connectorId) === unwatch) watchers.delete(connectorId)
  }
  watchers.set(connectorId, unwatch)
}
