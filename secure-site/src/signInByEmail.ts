import { randomUUID } from 'node:crypto'
import { createSession, newSession, type SessionParameters } from './createSession.js'
import type { CustodyMode } from './custody/custodyMode.js'
import type { Database } from './database.js'
import type { MasterKey } from './envelope.js'
import { SecureSiteError } from './errors.js'
import { findUser, type UserRecord } from './findUser.js'
import { insertUserWithKeys, sealedKeyColumns, sealedKeyValues } from './insertUserWithKeys.js'
import { generateUserSecrets, sealUserSecrets } from './keys.js'

export type SignInByEmailParameters = SessionParameters & { email: string }

/**
 * Signs in the user of `email` (whose code was just checked) on one device: returns the user,
 * created with new keys on its first login (under CUSTODY=shares without keys: its addresses
 * stay '' until the frame enrolls them), and a new session's bearer token.
 *
 * A returning user costs one statement (found, and the session started, together); a new one
 * under CUSTODY=server two (that lookup, which also reads CUSTODY, then one statement that
 * inserts the user with its sealed keys and starts its session). Concurrent first logins of one
 * address (any instance) end with one user: the unique e-mail decides, and the loser reads the
 * winner's row.
 */
export async function signInByEmail(
  database: Database,
  masterKey: MasterKey,
  { email, ...sessionParameters }: SignInByEmailParameters,
): Promise<{ user: UserRecord; token: string }> {
  const session = newSession(sessionParameters)
  const [found] = await database.query<{
    id: string | null
    eip155_address: string | null
    solana_address: string | null
    mode: CustodyMode
  }>(
    `WITH found AS (
       SELECT u.id, k.eip155_address, k.solana_address
       FROM users u JOIN user_keys k ON k.user_id = u.id WHERE u.email = $1
     ), ${session.ctes('found', 2)}
     SELECT found.id, found.eip155_address, found.solana_address,
       coalesce((SELECT mode FROM custody_setting WHERE id = 1), 'server') AS mode
     FROM (SELECT 1) AS one LEFT JOIN found ON true`,
    [email, ...session.values],
  )
  if (found?.id && found.eip155_address !== null && found.solana_address !== null) {
    const user = {
      id: found.id,
      email,
      eip155Address: found.eip155_address,
      solanaAddress: found.solana_address,
    }
    return { user, token: session.token }
  }
  const id = randomUUID()
  if (found?.mode === 'server') {
    // CUSTODY=server: the keys are made before the one statement that stores them with the
    // user. It inserts nothing when the address won a race meanwhile or CUSTODY changed (then
    // the keys are dropped unused, never stored), and the general path below decides.
    const stored = sealUserSecrets(masterKey, id, generateUserSecrets())
    const [created] = await database.query<{ id: string }>(
      `WITH inserted AS (
         INSERT INTO users (id, email, created_at)
         SELECT $1, $2, $3
         WHERE coalesce((SELECT mode FROM custody_setting WHERE id = 1), 'server') = 'server'
         ON CONFLICT (email) DO NOTHING RETURNING id
       ), keys AS (
         INSERT INTO user_keys (user_id, ${sealedKeyColumns})
         SELECT id, $4, $5, $6, $7, $8, $9 FROM inserted
       ), ${session.ctes('inserted', 10)}
       SELECT id FROM inserted`,
      [id, email, sessionParameters.now, ...sealedKeyValues(stored), ...session.values],
    )
    if (created) {
      const user = {
        id,
        email,
        eip155Address: stored.eip155Address,
        solanaAddress: stored.solanaAddress,
      }
      return { user, token: session.token }
    }
  }
  // Under CUSTODY=shares the server never makes a key (the frame does, and enrolls it):
  // the insert reads the site's CUSTODY and calls `sealKeys` only under CUSTODY=server.
  const created = await database.transaction((tx) =>
    insertUserWithKeys(tx, {
      id,
      email,
      sealKeys: () => sealUserSecrets(masterKey, id, generateUserSecrets()),
      now: sessionParameters.now,
    }),
  )
  const user = created ? { id, email, ...created } : await findUser(database, { email })
  // Not an ApiError: the operator's log gets it, the visitor a 500 INTERNAL_ERROR.
  if (!user)
    throw new SecureSiteError('USER_VANISHED', `The user ${email} vanished while being created`)
  return { user, token: await createSession(database, { userId: user.id, ...sessionParameters }) }
}
