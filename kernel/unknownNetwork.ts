import { parseCaipNetworkId } from './caip.js'
import type { CaipNetworkId, Network } from './types.js'

/**
 * A placeholder for a network the host did not configure (e.g. the wallet moved there). Its
 * `id` is the reference, as a number when it is a decimal one (an EVM chain id).
 */
export function unknownNetwork(caipNetworkId: CaipNetworkId): Network {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  return {
    id: /^(0|[1-9]\d{0,15})$/.test(reference) ? Number(reference) : reference,
    name: caipNetworkId,
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    chainNamespace: namespace,
    caipNetworkId,
  }
}
