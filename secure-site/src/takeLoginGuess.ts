import { assertAddressUnlocked } from './assertAddressUnlocked.js'
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
    await assertAddressUnlocked(tx, { email, now })
    const [spent] = await tx.query<{ count: unknown; oldest: unknown }>(
      `SELECT count(*) AS count, min(guessed_at) AS oldest FROM login_guesses
       WHERE email = $1 AND guessed_at > $2`,
      [email, now - loginGuessWindowMs],
    )
    if (toNumber(spent?.count ?? 0) >= loginGuessBudget) {
      const oldest = toNumber(spent?.oldest ?? now)
      throw new AddressLockedError(
        Math.max(1, Math.ceil((oldest + loginGuessWindowMs - now) / 1000)),
      )
    }
    const [taken] = await tx.query<{ id: unknown }>(
      'INSERT INTO login_guesses (email, guessed_at) VALUES ($1, $2) RETURNING id',
      [email, now],
    )
    return String(taken?.id)
  })
}
