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

/**
 * A check of the caller's that the code's own statement makes first (one round trip): the
 * mail is counted and the code issued only where `admits` holds. `ctes` and `columns`
 * (scalar expressions, each `AS` a name) bind `values` from `$first` on; `settle` reads the
 * columns, and throws the check's refusal (before the mail limit's) or returns its outcome.
 */
export type CodeGate<Outcome> = {
  ctes(first: number): string
  admits: string
  columns(first: number): string
  values: readonly unknown[]
  settle(row: Record<string, unknown>): Outcome
}

export type IssueCodeParameters<Outcome = undefined> = {
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
  /** A check to make first, in the same statement (the login's lock and throttle). */
  gate?: CodeGate<Outcome> | undefined
}

/**
 * Creates a 6-digit code, stores only its HMAC (replacing any older code for the same
 * subject and purpose) and returns the code to mail, with the row it replaced: read by the
 * same statement (whose snapshot is from before the write), which also counts the mail, so
 * one round trip.
 */
export async function issueCode<Outcome = undefined>(
  parameters: IssueCodeParameters<Outcome>,
): Promise<{ code: string; previous: StoredCode | undefined; gated: Outcome | undefined }> {
  const { database, codeKey, target, now, mailCount, gate } = parameters
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const gateFirst = 8 + mailCount.values.length
  const admitted = gate
    ? `${gate.admits} AND ${mailCount.admits('mail_hit', 8)}`
    : mailCount.admits('mail_hit', 8)
  const [row] = await database.query<Record<string, unknown>>(
    `WITH ${gate ? `${gate.ctes(gateFirst)}, ` : ''}${mailCount.cte('mail_hit', { first: 8, when: gate?.admits })}, previous AS (
       SELECT id, code_hash, device_hash, payload, expires_at, attempts, used_at FROM codes
       WHERE subject = $1 AND purpose = $2
     ), issued AS (
       INSERT INTO codes (subject, purpose, id, code_hash, device_hash, payload, expires_at, attempts, used_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, 0, NULL WHERE ${admitted}
       ON CONFLICT (subject, purpose) DO UPDATE SET id = EXCLUDED.id, code_hash = EXCLUDED.code_hash,
         device_hash = EXCLUDED.device_hash, payload = EXCLUDED.payload,
         expires_at = EXCLUDED.expires_at, attempts = 0, used_at = NULL
     )
     SELECT (SELECT hits FROM mail_hit) AS mail_hits${gate ? `, ${gate.columns(gateFirst)}` : ''}, previous.*
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
      ...(gate?.values ?? []),
    ],
  )
  // A refusal (the gate's first, then the mail limit's) throws; the statement issued nothing.
  const gated = gate?.settle(row ?? {})
  mailCount.settle(row?.mail_hits)
  if (!row || row.id === null || row.id === undefined) {
    return { code, previous: undefined, gated }
  }
  const { id, code_hash, device_hash, payload, expires_at, attempts, used_at } = row
  const previous = { id, code_hash, device_hash, payload, expires_at, attempts, used_at }
  return { code, previous: previous as StoredCode, gated }
}
