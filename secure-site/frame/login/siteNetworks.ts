import { api } from '../api.js'
import type { ConfiguredNetwork } from '../networks.js'
import type { SmartAccountNetwork } from '../smart/smartAccounts.js'

/** A list of networks read once from the API; SPEC §8: a failed read is an empty list. */
function networkList<network>(path: string): () => Promise<network[]> {
  let cached: Promise<network[]> | undefined
  return () => {
    cached ??= api<{ networks: network[] }>(path, { method: 'GET' })
      .then(({ body }) => body.networks)
      .catch(() => {
        cached = undefined
        return []
      })
    return cached
  }
}

/** The operator's smart-account networks (SMART_ACCOUNT_NETWORKS). */
export const readSmartNetworks = networkList<SmartAccountNetwork>('smart-accounts')

/** The chains the operator gave an RPC for (NETWORKS). */
const readChainNetworks = networkList<ConfiguredNetwork>('networks')

/** What the approval knows of networks: the operator's own lists, NETWORKS first. */
export const readApprovalNetworks = async (): Promise<ConfiguredNetwork[]> => [
  ...(await readChainNetworks()),
  ...(await readSmartNetworks()),
]
