import type { Network } from 'gangway/kernel'

/** What a host gives to describe an EVM network; the CAIP fields are derived. */
export type DefineNetworkParameters = Omit<Network, 'chainNamespace' | 'caipNetworkId' | 'id'> & {
  /** The EIP-155 chain id, a positive integer. */
  id: number
}

/** An EVM network as Gangway uses it: the chain id is a number, the CAIP id `eip155:<id>`. */
export type Eip155Network = Network & { id: number; chainNamespace: 'eip155' }

/**
 * Defines an EVM network, e.g. a chain the built-in list lacks.
 *
 * @param parameters - id, name, native currency, RPC URLs, explorer.
 * @returns A Gangway `Network` with `chainNamespace: 'eip155'` and `caipNetworkId: 'eip155:<id>'`.
 * @example
 * const gnosis = defineNetwork({
 *   id: 100,
 *   name: 'Gnosis',
 *   nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
 *   rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
 * })
 */
export function defineNetwork(parameters: DefineNetworkParameters): Eip155Network {
  return { ...parameters, chainNamespace: 'eip155', caipNetworkId: `eip155:${parameters.id}` }
}
