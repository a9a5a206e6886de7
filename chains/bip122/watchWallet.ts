import { detectNetwork } from './detectNetwork.js'
import { toAccounts } from './toAccounts.js'
import type { Bip122Context, BitcoinWalletClient, WalletAddress } from './types.js'

/**
 * Forwards a connected wallet's events to the kernel: new addresses (and the network they
 * belong to) update the connection, no addresses end it. Replaces any earlier subscription
 * of the same connector.
 *
 * @example
 * watchWallet(context, { connectorId: 'Leather', client })
 */
export function watchWallet(
  context: Bip122Context,
  parameters: { connectorId: string; client: BitcoinWalletClient },
): void {
  const { kernel, watchers } = context
  const { connectorId, client } = parameters
  watchers.get(connectorId)?.()
  const apply = (addresses: WalletAddress[]) => {
    let accounts: ReturnType<typeof toAccounts>
    // A malformed change is dropped, never thrown back into the wallet.
    try {
      accounts = toAccounts(addresses)
    } catch (error) {
      return kernel.log.warn(`ignored a change from ${connectorId}`, error)
    }
    if (!accounts.length) {
      unwatch()
      kernel.connections.handleDisconnect({ namespace: 'bip122', connectorId })
      return
    }
    kernel.connections.update({
      namespace: 'bip122',
      connectorId,
      changes: {
        accounts,
        caipNetworkId: detectNetwork(context, { address: accounts[0]!.address }),
      },
    })
  }
  const reread = () =>
    client.getAddresses().then(apply, (error: unknown) => {
      kernel.log.debug(`could not read ${connectorId}'s addresses`, error)
    })
  const stop = client.watch({
    onAddresses: (addresses) => (addresses ? apply(addresses) : void reread()),
    onNetwork: () => void reread(),
  })
  function unwatch() {
    stop()
    if (watchers.get(connectorId) === unwatch) watchers.delete(connectorId)
  }
  watchers.set(connectorId, unwatch)
}
