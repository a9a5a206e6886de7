import type { ConnectResult } from 'gangway/kernel'
import { detectNetwork } from './detectNetwork.js'
import { getSessionProvider } from './getSessionProvider.js'
import { toAccounts } from './toAccounts.js'
import type { Bip122Context } from './types.js'
import { watchWallet } from './watchWallet.js'

/** How long a silent reconnect waits for the wallet to register itself, in ms. */
export const registrationTimeout = 500

/**
 * Restores a connection without a prompt: waits briefly for the wallet to register, then
 * reads the addresses it still shares (Wallet Standard `accounts`, UniSat `getAccounts`).
 * Returns `null` when the wallet is gone or shares nothing.
 *
 * @example
 * const restored = await reconnect(context, { connectorId: 'unisat' })
 */
export async function reconnect(
  context: Bip122Context,
  parameters: { connectorId: string },
): Promise<ConnectResult | null> {
  const { connectorId } = parameters
  // A relay session (WalletConnect) is restored by its plugin; no registration to wait for.
  const source = context.kernel.connectors.getSession({ namespace: 'bip122', id: connectorId })
    ? await getSessionProvider(context, connectorId)
    : await context.registry.wait(
        connectorId,
        context.options.registrationTimeout ?? registrationTimeout,
      )
  if (!source) return null
  try {
    const client = context.getClient(connectorId)
    const accounts = toAccounts(await client.getAddresses())
    if (!accounts.length) return null
    watchWallet(context, { connectorId, client })
    return { accounts, caipNetworkId: detectNetwork(context, { address: accounts[0]!.address }) }
  } catch (error) {
    context.kernel.log.debug(`could not restore ${connectorId}`, error)
    return null
  }
}
