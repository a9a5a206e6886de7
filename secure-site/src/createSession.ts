import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.js'
import { sha256Hex } from './sha256Hex.js'

export type SessionParameters = {
  deviceHash: string
  ttlMs: number
  now: number
  /** The social login the session comes from (SPEC §3: the connected provider and username). */
  social?: { provider: string; username: string | null } | undefined
}

/** A new session's bearer token, and what a statement that starts it needs. */
export type NewSession = {
  /** The bearer token (stored only hashed). */
  token: string
  /**
   * The CTEs that start the session for the user in `source` (a CTE or table expression with
   * an `id` column, one row or none): the device becomes the user's own (its next e-mail login
   * is not a new device's), the user's expired sessions go (the table stays small), and the
   * session is inserted. They bind `values` from `$first` on.
   */
  ctes(source: string, first: number): string
  values: readonly unknown[]
}

/** Makes a session's token and the statement parts that store it (`createSession`, logins). */
export function newSession({ deviceHash, ttlMs, now, social }: SessionParameters): NewSession {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    ctes: (source, first) => {
      const [hash, device, at, expires, provider, username] = [0, 1, 2, 3, 4, 5].map(
        (offset) => `$${first + offset}`,
      )
      return `session_device AS (
         INSERT INTO devices (user_id, device_hash, approved_at)
         SELECT id, ${device}, ${at} FROM ${source}
         ON CONFLICT DO NOTHING
       ), session_expired AS (
         DELETE FROM sessions WHERE user_id IN (SELECT id FROM ${source}) AND expires_at <= ${at}
       ), session_started AS (
         INSERT INTO sessions (token_hash, user_id, device_hash, created_at, expires_at,
           social_provider, social_username)
         SELECT ${hash}, id, ${device}, ${at}, ${expires}, ${provider}, ${username} FROM ${source}
       )`
    },
    values: [
      sha256Hex(token),
      deviceHash,
      now,
      now + ttlMs,
      social?.provider ?? null,
      social?.username ?? null,
    ],
  }
}

/**
 * Starts a session for a user on one device and marks the device as the user's own (its next
 * e-mail login is not a new device's); returns the bearer token (stored hashed). One
 * statement: one round trip, one commit.
 */
export async function createSession(
  database: Queryable,
  { userId, ...session }: SessionParameters & { userId: string },
): Promise<string> {
  const started = newSession(session)
  await database.query(
    `WITH session_owner AS (SELECT $1::text AS id), ${started.ctes('session_owner', 2)}
     SELECT 1`,
    [userId, ...started.values],
  )
  return started.token
}
