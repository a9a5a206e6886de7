import { randomUUID } from 'node:crypto'
import type { Database } from './database.js'
import type { MasterKey } from './envelope.js'
import { findUser, type UserRecord } from './findUser.js'
import { insertUserWithKeys } from './insertUserWithKeys.js'
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
  const created = await database.transaction((tx) =>
    insertUserWithKeys(tx, { id, email, stored, now }),
  )
  const user = created
    ? { id, email, eip155Address: stored.eip155Address, solanaAddress: stored.solanaAddress }
    : await findUser(database, { email })
  if (!user) throw new Error(`The user ${email} vanished while being created`)
  return user
}
