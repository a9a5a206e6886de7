import type { ConnectResult } from 'gangway/kernel'
import { getSessionProvider } from './getSessionProvider.js'
import { resolveNetwork } from './resolveNetwork.js'
import { toAccounts } from './toAccounts.js'
import type { SolanaContext, StandardConnectFeature } from './types.js'
import { watchWallet } from './watchWallet.js'

/** How long a silent reconnect waits for the wallet to register (Wallet Standard). */
export const registrationTimeout = 500

/**
 * Restores a connection without a prompt: waits briefly for the wallet to register, then
 * calls `standard:connect` with `{ silent: true }`. Returns `null` when the wallet is gone
 * or no longer shares an account.
 *
 * @example
 * const restored = await reconnect(context, { connectorId: 'Phantom' })
 */
export async function reconnect(
  context: SolanaContext,
  parameters: { connectorId: string },
): Promise<ConnectResult | null> {
  const { connectorId } = parameters
  const timeout = context.options.registrationTimeout ?? registrationTimeout
  // A relay session (WalletConnect) is restored by its plugin; no registration to wait for.
  const wallet = context.kernel.connectors.getSession({ namespace: 'solana', id: connectorId })
    ? await getSessionProvider(context, connectorId)
    : await context.registry.wait(connectorId, timeout)
  if (!wallet) return null
  try {
    const feature = wallet.features['standard:connect'] as StandardConnectFeature | undefined
    const output = await feature?.connect({ silent: true })
    const accounts = toAccounts(output?.accounts?.length ? output.accounts : wallet.accounts)
    if (!accounts.length) return null
    watchWallet(context, { connectorId, wallet })
    return { accounts, caipNetworkId: resolveNetwork(context, undefined).caipNetworkId }
  } catch (error) {
    context.kernel.log.debug(`could not restore ${connectorId}`, error)
    return null
  }
}
