import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../database.js'
import { ApiError } from '../errors.js'
import { findUser } from '../findUser.js'
import { resolveSession } from '../resolveSession.js'
import type { SiteEnv } from './siteEnv.js'

// Tokens are 32 random bytes in base64url; anything else cannot be a session.
const authorizationSchema = z
  .string()
  .regex(/^Bearer +[A-Za-z0-9_-]{1,128} *$/)
  .transform((header) => header.slice('Bearer '.length).trim())

/**
 * Middleware admitting a request with a live session of its device (401 SESSION_EXPIRED
 * otherwise) and leaving `user` and `tokenHash` for the handler.
 */
export function requireSession({
  database,
  now,
}: {
  database: Queryable
  now: () => number
}): MiddlewareHandler<SiteEnv> {
  const expired = () => new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  return async (c, next) => {
    const token = authorizationSchema.safeParse(c.req.header('authorization'))
    if (!token.success) throw expired()
    const session = await resolveSession(database, {
      token: token.data,
      deviceHash: c.get('deviceHash'),
      now: now(),
    })
    const user = await findUser(database, { id: session.userId })
    if (!user) throw expired()
    c.set('user', user)
    c.set('tokenHash', session.tokenHash)
    c.set('socialUsername', session.socialUsername)
    await next()
  }
}
