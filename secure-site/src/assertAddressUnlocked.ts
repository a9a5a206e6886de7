import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { AddressLockedError } from './errors.js'

/**
 * Throws 429 ADDRESS_LOCKED while `email` is locked for spending its wrong-code budget
 * (`settleLoginGuess`): a locked address gets no code and has none taken.
 */
export async function assertAddressUnlocked(
  database: Queryable,
  { email, now }: { email: string; now: number },
): Promise<void> {
  const [lock] = await database.query<{ locked_until: unknown }>(
    'SELECT locked_until FROM login_locks WHERE email = $1 AND locked_until > $2',
    [email, now],
  )
  if (lock) {
    throw new AddressLockedError(Math.max(1, Math.ceil((toNumber(lock.locked_until) - now) / 1000)))
  }
}
