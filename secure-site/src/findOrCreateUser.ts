import { randomUUID } from 'node:crypto'
import type { Database } from './database.js'
import type { MasterKey } from './envelope.js'
import { SecureSiteError } from './errors.js'
import { findUser, type UserRecord } from './findUser.js'
import { insertUserWithKeys } from './insertUserWithKeys.js'
import { generateUserSecrets, sealUserSecrets } from './keys.js'

/**
 * Returns the user of `email`, creating it with new keys on its first login (under
 * CUSTODY=shares without keys: its addresses stay '' until the frame enrolls them). Concurrent
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
  // Under CUSTODY=shares the server never makes a key (the frame does, and enrolls it):
  // the insert reads the site's CUSTODY and calls `sealKeys` only under CUSTODY=server.
  const created = await database.transaction((tx) =>
    insertUserWithKeys(tx, {
      id,
      email,
      sealKeys: () => sealUserSecrets(masterKey, id, generateUserSecrets()),
      now,
    }),
  )
  const user = created ? { id, email, ...created } : await findUser(database, { email })
  // Not an ApiError: the operator's log gets it, the visitor a 500 INTERNAL_ERROR.
  if (!user)
    throw new SecureSiteError('USER_VANISHED', `The user ${email} vanished while being created`)
  return user
}
