import type { Database } from './database.js'
import { toNumber } from './database.js'
import { AddressLockedError } from './errors.js'

/** Wrong login codes an address may get per `loginGuessWindowMs`, across all its codes. */
export const loginGuessBudget = 20
export const loginGuessWindowMs = 24 * 60 * 60_000
/** How long an address that spent its budget stays locked. */
export const loginLockMs = 24 * 60 * 60_000
// The first key of the per-address advisory lock (the second is the address's hash); the
// two-key space never meets the migrations' one-key lock.
const guessLockClass = 31_006

/**
 * Takes one try of `email`'s wrong-code budget before a login code is tested, or throws 429
 * ADDRESS_LOCKED when the address is locked or the rest of its budget is taken by tries not
 * settled yet. One address's tries take their turn under an advisory lock, so concurrent
 * guesses on any instance cannot test more codes than the budget allows. `settleLoginGuess`
 * keeps the try (a wrong code) or gives it back.
 *
 * @returns The try's id, for `settleLoginGuess`.
 */
export async function takeLoginGuess(
  database: Database,
  { email, now }: { email: string; now: number },
): Promise<string> {
  return database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [guessLockClass, email])
    // After the lock, one statement reads the lock and the budget and takes the try when both
    // allow it (a statement's snapshot starts with it, so the lock must come first, alone).
    const [row] = await tx.query<{
      locked_until: unknown
      count: unknown
      oldest: unknown
      id: unknown
    }>(
      `WITH lock AS (
         SELECT locked_until FROM login_locks WHERE email = $1 AND locked_until > $2
       ), spent AS (
         SELECT count(*) AS count, min(guessed_at) AS oldest FROM login_guesses
         WHERE email = $1 AND guessed_at > $3
       ), taken AS (
         INSERT INTO login_guesses (email, guessed_at)
         SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM lock) AND (SELECT count FROM spent) < $4
         RETURNING id
       )
       SELECT (SELECT locked_until FROM lock) AS locked_until, spent.count, spent.oldest,
         (SELECT id FROM taken) AS id
       FROM spent`,
      [email, now, now - loginGuessWindowMs, loginGuessBudget],
    )
    if (row?.locked_until !== null && row?.locked_until !== undefined) {
      throw new AddressLockedError(
        Math.max(1, Math.ceil((toNumber(row.locked_until) - now) / 1000)),
      )
    }
    if (row?.id === null || row?.id === undefined) {
      const oldest = toNumber(row?.oldest ?? now)
      throw new AddressLockedError(
        Math.max(1, Math.ceil((oldest + loginGuessWindowMs - now) / 1000)),
      )
    }
    return String(row.id)
  })
}
