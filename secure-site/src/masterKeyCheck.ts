import type { Queryable } from './database.js'
import { toBytes } from './database.js'
import { type MasterKey, open, seal } from './envelope.js'
import { ConfigError, SecureSiteError } from './errors.js'

const checkValue = 'gangway secure-site master key check'

/**
 * Refuses to run with a MASTER_KEY other than the one this database was first used with:
 * a known value sealed under it must open. The first start records it.
 */
export async function verifyMasterKey(database: Queryable, masterKey: MasterKey): Promise<void> {
  await database.query(
    'INSERT INTO master_key_check (id, master_key_id, sealed) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
    [masterKey.id, sealMasterKeyCheck(masterKey)],
  )
  const [row] = await database.query<{ master_key_id: string; sealed: unknown }>(
    'SELECT master_key_id, sealed FROM master_key_check WHERE id = 1',
  )
  if (!row)
    throw new SecureSiteError(
      'MASTER_KEY_CHECK_MISSING',
      'master_key_check row missing after insert',
    )
  if (!opensMasterKeyCheck(masterKey, toBytes(row.sealed))) {
    throw new ConfigError(
      'MASTER_KEY',
      `MASTER_KEY is not the key this database's wallets are encrypted with (the database expects key id ${row.master_key_id}, MASTER_KEY has id ${masterKey.id}). Set the right MASTER_KEY; after a rotation use the new one.`,
    )
  }
}

/** The sealed check value for `masterKey` (written again by a rotation). */
export function sealMasterKeyCheck(masterKey: MasterKey): Uint8Array {
  return seal(masterKey.wrapKey, {
    plaintext: new TextEncoder().encode(checkValue),
    context: 'master-key-check',
  })
}

/** Whether `sealed` is the check value sealed under `masterKey`. */
export function opensMasterKeyCheck(masterKey: MasterKey, sealed: Uint8Array): boolean {
  try {
    return (
      new TextDecoder().decode(open(masterKey.wrapKey, { sealed, context: 'master-key-check' })) ===
      checkValue
    )
  } catch {
    return false
  }
}
