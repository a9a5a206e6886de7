import { randomUUID } from 'node:crypto'
import type { Database } from './database.js'
import type { MasterKey } from './envelope.js'
import { findUser, type UserRecord } from './findUser.js'
import { generateUserSecrets, sealUserSecrets } from './keys.js'

/**
 * Returns the user of `email`, creating it with new keys on its first login. Concurrent
 * first logins of one address (any instance) end with one user: the unique e-mail decides,
 * and the loser reads the winner's row.
 */
export async function findOrCreateUser(
  database: Database,
  masterKey: MasterKey,
  email: string,
  now: number,
): Promise<UserRecord> {
  const existing = await findUser(database, { email })
  if (existing) return existing
  const id = randomUUID()
  const stored = sealUserSecrets(masterKey, id, generateUserSecrets())
  const created = await database.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO users (id, email, created_at) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING RETURNING id',
      [id, email, now],
    )
    if (inserted.length === 0) return false
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
  })
  const user = created
    ? { id, email, eip155Address: stored.eip155Address, solanaAddress: stored.solanaAddress }
    : await findUser(database, { email })
  if (!user) throw new Error(`The user ${email} vanished while being created`)
  return user
}
