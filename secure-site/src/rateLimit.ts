import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'

export type HitRateLimitParameters = {
  /** What is counted, e.g. `ip:203.0.113.7` or `mail:a@example.com`. */
  bucket: string
  /** Hits allowed per window. */
  limit: number
  windowMs: number
  now: number
}

/** One counted hit: where it was counted, for `releaseRateLimitHit`. */
export type RateLimitHit = { bucket: string; windowStart: number }

/**
 * Counts one hit in a fixed window kept in the database (so every instance shares it) and
 * throws a 429 RATE_LIMITED ApiError past the limit.
 *
 * @returns The hit, to release if what it admitted did not happen (a mail that never left).
 */
export async function hitRateLimit(
  database: Queryable,
  { bucket, limit, windowMs, now }: HitRateLimitParameters,
): Promise<RateLimitHit> {
  const windowStart = now - (now % windowMs)
  // One statement: the hit, and the bucket's past windows swept (one round trip, one commit).
  const [row] = await database.query<{ hits: unknown }>(
    `WITH past AS (DELETE FROM rate_limits WHERE bucket = $1 AND window_start < $2)
     INSERT INTO rate_limits (bucket, window_start, hits, expires_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits`,
    [bucket, windowStart, windowStart + windowMs],
  )
  if (toNumber(row?.hits) > limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
    throw new ApiError(
      429,
      'RATE_LIMITED',
      `Too many requests. Please try again after ${retryAfter} seconds`,
      { retryAfter, details: `bucket ${bucket}` },
    )
  }
  return { bucket, windowStart }
}

/**
 * Takes back a hit `hitRateLimit` counted, when what it admitted did not happen: a mail that
 * never left does not count against the address's hourly limit.
 */
export async function releaseRateLimitHit(
  database: Queryable,
  { bucket, windowStart }: RateLimitHit,
): Promise<void> {
  await database.query(
    'UPDATE rate_limits SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0',
    [bucket, windowStart],
  )
}
