import type { Network } from 'gangway/kernel'
import type { PerNetwork, SolanaOptions } from './types.js'

const pick = <value>(map: PerNetwork<value> | undefined, network: Network) =>
  map?.[network.caipNetworkId] ?? map?.[network.id as string]

/**
 * The URLs Gangway talks to a cluster through: the host's `rpcUrls` for it when given (they
 * replace the public ones), else the network's own. The WebSocket URL is the host's
 * `webSocketUrls` entry, else the network's own unless the RPC was replaced, else the RPC
 * URL with a ws(s): scheme.
 *
 * @example
 * getRpcUrls(solanaDevnet, { rpcUrls: { [solanaDevnet.caipNetworkId]: ['https://my.node'] } })
 * // { http: 'https://my.node', webSocket: 'wss://my.node' }
 */
export function getRpcUrls(
  network: Network,
  options: Pick<SolanaOptions, 'rpcUrls' | 'webSocketUrls'>,
): { http: string | undefined; webSocket: string | undefined } {
  const own = pick(options.rpcUrls, network)
  const http = own?.length ? own[0] : network.rpcUrls.default.http[0]
  const webSocket =
    pick(options.webSocketUrls, network) ??
    (own?.length ? undefined : network.rpcUrls.default.webSocket?.[0]) ??
    http?.replace(/^http/, 'ws')
  return { http, webSocket }
}
