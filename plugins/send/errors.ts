import { BaseError } from 'gangway/kernel'
import type { SendMessageKey } from './messages.js'

/**
 * A send the form cannot start: SPEC §5 'An amount and receiver address are required',
 * 'A token is required', 'Unsupported chain', and the form's own checks. `key` names the
 * message in the send catalogue, so views show it translated.
 */
export class SendValidationError extends BaseError {
  override name = 'SendValidationError'
  readonly key: SendMessageKey
  readonly field: 'amount' | 'receiver' | 'token' | undefined
  /** Values for the message's placeholders. */
  readonly values: Readonly<Record<string, string>> | undefined
  constructor(
    code: string,
    key: SendMessageKey,
    shortMessage: string,
    field?: 'amount' | 'receiver' | 'token',
    values?: Readonly<Record<string, string>>,
  ) {
    super(code, shortMessage)
    this.key = key
    this.field = field
    this.values = values
  }
}
