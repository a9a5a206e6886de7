import { randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from './database.js'
import { type CodeTarget, codeLifetimeMs, hashCode } from './hashCode.js'
import type { RateLimitHitPart } from './rateLimit.js'

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
  /**
   * The mail that carries the code, counted against its address's limit by the same
   * statement (`MailSender.send`): past the limit no code is issued, the older one stays with
   * its tries, and 429 RATE_LIMITED is thrown.
   */
  mailCount: RateLimitHitPart
}

/**
 * Creates a 6-digit code, stores only its HMAC (replacing any older code for the same
 * subject and purpose) and returns the code to mail, with the row it replaced: read by the
 * same statement (whose snapshot is from before the write), which also counts the mail, so
 * one round trip.
 */
export async function issueCode(
  parameters: IssueCodeParameters,
): Promise<{ code: string; previous: StoredCode | undefined }> {
  const { database, codeKey, target, now, mailCount } = parameters
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [row] = await database.query<{ mail_hits: unknown } & Partial<StoredCode>>(
    `WITH ${mailCount.cte('mail_hit', 8)}, previous AS (
       SELECT id, code_hash, device_hash, payload, expires_at, attempts, used_at FROM codes
       WHERE subject = $1 AND purpose = $2
     ), issued AS (
       INSERT INTO codes (subject, purpose, id, code_hash, device_hash, payload, expires_at, attempts, used_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, 0, NULL WHERE ${mailCount.admits('mail_hit', 8)}
       ON CONFLICT (subject, purpose) DO UPDATE SET id = EXCLUDED.id, code_hash = EXCLUDED.code_hash,
         device_hash = EXCLUDED.device_hash, payload = EXCLUDED.payload,
         expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL
     )
     SELECT (SELECT hits FROM mail_hit) AS mail_hits, previous.*
     FROM (SELECT 1) AS one LEFT JOIN previous ON true`,
    [
      target.subject,
      target.purpose,
      randomUUID(),
      hashCode({ codeKey, target, code }),
      target.deviceHash ?? null,
      target.payload ?? null,
      now + codeLifetimeMs,
      ...mailCount.values,
    ],
  )
  // Past the limit this throws, and the statement issued nothing.
  mailCount.settle(row?.mail_hits)
  if (!row || row.id === null || row.id === undefined) return { code, previous: undefined }
  const { mail_hits: _hits, ...previous } = row
  return { code, previous: previous as StoredCode }
}
