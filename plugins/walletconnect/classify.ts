import {
  ConnectionRequestResetError,
  SessionRejectedError,
  WalletConnectRequestError,
} from './errors.js'

/** SPEC §8: the one error a relay disconnect ignores ('No matching key': already gone). */
export const isNoMatchingKey = (error: unknown): boolean =>
  /No matching key/i.test(String((error as Error)?.message ?? error))

/**
 * SPEC §8: a relay connect rejects on 'user rejected' (SessionRejectedError) and
 * 'connection request reset' (ConnectionRequestResetError, also an expired or aborted
 * proposal); anything else passes through as an Error.
 *
 * @example
 * classify(new Error('User rejected.')) // SessionRejectedError
 */
export function classify(error: unknown): Error {
  const message = String((error as { message?: unknown })?.message ?? error)
  if (/reject/i.test(message)) return new SessionRejectedError({ cause: error as Error })
  if (/reset|expired|aborted/i.test(message))
    return new ConnectionRequestResetError({ cause: error as Error })
  return error instanceof Error ? error : new WalletConnectRequestError(message)
}
