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
  withKeys = false,
}: {
  database: Queryable
  now: () => number
  /** How long a session lives unused (SESSION_TTL_HOURS); each use moves its expiry on. */
  idleMs: number
  /** How long a session lives at most after the login (SESSION_MAX_AGE_HOURS). */
  maxAgeMs: number
  /** Also leave a server-held user's sealed keys as `storedKeys` (read in the same statement). */
  withKeys?: boolean | undefined
}): MiddlewareHandler<SiteEnv> {
  const expired = () => new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  return async (c, next) => {
    // A path guarded twice (the site's guard before the custody check, then the route's own,
    // possibly another instance of this middleware) reads the session once: only this
    // middleware sets tokenHash.
    if (c.get('tokenHash') !== undefined) return next()
    const token = authorizationSchema.safeParse(c.req.header('authorization'))
    if (!token.success) throw expired()
    const session = await resolveSession(database, {
      token: token.data,
      deviceHash: c.get('deviceHash'),
      now: now(),
      idleMs,
      maxAgeMs,
      withKeys,
    })
    c.set('user', session.user)
    c.set('userCustody', session.custody)
    if (session.storedKeys) c.set('storedKeys', session.storedKeys)
    c.set('tokenHash', session.tokenHash)
    c.set('socialUsername', session.socialUsername)
    await next()
  }
}
