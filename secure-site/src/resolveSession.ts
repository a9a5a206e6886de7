import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'
import { sha256Hex } from './sha256Hex.js'

/**
 * The user id of a live session of this device, or a 401 SESSION_EXPIRED ApiError.
 */
export async function resolveSession(
  database: Queryable,
  { token, deviceHash, now }: { token: string; deviceHash: string; now: number },
): Promise<{ userId: string; tokenHash: string; socialUsername: string | null }> {
  const tokenHash = sha256Hex(token)
  const [row] = await database.query<{
    user_id: string
    device_hash: string
    expires_at: unknown
    social_username: string | null
  }>(
    'SELECT user_id, device_hash, expires_at, social_username FROM sessions WHERE token_hash = $1',
    [tokenHash],
  )
  if (!row || row.device_hash !== deviceHash || toNumber(row.expires_at) <= now) {
    throw new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  }
  return { userId: row.user_id, tokenHash, socialUsername: row.social_username }
}
