import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../errors.js'

/**
 * Middleware admitting only the site's own pages: `Origin` equal to `publicOrigin`, or a
 * GET without `Origin` that the browser does not mark as cross-site. Replies are never
 * cached.
 */
export function requireSiteOrigin(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store')
    const origin = c.req.header('origin')
    const fetchSite = c.req.header('sec-fetch-site')
    const sameOrigin =
      origin === publicOrigin ||
      (origin === undefined &&
        c.req.method === 'GET' &&
        fetchSite !== 'cross-site' &&
        fetchSite !== 'same-site')
    if (!sameOrigin) {
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        `Only the secure site itself (${publicOrigin}, PUBLIC_URL) may use its API`,
      )
    }
    await next()
  }
}
