import { randomUUID } from 'node:crypto'
import type { CodeStatementPart } from './checkCode.js'
import {
  createSession,
  type NewSession,
  newSession,
  type SessionParameters,
} from './createSession.js'
import type { CustodyMode } from './custody/custodyMode.js'
import type { Database } from './database.js'
import type { MasterKey } from './envelope.js'
import { SecureSiteError } from './errors.js'
import { findUser, type UserRecord } from './findUser.js'
import { insertUserWithKeys, sealedKeyColumns, sealedKeyValues } from './insertUserWithKeys.js'
import { generateUserSecrets, sealUserSecrets } from './keys.js'

/** What the code's statement read for the sign-in (`emailSignInPart`), when the code was right. */
export type EmailSignInRow = {
  user_id: string | null
  eip155_address: string | null
  solana_address: string | null
  custody_mode: CustodyMode
}

/** The e-mail login's sign-in, to run as part of the login code's own statement. */
export type EmailSignInPart = CodeStatementPart & {
  email: string
  session: NewSession
  sessionParameters: SessionParameters
}

/**
 * The sign-in's first statement, as a part of the code's (`checkLoginCode`'s `whenRight`):
 * when the code is right, it finds the address's user with its addresses and starts the
 * session of a returning user; it always reads the site's CUSTODY. `signInByEmail` finishes.
 */
export function emailSignInPart({
  email,
  ...sessionParameters
}: SessionParameters & { email: string }): EmailSignInPart {
  const session = newSession(sessionParameters)
  return {
    email,
    session,
    sessionParameters,
    ctes: (right, first) => `found AS (
         SELECT u.id, k.eip155_address, k.solana_address
         FROM users u JOIN user_keys k ON k.user_id = u.id WHERE u.email = $${first} AND ${right}
       ), ${session.ctes('found', first + 1)}`,
    columns: `(SELECT id FROM found) AS user_id,
       (SELECT eip155_address FROM found) AS eip155_address,
       (SELECT solana_address FROM found) AS solana_address,
       coalesce((SELECT mode FROM custody_setting WHERE id = 1), 'server') AS custody_mode`,
    values: [email, ...session.values],
  }
}

/** The sign-in `signInByEmail` finishes: its part of the code's statement and what it read. */
export type SignInByEmailParameters = {
  /** Seals a new user's keys (CUSTODY=server). */
  masterKey: MasterKey
  /** The sign-in's part of the code's statement (`emailSignInPart`). */
  part: EmailSignInPart
  /** What `part` read in the code's statement (the code was right). */
  found: EmailSignInRow
}

/**
 * Signs in the user of the address whose code was just checked, on one device: returns the
 * user, created with new keys on its first login (under CUSTODY=shares without keys: its
 * addresses stay '' until the frame enrolls them), and a new session's bearer token.
 *
 * A returning user costs no statement of its own: the code's statement found it and started
 * its session (`emailSignInPart`). A new one under CUSTODY=server costs one statement that
 * inserts the user with its sealed keys and starts its session. Concurrent first logins of one
 * address (any instance) end with one user: the unique e-mail decides, and the loser reads the
 * winner's row.
 *
 * @example
 * const { user, token } = await signInByEmail(database, { masterKey, part: signIn, found })
 */
export async function signInByEmail(
  database: Database,
  { masterKey, part, found }: SignInByEmailParameters,
): Promise<{ user: UserRecord; token: string }> {
  const { email, session, sessionParameters } = part
  if (found.user_id && found.eip155_address !== null && found.solana_address !== null) {
    const user = {
      id: found.user_id,
      email,
      eip155Address: found.eip155_address,
      solanaAddress: found.solana_address,
    }
    return { user, token: session.token }
  }
  const id = randomUUID()
  if (found.custody_mode === 'server') {
    // CUSTODY=server: the keys are made before the one statement that stores them with the
    // user. It inserts nothing when the address won a race meanwhile or CUSTODY changed (then
    // the keys are dropped unused, never stored), and the general path below decides.
    const stored = sealUserSecrets(masterKey, { userId: id, secrets: generateUserSecrets() })
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
      sealKeys: () => sealUserSecrets(masterKey, { userId: id, secrets: generateUserSecrets() }),
      now: sessionParameters.now,
    }),
  )
  const user = created ? { id, email, ...created } : await findUser(database, { email })
  // Not an ApiError: the operator's log gets it, the visitor a 500 INTERNAL_ERROR.
  if (!user)
    throw new SecureSiteError('USER_VANISHED', `The user ${email} vanished while being created`)
  return { user, token: await createSession(database, { userId: user.id, ...sessionParameters }) }
}
