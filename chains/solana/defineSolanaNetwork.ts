import type { Network } from 'gangway/kernel'

/** What a host gives to describe a Solana cluster; the CAIP fields and SOL are filled in. */
export type DefineSolanaNetworkParameters = Omit<
  Network,
  'chainNamespace' | 'caipNetworkId' | 'id' | 'nativeCurrency'
> & {
  /** The CAIP-2 reference: the first 32 characters of the genesis hash (or e.g. `localnet`). */
  id: string
  /** Defaults to SOL with 9 decimals. */
  nativeCurrency?: Network['nativeCurrency'] | undefined
}

/** A Solana network as Gangway uses it: `caipNetworkId` is `solana:<id>`. */
export type SolanaNetwork = Network & { id: string; chainNamespace: 'solana' }

/**
 * Defines a Solana cluster, e.g. a private one the built-in list lacks.
 *
 * @param parameters - id (genesis hash prefix), name, RPC URLs, explorer.
 * @returns A Gangway `Network` with `chainNamespace: 'solana'` and `caipNetworkId: 'solana:<id>'`.
 * @example
 * const cluster = defineSolanaNetwork({
 *   id: 'localnet',
 *   name: 'My cluster',
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
 * })
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): SolanaNetwork {
  return {
    ...parameters,
    nativeCurrency: parameters.nativeCurrency ?? { name: 'Solana', symbol: 'SOL', decimals: 9 },
    chainNamespace: 'solana',
    caipNetworkId: `solana:${parameters.id}`,
  }
}
