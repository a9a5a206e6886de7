import { parseCaipNetworkId } from './caip.js'
import type { CaipNetworkId, Network } from './types.js'

/** A placeholder for a network the host did not configure (e.g. the wallet moved there). */
export function unknownNetwork(caipNetworkId: CaipNetworkId): Network {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  return {
    id: namespace === 'eip155' ? Number(reference) : reference,
    name: caipNetworkId,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    chainNamespace: namespace,
    caipNetworkId,
  }
}
