import type { Queryable } from './database.js'
import { toBytes } from './database.js'
import { SecureSiteError } from './errors.js'
import type { StoredUserKeys } from './keys.js'

/** A user_keys row's sealed-key columns. */
type StoredKeysRow = {
  eip155_address: string
  solana_address: string
  master_key_id: string
  wrapped_data_key: unknown
  eip155_secret: unknown
  solana_secret: unknown
}

/** Reads a user's sealed keys. */
export async function readStoredKeys(database: Queryable, userId: string): Promise<StoredUserKeys> {
  const [row] = await database.query<StoredKeysRow>('SELECT * FROM user_keys WHERE user_id = $1', [
    userId,
  ])
  if (!row) throw new SecureSiteError('KEYS_MISSING', `No keys stored for user ${userId}`)
  return toStoredUserKeys(row)
}

/** The sealed keys of a user_keys row (read here or with the session, `resolveSession`). */
export function toStoredUserKeys(row: StoredKeysRow): StoredUserKeys {
  return {
    eip155Address: row.eip155_address,
    solanaAddress: row.solana_address,
    masterKeyId: row.master_key_id,
    wrappedDataKey: toBytes(row.wrapped_data_key),
    eip155Secret: toBytes(row.eip155_secret),
    solanaSecret: toBytes(row.solana_secret),
  }
}
