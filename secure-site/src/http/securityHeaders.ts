import type { MiddlewareHandler } from 'hono'

/** Middleware adding the headers every reply carries. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    // Set on the reply's own headers, not with c.header(): after the handler, c.header()
    // rebuilds the reply from its body stream, which takes @hono/node-server off its fast
    // path (a buffered body written at once) for every reply. Headers that cannot change
    // (a fetched reply's) get the rebuild.
    try {
      const { headers } = c.res
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Referrer-Policy', 'no-referrer')
    } catch {
      c.header('X-Content-Type-Options', 'nosniff')
      c.header('Referrer-Policy', 'no-referrer')
    }
  }
}
