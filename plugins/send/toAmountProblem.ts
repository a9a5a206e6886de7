import { BaseError } from 'gangway/kernel'
import { SendValidationError } from './errors.js'
import type { SendMessageKey } from './messages.js'

/**
 * A chain's own reason for refusing an amount (an error with `key` and `field: 'amount'`,
 * e.g. Polkadot's existential deposit) as a problem of the form's amount; `undefined` for any
 * other error. It says more than 'Insufficient funds'.
 */
export function toAmountProblem(error: unknown): SendValidationError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const { key, values, field } = error as BaseError & {
    key?: unknown
    values?: Readonly<Record<string, string>> | undefined
    field?: unknown
  }
  if (typeof key !== 'string' || field !== 'amount') return undefined
  return new SendValidationError(
    error.code,
    key as SendMessageKey,
    error.shortMessage,
    'amount',
    values,
  )
}
