import { BaseError } from 'gangway'

/** `tipJar_pledge` got an amount the host did not offer. Narrow on `error.name`. */
export class InvalidPledgeError extends BaseError {
  override name = 'InvalidPledgeError'
  constructor(parameters: { amount: unknown; amounts: readonly number[] }) {
    super('TIP_JAR_INVALID_PLEDGE', 'The pledge could not be saved.', {
      details: `amount must be one of ${parameters.amounts.join(', ')} (got ${String(parameters.amount)})`,
    })
  }
}
