import { createPublicClient, fallback, http, type PublicClient } from 'viem'
import type { Network } from '../../kernel/index.js'
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
 * One viem public client per network: a `fallback` transport over its RPC URLs (optionally
 * ranked: stability 0.7, latency 0.3, ping timeout 1 s), JSON-RPC batching, 3 retries from
 * 150 ms doubling.
 *
 * @returns A viem `PublicClient`.
 * @example
 * const client = createNetworkClient({ network: base, rpcUrls: ['https://mainnet.base.org'] })
 */
export function createNetworkClient(parameters: CreateNetworkClientParameters): PublicClient {
  const { network, rpcUrls } = parameters
  const { batchSize, retryCount, retryDelay, timeout, rank } = transportDefaults
  const transports = rpcUrls.map((url) =>
    http(url, { batch: { batchSize, wait: 0 }, retryCount: 0, timeout }),
  )
  return createPublicClient({
    chain: toViemChain(network, rpcUrls),
    transport: fallback(transports, {
      rank: parameters.rank ? rank : false,
      retryCount,
      retryDelay,
    }),
    ...(parameters.pollingInterval ? { pollingInterval: parameters.pollingInterval } : {}),
  })
}
