import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

const maxBodyBytes = 1024 * 1024

/**
 * Middleware refusing bodies over 1 MiB (413 INVALID_REQUEST) before they are read into
 * memory: bodies are small JSON, a batch of solana transactions the largest.
 */
export function limitBodySize(): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json({ code: 'INVALID_REQUEST', message: 'The request body is too large' }, 413)
  const countingLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  return async (c, next) => {
    // A declared length is checked from the header alone. hono's bodyLimit looks at the
    // body stream first, which turns @hono/node-server's request into a web Request whose
    // body is then read through streams, for every request; it still counts bodies sent
    // without a length (chunked) as they arrive.
    const length = c.req.header('content-length')
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(length, 10) > maxBodyBytes ? tooLarge(c) : next()
    }
    return countingLimit(c, next)
  }
}
