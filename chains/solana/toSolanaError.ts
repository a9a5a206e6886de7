import { BaseError } from 'gangway/kernel'
import { describeTransactionError } from './describeTransactionError.js'
import {
  RpcRequestError,
  TransactionFailedError,
  UserRejectedRequestError,
  WalletRequestError,
} from './errors.js'

/** kit's `SolanaError` codes this plugin recognises (messages are stripped in production). */
const preflightFailure = -32002
const rejectedPattern = /reject|denied|declined|cancel/i

type Thrown = {
  code?: unknown
  message?: unknown
  name?: unknown
  context?: { __code?: unknown; logs?: unknown; __serverMessage?: unknown }
}

/**
 * Turns anything a wallet or the RPC threw into a typed error whose `shortMessage` says what
 * happened in words: a declined prompt (code 4001, or a "rejected" message) becomes
 * `UserRejectedRequestError`; a failed preflight `TransactionFailedError`; other kit RPC
 * errors `RpcRequestError`; the rest `WalletRequestError` with the wallet's own message.
 *
 * @example
 * try { await feature.signMessage(input) } catch (error) { throw toSolanaError(error) }
 */
export function toSolanaError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as Thrown
  const message = typeof thrown.message === 'string' ? thrown.message : ''
  if (
    thrown.code === 4001 ||
    rejectedPattern.test(message) ||
    rejectedPattern.test(String(thrown.name))
  )
    return new UserRejectedRequestError(error)
  const kitCode = thrown.context?.__code
  if (typeof kitCode === 'number') {
    if (kitCode === preflightFailure) {
      const logs = Array.isArray(thrown.context?.logs)
        ? (thrown.context.logs as unknown[]).filter((l): l is string => typeof l === 'string')
        : []
      return new TransactionFailedError({
        shortMessage: describeTransactionError(undefined, logs),
        logs,
        cause: error,
      })
    }
    return new RpcRequestError(error)
  }
  return new WalletRequestError(message || 'The wallet could not complete the request.', {
    cause: error,
  })
}
