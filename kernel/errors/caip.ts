import { BaseError } from './base.js'

/** SPEC §5: an invalid CAIP id or address. */
export class InvalidCaipError extends BaseError {
  override name = 'InvalidCaipError'
  constructor(kind: 'network id' | 'address', value: string, reason: string) {
    super('INVALID_CAIP', `Invalid CAIP ${kind}`, { details: `"${value}": ${reason}` })
  }
}
