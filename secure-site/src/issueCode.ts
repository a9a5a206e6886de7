import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from './database.js'
import { type CodeTarget, codeLifetimeMs, hashCode } from './hashCode.js'

/** A `codes` row as stored, kept to put back when the mail of the code replacing it fails. */
export type StoredCode = {
  id: string
  code_hash: string
  device_hash: string | null
  payload: string | null
  expires_at: unknown
  attempts: unknown
  used_at: unknown
}

export type IssueCodeParameters = {
  database: Queryable
  /** MASTER_KEY's code key: the code is stored as its HMAC. */
  codeKey: Uint8Array
  /** Whom and what the code is for; `payload` is stored with it and returned by `checkCode` (the new e-mail). */
  target: CodeTarget & { payload?: string | undefined }
  /** Unix ms. */
  now: number
}

/**
 * Creates a 6-digit code, stores only its HMAC (replacing any older code for the same
 * subject and purpose) and returns the code to mail, with the row it replaced: read by the
 * same statement (whose snapshot is from before the write), so one round trip.
 *
 */
export async function issueCode(
  parameters: IssueCodeParameters,
): Promise<{ code: string; previous: StoredCode | undefined }> {
  const { database, codeKey, target, now } = parameters
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [previous] = await database.query<StoredCode>(
    `WITH previous AS (
       SELECT id, code_hash, device_hash, payload, expires_at, attempts, used_at FROM codes
       WHERE subject = $1 AND purpose = $2
     ), issued AS (
       INSERT INTO codes (subject, purpose, id, code_hash, device_hash, payload, expires_at, attempts, used_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, NULL)
       ON CONFLICT (subject, purpose) DO UPDATE SET id = EXCLUDED.id, code_hash = EXCLUDED.code_hash,
         device_hash = EXCLUDED.device_hash, payload = EXCLUDED.payload,
         expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL
     )
     SELECT * FROM previous`,
    [
      target.subject,
      target.purpose,
      randomUUID(),
      hashCode({ codeKey, target, code }),
      target.deviceHash ?? null,
      target.payload ?? null,
      now + codeLifetimeMs,
    ],
  )
  return { code, previous }
}
