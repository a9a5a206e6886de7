import { ApiError } from '../errors.js'
import { type AllowedOrigin, isAllowedOrigin } from '../isAllowedOrigin.js'
import { type Origin, parseOrigin } from '../origin.js'

/**
 * The host page a sign-in starts from: exactly an origin (not text that a wildcard entry
 * happens to match, such as `http://127.0.0.1:1@evil.example`), and on the allow-list.
 */
export function readHostOrigin(text: string, allowed: readonly AllowedOrigin[]): Origin {
  const origin = parseOrigin(text)
  if (!origin)
    throw new ApiError(400, 'INVALID_REQUEST', 'Invalid request: origin must be an origin', {
      details: 'origin must be scheme://host[:port], with a lower-case host and nothing else',
    })
  if (!isAllowedOrigin(origin, allowed))
    throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use the API')
  return origin
}
