import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'
import { type CodeTarget, codeMaxAttempts, hashCode } from './hashCode.js'

/**
 * What a caller adds to the code's own statement (one round trip): `ctes` may read the CTE
 * `attempt` and must write only where `right` holds (the code was right and is used up now);
 * `columns` (scalar expressions, each `AS` a name) are added to the row `checkCode` returns.
 * They bind `values` from `$first` on.
 */
export type CodeStatementPart = {
  ctes(right: string, first: number): string
  columns: string
  values: readonly unknown[]
}

export type CheckCodeParameters = {
  database: Queryable
  /** MASTER_KEY's code key (codes are stored as its HMAC). */
  codeKey: Uint8Array
  /** Whom and what the code is for, and the code the visitor gave. */
  target: CodeTarget & { code: string }
  /** Unix ms. */
  now: number
  /**
   * Runs when a try was taken and the code did not match (not when there was no live code to
   * test): the login counts those against the address.
   */
  onWrongGuess?: (() => void) | undefined
  /**
   * The id of the login's try (`takeLoginGuess`), deleted by the same statement unless the code
   * was tested and wrong.
   */
  giveBackGuess?: string | undefined
  /** Runs once the try was given back. */
  guessGivenBack?: (() => void) | undefined
  /** More for the code's statement to do when the code is right (the login's sign-in). */
  whenRight?: CodeStatementPart | undefined
}

/**
 * Checks a code and uses it up. Each try first takes one of the code's 5 attempts in one
 * statement, so concurrent guesses cannot test more than 5 values; a right code succeeds
 * once. Throws 400 INVALID_CODE, CODE_EXPIRED or TOO_MANY_ATTEMPTS.
 *
 * @returns The payload stored with the code, and the columns `whenRight` added.
 */
export async function checkCode<Added extends object = Record<never, never>>(
  parameters: CheckCodeParameters,
): Promise<{ payload: string | null; added: Added }> {
  const { database, codeKey, target, now, ...options } = parameters
  const invalid = () => new ApiError(400, 'INVALID_CODE', 'Invalid code')
  const tooMany = () =>
    new ApiError(400, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new one')
  // One statement takes the try and, when the code and the device match, uses the code up
  // (a right code succeeds once: the row is locked while it is written). The stored value is
  // an HMAC under the site's key, so comparing it in SQL gives a guesser nothing to time.
  // Only a try that was not taken reads the code again, to name why.
  const given = /^\d{6}$/.test(target.code)
    ? hashCode({ codeKey, target, code: target.code })
    : null
  const whenRight = options.whenRight
  const [attempt] = await database.query<
    {
      attempts: number
      matched: boolean
      payload: string | null
    } & Added
  >(
    `WITH attempt AS (
       UPDATE codes SET attempts = attempts + 1,
         used_at = CASE WHEN code_hash = $5 AND ($6::text IS NULL OR device_hash = $6) THEN $4 END
       WHERE subject = $1 AND purpose = $2 AND used_at IS NULL AND attempts < $3 AND expires_at > $4
       RETURNING attempts, used_at IS NOT NULL AS matched, payload
     ), given_back AS (
       DELETE FROM login_guesses
       WHERE $7::bigint IS NOT NULL AND id = $7::bigint
         AND NOT EXISTS (SELECT 1 FROM attempt WHERE NOT matched)
     )${whenRight ? `, ${whenRight.ctes('EXISTS (SELECT 1 FROM attempt WHERE matched)', 8)}` : ''}
     SELECT attempts, matched, payload${whenRight ? `, ${whenRight.columns}` : ''} FROM attempt`,
    [
      target.subject,
      target.purpose,
      codeMaxAttempts,
      now,
      given,
      target.deviceHash ?? null,
      options.giveBackGuess ?? null,
      ...(whenRight?.values ?? []),
    ],
  )
  // The statement ran: the try is back unless this was a wrong code (below).
  if (options.giveBackGuess !== undefined && !(attempt && !attempt.matched)) {
    options.guessGivenBack?.()
  }
  if (!attempt) {
    const [row] = await database.query<{ expires_at: unknown; attempts: number; used_at: unknown }>(
      'SELECT expires_at, attempts, used_at FROM codes WHERE subject = $1 AND purpose = $2',
      [target.subject, target.purpose],
    )
    if (!row || row.used_at !== null) throw invalid()
    if (toNumber(row.expires_at) <= now) {
      throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired. Please request a new one')
    }
    throw tooMany()
  }
  if (!attempt.matched) {
    options.onWrongGuess?.()
    throw attempt.attempts >= codeMaxAttempts ? tooMany() : invalid()
  }
  const { attempts: _attempts, matched: _matched, payload, ...added } = attempt
  return { payload, added: added as unknown as Added }
}
