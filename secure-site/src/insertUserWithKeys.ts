import type { CustodyMode } from './custody/custodyMode.js'
import type { Queryable } from './database.js'
import type { StoredUserKeys } from './keys.js'

/** The `user_keys` columns of a server-held key, in `sealedKeyValues`' order. */
export const sealedKeyColumns =
  'eip155_address, solana_address, master_key_id, wrapped_data_key, eip155_secret, solana_secret'

/** A sealed key's values for `sealedKeyColumns`. */
export function sealedKeyValues(stored: StoredUserKeys): readonly unknown[] {
  return [
    stored.eip155Address,
    stored.solanaAddress,
    stored.masterKeyId,
    stored.wrappedDataKey,
    stored.eip155Secret,
    stored.solanaSecret,
  ]
}

export type InsertUserWithKeysParameters = {
  id: string
  email: string | null
  /**
   * Makes and seals the new user's keys; called only under CUSTODY=server, once the user row
   * is in (so a lost race or CUSTODY=shares makes no key at all).
   */
  sealKeys: () => StoredUserKeys
  now: number
}

/**
 * Inserts a new user and its sealed keys inside a transaction. Returns false, inserting
 * nothing, when the e-mail already has a user: a concurrent first login (on any instance)
 * won, and the caller reads the winner's row.
 *
 * The user's insert also reads the site's CUSTODY (one statement). Under CUSTODY=shares no
 * key is made or stored: the user gets a key row without secrets and without addresses ('')
 * until its frame enrolls the keys it generated.
 *
 * @returns The new user's addresses ('' under CUSTODY=shares), or false.
 */
export async function insertUserWithKeys(
  tx: Queryable,
  { id, email, sealKeys, now }: InsertUserWithKeysParameters,
): Promise<{ eip155Address: string; solanaAddress: string } | false> {
  const [inserted] = await tx.query<{ mode: CustodyMode }>(
    `WITH inserted AS (
       INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING RETURNING id
     )
     SELECT coalesce((SELECT mode FROM custody_setting WHERE id = 1), 'server') AS mode
     FROM inserted`,
    [id, email, now],
  )
  if (!inserted) return false
  if (inserted.mode === 'shares') {
    await tx.query(
      `INSERT INTO user_keys (user_id, eip155_address, solana_address, custody)
       VALUES ($1, '', '', 'shares')`,
      [id],
    )
    return { eip155Address: '', solanaAddress: '' }
  }
  const stored = sealKeys()
  await tx.query(
    `INSERT INTO user_keys (user_id, ${sealedKeyColumns}) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, ...sealedKeyValues(stored)],
  )
  return { eip155Address: stored.eip155Address, solanaAddress: stored.solanaAddress }
}
