import type { Network } from 'gangway/kernel'
import { ClusterNotConfiguredError } from './errors.js'
import type { SolanaContext } from './types.js'

/**
 * The configured network an action runs on: the given one, else the active solana one.
 *
 * @throws ClusterNotConfiguredError when it is not among `solana()`'s networks.
 * @example
 * const network = resolveNetwork(context, undefined)
 */
export function resolveNetwork(context: SolanaContext, network: Network | undefined): Network {
  const id =
    network?.caipNetworkId ??
    context.kernel.networks.getActiveId('solana') ??
    context.networks[0]?.caipNetworkId
  const configured = context.networks.find((n) => n.caipNetworkId === id)
  if (!configured) throw new ClusterNotConfiguredError(id ?? '')
  return configured
}
