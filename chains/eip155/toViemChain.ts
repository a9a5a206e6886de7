import type { Network } from 'gangway/kernel'
import type { Chain } from 'viem'

/** Multicall3's address on every EVM chain. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11' as const

/**
 * A Gangway network as the viem chain object viem's clients expect.
 *
 * @example
 * toViemChain(base, ['https://my-node.example'])
 */
export function toViemChain(network: Network, rpcUrls: readonly string[]): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: rpcUrls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    contracts: { multicall3: { address: multicall3Address } },
    ...(network.testnet ? { testnet: true } : {}),
  }
}
