import { Hono } from 'hono'
import type { SiteEnv } from '../http/siteEnv.js'
import type { ChainNetwork } from '../readNetworks.js'
import type { SolanaNetwork } from '../readSolanaNetworks.js'

/**
 * `GET /networks` under /api/v1 (the frame only, like the rest of the API): the chains the
 * operator gave an RPC for (NETWORKS). The frame's approval reads a token's symbol and
 * decimals there, and simulates Solana transactions on the SOLANA_NETWORKS nodes; the server
 * still does no chain I/O.
 */
export function networkRoutes(
  networks: readonly ChainNetwork[],
  solanaNetworks: readonly SolanaNetwork[] = [],
): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()
  routes.get('/networks', (c) => c.json({ networks, solanaNetworks }))
  return routes
}
