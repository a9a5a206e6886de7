import type { Network } from 'gangway/kernel'
import type { Eip155Options } from './types.js'

/**
 * The RPC URLs Gangway reads a network through: the host's `rpcUrls` for it when given
 * (they replace the public ones, so a private node is never mixed with public ones),
 * else the network's own.
 *
 * @example
 * getRpcUrls(base, { 8453: ['https://my-node.example'] })
 */
export function getRpcUrls(network: Network, rpcUrls: Eip155Options['rpcUrls']): readonly string[] {
  const own = rpcUrls?.[network.id as number] ?? rpcUrls?.[network.caipNetworkId]
  return own?.length ? own : network.rpcUrls.default.http
}
