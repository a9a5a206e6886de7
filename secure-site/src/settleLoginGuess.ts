import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { loginGuessBudget, loginGuessWindowMs, loginLockMs } from './takeLoginGuess.js'

export type SettleLoginGuessParameters = {
  email: string
  /** What `takeLoginGuess` returned. */
  guessId: string
  /** Whether a code was tested and did not match; else the try is given back. */
  wrong: boolean
  now: number
}

/**
 * Settles a try taken by `takeLoginGuess`: a wrong code keeps it, anything else (the right
 * code, no code to test) gives it back. The wrong code that spends the budget locks the
 * address for `loginLockMs`.
 *
 * @returns The lock's end when the address is locked now, and whether this try locked it
 *   (then its owner is told, once).
 */
export async function settleLoginGuess(
  database: Queryable,
  { email, guessId, wrong, now }: SettleLoginGuessParameters,
): Promise<{ lockedUntil: number; newlyLocked: boolean } | undefined> {
  if (!wrong) {
    await database.query('DELETE FROM login_guesses WHERE id = $1', [guessId])
    return undefined
  }
  const [spent] = await database.query<{ count: unknown }>(
    'SELECT count(*) AS count FROM login_guesses WHERE email = $1 AND guessed_at > $2',
    [email, now - loginGuessWindowMs],
  )
  if (toNumber(spent?.count ?? 0) < loginGuessBudget) return undefined
  const lockedUntil = now + loginLockMs
  const locked = await database.query(
    `INSERT INTO login_locks (email, locked_until) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET locked_until = EXCLUDED.locked_until
     WHERE login_locks.locked_until <= $3
     RETURNING email`,
    [email, lockedUntil, now],
  )
  return { lockedUntil, newlyLocked: locked.length > 0 }
}
