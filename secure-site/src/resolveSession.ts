import type { CustodyMode } from './custody/custodyMode.js'
import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'
import type { UserRecord } from './findUser.js'
import type { StoredUserKeys } from './keys.js'
import { toStoredUserKeys } from './readStoredKeys.js'
import { sha256Hex } from './sha256Hex.js'

/** The longest a session goes without its new expiry being written (shorter for short idle times). */
export const sessionRefreshStepMs = 60 * 60_000

/**
 * The user of a live session of this device (with its addresses and how its key is held),
 * or a 401 SESSION_EXPIRED ApiError. One statement reads the session and its user (two more
 * per request before issue 34's cut: the user, then its custody).
 *
 * A session lives `idleMs` after its last use, and never longer than `maxAgeMs` after the
 * login. Its expiry moves on at most once per refresh step (an hour, or a tenth of `idleMs`
 * if that is shorter), so a busy session does not write on every request.
 */
export async function resolveSession(
  database: Queryable,
  {
    token,
    deviceHash,
    now,
    idleMs,
    maxAgeMs,
    withKeys = false,
  }: {
    token: string
    deviceHash: string
    now: number
    /** How long a session lives unused (SESSION_TTL_HOURS). */
    idleMs: number
    /** How long a session lives at most, used or not (SESSION_MAX_AGE_HOURS). */
    maxAgeMs: number
    /** Also read the user's sealed keys (`/sign`: one statement fewer per signature). */
    withKeys?: boolean | undefined
  },
): Promise<{
  user: UserRecord
  custody: CustodyMode
  /** With `withKeys`, a server-held user's sealed keys. */
  storedKeys?: StoredUserKeys | undefined
  tokenHash: string
  socialUsername: string | null
}> {
  const tokenHash = sha256Hex(token)
  // A session whose user or keys are gone matches no row: expired, as before.
  const [row] = await database.query<{
    user_id: string
    device_hash: string
    created_at: unknown
    expires_at: unknown
    social_username: string | null
    email: string | null
    eip155_address: string
    solana_address: string
    custody: CustodyMode
    // Read with `withKeys` only.
    master_key_id: string
    wrapped_data_key: unknown
    eip155_secret: unknown
    solana_secret: unknown
  }>(
    `SELECT s.user_id, s.device_hash, s.created_at, s.expires_at, s.social_username,
       u.email, k.eip155_address, k.solana_address, k.custody${withKeys ? ', k.master_key_id, k.wrapped_data_key, k.eip155_secret, k.solana_secret' : ''}
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN user_keys k ON k.user_id = s.user_id
     WHERE s.token_hash = $1`,
    [tokenHash],
  )
  const expired = () => new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  if (!row || row.device_hash !== deviceHash) throw expired()
  const expiresAt = toNumber(row.expires_at)
  // The cap is checked too: an operator may have lowered it since the expiry was written.
  const capAt = toNumber(row.created_at) + maxAgeMs
  if (expiresAt <= now || capAt <= now) throw expired()
  const renewed = Math.min(now + idleMs, capAt)
  if (renewed - expiresAt >= Math.min(sessionRefreshStepMs, idleMs / 10)) {
    // Only ever later: two instances renewing at once both leave the later expiry.
    await database.query(
      'UPDATE sessions SET expires_at = $2 WHERE token_hash = $1 AND expires_at < $2',
      [tokenHash, renewed],
    )
  }
  return {
    user: {
      id: row.user_id,
      email: row.email,
      eip155Address: row.eip155_address,
      solanaAddress: row.solana_address,
    },
    custody: row.custody,
    ...(withKeys && row.custody === 'server' ? { storedKeys: toStoredUserKeys(row) } : {}),
    tokenHash,
    socialUsername: row.social_username,
  }
}
