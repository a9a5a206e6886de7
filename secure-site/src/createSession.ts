import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.js'
import { sha256Hex } from './sha256Hex.js'

/**
 * Starts a session for a user on one device and marks the device as the user's own (its next
 * e-mail login is not a new device's); returns the bearer token (stored hashed). One
 * statement: one round trip, one commit.
 */
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
  await database.query(
    `WITH device AS (
       INSERT INTO devices (user_id, device_hash, approved_at) VALUES ($2, $3, $4)
       ON CONFLICT DO NOTHING
     ), expired AS (
       DELETE FROM sessions WHERE user_id = $2 AND expires_at <= $4
     )
     INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at, social_provider, social_username)
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
