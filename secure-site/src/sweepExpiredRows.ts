import { loginThrottleMs } from './claimLoginThrottle.js'
import type { Queryable } from './database.js'
import { loginGuessWindowMs } from './takeLoginGuess.js'

const hourMs = 60 * 60_000
// Rows go in batches: a large backlog (the first sweep after an upgrade) never holds one
// statement past the database's statement timeout.
const batchSize = 5_000

/**
 * What expires where: each statement picks the rows that no check reads any more. An expired
 * code is kept an hour, so that a late try still hears CODE_EXPIRED rather than INVALID_CODE.
 */
const sweeps: readonly { table: string; where: string; before: (now: number) => number }[] = [
  { table: 'codes', where: 'expires_at <= $1', before: (now) => now - hourMs },
  { table: 'login_throttle', where: 'last_login_at <= $1', before: (now) => now - loginThrottleMs },
  { table: 'login_guesses', where: 'guessed_at <= $1', before: (now) => now - loginGuessWindowMs },
  { table: 'login_locks', where: 'locked_until <= $1', before: (now) => now },
  { table: 'rate_limits', where: 'expires_at <= $1', before: (now) => now },
  // Windows counted before migration 0006 carry no end; none is longer than a day.
  {
    table: 'rate_limits',
    where: 'expires_at IS NULL AND window_start <= $1',
    before: (now) => now - 24 * hourMs,
  },
]

/**
 * Deletes the rows of the e-mail login that have expired: codes, login throttles, wrong
 * guesses, ended locks and ended rate-limit windows. `createSecureSite` runs it every
 * `sweepIntervalMs`; any instance may, at any time.
 *
 * @returns How many rows went.
 * @example
 * await sweepExpiredRows(site.database, Date.now())
 */
export async function sweepExpiredRows(database: Queryable, now: number): Promise<number> {
  let deleted = 0
  for (const { table, where, before } of sweeps) {
    for (;;) {
      const rows = await database.query(
        `DELETE FROM ${table} WHERE ctid IN (SELECT ctid FROM ${table} WHERE ${where} LIMIT ${batchSize})
         RETURNING 1 AS gone`,
        [before(now)],
      )
      deleted += rows.length
      if (rows.length < batchSize) break
    }
  }
  return deleted
}
