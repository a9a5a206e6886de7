import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { AddressLockedError, ApiError } from './errors.js'
import type { CodeGate } from './issueCode.js'

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

/** The login's claim as a check of the code's own statement, and its outcome once settled. */
export type LoginThrottleGate = CodeGate<LoginThrottleClaim> & {
  /** The claim, once the statement made it (`settle`); undefined before or when refused. */
  readonly claim: LoginThrottleClaim | undefined
}

/**
 * Claims an e-mail login for `email` in the statement that issues its code (`issueCode`'s
 * gate), or refuses it there: 429 ADDRESS_LOCKED while the address is locked for spending its
 * wrong-code budget (`settleLoginGuess`), SPEC §5's 429 THROTTLED when the last login was under
 * 30 s ago (or a claim under way holds it). The statement reads the lock and claims the slot
 * before it counts the mail or issues a code, and does neither when refused, so concurrent
 * logins of one address on any instance let exactly one through, and a locked or throttled
 * address spends no mail and keeps its code. The claim holds only `holdMs` until confirmed:
 * nothing a mail that never left claimed outlives it. The same statement reads whether the
 * address's wallet knows the device (one round trip for the connect's reads and writes).
 */
export function loginThrottleGate(
  database: Queryable,
  { email, now, holdMs, deviceHash }: ClaimLoginThrottleParameters,
): LoginThrottleGate {
  // Stored as if the login were earlier: the throttle's 30 s end `holdMs` from now.
  const claimedAt = now - loginThrottleMs + holdMs
  let claim: LoginThrottleClaim | undefined
  return {
    get claim() {
      return claim
    },
    ctes: (first) => {
      const [emailAt, claimedAtAt, sinceAt, nowAt] = [0, 1, 2, 3].map(
        (offset) => `$${first + offset}`,
      )
      return `claim_lock AS (
         SELECT locked_until FROM login_locks WHERE email = ${emailAt} AND locked_until > ${nowAt}
       ), claim AS (
         INSERT INTO login_throttle (email, last_login_at)
         SELECT ${emailAt}, ${claimedAtAt} WHERE NOT EXISTS (SELECT 1 FROM claim_lock)
         ON CONFLICT (email) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
         WHERE login_throttle.last_login_at <= ${sinceAt}
         RETURNING email
       )`
    },
    admits: 'EXISTS (SELECT 1 FROM claim)',
    // The throttle's row as it was before this statement: when no claim was made, the login
    // (or claim) that holds the address.
    columns: (first) => `(SELECT locked_until FROM claim_lock) AS claim_locked_until,
       EXISTS (SELECT 1 FROM claim) AS claim_claimed,
       (SELECT last_login_at FROM login_throttle WHERE email = $${first}) AS claim_last_login_at,
       (SELECT EXISTS (SELECT 1 FROM devices d
          WHERE d.user_id = u.id AND d.device_hash = $${first + 4})
        FROM users u WHERE u.email = $${first}) AS claim_known_device`,
    values: [email, claimedAt, now - loginThrottleMs, now, deviceHash],
    settle(row) {
      const lockedUntil = row.claim_locked_until
      if (lockedUntil !== null && lockedUntil !== undefined) {
        throw new AddressLockedError(Math.max(1, Math.ceil((toNumber(lockedUntil) - now) / 1000)))
      }
      if (row.claim_claimed !== true) {
        const held = row.claim_last_login_at
        const last = held === null || held === undefined ? now : toNumber(held)
        const retryAfter = Math.max(1, Math.ceil((last + loginThrottleMs - now) / 1000))
        throw new ApiError(429, 'THROTTLED', `Please try again after ${retryAfter} seconds`, {
          retryAfter,
        })
      }
      const knownDevice = row.claim_known_device
      claim = {
        wallet: typeof knownDevice === 'boolean' ? { knownDevice } : undefined,
        async confirm(sentAt) {
          await database.query(
            'UPDATE login_throttle SET last_login_at = $3 WHERE email = $1 AND last_login_at = $2',
            [email, claimedAt, sentAt],
          )
        },
        async release() {
          await database.query(
            'DELETE FROM login_throttle WHERE email = $1 AND last_login_at = $2',
            [email, claimedAt],
          )
        },
      }
      return claim
    },
  }
}
