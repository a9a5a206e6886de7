import type { Network } from 'gangway/kernel'
import { type Chain, type Client, createClient, fallback, http, type Transport } from 'viem'
import { toViemChain } from './toViemChain.js'

/** SPEC §7 and §9 transport constants. */
export const transportDefaults = {
  /** JSON-RPC batch size. */
  batchSize: 1000,
  retryCount: 3,
  /** Base delay; viem doubles it on each retry and honours Retry-After. */
  retryDelay: 150,
  timeout: 10_000,
  rank: {
    interval: 4_000,
    sampleCount: 10,
    timeout: 1_000,
    weights: { stability: 0.7, latency: 0.3 },
  },
} as const

export type CreateNetworkClientParameters = {
  network: Network
  /** Tried in order; the next one takes over when one fails. */
  rpcUrls: readonly string[]
  /** Rank the URLs by a periodic ping (net_listening). */
  rank?: boolean | undefined
  pollingInterval?: number | undefined
}

/**
 * A network's read client without action decorators: the adapter calls the actions it
 * needs from `viem/actions` on it (`call(client, …)`), so only those are bundled.
 * `getPublicClient` turns it into a full `PublicClient` (toPublicClient.ts).
 */
export type NetworkClient = Client<Transport, Chain>

/**
 * One viem read client per network: a `fallback` transport over its RPC URLs (optionally
 * ranked: stability 0.7, latency 0.3, ping timeout 1 s), JSON-RPC batching, 3 retries from
 * 150 ms doubling.
 *
 * @returns A bare viem client, built as `createPublicClient` builds one (same key, name and
 *   type) but without its all-actions decorator.
 * @example
 * const client = createNetworkClient({ network: base, rpcUrls: ['https://mainnet.base.org'] })
 */
export function createNetworkClient(parameters: CreateNetworkClientParameters): NetworkClient {
  const { network, rpcUrls } = parameters
  const { batchSize, retryCount, retryDelay, timeout, rank } = transportDefaults
  const transports = rpcUrls.map((url) =>
    http(url, { batch: { batchSize, wait: 0 }, retryCount: 0, timeout }),
  )
  return createClient({
    chain: toViemChain(network, rpcUrls),
    key: 'public',
    name: 'Public Client',
    type: 'publicClient',
    transport: fallback(transports, {
      rank: parameters.rank ? rank : false,
      retryCount,
      retryDelay,
    }),
    ...(parameters.pollingInterval ? { pollingInterval: parameters.pollingInterval } : {}),
  })
}
