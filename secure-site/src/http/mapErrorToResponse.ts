import type { Context } from 'hono'
import { ApiError, DatabaseUnavailableError, KeyDecryptionError } from '../errors.js'
import { logError } from '../logError.js'

/**
 * The app's error handler: ApiErrors become their reply (a database fault, a logged 503
 * with Retry-After), anything else a logged 500.
 */
export function mapErrorToResponse(error: Error, c: Context): Response {
  // The visitor gets a 503 to retry; the operator needs the cause (never the URL).
  if (error instanceof DatabaseUnavailableError)
    logError(error, { context: 'secure-site: database unavailable' })
  if (error instanceof ApiError) {
    if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter))
    return c.json(
      {
        code: error.code,
        message: error.shortMessage,
        ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
      },
      error.status,
    )
  }
  if (error instanceof KeyDecryptionError) {
    console.error(`secure-site: ${error.message}`)
    return c.json({ code: error.code, message: error.shortMessage }, 500)
  }
  logError(error, { context: 'secure-site: unexpected error' })
  return c.json({ code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500)
}
