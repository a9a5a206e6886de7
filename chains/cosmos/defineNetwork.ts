import type { CosmosNetwork } from './types.js'

/** What `defineNetwork` needs: the chain id, its coin and its REST (LCD) URLs. */
export type DefineNetworkParameters = Omit<
  CosmosNetwork,
  'chainNamespace' | 'caipNetworkId' | 'rpcUrls'
> & {
  /** REST (LCD) URLs of the chain, the first used. */
  restUrls: readonly string[]
}

/**
 * A Cosmos SDK network: CAIP-2 `cosmos:<chain id>`.
 *
 * @example
 * const localnet = defineNetwork({ id: 'gangway-1', name: 'Local', bech32Prefix: 'cosmos',
 *   denom: 'ustake', gasPrice: 0.025, suggest: true, restUrls: ['http://127.0.0.1:1317'],
 *   nativeCurrency: { name: 'Stake', symbol: 'STAKE', decimals: 6 } })
 */
export function defineNetwork(parameters: DefineNetworkParameters): CosmosNetwork {
  const { restUrls, ...rest } = parameters
  return {
    ...rest,
    chainNamespace: 'cosmos',
    caipNetworkId: `cosmos:${parameters.id}`,
    rpcUrls: { default: { http: restUrls } },
  }
}
