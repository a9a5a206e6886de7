import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'
import { sha256Hex } from './sha256Hex.js'

/** Starts a session for a user on one device; returns the bearer token (stored hashed). */
export async function createSession(
  database: Queryable,
  {
    userId,
    deviceHash,
    ttlMs,
    now,
  }: { userId: string; deviceHash: string; ttlMs: number; now: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // Expired sessions of this user go as a new one starts: the table stays small.
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [
    userId,
    now,
  ])
  await database.query(
    'INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256Hex(token), userId, deviceHash, now, now + ttlMs],
  )
  return token
}

/**
 * The user id of a live session of this device, or a 401 SESSION_EXPIRED ApiError.
 */
export async function resolveSession(
  database: Queryable,
  { token, deviceHash, now }: { token: string; deviceHash: string; now: number },
): Promise<{ userId: string; tokenHash: string }> {
  const tokenHash = sha256Hex(token)
  const [row] = await database.query<{ user_id: string; device_hash: string; expires_at: unknown }>(
    'SELECT user_id, device_hash, expires_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  )
  if (!row || row.device_hash !== deviceHash || toNumber(row.expires_at) <= now) {
    throw new ApiError(401, 'SESSION_EXPIRED', 'Session expired. Please reconnect.')
  }
  return { userId: row.user_id, tokenHash }
}

/** Ends a session. */
export async function deleteSession(database: Queryable, tokenHash: string): Promise<void> {
  await database.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash])
}
