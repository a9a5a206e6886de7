import { BaseError, getShortMessage } from 'gangway/kernel'
import type { Translate } from 'gangway/ui'
import { SendValidationError } from './errors.js'
import { type SendMessageKey, sendMessages } from './messages.js'

/**
 * An error that names its words for the visitor in a plugin's catalogue: a chain's errors do
 * (Polkadot's and Cosmos's `key` and `values`, in the catalogue their `messages` declare).
 */
type Worded = { key?: unknown; values?: Readonly<Record<string, string>> | undefined }

/**
 * An error in the visitor's language: its `key` through the modal's translator, which holds the
 * enabled chains' catalogues, else its English short message.
 *
 * @example
 * describeError(error, t) // 'Die Überweisung ist fehlgeschlagen: Balances.InsufficientBalance.'
 */
export function describeError(error: unknown, t: Translate): string {
  const { key, values } = (typeof error === 'object' && error !== null ? error : {}) as Worded
  if (typeof key === 'string' && !(key in sendMessages.en)) {
    const said = t(key, values)
    if (said !== key) return said
  }
  return getShortMessage(error)
}

/**
 * A chain's own reason for refusing an amount (an error with `key` and `field: 'amount'`,
 * e.g. Polkadot's existential deposit) as a problem of the form's amount; `undefined` for any
 * other error. It says more than 'Insufficient funds'.
 */
export function toAmountProblem(error: unknown): SendValidationError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const { key, values, field } = error as BaseError & Worded & { field?: unknown }
  if (typeof key !== 'string' || field !== 'amount') return undefined
  return new SendValidationError(
    error.code,
    key as SendMessageKey,
    error.shortMessage,
    'amount',
    values,
  )
}
