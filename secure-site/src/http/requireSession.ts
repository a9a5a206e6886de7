import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../database.js'
import { ApiError } from '../errors.js'
import { resolveSession } from '../resolveSession.js'
import type { SiteEnv } from './siteEnv.js'

// Tokens are 32 random bytes in base64url; anything else cannot be a session.
const authorizationSchema = z
  .string()
  .regex(/^Bearer +[A-Za-z0-9_-]{1,128} *$/)
  .transform((header) => header.slice('Bearer '.length).trim())

/**
 * Middleware admitting a request with a live session of its device (401 SESSION_EXPIRED
 * otherwise) and leaving `user`, `userCustody` and `tokenHash` for the handler. The session's sliding
 * expiry moves on (`resolveSession`).
 */
export function requireSession({
  database,
  now,
  idleMs,
  maxAgeMs,
}: {
  database: Queryable
  now: () => number
  /** How long a session lives unused (SESSION_TTL_HOURS); each use moves its expiry on. */
  idleMs: number
  /** How long a session lives at most after the login (SESSION_MAX_AGE_HOURS). */
  maxAgeMs: number
}): MiddlewareHandler<SiteEnv> {
  const expired = () => new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  // Requests this middleware admitted already: a path guarded twice (the site's guard before
  // the custody check, then the route's own) reads the session once.
  const admitted = new WeakSet<Request>()
  return async (c, next) => {
    if (admitted.has(c.req.raw)) return next()
    const token = authorizationSchema.safeParse(c.req.header('authorization'))
    if (!token.success) throw expired()
    const session = await resolveSession(database, {
      token: token.data,
      deviceHash: c.get('deviceHash'),
      now: now(),
      idleMs,
      maxAgeMs,
    })
    c.set('user', session.user)
    c.set('userCustody', session.custody)
    c.set('tokenHash', session.tokenHash)
    c.set('socialUsername', session.socialUsername)
    admitted.add(c.req.raw)
    await next()
  }
}
