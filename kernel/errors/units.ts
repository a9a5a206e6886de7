import { BaseError } from './base.js'

/**
 * SPEC §5: an amount that is not a decimal number (optionally negative), or that has more
 * decimals than its asset: `parseUnits` refuses it rather than round it.
 */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  constructor(value: string, reason = 'expected a decimal number such as 1.5 or -2') {
    super('INVALID_AMOUNT', 'Invalid amount', { details: `"${value}": ${reason}` })
  }
}
