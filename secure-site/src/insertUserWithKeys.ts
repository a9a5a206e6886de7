import { readCustodySetting } from './custody/custodySetting.js'
import type { Queryable } from './database.js'
import type { StoredUserKeys } from './keys.js'

/**
 * Inserts a new user and its sealed keys inside a transaction. Returns false, inserting
 * nothing, when the e-mail already has a user: a concurrent first login (on any instance)
 * won, and the caller reads the winner's row.
 *
 * Under CUSTODY=shares no key is stored: the user gets a key row without secrets and
 * without addresses ('') until its frame enrolls the keys it generated; `stored`, if given,
 * is dropped.
 */
export async function insertUserWithKeys(
  tx: Queryable,
  {
    id,
    email,
    stored,
    now,
  }: { id: string; email: string | null; stored: StoredUserKeys | undefined; now: number },
): Promise<boolean> {
  const inserted = await tx.query(
    'INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id',
    [id, email, now],
  )
  if (inserted.length === 0) return false
  if ((await readCustodySetting(tx)) === 'shares') {
    await tx.query(
      `INSERT INTO user_keys (user_id, eip155_address, solana_address, custody)
       VALUES ($1, '', '', 'shares')`,
      [id],
    )
    return true
  }
  if (!stored) throw new Error(`No keys given for the new user ${id} under CUSTODY=server`)
  await tx.query(
    `INSERT INTO user_keys (user_id, eip155_address, solana_address, master_key_id,
       wrapped_data_key, eip155_secret, solana_secret) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      stored.eip155Address,
      stored.solanaAddress,
      stored.masterKeyId,
      stored.wrappedDataKey,
      stored.eip155Secret,
      stored.solanaSecret,
    ],
  )
  return true
}
