import type { ConnectResult } from 'gangway/kernel'
import { getSessionProvider } from './getSessionProvider.js'
import { parseChainId } from './parseChainId.js'
import { toAccounts } from './toAccounts.js'
import type { Eip155Context, Provider } from './types.js'
import { watchProvider } from './watchProvider.js'

/** How long a silent reconnect waits for the wallet to announce itself (EIP-6963). */
export const announcementTimeout = 500

/**
 * Restores a connection without a wallet prompt: waits briefly for the wallet's EIP-6963
 * announcement, then asks `eth_accounts`. Returns `null` when the wallet is gone or no
 * longer shares an account.
 *
 * @example
 * const restored = await reconnect(context, { connectorId: 'io.metamask' })
 */
export async function reconnect(
  context: Eip155Context,
  parameters: { connectorId: string },
): Promise<ConnectResult | null> {
  const { connectorId } = parameters
  const timeout = context.options.announcementTimeout ?? announcementTimeout
  let provider: Provider | undefined = context.kernel.connectors.getSession({
    namespace: 'eip155',
    id: connectorId,
  })
    ? await getSessionProvider(context, connectorId)
    : await context.registry.wait(connectorId, timeout)
  if (!provider && connectorId === context.injectedConnectorId)
    provider = (globalThis as { ethereum?: Provider }).ethereum
  if (!provider) return null
  try {
    const accounts = toAccounts(await provider.request({ method: 'eth_accounts' }))
    if (!accounts.length) return null
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
    if (chainId === undefined) return null
    context.bound.set(connectorId, provider)
    watchProvider(context, { connectorId, provider })
    return { accounts, caipNetworkId: `eip155:${chainId}` }
  } catch (error) {
    context.kernel.log.debug(`could not restore ${connectorId}`, error)
    return null
  }
}
