import type { Database } from './database.js'
import { toNumber } from './database.js'
import { AddressLockedError } from './errors.js'

/** Wrong login codes an address may get per `loginGuessWindowMs`, across all its codes. */
export const loginGuessBudget = 20
export const loginGuessWindowMs = 24 * 60 * 60_000
/** How long an address that spent its budget stays locked. */
export const loginLockMs = 24 * 60 * 60_000

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
  // One round trip: the function takes the address's advisory lock (31006, hashtext(email)),
  // then reads the lock and the budget and takes the try when both allow it, in a statement
  // whose snapshot starts after the lock is held (migrations/0011_take_login_guess.sql).
  const [row] = await database.query<{
    locked_until: unknown
    spent: unknown
    oldest: unknown
    id: unknown
  }>('SELECT locked_until, spent, oldest, id FROM gangway_take_login_guess($1, $2, $3, $4)', [
    email,
    now,
    now - loginGuessWindowMs,
    loginGuessBudget,
  ])
  if (row?.locked_until !== null && row?.locked_until !== undefined) {
    throw new AddressLockedError(Math.max(1, Math.ceil((toNumber(row.locked_until) - now) / 1000)))
  }
  if (row?.id === null || row?.id === undefined) {
    const oldest = toNumber(row?.oldest ?? now)
    throw new AddressLockedError(Math.max(1, Math.ceil((oldest + loginGuessWindowMs - now) / 1000)))
  }
  return String(row.id)
}
