import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'

/** SPEC §9: e-mail login throttle. */
export const loginThrottleMs = 30_000

/**
 * Records an e-mail login for `email`, or throws SPEC §5's 429 THROTTLED when the last one
 * was under 30 s ago. One statement claims the slot, so concurrent logins of one address
 * on any instance let exactly one through.
 */
export async function claimLoginThrottle(
  database: Queryable,
  email: string,
  now: number,
): Promise<void> {
  const claimed = await database.query(
    `INSERT INTO login_throttle (email, last_login_at) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
     WHERE login_throttle.last_login_at <= $3
     RETURNING email`,
    [email, now, now - loginThrottleMs],
  )
  if (claimed.length > 0) return
  const [row] = await database.query<{ last_login_at: unknown }>(
    'SELECT last_login_at FROM login_throttle WHERE email = $1',
    [email],
  )
  const last = row ? toNumber(row.last_login_at) : now
  const retryAfter = Math.max(1, Math.ceil((last + loginThrottleMs - now) / 1000))
  throw new ApiError(429, 'THROTTLED', `Please try again after ${retryAfter} seconds`, {
    retryAfter,
  })
}
