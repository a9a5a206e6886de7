// The Solana clusters the operator gave a node for (SOLANA_NETWORKS, GET /api/v1/networks):
// where the approval simulates a Solana transaction.
import { api } from './api.js'
import type { SolanaNode } from './solanaPreview.js'

let cached: Promise<SolanaNode[]> | undefined

/** The operator's Solana nodes, read once; SPEC §8: a failed read is an empty list (read again next time). */
export function readSolanaNodes(): Promise<SolanaNode[]> {
  cached ??= api<{ solanaNetworks?: SolanaNode[] }>('networks', { method: 'GET' })
    .then(({ body }) => (Array.isArray(body.solanaNetworks) ? body.solanaNetworks : []))
    .catch(() => {
      cached = undefined
      return []
    })
  return cached
}
