import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.js'
import { sha256Hex } from './sha256Hex.js'

/** Starts a session for a user on one device; returns the bearer token (stored hashed). */
export async function createSession(
  database: Queryable,
  {
    userId,
    deviceHash,
    ttlMs,
    now,
    social,
  }: {
    userId: string
    deviceHash: string
    ttlMs: number
    now: number
    /** The social login the session comes from (SPEC §3: the connected provider and username). */
    social?: { provider: string; username: string | null } | undefined
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // Expired sessions of this user go as a new one starts: the table stays small.
  await database.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= $2', [
    userId,
    now,
  ])
  await database.query(
    `INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at, social_provider, social_username)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(token),
      userId,
      deviceHash,
      now,
      now + ttlMs,
      social?.provider ?? null,
      social?.username ?? null,
    ],
  )
  return token
}
