import type { Queryable } from './database.js'

/** A user as the service knows it. */
export type UserRecord = {
  id: string
  /** Absent for a social-only user whose provider gave no verified e-mail. */
  email: string | null
  eip155Address: string
  solanaAddress: string
}

/**
 * The user with this e-mail or id (with its addresses), if any.
 *
 * @example
 * const user = await findUser(database, { email: 'visitor@example.com' })
 */
export async function findUser(
  database: Queryable,
  by: { email: string; id?: undefined } | { id: string; email?: undefined },
): Promise<UserRecord | undefined> {
  const [row] = await database.query<{
    id: string
    email: string | null
    eip155_address: string
    solana_address: string
  }>(
    `SELECT u.id, u.email, k.eip155_address, k.solana_address
     FROM users u JOIN user_keys k ON k.user_id = u.id
     WHERE ${by.email !== undefined ? 'u.email' : 'u.id'} = $1`,
    [by.email ?? by.id],
  )
  return (
    row && {
      id: row.id,
      email: row.email,
      eip155Address: row.eip155_address,
      solanaAddress: row.solana_address,
    }
  )
}
