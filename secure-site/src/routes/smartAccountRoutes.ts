import { Hono } from 'hono'
import type { SiteEnv } from '../http/siteEnv.js'
import type { SmartAccountNetwork } from '../smart/readSmartAccountNetworks.js'

/**
 * `GET /smart-accounts` under /api/v1 (the frame only, like the rest of the API): the
 * operator's smart-account networks. The frame builds, signs (through `/sign`) and sends the
 * user operations itself: the server still does no chain I/O.
 */
export function smartAccountRoutes(networks: readonly SmartAccountNetwork[]): Hono<SiteEnv> {
  const routes = new Hono<SiteEnv>()
  routes.get('/smart-accounts', (c) => c.json({ networks }))
  return routes
}
