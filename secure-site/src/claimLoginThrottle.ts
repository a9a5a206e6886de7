import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { AddressLockedError, ApiError } from './errors.js'

/** SPEC §9: e-mail login throttle. */
export const loginThrottleMs = 30_000

export type ClaimLoginThrottleParameters = {
  email: string
  now: number
  /**
   * How long the claim holds until `confirm` (the mail's bound and a margin, ms): a claim
   * whose request died with its instance stops throttling the address after it.
   */
  holdMs: number
  /** The device asking (its hash), to read whether the address's wallet knows it. */
  deviceHash: string
}

/** A claimed login slot: `confirm` once the code mail left, else `release`. */
export type LoginThrottleClaim = {
  /**
   * Whether the address has a wallet and that wallet knows the asking device (read by the
   * claim's own statement): a wallet's owner is told when a new device asks for a code.
   */
  wallet: { knownDevice: boolean } | undefined
  /** The mail left: the address waits the full 30 s from `now`. */
  confirm(now: number): Promise<void>
  /** The mail did not leave: the visitor may try again at once. */
  release(): Promise<void>
}

/**
 * Claims an e-mail login for `email`, or throws 429 ADDRESS_LOCKED while the address is locked
 * for spending its wrong-code budget (`settleLoginGuess`), or SPEC §5's 429 THROTTLED when the
 * last login was under 30 s ago (or a claim under way holds it). One statement reads the lock
 * and claims the slot, so concurrent logins of one address on any instance let exactly one
 * through, and a locked address claims nothing. The claim holds only `holdMs` until
 * confirmed: nothing a mail that never left claimed outlives it. The same statement reads
 * whether the address's wallet knows the device (one round trip for the connect's reads).
 */
export async function claimLoginThrottle(
  database: Queryable,
  { email, now, holdMs, deviceHash }: ClaimLoginThrottleParameters,
): Promise<LoginThrottleClaim> {
  // Stored as if the login were earlier: the throttle's 30 s end `holdMs` from now.
  const claimedAt = now - loginThrottleMs + holdMs
  const [answer] = await database.query<{
    locked_until: unknown
    claimed: boolean
    known_device: boolean | null
  }>(
    `WITH lock AS (
       SELECT locked_until FROM login_locks WHERE email = $1 AND locked_until > $4
     ), claim AS (
       INSERT INTO login_throttle (email, last_login_at)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM lock)
       ON CONFLICT (email) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
       WHERE login_throttle.last_login_at <= $3
       RETURNING email
     )
     SELECT (SELECT locked_until FROM lock) AS locked_until,
       EXISTS (SELECT 1 FROM claim) AS claimed,
       (SELECT EXISTS (SELECT 1 FROM devices d WHERE d.user_id = u.id AND d.device_hash = $5)
        FROM users u WHERE u.email = $1) AS known_device`,
    [email, claimedAt, now - loginThrottleMs, now, deviceHash],
  )
  if (answer?.locked_until !== null && answer?.locked_until !== undefined) {
    throw new AddressLockedError(
      Math.max(1, Math.ceil((toNumber(answer.locked_until) - now) / 1000)),
    )
  }
  if (answer?.claimed === true) {
    const knownDevice = answer.known_device
    return {
      wallet: knownDevice === null ? undefined : { knownDevice },
      async confirm(sentAt) {
        await database.query(
          'UPDATE login_throttle SET last_login_at = $3 WHERE email = $1 AND last_login_at = $2',
          [email, claimedAt, sentAt],
        )
      },
      async release() {
        await database.query('DELETE FROM login_throttle WHERE email = $1 AND last_login_at = $2', [
          email,
          claimedAt,
        ])
      },
    }
  }
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
