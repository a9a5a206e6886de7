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

/** Where `RateLimitHitPart.cte` binds its values, and when it counts. */
export type RateLimitHitCteParameters = {
  /** The number of the first placeholder the CTEs bind (`$first`). */
  first: number
  /** A condition: when false, the CTEs count nothing and return no row. Default: always. */
  when?: string | undefined
}

/**
 * A hit for another statement to count, with what the hit admits (one round trip, one
 * commit): its `cte` counts the hit whatever else the statement does, and the statement makes
 * its own writes only where `admits` holds. `settle` then reads the hits the statement
 * returned.
 */
export type RateLimitHitPart = {
  /**
   * The CTEs that count the hit (the bucket's past windows swept), the last one named `name`
   * and returning `hits` (no row when `when`, a condition, is false: nothing counted); they
   * bind `values` from `$first` on.
   */
  cte(name: string, parameters: RateLimitHitCteParameters): string
  /** A condition: the hit counted by `cte(name, { first })` is within the limit. */
  admits(name: string, first: number): string
  values: readonly unknown[]
  /**
   * Reads the `hits` the statement counted: throws 429 RATE_LIMITED past the limit, else
   * returns the hit, to release if what it admitted did not happen.
   */
  settle(hits: unknown): RateLimitHit
}

/** A hit for another statement to count (`RateLimitHitPart`); `hitRateLimit` counts one alone. */
export function rateLimitHitPart({
  bucket,
  limit,
  windowMs,
  now,
}: HitRateLimitParameters): RateLimitHitPart {
  const windowStart = now - (now % windowMs)
  return {
    // The hit, and the bucket's past windows swept.
    cte: (name, { first, when }) => {
      const [bucketAt, startAt, expiresAt] = [0, 1, 2].map((offset) => `$${first + offset}`)
      return `${name}_past AS (
         DELETE FROM rate_limits WHERE bucket = ${bucketAt} AND window_start < ${startAt}
       ), ${name} AS (
         INSERT INTO rate_limits (bucket, window_start, hits, expires_at)
         SELECT ${bucketAt}, ${startAt}, 1, ${expiresAt}${when === undefined ? '' : ` WHERE ${when}`}
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING hits
       )`
    },
    admits: (name, first) => `(SELECT hits FROM ${name}) <= $${first + 3}`,
    values: [bucket, windowStart, windowStart + windowMs, limit],
    settle(hits) {
      if (toNumber(hits) > limit) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000))
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many requests. Please try again after ${retryAfter} seconds`,
          { retryAfter, details: `bucket ${bucket}` },
        )
      }
      return { bucket, windowStart }
    },
  }
}

/**
 * Counts one hit in a fixed window kept in the database (so every instance shares it) and
 * throws a 429 RATE_LIMITED ApiError past the limit.
 *
 * @returns The hit, to release if what it admitted did not happen (a mail that never left).
 */
export async function hitRateLimit(
  database: Queryable,
  parameters: HitRateLimitParameters,
): Promise<RateLimitHit> {
  const hit = rateLimitHitPart(parameters)
  // One statement: one round trip, one commit.
  const [row] = await database.query<{ hits: unknown }>(
    `WITH ${hit.cte('hit', { first: 1 })} SELECT hits FROM hit`,
    hit.values.slice(0, 3),
  )
  return hit.settle(row?.hits)
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
