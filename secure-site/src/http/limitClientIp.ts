import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../database.js'
import { hitRateLimit } from '../rateLimit.js'
import { readClientIp } from './readClientIp.js'
import { toClientIpKey } from './toClientIpKey.js'

const tenMinutesMs = 10 * 60_000

export type LimitClientIpParameters = {
  database: Queryable
  /** Requests per client IP per 10 minutes. */
  limit: number
  trustProxy: number
  now: () => number
}

/**
 * Middleware counting each request against its client IP, an IPv6 client by its /64
 * (429 RATE_LIMITED past the limit).
 */
export function limitClientIp({
  database,
  limit,
  trustProxy,
  now,
}: LimitClientIpParameters): MiddlewareHandler {
  return async (c, next) => {
    await hitRateLimit(database, {
      bucket: `ip:${toClientIpKey(readClientIp(c, trustProxy))}`,
      limit,
      windowMs: tenMinutesMs,
      now: now(),
    })
    await next()
  }
}
