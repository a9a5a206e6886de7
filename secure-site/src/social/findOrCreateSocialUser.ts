import { randomUUID } from 'node:crypto'
import type { Database } from '../database.js'
import type { MasterKey } from '../envelope.js'
import { SecureSiteError } from '../errors.js'
import { findUser, type UserRecord } from '../findUser.js'
import { insertUserWithKeys } from '../insertUserWithKeys.js'
import { generateUserSecrets, sealUserSecrets } from '../keys.js'
import type { SocialProfile, SocialProviderName } from './socialProviders.js'

/** The provider account `findOrCreateSocialUser` signs in, and the key that seals new keys. */
export type FindOrCreateSocialUserParameters = {
  /** Seals a new user's keys (CUSTODY=server). */
  masterKey: MasterKey
  /** An OAuth provider's name, or `farcaster` / `telegram` (their own sign-in checks). */
  provider: SocialProviderName | 'farcaster' | 'telegram'
  /** The account as the provider vouched for it: subject, e-mail, username. */
  profile: SocialProfile
  /** The site's clock (ms): the identity's first and last login. */
  now: number
}

/**
 * The user of a provider account (provider + subject), created with new keys on its first
 * login (under CUSTODY=shares without keys: the frame makes and enrolls them). A first login whose e-mail the provider verified joins the user of that e-mail
 * (e-mail users proved theirs by code), so both logins reach one wallet; an unverified
 * e-mail joins nothing and is not stored on the user. Concurrent first logins end with one
 * identity: the primary key decides and the loser reads the winner's row.
 *
 * @example
 * const user = await findOrCreateSocialUser(database, { masterKey, provider: 'github', profile, now: now() })
 */
export async function findOrCreateSocialUser(
  database: Database,
  parameters: FindOrCreateSocialUserParameters,
): Promise<UserRecord> {
  const { masterKey, provider, profile, now } = parameters
  const linkedEmail = profile.emailVerified ? profile.email : undefined
  const known = async () => {
    const [row] = await database.query<{ user_id: string }>(
      'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
      [provider, profile.subject],
    )
    return row && findUser(database, { id: row.user_id })
  }
  const existing = await known()
  if (existing) {
    await database.query(
      `UPDATE social_identities SET email = $3, email_verified = $4, username = $5, last_login_at = $6
       WHERE provider = $1 AND subject = $2`,
      [
        provider,
        profile.subject,
        profile.email ?? null,
        profile.emailVerified,
        profile.username ?? null,
        now,
      ],
    )
    return existing
  }
  const byEmail =
    linkedEmail === undefined ? undefined : await findUser(database, { email: linkedEmail })
  const id = byEmail?.id ?? randomUUID()
  const created = await database
    .transaction(async (tx) => {
      // The e-mail's user appeared meanwhile (an e-mail login finishing): try again.
      if (
        !byEmail &&
        !(await insertUserWithKeys(tx, {
          id,
          email: linkedEmail ?? null,
          // Under CUSTODY=shares the server never makes a key: the insert calls this only
          // under CUSTODY=server.
          sealKeys: () =>
            sealUserSecrets(masterKey, { userId: id, secrets: generateUserSecrets() }),
          now,
        }))
      )
        return false
      const identity = await tx.query(
        `INSERT INTO social_identities (provider, subject, user_id, email, email_verified, username, created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
        [
          provider,
          profile.subject,
          id,
          profile.email ?? null,
          profile.emailVerified,
          profile.username ?? null,
          now,
        ],
      )
      // Another login of this account won the race: undo this one's user (rollback).
      if (identity.length === 0) throw new IdentityRaceLost()
      return true
    })
    .catch((error: unknown) => {
      if (error instanceof IdentityRaceLost) return false
      throw error
    })
  if (created) {
    const user = await findUser(database, { id })
    if (user) return user
  }
  const winner = (await known()) ?? (await findOrCreateSocialUserOnce())
  return winner
  async function findOrCreateSocialUserOnce(): Promise<UserRecord> {
    // Only reached when the e-mail's user was created meanwhile: link to it now.
    return findOrCreateSocialUser(database, parameters)
  }
}

/** Another request linked this identity first: the transaction is rolled back and the winner read. */
class IdentityRaceLost extends SecureSiteError {
  override name = 'IdentityRaceLost'
  constructor() {
    super('IDENTITY_RACE_LOST', 'Another request linked this identity first')
  }
}
