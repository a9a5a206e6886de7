import type { MiddlewareHandler } from 'hono'

/** Middleware adding the headers every reply carries. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'no-referrer')
  }
}
