import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../database.js'
import { ApiError } from '../errors.js'
import type { SiteEnv } from '../http/siteEnv.js'
import { readUserCustody } from './readUserCustody.js'

/**
 * Middleware (after `requireSession`) refusing a request that needs the server-held key
 * when the session's user keeps its key in shares: 409 KEY_IN_FRAME. The server has no key
 * to sign or export with; the frame does that.
 */
export function refuseSharesCustody(database: Queryable): MiddlewareHandler<SiteEnv> {
  return async (c, next) => {
    // requireSession read it with the session; a route guarded otherwise reads it here.
    const custody = c.get('userCustody') ?? (await readUserCustody(database, c.get('user').id))
    if (custody === 'shares') {
      throw new ApiError(
        409,
        'KEY_IN_FRAME',
        "This wallet's key is split between the visitor's device and the server: the frame signs, the server cannot",
      )
    }
    await next()
  }
}
