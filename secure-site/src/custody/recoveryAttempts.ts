import { type Queryable, toNumber } from '../database.js'

/** Recovery password attempts a user has per window, right or wrong. */
export const recoveryAttemptLimit = 5
/** The window: 24 h from the first attempt of it. */
export const recoveryWindowMs = 24 * 60 * 60_000

/**
 * Claims one recovery attempt for the user before its password check is compared: atomic
 * (an upsert), so attempts racing on any instance all count. A window older than 24 h starts
 * again at this attempt.
 *
 * @returns Whether the attempt is within the limit, the attempts left after it, and when
 *   the window ends.
 */
export async function claimRecoveryAttempt(
  database: Queryable,
  { userId, now }: { userId: string; now: number },
): Promise<{ allowed: boolean; left: number; windowEndsAt: number }> {
  const [row] = await database.query<{ attempts: number; window_started_at: unknown }>(
    `INSERT INTO recovery_attempts (user_id, attempts, window_started_at) VALUES ($1, 1, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       attempts = CASE WHEN recovery_attempts.window_started_at <= $3 THEN 1
         ELSE recovery_attempts.attempts + 1 END,
       window_started_at = CASE WHEN recovery_attempts.window_started_at <= $3 THEN $2
         ELSE recovery_attempts.window_started_at END
     RETURNING attempts, window_started_at`,
    [userId, now, now - recoveryWindowMs],
  )
  const attempts = row?.attempts ?? 1
  const windowEndsAt = toNumber(row?.window_started_at ?? now) + recoveryWindowMs
  return {
    allowed: attempts <= recoveryAttemptLimit,
    left: Math.max(0, recoveryAttemptLimit - attempts),
    windowEndsAt,
  }
}

/** A right password: the user's attempts start again. */
export async function clearRecoveryAttempts(database: Queryable, userId: string): Promise<void> {
  await database.query('DELETE FROM recovery_attempts WHERE user_id = $1', [userId])
}
