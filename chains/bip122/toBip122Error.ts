import { BaseError } from 'gangway/kernel'
import { UserRejectedRequestError, WalletRequestError } from './errors.js'

const rejectionPattern = /reject|denied|declined|cancel/i

/**
 * Turns anything a wallet throws into a Gangway error. Bitcoin wallets have no common error
 * codes: 4001 or a message that says the visitor declined is a `UserRejectedRequestError`,
 * anything else a `WalletRequestError` that keeps the wallet's code and message.
 *
 * @example
 * try { await unisat.requestAccounts() } catch (error) { throw toBip122Error(error) }
 */
export function toBip122Error(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const node = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  const code = typeof node.code === 'number' ? node.code : undefined
  const message = typeof node.message === 'string' ? node.message : String(error)
  const cause = error instanceof Error ? error : Object.assign(new Error(message), node)
  if (code === 4001 || (code === undefined && rejectionPattern.test(message)))
    return new UserRejectedRequestError(cause)
  return new WalletRequestError({ cause, rpcCode: code })
}
