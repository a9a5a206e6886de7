import type { Database } from './database.js'
import { toBytes } from './database.js'
import { deriveMasterKey } from './envelope.js'
import { ConfigError } from './errors.js'
import { rewrapDataKey } from './keys.js'
import { opensMasterKeyCheck, sealMasterKeyCheck } from './masterKeyCheck.js'
import { runMigrations } from './runMigrations.js'

export type RotateMasterKeyParameters = {
  database: Database
  /** The current MASTER_KEY. */
  oldKey: Uint8Array
  /** NEW_MASTER_KEY: the key to re-wrap every data key with. */
  newKey: Uint8Array
}

/**
 * Re-wraps every user's data key under a new master key, in one transaction; the sealed
 * private keys are not touched (envelope encryption). Afterwards start the service with
 * MASTER_KEY set to the new key. Outstanding one-time codes stop working (they are keyed
 * by the master key); sessions stay.
 *
 * @returns How many users' data keys were re-wrapped.
 */
export async function rotateMasterKey({
  database,
  oldKey,
  newKey,
}: RotateMasterKeyParameters): Promise<number> {
  const oldMaster = deriveMasterKey(oldKey)
  const newMaster = deriveMasterKey(newKey)
  if (oldMaster.id === newMaster.id) {
    throw new ConfigError('NEW_MASTER_KEY', 'NEW_MASTER_KEY must differ from MASTER_KEY')
  }
  await runMigrations(database, Date.now())
  return database.transaction(async (tx) => {
    const [check] = await tx.query<{ sealed: unknown }>(
      'SELECT sealed FROM master_key_check WHERE id = 1 FOR UPDATE',
    )
    if (check && !opensMasterKeyCheck(oldMaster, toBytes(check.sealed))) {
      throw new ConfigError(
        'MASTER_KEY',
        'MASTER_KEY is not the key this database is encrypted with; nothing was changed',
      )
    }
    const rows = await tx.query<{ user_id: string; wrapped_data_key: unknown }>(
      "SELECT user_id, wrapped_data_key FROM user_keys WHERE custody = 'server' FOR UPDATE",
    )
    for (const row of rows) {
      const wrapped = rewrapDataKey(toBytes(row.wrapped_data_key), {
        userId: row.user_id,
        oldKey: oldMaster,
        newKey: newMaster,
      })
      await tx.query(
        'UPDATE user_keys SET wrapped_data_key = $2, master_key_id = $3 WHERE user_id = $1',
        [row.user_id, wrapped, newMaster.id],
      )
    }
    await tx.query(
      `INSERT INTO master_key_check (id, master_key_id, sealed) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET master_key_id = EXCLUDED.master_key_id, sealed = EXCLUDED.sealed`,
      [newMaster.id, sealMasterKeyCheck(newMaster)],
    )
    return rows.length
  })
}
