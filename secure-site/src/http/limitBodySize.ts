import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

const maxBodyBytes = 1024 * 1024

/**
 * Middleware refusing bodies over 1 MiB (413 INVALID_REQUEST) before they are read into
 * memory: bodies are small JSON, a batch of solana transactions the largest.
 */
export function limitBodySize(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      c.json({ code: 'INVALID_REQUEST', message: 'The request body is too large' }, 413),
  })
}
