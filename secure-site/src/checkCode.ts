import { timingSafeEqual } from 'node:crypto'
import type { Queryable } from './database.js'
import { toNumber } from './database.js'
import { ApiError } from './errors.js'
import { type CodeTarget, codeMaxAttempts, hashCode } from './hashCode.js'

/**
 * Checks a code and uses it up. Each try first takes one of the code's 5 attempts in one
 * statement, so concurrent guesses cannot test more than 5 values; a right code succeeds
 * once. Throws 400 INVALID_CODE, CODE_EXPIRED or TOO_MANY_ATTEMPTS.
 *
 * @param options - `onWrongGuess` runs when a try was taken and the code did not match (not
 *   when there was no live code to test): the login counts those against the address.
 * @returns The payload stored with the code.
 */
export async function checkCode(
  database: Queryable,
  codeKey: Uint8Array,
  target: CodeTarget & { code: string },
  now: number,
  options: { onWrongGuess?: (() => void) | undefined } = {},
): Promise<{ payload: string | null }> {
  const invalid = () => new ApiError(400, 'INVALID_CODE', 'Invalid code')
  const [row] = await database.query<{ expires_at: unknown; attempts: number; used_at: unknown }>(
    'SELECT expires_at, attempts, used_at FROM codes WHERE subject = $1 AND purpose = $2',
    [target.subject, target.purpose],
  )
  if (!row || row.used_at !== null) throw invalid()
  if (toNumber(row.expires_at) <= now) {
    throw new ApiError(400, 'CODE_EXPIRED', 'The code has expired. Please request a new one')
  }
  const tooMany = () =>
    new ApiError(400, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please request a new one')
  if (row.attempts >= codeMaxAttempts) throw tooMany()

  const [attempt] = await database.query<{
    id: string
    attempts: number
    code_hash: string
    device_hash: string | null
  }>(
    `UPDATE codes SET attempts = attempts + 1
     WHERE subject = $1 AND purpose = $2 AND used_at IS NULL AND attempts < $3 AND expires_at > $4
     RETURNING id, attempts, code_hash, device_hash`,
    [target.subject, target.purpose, codeMaxAttempts, now],
  )
  if (!attempt) throw tooMany()
  const expected = Buffer.from(attempt.code_hash, 'hex')
  const given = Buffer.from(hashCode(codeKey, target, target.code), 'hex')
  const matches =
    /^\d{6}$/.test(target.code) &&
    timingSafeEqual(expected, given) &&
    (target.deviceHash === undefined || attempt.device_hash === target.deviceHash)
  if (!matches) {
    options.onWrongGuess?.()
    throw attempt.attempts >= codeMaxAttempts ? tooMany() : invalid()
  }

  const [used] = await database.query<{ payload: string | null }>(
    'UPDATE codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING payload',
    [attempt.id, now],
  )
  if (!used) throw invalid()
  return { payload: used.payload }
}
